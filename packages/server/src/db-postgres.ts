// The database on a PostgreSQL server (DATABASE_URL=postgres://...): the same tables and queries
// through Kysely's PostgreSQL dialect, the same append batching, and a refusal in words when the
// server cannot be reached or written.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppendRow, AppendWriter } from './append-batch.ts';
import type { Db, OpenDb, Schema } from './db.ts';
import { migrateLeases } from './leases.ts';
import { migrate } from './migrations.ts';
import { EXIT, StartRefused } from './startup.ts';

/** A query (or a connection) that takes longer than this fails instead of holding a room's queue. */
const QUERY_TIMEOUT_MS = 5_000;
const BIGINT_OID = 20;

/**
 * One statement for a whole batch, so it is its own transaction: every row or none. The rows come
 * as arrays (one per column), and each game's count is set to its highest seq in the batch.
 */
const APPEND = `with r as (
  select * from unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::bigint[])
    as t(game_id, seq, seat, command, source, at)
), ins as (
  insert into commands (game_id, seq, seat, command, source, at)
  select game_id, seq, seat, command, source, at from r
)
update games g set command_count = m.seq
from (select game_id, max(seq) as seq from r group by game_id) m
where g.id = m.game_id`;

export class PostgresAppends implements AppendWriter {
  constructor(private readonly pool: pg.Pool) {}

  async write(rows: readonly AppendRow[]): Promise<void> {
    const n = rows.length;
    const gameIds = new Array<string>(n);
    const seqs = new Array<number>(n);
    const seats = new Array<number>(n);
    const commands = new Array<string>(n);
    const sources = new Array<string>(n);
    const ats = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      const r = rows[i];
      gameIds[i] = r.gameId;
      seqs[i] = r.seq;
      seats[i] = r.seat;
      commands[i] = r.command;
      sources[i] = r.source;
      ats[i] = r.at;
    }
    // A named query is prepared once per connection of the pool.
    await this.pool.query({
      name: 'append-commands',
      text: APPEND,
      values: [gameIds, seqs, seats, commands, sources, ats],
    });
  }

  ready(): boolean {
    return true;
  }
}

/** The pool's connections read `bigint` columns (times) as numbers: ms epochs fit in 2^53. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === BIGINT_OID) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

export function postgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: QUERY_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    types,
  });
  // A connection dropped while idle (the server restarted) is replaced on the next query.
  pool.on('error', () => undefined);
  return pool;
}

export async function openPostgres(url: string): Promise<OpenDb> {
  const pool = postgresPool(url);
  const db: Db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateLocked(db);
    await probeWrite(db);
  } catch (err) {
    await db.destroy().catch(() => undefined);
    throw refusalOf(err as { code?: string; message?: string }, url);
  }
  return { db, appends: new PostgresAppends(pool) };
}

/** Any number the processes agree on: the advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 0x66656e67;

/**
 * Processes started at once on an empty database would each run `create table if not exists` and
 * collide in PostgreSQL's catalog (a duplicate key error, and the start refused). In one transaction
 * holding an advisory lock, one process makes the tables while the others wait, then find them made;
 * the lock goes with the transaction, so even a process killed mid-migration leaves it free.
 */
async function migrateLocked(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await migrate(trx, 'bigint');
    await migrateLeases(trx);
    await sql`create table if not exists server_starts (at bigint not null)`.execute(trx);
  });
}

/** A real write at start: a database that cannot be written must stop the start, not a game. */
async function probeWrite(db: Db): Promise<void> {
  await sql`insert into server_starts (at) values (${Date.now()})`.execute(db);
  await sql`delete from server_starts where at < (select min(at) from (select at from server_starts order by at desc limit 20) s)`.execute(
    db,
  );
}

/** Errors of a PostgreSQL server gone away (refused, reset, timed out, shut down), not of a query. */
export function databaseDown(err: { code?: string; message?: string } | null | undefined): boolean {
  const code = err?.code ?? '';
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === '57P01' || // admin shutdown
    code === '57P03' || // cannot connect now
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(
      err?.message ?? '',
    )
  );
}

/** Where the database is, without its password. */
export function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

function refusalOf(err: { code?: string; message?: string }, url: string): StartRefused {
  const where = withoutPassword(url);
  const code = err.code ?? '';
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || /timeout/i.test(err.message ?? ''))
    return new StartRefused(
      `the database server ${where} cannot be reached (${code || 'timeout'}): ${err.message}. Start it, or fix DATABASE_URL`,
      EXIT.unavailable,
    );
  return new StartRefused(
    `the database ${where} could not be opened (${code || 'error'}): ${err.message}`,
    code === '42501' || code === '25006' ? EXIT.cantCreate : EXIT.dataErr,
  );
}
