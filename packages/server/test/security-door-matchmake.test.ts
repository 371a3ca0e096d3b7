// The framework's matchmaking routes, attacked as a stranger would: each attack gets a clear error,
// reserves nothing, makes nothing, and the room, its log and its players are unharmed.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { live } from '../src/live.ts';
import { count } from './helpers/process.ts';
import { get, Player, post, session, testServer } from './helpers/server.ts';

let server: RunningServer;
let roomId: string;
let gameId: string;
let hostToken: string;
let host: Player;

/** `n` requests, 50 at a time (more would pass the per-address connection cap, which is its own test). */
async function inBatches<T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += 50)
    out.push(...(await Promise.all(Array.from({ length: Math.min(50, n - i) }, (_, j) => send(i + j)))));
  return out;
}

function reserved(id: string): number {
  const room = live.room(id) as unknown as { reservedSeats: Record<string, unknown> };
  return Object.keys(room.reservedSeats).length;
}

/** A game being played: the host at seat 0, bots at the others. */
beforeAll(async () => {
  server = await testServer();
  // The per-address connection cap has its own test: here, many requests from one address pass it.
  server.services.config.limits.maxConnectionsPerAddress = 10_000;
  hostToken = await session(server, 'Host');
  const made = await post<{ roomId: string; gameId: string }>(
    `${server.url}/api/rooms`,
    { seats: 5, bots: 4, turnSeconds: 600, responseSeconds: 600 },
    hostToken,
  );
  ({ roomId, gameId } = made.body);
  host = await Player.join(server, roomId, hostToken);
  host.send('sit', { seat: 0 });
  await host.until(() => host.roomInfo?.you === 0);
  host.send('start', {});
  await host.until(() => host.state !== null, 10_000, 'the first state');
});

afterAll(async () => {
  await host?.leave().catch(() => undefined);
  await server?.close();
});

async function unharmed(): Promise<void> {
  // The seated player is still in the game and still gets states; a newcomer can still watch.
  expect(host.roomInfo?.you).toBe(0);
  const watcher = await Player.join(server, roomId, await session(server, 'Watcher'), true);
  await watcher.until(() => watcher.state !== null, 5000, 'a state for the watcher');
  await watcher.leave();
  const game = await get<{ status: string; commandCount: number }>(`${server.url}/api/games/${gameId}`);
  expect(game.body.status).toBe('playing');
}

describe('the matchmaking routes', () => {
  it('a joinById with no token or a bad token is refused in words and reserves no seat', async () => {
    const before = reserved(roomId);
    const n = count(60, 600);
    const answers = await inBatches(n, (i) =>
      post<{ error: string }>(
        `${server.url}/matchmake/joinById/${roomId}`,
        i % 2 ? {} : { token: `${hostToken.slice(0, -3)}abc` },
      ),
    );
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(401);
      expect(a.body.error).toMatch(/session token/);
    }
    expect(reserved(roomId)).toBe(before);
    // The host reloads: back in the seat at once, not locked out for the reservations' 15 s.
    const again = await Player.join(server, roomId, hostToken);
    await again.until(() => again.roomInfo?.you === 0, 5000, 'the seat back');
    await again.leave();
    await unharmed();
  });

  it('one guest session cannot reserve a room full either', async () => {
    const token = await session(server, 'Flooder');
    const n = count(60, 600);
    const answers = await inBatches(n, () =>
      post<{ error?: string }>(`${server.url}/matchmake/joinById/${roomId}`, { token, spectate: true }),
    );
    const granted = answers.filter((a) => a.status === 200).length;
    expect(granted).toBeLessThanOrEqual(2);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(429);
      expect(a.body.error).toMatch(/already joining/);
    }
    expect(reserved(roomId)).toBeLessThanOrEqual(2);
    await unharmed();
  });

  it('create, joinOrCreate and join are not offered: no second copy of a live game', async () => {
    const rooms = live.rooms().length;
    const logBefore = (await server.services.store.commands(gameId)).length;
    for (const method of ['create', 'joinOrCreate', 'join']) {
      const res = await post<{ error: string }>(`${server.url}/matchmake/${method}/table`, {
        roomId,
        token: hostToken,
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/POST \/api\/rooms/);
    }
    // The framework matches any URL with /matchmake in it: so does the guard.
    const sneaky = await post<{ error: string }>(`${server.url}/x/matchmake/create/table`, { roomId });
    expect(sneaky.status).toBe(404);
    const getIt = await fetch(`${server.url}/matchmake/joinById/${roomId}`);
    expect(getIt.status).toBe(405);
    expect(live.rooms().length).toBe(rooms);
    // The one game's log only grows from where it was, in order, with no gap.
    const log = await server.services.store.commands(gameId);
    expect(log.length).toBeGreaterThanOrEqual(logBefore);
    expect(log.map((c) => c.seq)).toEqual(log.map((_, i) => i + 1));
    await unharmed();
  });

  it('bodies over 16 KB are refused unread, keeping the memory they would have taken', async () => {
    const mib = count(8, 256);
    const bodies = count(2, 4);
    const rssBefore = process.memoryUsage().rss;
    for (let b = 0; b < bodies; b++) {
      const status = await new Promise<number>((done, fail) => {
        const req = request(`${server.url}/matchmake/joinById/${roomId}`, { method: 'POST' }, (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        });
        // Streamed without a length: the cap must hold while reading, not only on the header.
        req.on('error', () => done(413));
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        let sent = 0;
        const pump = (): void => {
          while (sent < mib) {
            sent++;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        req.on('socket', pump);
        setTimeout(() => fail(new Error('no answer')), 20_000).unref();
      });
      expect(status).toBe(413);
    }
    // A declared length over the cap is refused before a byte is read.
    const declared = await fetch(`${server.url}/matchmake/joinById/${roomId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x'.repeat(20_000) }),
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: string }).error).toMatch(/too large/);
    // The in-process server and this test share a heap: what was sent must not have been kept.
    const grown = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
    expect(grown).toBeLessThan(Math.max(64, mib / 2));
    await unharmed();
  });

  it('a reconnection with a made-up token is refused and reserves nothing', async () => {
    const before = reserved(roomId);
    const res = await post<{ error: string }>(`${server.url}/matchmake/reconnect/${roomId}`, {
      reconnectionToken: 'made-up',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/reconnection token/);
    expect(reserved(roomId)).toBe(before);
  });
});
