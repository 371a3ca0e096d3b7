// Caps on what a stranger can make the server hold: rooms, waiting time, sockets, list pages and
// replays. Each cap answers with a clear error and leaves the others' rooms and games as they were.
import Database from 'better-sqlite3';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/app.ts';
import { configFromEnv, type Limits } from '../src/config.ts';
import { count, FULL } from './helpers/process.ts';
import { get, Player, post, session, tempDataDir } from './helpers/server.ts';

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serverWith(limits: Partial<Limits>, dataDir = tempDataDir()): Promise<RunningServer> {
  const config = configFromEnv({ port: 0, host: '127.0.0.1', dataDir, quiet: true, webDir: null, limits });
  server = await startServer({ config, botDelayMs: 5 });
  return server;
}

const WAITING = { seats: 5, bots: 0 };

describe('rooms', () => {
  it('one session hosts a few open rooms; one address and the server have caps too', async () => {
    const s = await serverWith({ maxRoomsPerSession: 3, maxRoomsPerAddress: 5, maxRooms: 7 });
    const token = await session(s, 'Maker');
    for (let i = 0; i < 3; i++) expect((await post(`${s.url}/api/rooms`, WAITING, token)).status).toBe(201);
    const fourth = await post<{ error: string }>(`${s.url}/api/rooms`, WAITING, token);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/you host 3 open rooms already \(at most 3\)/);
    // Fresh guest sessions are free: the address counts them together.
    const other = await session(s, 'Other');
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => post(`${s.url}/api/rooms`, WAITING, other)),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = burst.find((r) => r.status === 429)!.body as { error: string };
    expect(refused.error).toMatch(/from your address already \(at most 5\)/);
    const listed = await get<{ total: number }>(`${s.url}/api/rooms`);
    expect(listed.body.total).toBe(5);
  });

  it('the server stops making rooms at its cap, in words, and makes them again when one ends', async () => {
    const s = await serverWith({ maxRooms: 2 });
    expect((await post(`${s.url}/api/rooms`, WAITING)).status).toBe(201);
    const fast = await post<{ gameId: string }>(`${s.url}/api/rooms`, { seats: 5, bots: 5, speed: 'fast' });
    expect(fast.status).toBe(201);
    const full = await post<{ error: string }>(`${s.url}/api/rooms`, WAITING);
    expect(full.status).toBe(503);
    expect(full.body.error).toMatch(/has its 2 rooms open/);
    for (let i = 0; i < 400; i++) {
      if (
        (await get<{ status: string }>(`${s.url}/api/games/${fast.body.gameId}`)).body.status === 'finished'
      )
        break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await post(`${s.url}/api/rooms`, WAITING)).status).toBe(201);
  });

  it('a waiting room nobody is in closes after its time, says so, and is not rebuilt at restart', async () => {
    const dataDir = tempDataDir();
    const limits = { waitingRoomMinutes: 1.5 / 60 };
    let s = await serverWith(limits, dataDir);
    const idle = (await post<{ roomId: string }>(`${s.url}/api/rooms`, WAITING)).body.roomId;
    const token = await session(s, 'Keeper');
    const kept = (await post<{ roomId: string }>(`${s.url}/api/rooms`, WAITING, token)).body.roomId;
    const keeper = await Player.join(s, kept, token);
    await new Promise((r) => setTimeout(r, 3500));
    // The room with someone in it stays; the empty one is gone, and a join is told why.
    expect(
      (await get<{ rooms: { roomId: string }[] }>(`${s.url}/api/rooms`)).body.rooms.map((r) => r.roomId),
    ).toEqual([kept]);
    const late = await post<{ error: string }>(`${s.url}/matchmake/joinById/${idle}`, { token });
    expect(late.status).toBe(404);
    expect(late.body.error).toMatch(/has closed: nobody started its game/);
    await keeper.leave();
    await s.close();
    // At restart, a waiting room past its time is set aside, not rebuilt.
    s = await serverWith(limits, dataDir);
    expect(s.restored).toBe(0);
    expect(s.services.restore?.expired).toBe(1);
  });
});

