// The database: SQLite through Kysely. Rooms, games and the append-only log of accepted commands.
// A game's state is never stored: it is rebuilt from its options (seed included) and its log.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { join } from 'node:path';

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

export async function openDb(dataDir: string, file = 'fengsheng.sqlite'): Promise<OpenDb> {
  const sqlite = new Database(join(dataDir, file));
  // WAL: a committed append survives the process being killed; NORMAL is safe for that in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db);
  return { db, sqlite };
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
