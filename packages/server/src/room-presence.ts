// Who is in a room: each open connection with what it was last sent, and how many connections
// each player has (a seat is connected while its player has one), since when a player has had
// none, and whom the host removed before the start.
import type { StaticMessage } from './protocol.ts';
import type { LastSent } from './state-patch.ts';
import type { Player } from './tokens.ts';
import type { Lang } from './wire.ts';

export interface ClientInfo {
  player: Player;
  /** Joined to watch: such a connection cannot take a seat (a seated player's is still theirs). */
  spectator: boolean;
  /** The seq of the last state this client was sent (null: none yet). */
  lastSeq: number | null;
  /** What this connection was last sent: the next state is written as changes against it. */
  lastSent: LastSent | null;
  /** The static message this connection was sent (null: none yet). */
  staticSent: StaticMessage | null;
  /** The language its words are sent in (null: it did not say, so both). */
  lang: Lang | null;
}

export class Presence {
  /** Open connections by session id. */
  readonly clients = new Map<string, ClientInfo>();
  /** Players the host removed before the start: they may watch but not sit here again. */
  readonly removed = new Set<string>();
  /** Open connections per player id. */
  private readonly connections = new Map<string, number>();
  /** When each player's last connection went (waiting rooms free such seats after a while). */
  private readonly awaySince = new Map<string, number>();

  /** A seated player not yet connected counts as away from now (a room opened again). */
  awayFrom(playerId: string, at: number): void {
    this.awaySince.set(playerId, at);
  }

  /** A player's connection count moves by `delta`: returns it before and after. */
  count(playerId: string, delta: number): { had: number; now: number } {
    const had = this.connections.get(playerId) ?? 0;
    const now = had + delta;
    if (now > 0) this.connections.set(playerId, now);
    else this.connections.delete(playerId);
    if (now === 0) this.awaySince.set(playerId, Date.now());
    else this.awaySince.delete(playerId);
    return { had, now };
  }

  connected(playerId: string): boolean {
    return (this.connections.get(playerId) ?? 0) > 0;
  }

  /** How long (ms) a player has had no connection: 0 while connected, Infinity if never seen here. */
  awayFor(playerId: string, now: number): number {
    if (this.connected(playerId)) return 0;
    const since = this.awaySince.get(playerId);
    return since === undefined ? Infinity : now - since;
  }

  /** Whether a player has had no connection since before `limit` (ms epoch). */
  awayBefore(playerId: string, limit: number): boolean {
    return !this.connections.has(playerId) && (this.awaySince.get(playerId) ?? 0) < limit;
  }
}
