// Commands of one tick share one transaction, and none is answered before that commits: each
// promise resolves only when every row of its tick can be read back by another connection to the
// file (what a restarted server would read).
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { mulberry32 } from '@fengsheng/bots';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type OpenDb } from '../src/db.ts';
import { Store } from '../src/store.ts';
import type { RunningServer } from '../src/app.ts';
import { tempDataDir, testServer } from './helpers/server.ts';
import { humanTable, playRandomly } from './helpers/table.ts';

const FILE = 'fengsheng.sqlite';

describe('appending commands in batches', () => {
  let dir: string;
  let opened: OpenDb;
  let store: Store;
  let reader: Database.Database;
  beforeAll(async () => {
    dir = tempDataDir();
    opened = await openDb(dir, FILE);
    store = new Store(opened);
    reader = new Database(join(dir, FILE), { readonly: true });
  });
  afterAll(async () => {
    reader.close();
    await opened.db.destroy();
  });

  /** The seqs of a game's commands as another connection reads them from the file. */
  const onDisk = (gameId: string): number[] =>
    (
      reader.prepare('select seq from commands where game_id = ? order by seq').all(gameId) as {
        seq: number;
      }[]
    ).map((r) => r.seq);

  it('writes two commands of the same tick in one transaction, both on disk before either is answered', async () => {
    const before = store.appendStats.batches;
    const seen: Record<string, { a: number[]; b: number[] }> = {};
    const a = store
      .appendCommand('game-a', { seq: 1, seat: 0, command: { type: 'pass' }, source: 'player' })
      .then(() => (seen.a = { a: onDisk('game-a'), b: onDisk('game-b') }));
    const b = store
      .appendCommand('game-b', { seq: 1, seat: 2, command: { type: 'pass' }, source: 'bot' })
      .then(() => (seen.b = { a: onDisk('game-a'), b: onDisk('game-b') }));
    // Still this tick: nothing is written, nobody is answered.
    expect(onDisk('game-a')).toEqual([]);
    expect(seen).toEqual({});
    await Promise.all([a, b]);
    expect(seen.a).toEqual({ a: [1], b: [1] });
    expect(seen.b).toEqual({ a: [1], b: [1] });
    expect(store.appendStats.batches - before).toBe(1);
    expect(store.appendStats.largest).toBeGreaterThanOrEqual(2);
    // The log reads back as written.
    expect(await store.commands('game-b')).toMatchObject([
      { seq: 1, seat: 2, command: { type: 'pass' }, source: 'bot' },
    ]);
  });

  it('refuses every command of a tick whose transaction fails, and writes none of them', async () => {
    const fresh = store.appendCommand('game-c', { seq: 1, seat: 0, command: { n: 1 }, source: 'player' });
    // The same game and seq again: the primary key refuses it, and with it the whole transaction.
    const twice = store.appendCommand('game-a', { seq: 1, seat: 1, command: { n: 2 }, source: 'player' });
    await expect(fresh).rejects.toThrow(/UNIQUE/);
    await expect(twice).rejects.toThrow(/UNIQUE/);
    expect(onDisk('game-c')).toEqual([]);
    expect(await store.commands('game-a')).toMatchObject([{ seq: 1, seat: 0 }]);
  });

  it('waits for another request’s open transaction instead of writing inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = opened.db.transaction().execute(async (t) => {
      await t.selectFrom('games').selectAll().execute();
      await held;
    });
    await new Promise((r) => setTimeout(r, 10));
    const append = store.appendCommand('game-d', { seq: 1, seat: 0, command: {}, source: 'player' });
    let done = false;
    void append.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 30));
    expect(done).toBe(false);
    expect(onDisk('game-d')).toEqual([]);
    release();
    await tx;
    await append;
    expect(onDisk('game-d')).toEqual([1]);
  });
});

describe('a room answers a command only once it is on disk', () => {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = tempDataDir();
    server = await testServer({ dataDir: dir });
  });
  afterAll(async () => {
    await server.close();
  });
  // A test that replaced the store's append (an own property) leaves the class's one behind it.
  afterEach(() => {
    Reflect.deleteProperty(server.services.store, 'appendCommand');
  });

  it('tells nobody of a command before its write is done, and refuses it if the write fails', async () => {
    const store = server.services.store;
    const table = await humanTable(server, 3, {}, false);
    const original = store.appendCommand.bind(store);
    const p = table.players.find((q) => q.state!.legal.length > 0)!;
    // One slow write: the state it leads to may not reach anyone before the write is done.
    let writtenAt = 0;
    store.appendCommand = (gameId, entry) =>
      new Promise((resolve, reject) =>
        setTimeout(
          () => original(gameId, entry).then(() => ((writtenAt = Date.now()), resolve()), reject),
          300,
        ),
      );
    const seq = p.state!.seq;
    p.send('command', { seq, command: p.state!.legal[0].command });
    await p.until(() => p.state!.seq > seq, 5000, 'the state after the slow write');
    const arrivedAt = Date.now();
    expect(writtenAt).toBeGreaterThan(0);
    expect(arrivedAt).toBeGreaterThanOrEqual(writtenAt);
    // The others' states of that command may still be on their way: let them land first.
    await new Promise((r) => setTimeout(r, 500));
    // A failed write: the player is told, nothing changes, nobody hears of it.
    store.appendCommand = () => Promise.reject(new Error('disk full'));
    const q = table.players.find((x) => x.state!.legal.length > 0)!;
    const at = q.state!.seq;
    const states = table.players.map((x) => x.states.length);
    const error = await q.nextError(() => q.send('command', { seq: at, command: q.state!.legal[0].command }));
    expect(error.message).toMatch(/could not save/);
    expect(table.players.map((x) => x.states.length)).toEqual(states);
    expect((await store.commands(table.gameId)).length).toBe(at);
    // Written again, the same command is accepted.
    store.appendCommand = original;
    q.send('command', { seq: at, command: q.state!.legal[0].command });
    await q.until(() => q.state!.seq > at, 5000, 'the command accepted once the disk is back');
    expect((await store.commands(table.gameId)).length).toBe(at + 1);
    for (const x of table.players) await x.leave();
  }, 60_000);

  it('every state two tables playing at once receive has its commands already in the file', async () => {
    const reader = new Database(join(dir, FILE), { readonly: true });
    const count = reader.prepare('select count(*) as n from commands where game_id = ?');
    const tables = [await humanTable(server, 3, {}, false), await humanTable(server, 3, {}, false)];
    const late: string[] = [];
    for (const t of tables)
      for (const p of t.players)
        p.room.onMessage('state', () => {
          // Read at the moment the state arrives: the command that made it must be there already.
          const seq = p.state?.seq ?? 0;
          const n = (count.get(t.gameId) as { n: number }).n;
          if (n < seq) late.push(`${t.gameId} seq ${seq}: ${n} commands on disk`);
        });
    await Promise.all(tables.map((t, i) => playRandomly(t, mulberry32(11 + i))));
    reader.close();
    expect(late).toEqual([]);
    const stats = server.services.store.appendStats;
    expect(stats.commands).toBeGreaterThan(20);
    for (const t of tables) for (const p of t.players) await p.leave();
  }, 120_000);
});
