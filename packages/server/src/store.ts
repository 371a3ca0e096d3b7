// What the server keeps: reads and writes of rooms, games and command logs.
import type { Selectable } from 'kysely';
import { AppendBatcher, type AppendStats } from './append-batch.ts';
import type { Db, GamesTable, OpenDb } from './db.ts';
import type { GameListing, GameStatus, RoomSettings } from './protocol.ts';

export interface SeatRecord {
  kind: 'empty' | 'human' | 'bot';
  playerId: string | null;
  name: string | null;
}

export interface RoomRecord {
  id: string;
  game: string;
  gameId: string;
  host: string | null;
  settings: RoomSettings;
  seats: SeatRecord[];
  status: GameStatus;
  createdAt: number;
}

export interface GameRecord {
  id: string;
  roomId: string;
  game: string;
  options: unknown;
  status: GameStatus;
  result: unknown;
  commandCount: number;
}

export interface LoggedCommand {
  seq: number;
  seat: number;
  command: unknown;
  source: 'player' | 'bot' | 'timer';
  /** When it was accepted (ms epoch); set when read back from the log. */
  at?: number;
}

export class Store {
  readonly db: Db;
  /**
   * Appending a command is the one write on every move of every game: prepared statements (a query
   * built through Kysely costs more than the rest of the move, measured with the load benchmark's
   * profile), and one transaction for all the commands of one tick (append-batch.ts); on
   * PostgreSQL, one statement for all the commands of the ticks of one round trip.
   */
  private readonly appends: AppendBatcher;

  constructor({ db, appends }: OpenDb) {
    this.db = db;
    this.appends = new AppendBatcher(appends);
  }

  /** How the appends were batched so far (transactions, commands, the largest). */
  get appendStats(): Readonly<AppendStats> {
    return this.appends.stats;
  }

  /** Write the appends waiting for this tick's transaction now (the server is closing). */
  flushAppends(): Promise<void> {
    return this.appends.drain();
  }

