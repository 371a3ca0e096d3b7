// What a room tells its connections: the room and its seats, the static message (the glossary's
// address), each connection's own view of the game as changes since its last one, refusals and
// errors. TableRoom (table-room.ts) builds on it with what the room does.
import { Room, type Client } from '@colyseus/core';
import type { Viewer } from '@fengsheng/game';
import type { GameEntry } from './games.ts';
import { publishGlossary } from './glossaries.ts';
import { sendTo } from './outbox.ts';
import { stateIn } from './wire.ts';
import type {
  ErrorMessage,
  GameStatus,
  Problem,
  RoomMessage,
  RoomSettings,
  SeatInfo,
  StaticMessage,
  TimedOutMessage,
} from './protocol.ts';
import { roomLimits } from './room-limits.ts';
import { Presence, type ClientInfo } from './room-presence.ts';
import { seatOf } from './seating.ts';
import { services } from './services.ts';
import type { GameSession } from './session.ts';
import { changesSince, lastSentOf } from './state-patch.ts';
import type { RoomRecord } from './store.ts';
import type { TurnClock } from './turn-clock.ts';

/** A room as the lobby lists it. */
export interface ListedRoom {
  roomId: string;
  gameId: string;
  game: string;
  status: GameStatus;
  seats: SeatInfo[];
  settings: RoomSettings;
  createdAt: number;
}

export abstract class RoomOutbox extends Room {
  record!: RoomRecord;
  entry!: GameEntry;
  session: GameSession | null = null;
  protected options: unknown;
  /** The connections, and who is connected, away or removed (room-presence.ts). */
  protected readonly people = new Presence();
  protected staticMessage!: StaticMessage;
  protected turnClock!: TurnClock;

  /**
   * The seat this client plays, or null. A seat is its player's whatever the connection asked for:
   * joining "to watch" does not make a seated player a spectator (nor free them of their seat's rules).
   */
  seatOf(info: ClientInfo): number | null {
    return seatOf(this.record, info.player.playerId);
  }

  /** A human seat with nobody connected to it is played by a bot (托管). */
  isConnected(seat: number): boolean {
    const s = this.record.seats[seat];
    return s.kind === 'human' && this.people.connected(s.playerId!);
  }

  /**
   * A bot seat, or a human one whose player has had no connection for the drop grace (托管). Within
   * the grace the seat is still its player's: a reload comes back to a game nobody played for them.
   */
  playedByBot(seat: number): boolean {
    const s = this.record.seats[seat];
    if (s.kind === 'bot') return true;
    return this.people.awayFor(s.playerId!, Date.now()) >= this.dropGraceMs();
  }

  /** The drop grace in ms (room-limits.ts), on the game's time scale. */
  protected dropGraceMs(): number {
    return roomLimits().dropGraceSeconds * 1000 * services().timeScale;
  }

  /** A message for the connections of one seat's player only (not spectators, not other seats). */
  tellSeat(seat: number, type: 'timedOut', message: TimedOutMessage): void {
    for (const client of this.clients) {
      const info = this.people.clients.get(client.sessionId);
      if (info && this.seatOf(info) === seat) this.deliver(client, type, message);
    }
  }

  protected fail(client: Client, code: ErrorMessage['code'], message: string): void {
    this.deliver(client, 'error', { code, message } satisfies ErrorMessage);
  }

  /** A refusal with its own reason, which the client says in its page's language. */
  protected refuse(client: Client, p: Problem): void {
    const message: ErrorMessage = {
      code: 'not-allowed',
      message: p.message,
      reason: p.reason,
      params: p.params,
    };
    this.deliver(client, 'error', message);
  }

  /** Every message goes out here: a connection that does not read is closed, not queued for. */
  protected deliver(client: Client, type: string, message: unknown): void {
    sendTo(client, type, message, roomLimits().maxBufferedBytes);
  }

  protected viewerOf(info: ClientInfo): Viewer {
    return this.seatOf(info) ?? 'spectator';
  }

  seatInfo(): SeatInfo[] {
    return this.record.seats.map((_, seat) => this.seatInfoOf(seat));
  }

  /** One seat as every connection is told it (a bot is always there). */
  protected seatInfoOf(seat: number): SeatInfo {
    const s = this.record.seats[seat];
    return { seat, kind: s.kind, name: s.name, connected: s.kind === 'bot' || this.isConnected(seat) };
  }

  protected sendRoom(client: Client): void {
    const info = this.people.clients.get(client.sessionId);
    if (!info) return;
    const message: RoomMessage = {
      roomId: this.roomId,
      gameId: this.record.gameId,
      game: this.record.game,
      status: this.record.status,
      settings: this.record.settings,
      seats: this.seatInfo(),
      you: this.seatOf(info),
      isHost: this.record.host === info.player.playerId,
    };
    this.deliver(client, 'room', message);
  }

  protected buildStatic(): StaticMessage {
    return {
      game: this.record.game,
      gameName: this.entry.definition.name,
      glossaryUrl: publishGlossary(this.glossary()),
    };
  }

  /** A next game may name things differently (its options): connections get it again only then. */
  protected newStatic(): void {
    const next = this.buildStatic();
    if (JSON.stringify(next) === JSON.stringify(this.staticMessage)) return;
    this.staticMessage = next;
    for (const client of this.clients) {
      const info = this.people.clients.get(client.sessionId);
      if (!info) continue;
      info.staticSent = next;
      this.deliver(client, 'static', next);
    }
  }

  protected broadcastSeat(seat: number): void {
    const message = this.seatInfoOf(seat);
    for (const client of this.clients) this.deliver(client, 'seat', message);
    this.relist();
  }

  /** What the lobby lists of this room (`GET /api/rooms`). */
  listingOf(): ListedRoom {
    return {
      roomId: this.roomId,
      gameId: this.record.gameId,
      game: this.record.game,
      status: this.record.status,
      seats: this.seatInfo(),
      settings: this.record.settings,
      createdAt: this.record.createdAt,
    };
  }

  /** Several processes: the lobby of every process lists this room from its Redis listing. */
  protected relist(): void {
    if (!services().leases || !this.listing) return;
    this.setMetadata(this.listingOf()).catch((err: unknown) =>
      services().log.warn({ err, roomId: this.roomId }, 'could not update the room listing'),
    );
  }

  /** Display names for this game's views (the options decide the ruleset). */
  glossary(): unknown {
    return this.entry.definition.glossary(this.options);
  }

  protected broadcastRoom(): void {
    for (const client of this.clients) this.sendRoom(client);
    this.relist();
  }

  protected sendState(client: Client, full: boolean): void {
    const info = this.people.clients.get(client.sessionId);
    if (!info || !this.session) return;
    const state = stateIn(
      this.session.stateFor(
        this.viewerOf(info),
        full ? null : info.lastSeq,
        this.turnClock.deadline,
        this.record.settings.coach,
      ),
      info.lang,
    );
    // Only what changed since this client's last state; nothing at all when nothing it sees changed
    // (another seat's hidden pass, a killer's night choice), so not even the arrival of a message
    // tells it that someone acted.
    const message = changesSince(full ? null : info.lastSent, state);
    if (message === null) return;
    info.lastSeq = state.seq;
    info.lastSent = lastSentOf(state);
    this.deliver(client, 'state', message);
  }

  protected broadcastState(full = false): void {
    for (const client of this.clients) this.sendState(client, full);
  }
}
