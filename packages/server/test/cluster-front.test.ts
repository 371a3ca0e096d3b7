// Two server processes behind a real nginx front on 127.0.0.1, as docs/deploy.md sets them up:
// each process's PUBLIC_ADDRESS is the front's /p/<n>, so a seat reserved through any process
// sends the websocket to the process that owns the room. Through the front: a room made on either
// process is listed and joined through the front's one address at once; Redis stopped: a new room
// is refused in words at once and running games go on; kill -9 of the owner: a
// join meanwhile answers 503 room-starting (Retry-After) instead of hanging or 500, the other
// process takes the game over, everyone joins again through the same address, the log has every
// command once and what they are shown is the engine's replay of it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { openPostgres } from '../src/db-postgres.ts';
import type { OpenDb } from '../src/db.ts';
import { Store } from '../src/store.ts';
import { startFront, type Front } from './helpers/front.ts';
import { freePort, killAll, spawnServer, type ServerProcess } from './helpers/process.ts';
import { get, Player, post } from './helpers/server.ts';
import { newDatabase, postgres, redis, type Postgres, type Redis } from './helpers/services.ts';
import { expectedView, truthOf } from './helpers/table.ts';

const LEASE_MS = 4000;
const SECRET = 'cluster-front-test-secret-of-32-bytes-or-more';

let pg: Postgres;
let rd: Redis;
let front: Front;
let procs: ServerProcess[];
let kept: OpenDb;
let store: Store;

beforeAll(async () => {
  [pg, rd] = await Promise.all([postgres(), redis()]);
  const dbUrl = await newDatabase(pg.url);
  const frontPort = await freePort();
  procs = [];
  for (const n of [1, 2]) {
    const p = await spawnServer(mkdtempSync(join(tmpdir(), 'fengsheng-front-')), {
      DATABASE_URL: dbUrl,
      REDIS_URL: rd.url,
      SESSION_SECRET: SECRET,
      LEASE_MS: String(LEASE_MS),
      PUBLIC_ADDRESS: `127.0.0.1:${frontPort}/p/${n}`,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: process.env.CLUSTER_LOG ?? 'error',
    });
    expect(await p.healthy(90_000)).not.toBeNull();
    procs.push(p);
  }
  front = await startFront(
    frontPort,
    procs.map((p) => Number(new URL(p.url).port)),
  );
  kept = await openPostgres(dbUrl);
  store = new Store(kept);
}, 180_000);

afterAll(async () => {
  if (process.env.CLUSTER_LOG) console.log(procs.map((p) => p.output).join('\n----\n'), front?.log());
  await killAll();
  await front?.stop();
  await kept?.db.destroy();
  await rd?.stop();
  pg?.stop();
});

const via = (url: string) => ({ url }) as RunningServer;
const token = async (url: string, name: string) =>
  (await post<{ token: string }>(`${url}/api/session`, { name })).body.token;

/** A room made by process n itself (its own path through the front). */
async function makeRoomOn(n: number, tok: string, seats: number, bots: number) {
  const res = await post<{ roomId: string; gameId: string }>(
    `${front.url}/p/${n}/api/rooms`,
    { seats, bots, turnSeconds: 600, responseSeconds: 600 },
    tok,
  );
  expect(res.status).toBe(201);
  return res.body;
}

