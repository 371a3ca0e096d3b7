// What every room and HTTP handler shares in one server process.
import type { Logger } from 'pino';
import type { Leases } from './leases.ts';
import type { ServerConfig } from './config.ts';
import type { RestoreProgress } from './restore.ts';
import type { Store } from './store.ts';

export interface Services {
  config: ServerConfig;
  store: Store;
  log: Logger;
  /** Multiplies every turn and response timer (tests shorten them). */
  timeScale: number;
  /** Pause before a bot plays at normal speed, in ms. */
  botDelayMs: number;
  /**
   * Tests only (never set from the environment): rewrites a new game's options before they are kept,
   * e.g. to stack a browser test's deal with a scenario's setup so that what it waits for surely comes.
   */
  newGameOptions?: (options: unknown) => unknown;
  /** How far the rebuilding of kept rooms at start has got (for /healthz). */
  restore?: RestoreProgress;
  /** Several processes (REDIS_URL with DATABASE_URL): the room leases of this one. */
  leases?: Leases;
  /** Several processes: whether Redis answers now (new rooms and joins elsewhere need it). */
  redisUp?: () => boolean;
}

let current: Services | null = null;

export function setServices(s: Services | null): void {
  current = s;
}

export function services(): Services {
  if (!current) throw new Error('the server is not started');
  return current;
}