  async createRoom(room: RoomRecord, options: unknown): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('rooms')
        .values({
          id: room.id,
          game: room.game,
          game_id: room.gameId,
          host: room.host,
          settings: JSON.stringify(room.settings),
          seats: JSON.stringify(room.seats),
          status: room.status,
          created_at: room.createdAt,
        })
        .execute();
      await tx.insertInto('games').values(gameRow(room, options)).execute();
    });
  }

  /** The room's next game: a new game row, and the room points at it, waiting. */
  async nextGame(room: RoomRecord, options: unknown): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('games').values(gameRow(room, options)).execute();
      await tx
        .updateTable('rooms')
        .set({ game_id: room.gameId, status: 'waiting', seats: JSON.stringify(room.seats) })
        .where('id', '=', room.id)
        .execute();
    });
  }

  async saveRoom(room: RoomRecord): Promise<void> {
    await this.db
      .updateTable('rooms')
      .set({ seats: JSON.stringify(room.seats), status: room.status, host: room.host })
      .where('id', '=', room.id)
      .execute();
  }

  /** A game's status; as it starts, who sits where is kept with it (the room's seats then). */
  async setGameStatus(gameId: string, status: GameStatus, result: unknown = null): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (status === 'playing') {
        const room = await tx
          .selectFrom('rooms')
          .select('seats')
          .where('game_id', '=', gameId)
          .executeTakeFirst();
        const seats = room ? (JSON.parse(room.seats) as SeatRecord[]) : [];
        if (seats.length > 0)
          await tx
            .insertInto('game_players')
            .values(
              seats.map((s, seat) => ({
                game_id: gameId,
                seat,
                player_id: s.playerId,
                name: s.name,
                kind: s.kind,
              })),
            )
            .onConflict((oc) => oc.doNothing())
            .execute();
      }
      await tx
        .updateTable('games')
        .set({
          status,
          result: result === null ? null : JSON.stringify(result),
          finished_at: status === 'finished' ? Date.now() : null,
        })
        .where('id', '=', gameId)
        .execute();
      await tx.updateTable('rooms').set({ status }).where('game_id', '=', gameId).execute();
    });
  }

  /**
   * Append one accepted command, in this tick's transaction: resolves once that is committed (it
   * survives a process kill), rejects if it could not be written (then nothing of it is).
   */
  appendCommand(gameId: string, entry: LoggedCommand): Promise<void> {
    return this.appends.add({
      gameId,
      seq: entry.seq,
      seat: entry.seat,
      command: JSON.stringify(entry.command),
      source: entry.source,
      at: Date.now(),
    });
  }

  async commands(gameId: string): Promise<LoggedCommand[]> {
    const rows = await this.db
      .selectFrom('commands')
      .select(['seq', 'seat', 'command', 'source', 'at'])
      .where('game_id', '=', gameId)
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({
      seq: r.seq,
      seat: r.seat,
      command: JSON.parse(r.command),
      source: r.source as LoggedCommand['source'],
      at: r.at,
    }));
  }

  async game(gameId: string): Promise<GameRecord | null> {
    const r = await this.db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
    if (!r) return null;
    return {
      id: r.id,
      roomId: r.room_id,
      game: r.game,
      options: JSON.parse(r.options),
      status: r.status as GameStatus,
      result: r.result === null ? null : JSON.parse(r.result),
      commandCount: r.command_count,
    };
  }

  /** A room's finished games, the latest first (at most `limit`). */
  async finishedGamesOfRoom(roomId: string, limit: number): Promise<FinishedGame[]> {
    const rows = await this.db
      .selectFrom('games')
      .selectAll()
      .where('room_id', '=', roomId)
      .where('status', '=', 'finished')
      .orderBy('finished_at', 'desc')
      .limit(limit)
      .execute();
    return this.withPlayers(rows);
  }

  /** The finished games a player sat in, the latest first (at most `limit`). */
  async finishedGamesOfPlayer(playerId: string, limit: number): Promise<FinishedGame[]> {
    const rows = await this.db
      .selectFrom('games')
      .innerJoin('game_players', 'game_players.game_id', 'games.id')
      .selectAll('games')
      .where('game_players.player_id', '=', playerId)
      .where('games.status', '=', 'finished')
      .orderBy('games.finished_at', 'desc')
      .limit(limit)
      .execute();
    return this.withPlayers(rows);
  }

  private async withPlayers(rows: Selectable<GamesTable>[]): Promise<FinishedGame[]> {
    if (rows.length === 0) return [];
    const players = await this.db
      .selectFrom('game_players')
      .selectAll()
      .where(
        'game_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('seat')
      .execute();
    return rows.map((r) => ({
      gameId: r.id,
      roomId: r.room_id,
      game: r.game,
      ruleset: (JSON.parse(r.options) as { ruleset?: string }).ruleset ?? 'standard',
      commandCount: r.command_count,
      result: r.result === null ? null : JSON.parse(r.result),
      finishedAt: r.finished_at ?? 0,
      seats: players
        .filter((p) => p.game_id === r.id)
        .map((p) => ({ seat: p.seat, kind: p.kind as SeatRecord['kind'], name: p.name })),
      playerIds: players.filter((p) => p.game_id === r.id).map((p) => p.player_id),
    }));
  }

  async room(roomId: string): Promise<RoomRecord | null> {
    const r = await this.db.selectFrom('rooms').selectAll().where('id', '=', roomId).executeTakeFirst();
    return r ? toRoom(r) : null;
  }

  /**
   * Rooms whose game has not finished, to rebuild when the server starts: their ids, status and
   * age only, so that one damaged row is that room's problem, not the listing's.
   */
  async openRooms(): Promise<KeptRoom[]> {
    return this.db
      .selectFrom('rooms')
      .select(['id', 'status', 'created_at as createdAt'])
      .where('status', 'in', ['waiting', 'playing'])
      .orderBy('created_at')
      .execute() as Promise<KeptRoom[]>;
  }

  /** A room's status as kept, without reading the rest of it (null: no such room). */
  async roomStatus(roomId: string): Promise<KeptStatus | null> {
    const r = await this.db.selectFrom('rooms').select('status').where('id', '=', roomId).executeTakeFirst();
    return r ? (r.status as KeptStatus) : null;
  }

  /**
   * Set a room aside: `expired` (waited too long for players) or `damaged` (its row or log cannot
   * be read). It is not rebuilt again, and joining it says why; its rows stay for inspection.
   */
  async setAside(roomId: string, status: 'expired' | 'damaged'): Promise<void> {
    await this.db.updateTable('rooms').set({ status }).where('id', '=', roomId).execute();
  }
}

/** A finished game as a list of replays shows it (the seed and options stay here). */
export interface FinishedGame extends Omit<GameListing, 'you'> {
  /** Who sat where (null: a bot); never sent to a client. */
  playerIds: (string | null)[];
}

/** What a room row's status may be: a game's, or set aside. */
export type KeptStatus = GameStatus | 'expired' | 'damaged';

export interface KeptRoom {
  id: string;
  status: KeptStatus;
  createdAt: number;
}

/** The games row for a room's current game, as it starts (waiting, or playing for all-bot rooms). */
function gameRow(room: RoomRecord, options: unknown) {
  return {
    id: room.gameId,
    room_id: room.id,
    game: room.game,
    options: JSON.stringify(options),
    status: room.status,
    result: null,
    created_at: Date.now(),
    finished_at: null,
  };
}

function toRoom(r: {
  id: string;
  game: string;
  game_id: string;
  host: string | null;
  settings: string;
  seats: string;
  status: string;
  created_at: number;
}): RoomRecord {
  return {
    id: r.id,
    game: r.game,
    gameId: r.game_id,
    host: r.host,
    settings: JSON.parse(r.settings),
    seats: JSON.parse(r.seats),
    status: r.status as GameStatus,
    createdAt: r.created_at,
  };
}
