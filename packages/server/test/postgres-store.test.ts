// The store on PostgreSQL: the commands of a tick go in one statement, none is answered before
// another connection can read it back, a failed batch writes none of its rows, and a database
// server that cannot be reached stops the start in words instead of hanging; processes starting at
// once migrate one at a time, and a lease taken by another process is never renewed back.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db-postgres.ts';
import { Leases } from '../src/leases.ts';
import type { OpenDb } from '../src/db.ts';
import { StartRefused } from '../src/startup.ts';
import { Store } from '../src/store.ts';
import { freePort } from './helpers/process.ts';
import { testDatabaseUrl } from './helpers/server.ts';

describe('appending commands on PostgreSQL', () => {
  let opened: OpenDb;
  let store: Store;
  let reader: pg.Client;
  beforeAll(async () => {
    const url = (await testDatabaseUrl())!;
    opened = await openPostgres(url);
    store = new Store(opened);
    reader = new pg.Client({ connectionString: url });
    await reader.connect();
  });
  afterAll(async () => {
    await reader.end();
    await opened.db.destroy();
  });

  /** The seqs of a game's commands as another connection reads them. */
  const onDisk = async (gameId: string): Promise<number[]> =>
    (await reader.query('select seq from commands where game_id = $1 order by seq', [gameId])).rows.map(
      (r: { seq: number }) => r.seq,
    );

  it('writes the commands of one tick in one statement, each readable elsewhere before it is answered', async () => {
    const before = store.appendStats.batches;
    const seen: Record<string, Promise<number[][]>> = {};
    // One reader connection: its two queries one after the other.
    const both = async () => [await onDisk('game-a'), await onDisk('game-b')];
    const a = store
      .appendCommand('game-a', { seq: 1, seat: 0, command: { type: 'pass' }, source: 'player' })
      .then(() => (seen.a = both()));
    const b = store
      .appendCommand('game-b', { seq: 1, seat: 2, command: { type: 'pass' }, source: 'bot' })
      .then(() => (seen.b = both()));
    // Whether another connection reads before this tick's statement lands is a race between two
    // connections, so it is not asserted; what is: neither append is answered before both rows
    // can be read elsewhere, and both went in one statement.
    await Promise.all([a, b]);
    expect(await seen.a).toEqual([[1], [1]]);
    expect(await seen.b).toEqual([[1], [1]]);
    expect(store.appendStats.batches - before).toBe(1);
    expect(store.appendStats.largest).toBeGreaterThanOrEqual(2);
    expect(await store.commands('game-b')).toMatchObject([
      { seq: 1, seat: 2, command: { type: 'pass' }, source: 'bot' },
    ]);
    // Times are whole ms epochs, read back as numbers (bigint columns).
    const [logged] = await store.commands('game-a');
    expect(typeof logged.at).toBe('number');
    expect(Math.abs(logged.at! - Date.now())).toBeLessThan(60_000);
  });

  it('refuses every command of a batch that fails, and writes none of them', async () => {
    const fresh = store.appendCommand('game-c', { seq: 1, seat: 0, command: { n: 1 }, source: 'player' });
    const twice = store.appendCommand('game-a', { seq: 1, seat: 1, command: { n: 2 }, source: 'player' });
    await expect(fresh).rejects.toThrow(/duplicate key/);
    await expect(twice).rejects.toThrow(/duplicate key/);
    expect(await onDisk('game-c')).toEqual([]);
    expect(await store.commands('game-a')).toMatchObject([{ seq: 1, seat: 0 }]);
  });

  it('keeps the rows of the ticks during a round trip for the next statement, in order', async () => {
    const before = store.appendStats.batches;
    const first = store.appendCommand('game-e', { seq: 1, seat: 0, command: {}, source: 'player' });
    await new Promise((r) => setImmediate(r));
    // The first statement is on its way: these wait for it and go together after it.
    const later = [2, 3].map((seq) =>
      store.appendCommand('game-e', { seq, seat: 0, command: {}, source: 'bot' }),
    );
    await Promise.all([first, ...later]);
    expect(await onDisk('game-e')).toEqual([1, 2, 3]);
    expect(store.appendStats.batches - before).toBe(2);
  });
});

describe('a PostgreSQL server that cannot be reached', () => {
  it('stops the start with the reason and exit code 69, within the connection timeout', async () => {
    const port = await freePort();
    const started = Date.now();
    const refused = await openPostgres(`postgres://postgres:secret@127.0.0.1:${port}/x`).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(StartRefused);
    expect((refused as StartRefused).message).toMatch(/cannot be reached \(ECONNREFUSED\)/);
    expect((refused as StartRefused).message).not.toMatch(/secret/);
    expect((refused as StartRefused).exitCode).toBe(69);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('processes starting at once on an empty database', () => {
  it('make the tables once between them (an advisory lock around the migrations), none refused', async () => {
    const url = (await testDatabaseUrl())!;
    // Without the lock, concurrent `create table if not exists` collide in the catalog.
    const opened = await Promise.allSettled(Array.from({ length: 6 }, () => openPostgres(url)));
    const refused = opened.filter((o) => o.status === 'rejected').map((o) => String(o.reason));
    for (const o of opened) if (o.status === 'fulfilled') await o.value.db.destroy();
    expect(refused).toEqual([]);
  });
});

describe('room leases on PostgreSQL', () => {
  let opened: OpenDb;
  beforeAll(async () => {
    opened = await openPostgres((await testDatabaseUrl())!);
  });
  afterAll(async () => {
    await opened?.db.destroy();
  });

  it('renews only a lease still held: one taken meanwhile by another process is not renewed back', async () => {
    const mine = new Leases(opened.db, 'proc-a', 300);
    const other = new Leases(opened.db, 'proc-b', 300);
    expect(await mine.take('room-1')).toBe(true);
    expect(await other.take('room-1')).toBe(false);
    expect(await mine.renew(['room-1'])).toEqual(new Set(['room-1']));
    // A has stalled past its lease; B takes the room. A's late renewal must not get it back.
    await new Promise((r) => setTimeout(r, 350));
    expect(await other.take('room-1')).toBe(true);
    expect(await mine.renew(['room-1'])).toEqual(new Set());
    expect(await other.renew(['room-1'])).toEqual(new Set(['room-1']));
    const { rows } = await sql<{
      owner: string;
    }>`select owner from room_leases where room_id = 'room-1'`.execute(opened.db);
    expect(rows).toEqual([{ owner: 'proc-b' }]);
  });

  it('does not renew an expired lease nobody took yet: its owner cannot know nobody did', async () => {
    const mine = new Leases(opened.db, 'proc-c', 200);
    expect(await mine.take('room-2')).toBe(true);
    await new Promise((r) => setTimeout(r, 250));
    expect(await mine.renew(['room-2'])).toEqual(new Set());
  });
});
