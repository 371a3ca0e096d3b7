// What one connection may cost a room: how often it may chat, join and ask for a resync, how much
// the room broadcasts in chat, and how much may wait unsent in its socket. Each limit has a default
// and an environment setting (docs/security.md ("In the room")); tests set them with `setRoomLimits`.

export interface RoomLimits {
  /** Chat lines one connection may send per minute, and at once. */
  chatPerMinute: number;
  chatBurst: number;
  /** Chat lines one room broadcasts per minute, from everyone together (bounds broadcast bytes). */
  roomChatPerMinute: number;
  /** Joins of one player to one room per minute, and at once. */
  joinsPerMinute: number;
  joinBurst: number;
  /** Resync requests one connection may send per minute, and at once. */
  resyncsPerMinute: number;
  resyncBurst: number;
  /** Bytes that may wait unsent in one connection's socket; past that it is closed (4008). */
  maxBufferedBytes: number;
  /** Seconds a waiting room keeps the seat of a player with no connection before freeing it. */
  awaySeatSeconds: number;
  /**
   * Seconds a game keeps a seat whose player lost every connection before a bot plays it (托管):
   * a reload is not a leave. Scaled by the server's time scale like the game's timers.
   */
  dropGraceSeconds: number;
}

const DEFAULTS: RoomLimits = {
  chatPerMinute: 20,
  chatBurst: 5,
  roomChatPerMinute: 120,
  joinsPerMinute: 12,
  joinBurst: 6,
  resyncsPerMinute: 12,
  resyncBurst: 3,
  maxBufferedBytes: 1024 * 1024,
  awaySeatSeconds: 120,
  dropGraceSeconds: 15,
};

const ENV: Record<keyof RoomLimits, string> = {
  chatPerMinute: 'CHAT_PER_MINUTE',
  chatBurst: 'CHAT_BURST',
  roomChatPerMinute: 'ROOM_CHAT_PER_MINUTE',
  joinsPerMinute: 'JOINS_PER_MINUTE',
  joinBurst: 'JOIN_BURST',
  resyncsPerMinute: 'RESYNCS_PER_MINUTE',
  resyncBurst: 'RESYNC_BURST',
  maxBufferedBytes: 'MAX_BUFFERED_BYTES',
  awaySeatSeconds: 'AWAY_SEAT_SECONDS',
  dropGraceSeconds: 'DROP_GRACE_SECONDS',
};

/** The limits from the environment; a setting that is not a positive whole number stops the server. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): RoomLimits {
  const out = { ...DEFAULTS };
  for (const key of Object.keys(ENV) as (keyof RoomLimits)[]) {
    const raw = env[ENV[key]];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`${ENV[key]} must be a whole number above 0, not "${raw}"`);
    out[key] = n;
  }
  return out;
}

let current: RoomLimits | null = null;

export function roomLimits(): RoomLimits {
  current ??= limitsFromEnv();
  return current;
}

/** Replace some limits (tests); `null` goes back to the environment's. */
export function setRoomLimits(limits: Partial<RoomLimits> | null): void {
  current = limits === null ? null : { ...limitsFromEnv(), ...limits };
}

/** A token bucket: `burst` at once, refilled at `perMinute`. */
export class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Take one token; returns 0 when allowed, else the ms to wait for the next one. */
  take(now = Date.now()): number {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) * this.perMinute) / 60_000);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - this.tokens) * 60_000) / this.perMinute);
  }
}

/** "try again in 3 s" for a wait in ms. */
export function retryIn(ms: number): string {
  return `try again in ${Math.max(1, Math.ceil(ms / 1000))} s`;
}