async function joinSoon(roomId: string, tok: string, spectate = false): Promise<Player> {
  let last: unknown;
  for (let i = 0; i < 150; i++) {
    try {
      return await Player.join(via(front.url), roomId, tok, spectate);
    } catch (err) {
      last = err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`could not join ${roomId}: ${String(last)}`);
}

function autoPlay(players: Player[]): { stop(): void } {
  let on = true;
  const sent = new Map<Player, number>();
  void (async () => {
    while (on) {
      for (const p of players) {
        const s = p.state;
        if (!s || s.result || s.legal.length === 0 || sent.get(p) === s.seq) continue;
        sent.set(p, s.seq);
        try {
          p.send('command', { seq: s.seq, command: s.legal[0].command });
        } catch {
          // its connection is gone: it joins again
        }
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return { stop: () => (on = false) };
}

const logSeqs = async (gameId: string) => (await store.commands(gameId)).map((c) => c.seq);

describe('two processes behind an nginx front', () => {
  it('lists at once and joins through the one front address rooms made on either process', async () => {
    const tok = await token(front.url, 'Ann');
    const rooms = [await makeRoomOn(1, tok, 5, 0), await makeRoomOn(2, tok, 5, 0)];
    // Each process's own lobby lists the other's new waiting room (its Redis listing from onCreate).
    for (const n of [1, 2]) {
      const listed = await get<{ rooms: { roomId: string }[] }>(`${front.url}/p/${n}/api/rooms`);
      expect(listed.body.rooms.map((r) => r.roomId)).toEqual(
        expect.arrayContaining(rooms.map((r) => r.roomId)),
      );
    }
    for (const room of rooms) {
      const p = await Player.join(via(front.url), room.roomId, tok);
      p.send('sit', { seat: 0 });
      await p.until(() => p.roomInfo!.you === 0, 10_000, 'seated through the front');
      await p.leave();
    }
  }, 60_000);

  it('with Redis away, refuses a new room in words at once and plays on; with Redis back, makes rooms again', async () => {
    const tok = await token(front.url, 'Rita');
    const room = await makeRoomOn(2, tok, 5, 5);
    const watcher = await joinSoon(room.roomId, tok, true);
    await watcher.until(() => (watcher.state?.seq ?? 0) >= 3, 30_000, '3 commands');
    await rd.stop();
    try {
      const started = Date.now();
      const refused = await post<{ error: string }>(`${front.url}/p/2/api/rooms`, { seats: 5, bots: 5 }, tok);
      expect(refused.status).toBe(503);
      expect(refused.body.error).toMatch(/Redis\) cannot be reached/);
      expect(Date.now() - started).toBeLessThan(3000);
      // The game already running goes on: its websocket goes straight to its process.
      const at = watcher.state!.seq;
      await watcher.until(() => watcher.state!.seq >= at + 3, 30_000, '3 more commands without Redis');
    } finally {
      await rd.restart();
    }
    await expect
      .poll(async () => (await post(`${front.url}/p/2/api/rooms`, { seats: 5, bots: 0 }, tok)).status, {
        timeout: 20_000,
      })
      .toBe(201);
    await watcher.leave();
  }, 90_000);

  it('after kill -9 of the owner: 503 room-starting meanwhile, then the game goes on behind the same address', async () => {
    const people = [await token(front.url, 'P0'), await token(front.url, 'P1')];
    const room = await makeRoomOn(1, people[0], 5, 3);
    const players: Player[] = [];
    for (const [i, t] of people.entries()) {
      const p = await Player.join(via(front.url), room.roomId, t);
      p.send('sit', { seat: i });
      await p.until(() => p.roomInfo!.you === i, 10_000, `seat ${i}`);
      players.push(p);
    }
    players[0].send('start', {});
    for (const p of players) await p.until(() => p.state !== null, 10_000, 'the first state');
    const play = autoPlay(players);
    await players[0].until(() => players[0].state!.seq >= 8, 60_000, '8 commands');

    await procs[0].kill('SIGKILL');
    const killedAt = Date.now();
    // Until process 2 holds the room, a join is told to come back, not left hanging or failed.
    const meanwhile = await fetch(`${front.url}/matchmake/joinById/${room.roomId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: people[0] }),
    });
    expect(meanwhile.status).toBe(503);
    expect(meanwhile.headers.get('retry-after')).toBe('1');
    expect(((await meanwhile.json()) as { code: string }).code).toBe('room-starting');
    expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + 3000);

    const before = (await logSeqs(room.gameId)).length;
    const again = await Promise.all(people.map((t) => joinSoon(room.roomId, t)));
    const play2 = autoPlay(again);
    await again[0].until(
      () => (again[0].state?.seq ?? 0) >= before + 4,
      60_000,
      'the game moving on process 2',
    );
    play.stop();
    play2.stop();
    expect(again.map((p) => p.roomInfo!.you)).toEqual([0, 1]);
    const seqs = await logSeqs(room.gameId);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(seqs.length).toBeGreaterThanOrEqual(Math.max(...players.map((p) => p.state!.seq)));
    const truth = await truthOf({ services: { store } } as unknown as RunningServer, room.gameId);
    for (const [seat, p] of again.entries())
      for (const s of p.states.slice(-3)) expect(s.view).toEqual(expectedView(truth, s.seq, seat));
    for (const p of again) await p.leave();
  }, 180_000);
});
