// What one room lets each player do how often: joins, chat lines and resyncs per player (shared by
// their connections and kept across reconnections), and chat lines for the whole room. Each answer
// is null when allowed, else the refusal in words with when to try again.
import { Bucket, retryIn, roomLimits } from './room-limits.ts';

interface PlayerRates {
  joins: Bucket;
  chat: Bucket;
  resync: Bucket;
  lastSeen: number;
}

export class RoomRates {
  private readonly players = new Map<string, PlayerRates>();
  private readonly roomChat: Bucket;

  constructor() {
    const limits = roomLimits();
    this.roomChat = new Bucket(limits.roomChatPerMinute, limits.roomChatPerMinute);
  }

  private of(playerId: string): PlayerRates {
    let r = this.players.get(playerId);
    if (!r) {
      const l = roomLimits();
      r = {
        joins: new Bucket(l.joinsPerMinute, l.joinBurst),
        chat: new Bucket(l.chatPerMinute, l.chatBurst),
        resync: new Bucket(l.resyncsPerMinute, l.resyncBurst),
        lastSeen: 0,
      };
      this.players.set(playerId, r);
    }
    r.lastSeen = Date.now();
    return r;
  }

  join(playerId: string): string | null {
    const limits = roomLimits();
    const wait = this.of(playerId).joins.take();
    return wait === 0
      ? null
      : `too many joins: ${limits.joinsPerMinute} a minute (${limits.joinBurst} at once); ${retryIn(wait)}`;
  }

  message(playerId: string, type: 'chat' | 'resync'): string | null {
    const limits = roomLimits();
    const rates = this.of(playerId);
    if (type === 'resync') {
      const wait = rates.resync.take();
      return wait === 0
        ? null
        : `resyncs are limited to ${limits.resyncsPerMinute} a minute (${limits.resyncBurst} at once); ${retryIn(wait)}`;
    }
    const mine = rates.chat.take();
    if (mine > 0)
      return `chat is limited to ${limits.chatPerMinute} lines a minute (${limits.chatBurst} at once); ${retryIn(mine)}`;
    const room = this.roomChat.take();
    if (room > 0)
      return `this room's chat is full (${limits.roomChatPerMinute} lines a minute); ${retryIn(room)}`;
    return null;
  }

  /** A player gone for a minute has full buckets again anyway: forget them. */
  forgetGone(connected: (playerId: string) => boolean): void {
    const old = Date.now() - 60_000;
    for (const [id, r] of this.players) if (!connected(id) && r.lastSeen < old) this.players.delete(id);
  }
}
