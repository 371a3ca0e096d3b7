// The database: SQLite through Kysely. Rooms, games and the append-only log of accepted commands.
// A game's state is never stored: it is rebuilt from its options (seed included) and its log.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EXIT, StartRefused } from './startup.ts';

export interface RoomsTable {
  id: string;
  game: string;
  game_id: string;
  host: string | null;
  settings: string;
  seats: string;
  status: string;
  created_at: number;
}

export interface GamesTable {
  id: string;
  room_id: string;
  game: string;
  /** The options given to the game's `create`, seed included: never sent to a client. */
  options: string;
  status: string;
  result: string | null;
  command_count: Generated<number>;
  created_at: number;
  finished_at: number | null;
}

export interface CommandsTable {
  game_id: string;
  seq: number;
  seat: number;
  command: string;
  /** Who sent it: 'player', 'bot' (a bot seat or 托管) or 'timer' (the default command). */
  source: string;
  at: number;
}

export interface Schema {
  rooms: RoomsTable;
  games: GamesTable;
  commands: CommandsTable;
}

export type Db = Kysely<Schema>;

export interface OpenDb {
  db: Db;
  /** The same connection, for the one hot statement (appending a command) that skips Kysely. */
  sqlite: Database.Database;
}

/**
 * Open the database, or refuse to start in words: a database file emptied or damaged since it was
 * written, or one that cannot be written, would otherwise start empty or fail games later.
 */
export async function openDb(dataDir: string, file = 'fengsheng.sqlite'): Promise<OpenDb> {
  const path = join(dataDir, file);
  if (existsSync(path) && statSync(path).size === 0)
    throw new StartRefused(
      `the database ${path} is an empty file: its data is gone. Put back a copy, or move it away to start with no rooms`,
      EXIT.dataErr,
    );
  let sqlite: Database.Database | null = null;
  try {
    sqlite = new Database(path);
    // WAL: a committed append survives the process being killed; NORMAL is safe for that in WAL mode.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    checkIntegrity(sqlite, path);
    const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrate(db);
    probeWrite(sqlite);
    return { db, sqlite };
  } catch (err) {
    sqlite?.close();
    if (err instanceof StartRefused) throw err;
    throw refusalOf(err as { code?: string; message?: string }, path);
  }
}

/** SQLite's own check of every page's structure (quick_check: the B-trees, not the indexes' content). */
function checkIntegrity(sqlite: Database.Database, path: string): void {
  const rows = sqlite.pragma('quick_check(5)') as { quick_check: string }[];
  const problems = rows.map((r) => r.quick_check).filter((r) => r !== 'ok');
  if (problems.length > 0)
    throw new StartRefused(
      `the database ${path} is damaged (${problems.join('; ')}). Put back a copy; the server will not start on it`,
      EXIT.dataErr,
    );
}

/** A real write at start: a folder or file that became read-only must stop the start, not a game. */
function probeWrite(sqlite: Database.Database): void {
  sqlite.exec('create table if not exists server_starts (at integer not null)');
  sqlite.prepare('insert into server_starts (at) values (?)').run(Date.now());
  sqlite.exec(
    'delete from server_starts where rowid not in (select rowid from server_starts order by at desc limit 20)',
  );
}

function refusalOf(err: { code?: string; message?: string }, path: string): StartRefused {
  const code = err.code ?? '';
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_CANTOPEN' || code === 'SQLITE_PERM')
    return new StartRefused(
      `the database ${path} cannot be written (${code}): ${err.message}`,
      EXIT.cantCreate,
    );
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT'))
    return new StartRefused(
      `the database ${path} is damaged (${code}): ${err.message}. Put back a copy`,
      EXIT.dataErr,
    );
  return new StartRefused(
    `the database ${path} could not be opened (${code || 'error'}): ${err.message}`,
    EXIT.dataErr,
  );
}

async function migrate(db: Db): Promise<void> {
  await db.schema
    .createTable('rooms')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('host', 'text')
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('seats', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('games')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('command_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('finished_at', 'integer')
    .execute();
  await db.schema
    .createTable('commands')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('commands_pk', ['game_id', 'seq'])
    .execute();
  await sql`create index if not exists rooms_status on rooms (status)`.execute(db);
}