describe('requests', () => {
  it('one address makes at most its requests a minute to /api: then 429 in words, and nothing is done', async () => {
    const s = await serverWith({ apiRequestsPerMinute: 4 });
    const token = await session(s, 'Maker');
    expect((await post(`${s.url}/api/rooms`, WAITING, token)).status).toBe(201);
    expect((await get(`${s.url}/api/rooms`)).status).toBe(200);
    expect((await get(`${s.url}/api/rooms/NOROOM/games`)).status).toBe(404);
    // The fifth request of the minute: refused with the reason a page can say in its language.
    const refused = await post<{ error: string; reason: string; params: { perMinute: number } }>(
      `${s.url}/api/rooms`,
      WAITING,
      token,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.reason).toBe('too-many-requests');
    expect(refused.body.params).toEqual({ perMinute: 4 });
    expect(refused.body.error).toMatch(/at most 4 a minute/);
    expect((await get(`${s.url}/api/glossary/abc`)).status).toBe(429);
    // The refused room was not made; the server itself still answers its health check.
    const health = await get<{ ok: boolean; rooms: number }>(`${s.url}/healthz`);
    expect(health.body).toMatchObject({ ok: true, rooms: 1 });
  });
});

describe('the room list', () => {
  it('is paged with a bounded page size, and every room is on exactly one page', async () => {
    const s = await serverWith({ roomsPageMax: 3 });
    const made: string[] = [];
    for (let i = 0; i < 7; i++)
      made.push((await post<{ roomId: string }>(`${s.url}/api/rooms`, WAITING)).body.roomId);
    const tooBig = await get<{ error: string }>(`${s.url}/api/rooms?limit=4`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toMatch(/from 1 to 3/);
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 5; page++) {
      const res = await get<{ rooms: { roomId: string }[]; next: string | null }>(
        `${s.url}/api/rooms?limit=3${after ? `&after=${after}` : ''}`,
      );
      expect(res.body.rooms.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.rooms.map((r) => r.roomId));
      if (!res.body.next) break;
      after = res.body.next;
    }
    expect(seen.sort()).toEqual(made.sort());
    // Without a limit: the default page, never the whole list.
    expect((await get<{ rooms: unknown[] }>(`${s.url}/api/rooms`)).body.rooms).toHaveLength(3);
  });
});

/** Open `n` sockets from `from` (a loopback address) that never send a byte. */
async function idleSockets(port: number, n: number, from: (i: number) => string): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < n; i++) {
    const s = connect({ host: '127.0.0.1', port, localAddress: from(i) });
    s.on('error', () => undefined);
    // Read what comes (a refusal, then the end) without ever sending a byte.
    s.resume();
    sockets.push(s);
  }
  await Promise.all(sockets.map((s) => new Promise((r) => (s.once('connect', r), s.once('close', r)))));
  return sockets;
}

function healthy(url: string): Promise<boolean> {
  return fetch(`${url}/healthz`, { signal: AbortSignal.timeout(3000) }).then(
    (r) => r.ok,
    () => false,
  );
}

