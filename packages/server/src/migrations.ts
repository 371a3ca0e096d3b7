// The tables and indexes, made at start on an empty database (SQLite or PostgreSQL alike).
import { sql } from 'kysely';
import type { Db } from './db.ts';

/**
 * Make the tables if they are not there: one definition for SQLite and PostgreSQL. Times are ms
 * since the epoch: past 32 bits, so PostgreSQL needs `bigint` where SQLite's `integer` holds 64.
 */
export async function migrate(db: Db, time: 'integer' | 'bigint'): Promise<void> {
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
    .addColumn('created_at', time, (c) => c.notNull())
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
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('finished_at', time)
    .execute();
  await db.schema
    .createTable('commands')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('commands_pk', ['game_id', 'seq'])
    .execute();
  await db.schema
    .createTable('game_players')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'text')
    .addColumn('name', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_players_pk', ['game_id', 'seat'])
    .execute();
  await sql`create index if not exists rooms_status on rooms (status)`.execute(db);
  await sql`create index if not exists games_room on games (room_id)`.execute(db);
  await sql`create index if not exists game_players_player on game_players (player_id)`.execute(db);
}
