// The store on PostgreSQL: the commands of a tick go in one statement, none is answered before
// another connection can read it back, a failed batch writes none of its rows, and a database
// server that cannot be reached stops the start in words instead of hanging.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db-postgres.ts';
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
