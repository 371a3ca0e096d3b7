// Two server processes on one PostgreSQL and one Redis (each started here, thrown away after), on
// 127.0.0.1: rooms made through either are joined through either; Redis restarted
// mid-game; the process owning live rooms killed with kill -9 (people over websockets and bots):
// the other takes its games over from the log, the people join again there, the log has every
// command once and the states the people see are the engine's replay of it; PostgreSQL briefly
// gone: new work is refused in words, nothing half-applied, and play goes on once it is back.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { openPostgres } from '../src/db-postgres.ts';
import type { OpenDb } from '../src/db.ts';
import { Store } from '../src/store.ts';
import { killAll, spawnServer, type ServerProcess } from './helpers/process.ts';
import { get, Player, post } from './helpers/server.ts';
import { newDatabase, postgres, redis, type Postgres, type Redis } from './helpers/services.ts';
import { expectedView, truthOf } from './helpers/table.ts';

// Long enough that a loaded machine's late renewal does not look like a dead process.
const LEASE_MS = 4000;
const SECRET = 'cluster-test-secret-of-at-least-32-bytes!';

let pg: Postgres;
let rd: Redis;
let dbUrl: string;
let a: ServerProcess;
let b: ServerProcess;
let kept: OpenDb;
let store: Store;

async function start(): Promise<ServerProcess> {
  const p = await spawnServer(mkdtempSync(join(tmpdir(), 'fengsheng-cluster-')), {
    DATABASE_URL: dbUrl,
    REDIS_URL: rd.url,
    SESSION_SECRET: SECRET,
    LEASE_MS: String(LEASE_MS),
    LOG_LEVEL: process.env.CLUSTER_LOG ?? 'error',
  });
  expect(await p.healthy(90_000)).not.toBeNull();
  return p;
}

beforeAll(async () => {
  [pg, rd] = await Promise.all([postgres(), redis()]);
  dbUrl = await newDatabase(pg.url);
  a = await start();
  b = await start();
  kept = await openPostgres(dbUrl);
  store = new Store(kept);
}, 180_000);

afterAll(async () => {
  if (process.env.CLUSTER_LOG) console.log(`A:\n${a?.output}\nB:\n${b?.output}`);
  await killAll();
  await kept?.db.destroy();
  await rd?.stop();
  pg?.stop();
});

const asServer = (p: ServerProcess) => ({ url: p.url }) as RunningServer;

async function token(p: ServerProcess, name: string): Promise<string> {
  return (await post<{ token: string }>(`${p.url}/api/session`, { name })).body.token;
}

async function makeRoom(p: ServerProcess, host: string, seats: number, bots: number) {
  const res = await post<{ roomId: string; gameId: string }>(
    `${p.url}/api/rooms`,
    { seats, bots, turnSeconds: 600, responseSeconds: 600 },
    host,
  );
  expect(res.status).toBe(201);
  return res.body;
}

