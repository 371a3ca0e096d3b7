// The database: SQLite through Kysely. Rooms, games and the append-only log of accepted commands.
// A game's state is never stored: it is rebuilt from its options (seed included) and its log.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated } from 'kysely';
import { SqliteAppends, type AppendWriter } from './append-batch.ts';
import { migrate } from './migrations.ts';
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

/** Who sat where in a game when it started (people and bots): a player's games, a game's names. */
export interface GamePlayersTable {
  game_id: string;
  seat: number;
  /** Null for a bot. */
  player_id: string | null;
  name: string | null;
  kind: string;
}

export interface Schema {
  rooms: RoomsTable;
  games: GamesTable;
  commands: CommandsTable;
  game_players: GamePlayersTable;
}

export type Db = Kysely<Schema>;

export interface OpenDb {
  db: Db;
  /** The one hot statement (appending a command), prepared on the same database outside Kysely. */
  appends: AppendWriter;
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
    await migrate(db, 'integer');
    probeWrite(sqlite);
    return { db, appends: new SqliteAppends(sqlite) };
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