describe('connections', { timeout: 120_000 }, () => {
  it('one address holds at most its cap of sockets; /healthz answers others meanwhile', async () => {
    const s = await serverWith({ maxConnectionsPerAddress: 20, headersTimeoutMs: 60_000 });
    const n = count(300, 5000);
    const sockets = await idleSockets(s.port, n, () => '127.0.0.2');
    // Over the cap, each socket is refused and closed by the server. Past the listen backlog the
    // kernel makes the rest retry their SYN (1 s, 3 s, 7 s...), so a full count is watched for 15 s.
    const started = Date.now();
    while (Date.now() - started < 15_000 && s.connections.refused() < n - 20) {
      await new Promise((r) => setTimeout(r, 100));
      expect(s.connections.from('127.0.0.2')).toBeLessThanOrEqual(20);
    }
    expect(s.connections.from('127.0.0.2')).toBe(20);
    expect(s.connections.refused()).toBeGreaterThanOrEqual(Math.min(n - 20, 1000));
    expect(await healthy(s.url)).toBe(true);
    if (FULL)
      console.log(
        `${n} idle sockets from one address: 20 held, ${s.connections.refused()} refused in ${Date.now() - started} ms`,
      );
    for (const x of sockets) x.destroy();
  });

  it('the whole server holds at most its cap; idle sockets are closed after the headers timeout', async () => {
    const s = await serverWith({ maxConnections: 50, maxConnectionsPerAddress: 10, headersTimeoutMs: 1000 });
    const n = count(200, 12_000);
    const started = Date.now();
    const sockets = await idleSockets(
      s.port,
      n,
      (i) => `127.0.${1 + (Math.floor(i / 40) % 250)}.${2 + (i % 40)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(s.connections.total()).toBeLessThanOrEqual(50);
    // A refused socket is told why before it is closed.
    const refusedText = await new Promise<string>((done) => {
      const c = connect({ host: '127.0.0.1', port: s.port, localAddress: '127.0.9.9' });
      let text = '';
      c.on('data', (d) => (text += d.toString()));
      c.on('close', () => done(text));
      c.on('error', () => undefined);
    });
    expect(refusedText).toMatch(/503[\s\S]*has its 50 connections open/);
    // The sockets that never sent a request are closed by the server: /healthz answers again.
    let back = false;
    for (let i = 0; i < 60 && !back; i++) {
      await new Promise((r) => setTimeout(r, 100));
      back = s.connections.total() === 0 && (await healthy(s.url));
    }
    expect(back).toBe(true);
    if (FULL) console.log(`${n} idle sockets: held ≤ 50, all closed after ${Date.now() - started} ms`);
    for (const x of sockets) x.destroy();
  });
});

describe('replays', { timeout: 120_000 }, () => {
  it('a finished game is built once, sent gzipped, and served from memory after', async () => {
    const s = await serverWith({});
    const seats = 9;
    const room = await post<{ gameId: string }>(`${s.url}/api/rooms`, {
      seats,
      bots: seats,
      speed: 'fast',
      options: { characters: true },
    });
    const gameId = room.body.gameId;
    for (let i = 0; i < 600; i++) {
      if ((await get<{ status: string }>(`${s.url}/api/games/${gameId}`)).body.status === 'finished') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const url = `${s.url}/api/games/${gameId}/replay?viewer=all`;
    const first = Date.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const firstMs = Date.now() - first;
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = await res.text();
    const frames = (JSON.parse(text) as { frames: unknown[] }).frames.length;
    // What goes over the wire: the compressed bytes, a fraction of the JSON.
    const raw = await new Promise<Buffer>((done) => {
      void import('node:http').then(({ get: hget }) =>
        hget(url, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(Buffer.concat(chunks)));
        }),
      );
    });
    expect(gunzipSync(raw).toString()).toBe(text);
    expect(raw.length).toBeLessThan(Buffer.byteLength(text) / 4);
    // The log is gone from the database now, yet the answer is the same: it was kept.
    const db = new Database(join(s.services.config.dataDir, 'fengsheng.sqlite'));
    db.prepare('delete from commands where game_id = ?').run(gameId);
    db.close();
    const second = Date.now();
    expect(await (await fetch(url)).text()).toBe(text);
    const secondMs = Date.now() - second;
    if (FULL)
      console.log(
        `replay of ${frames} frames: ${(Buffer.byteLength(text) / 2 ** 20).toFixed(1)} MiB JSON, ` +
          `${(raw.length / 2 ** 20).toFixed(2)} MiB gzip; built in ${firstMs} ms, kept answer ${secondMs} ms`,
      );
  });
});