/** Join through `p`, again and again until the room is open somewhere (bounded). */
async function joinSoon(p: ServerProcess, roomId: string, tok: string, spectate = false): Promise<Player> {
  let last: unknown;
  for (let i = 0; i < 100; i++) {
    try {
      return await Player.join(asServer(p), roomId, tok, spectate);
    } catch (err) {
      last = err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`could not join ${roomId}: ${String(last)}`);
}

/** People who play the first legal command whenever it is their turn, while `on` says so. */
function autoPlay(players: Player[]): { stop(): void } {
  let on = true;
  const sent = new Map<Player, number>();
  const loop = async () => {
    for (let i = 0; i < 20_000 && on; i++) {
      for (const p of players) {
        const s = p.state;
        if (!s || s.result || s.legal.length === 0 || sent.get(p) === s.seq) continue;
        sent.set(p, s.seq);
        try {
          p.send('command', { seq: s.seq, command: s.legal[0].command });
        } catch {
          // its connection is gone: it joins again below
        }
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  void loop();
  return { stop: () => (on = false) };
}

async function game(p: ServerProcess, gameId: string) {
  return (await get<{ status: string; commandCount: number }>(`${p.url}/api/games/${gameId}`)).body;
}

/** The log read straight from the database: seqs 1..n, each once. */
async function logSeqs(gameId: string): Promise<number[]> {
  return (await store.commands(gameId)).map((c) => c.seq);
}

describe('two server processes sharing PostgreSQL and Redis', () => {
  it('joins rooms made through either process through either', async () => {
    const ta = await token(a, 'Ann');
    const tb = await token(b, 'Bob');
    const onA = await makeRoom(a, ta, 5, 4);
    const onB = await makeRoom(b, tb, 5, 4);
    // Bob joins A's room through B, Ann B's room through A: each reaches the room's own process.
    const bob = await Player.join(asServer(b), onA.roomId, tb);
    const ann = await Player.join(asServer(a), onB.roomId, ta);
    expect(bob.roomInfo!.roomId).toBe(onA.roomId);
    expect(ann.roomInfo!.roomId).toBe(onB.roomId);
    bob.send('sit', { seat: 0 });
    await bob.until(() => bob.roomInfo!.you === 0, 10_000, 'Bob seated in a room of the other process');
    await bob.leave();
    await ann.leave();
  }, 60_000);

  it('plays on through a Redis restart, and its rooms are joinable through the other process again', async () => {
    const host = await token(a, 'Host');
    const room = await makeRoom(a, host, 5, 5);
    const watcher = await Player.join(asServer(a), room.roomId, await token(a, 'W1'), true);
    await watcher.until(() => (watcher.state?.seq ?? 0) >= 5, 30_000, '5 commands');
    await rd.restart();
    const at = watcher.state!.seq;
    await watcher.until(() => watcher.state!.seq >= at + 5, 30_000, '5 more commands after the restart');
    // The listings went with Redis: each process puts its rooms back, and joins go through again.
    const late = await joinSoon(b, room.roomId, await token(b, 'W2'), true);
    expect(late.roomInfo!.roomId).toBe(room.roomId);
    await late.leave();
    await watcher.leave();
  }, 90_000);

  it('after kill -9 of the owner, the other process runs its games from the log, people join it again', async () => {
    const people = [await token(a, 'P0'), await token(a, 'P1')];
    // A table of two people and three bots, and a table of bots only, both run by A.
    const mixed = await makeRoom(a, people[0], 5, 3);
    const players: Player[] = [];
    for (const [i, t] of people.entries()) {
      const p = await Player.join(asServer(a), mixed.roomId, t);
      p.send('sit', { seat: i });
      await p.until(() => p.roomInfo!.you === i, 10_000, `seat ${i}`);
      players.push(p);
    }
    players[0].send('start', {});
    for (const p of players) await p.until(() => p.state !== null, 10_000, 'the first state');
    const bots = await makeRoom(a, people[1], 5, 5);
    const watcher = await Player.join(asServer(a), bots.roomId, people[1], true);
    const play = autoPlay(players);
    await players[0].until(() => players[0].state!.seq >= 8, 60_000, '8 commands at the mixed table');
    await watcher.until(() => (watcher.state?.seq ?? 0) >= 8, 60_000, '8 commands at the bots table');

    await a.kill('SIGKILL');
    const killedAt = Date.now();
    const before = { mixed: (await logSeqs(mixed.gameId)).length, bots: (await logSeqs(bots.gameId)).length };

    // Everyone joins again through B, which takes the rooms over once A's leases run out.
    const again = await Promise.all(people.map((t) => joinSoon(b, mixed.roomId, t)));
    const watcher2 = await joinSoon(b, bots.roomId, people[1], true);
    const play2 = autoPlay(again);
    await again[0].until(
      () => (again[0].state?.seq ?? 0) >= before.mixed + 4,
      60_000,
      'the mixed table moving on B',
    );
    await watcher2.until(
      () => (watcher2.state?.seq ?? 0) >= before.bots + 4,
      60_000,
      'the bots table moving on B',
    );
    const movedAfter = Date.now() - killedAt;
    expect(movedAfter).toBeLessThan(30_000);
    play.stop();
    play2.stop();
    expect(again.map((p) => p.roomInfo!.you)).toEqual([0, 1]);

    // No command lost or written twice: seqs 1..n, with everything announced before the kill.
    for (const g of [mixed.gameId, bots.gameId]) {
      const seqs = await logSeqs(g);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    }
    expect((await logSeqs(mixed.gameId)).length).toBeGreaterThanOrEqual(
      Math.max(...players.map((p) => p.state!.seq)),
    );
    // What each person was shown on B is the engine's replay of the log at that seq.
    const truth = await truthOf({ services: { store } } as unknown as RunningServer, mixed.gameId);
    for (const [seat, p] of again.entries())
      for (const s of p.states.slice(-3)) expect(s.view).toEqual(expectedView(truth, s.seq, seat));
    expect((await game(b, bots.gameId)).commandCount).toBeGreaterThan(before.bots);
    for (const p of [...again, watcher2]) await p.leave();
  }, 180_000);

  it('refuses new work in words while PostgreSQL is away, and goes on when it is back', async () => {
    const host = await token(b, 'Host2');
    const room = await makeRoom(b, host, 5, 5);
    const watcher = await Player.join(asServer(b), room.roomId, host, true);
    await watcher.until(() => (watcher.state?.seq ?? 0) >= 3, 30_000, '3 commands');
    pg.pause();
    try {
      const started = Date.now();
      const refused = await post<{ error: string }>(`${b.url}/api/rooms`, { seats: 5, bots: 5 }, host);
      expect(refused.status).toBe(503);
      expect(refused.body.error).toMatch(/database cannot be reached/);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      pg.resume();
    }
    // Away longer than a lease: B stopped its rooms (it could not know nobody took them) and takes
    // them back now; the watcher joins again.
    const at = watcher.state!.seq;
    const back = await joinSoon(b, room.roomId, host, true);
    await back.until(() => (back.state?.seq ?? 0) >= at + 3, 60_000, 'play going on once PostgreSQL is back');
    const seqs = await logSeqs(room.gameId);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    await back.leave();
  }, 120_000);
});
