// Where the server listens, keeps its data and how much it takes on, from the environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseTrustProxy, type TrustProxy } from './client-address.ts';
import { EXIT, StartRefused } from './startup.ts';

/** Every cap on what strangers can make the server hold (docs/security.md); each has an env setting. */
export interface Limits {
  /** Rooms not finished, in this process. */
  maxRooms: number;
  /** Rooms not finished that one session hosts. */
  maxRoomsPerSession: number;
  /** Rooms not finished made from one address (with or without a session). */
  maxRoomsPerAddress: number;
  /** A waiting room nobody is in closes this long after it was made, and is not rebuilt. */
  waitingRoomMinutes: number;
  /** Open TCP connections (HTTP and websockets), in all and from one address. */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** A connection must have sent its request headers within this time. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** Seats one address may have reserved and not yet taken in one room (joins under way). */
  pendingJoinsPerAddress: number;
  /** Largest page of `GET /api/rooms`. */
  roomsPageMax: number;
  /** Bytes of finished-game replays kept ready (gzip). */
  replayCacheBytes: number;
  /** Replays built at once; more wait their turn up to a queue of the same size, then 503. */
  replayBuilds: number;
  /** How long a session token is good for; `POST /api/session/renew` gives a fresh one. */
  tokenHours: number;
  /** Requests to `/api` one address may make in a minute (the lobby itself makes about 15). */
  apiRequestsPerMinute: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The built web client to serve, if present. */
  webDir: string | null;
  /** Signs session tokens; kept in the data folder so tokens survive a restart. */
  secret: Buffer;
  /** Quiet logs (tests). */
  quiet: boolean;
  /** DATABASE_URL: a PostgreSQL server (postgres://...) instead of the SQLite file in dataDir. */
  databaseUrl: string | null;
  /** REDIS_URL: several processes share rooms through this Redis (needs DATABASE_URL). */
  redisUrl: string | null;
  /** PUBLIC_ADDRESS: host:port (and path) where clients reach this process's websockets. */
  publicAddress: string | null;
  /** LEASE_MS: how long a room's lease lasts unrenewed (the time a dead process's games wait). */
  leaseMs: number;
  /** TRUST_PROXY: the per-address caps read X-Forwarded-For past these proxies (client-address.ts). */
  trustProxy: TrustProxy | null;
  limits: Limits;
}

/** A session secret shorter than this is refused: a short HMAC key can be guessed. */
export const MIN_SECRET_BYTES = 32;

/** The session secret: SESSION_SECRET if set, else one made once and kept in `dataDir/secret`. */
export function loadSecret(dataDir: string): Buffer {
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv !== undefined) return checkSecret(Buffer.from(fromEnv), 'SESSION_SECRET');
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return checkSecret(readFileSync(file), file);
  const secret = randomBytes(32);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function checkSecret(secret: Buffer, where: string): Buffer {
  if (secret.length < MIN_SECRET_BYTES)
    throw new StartRefused(
      `the session secret in ${where} has ${secret.length} bytes; it needs at least ${MIN_SECRET_BYTES} ` +
        '(delete the file to have a new one made: every session token issued so far stops working)',
      EXIT.config,
    );
  return secret;
}

/** A whole number from the environment, or the default; anything else stops the start in words. */
function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new StartRefused(`${name} must be a whole number ≥ ${min}, not "${raw}"`, EXIT.config);
  return value;
}

export function limitsFromEnv(): Limits {
  return {
    maxRooms: envInt('MAX_ROOMS', 1000),
    maxRoomsPerSession: envInt('MAX_ROOMS_PER_SESSION', 5),
    maxRoomsPerAddress: envInt('MAX_ROOMS_PER_ADDRESS', 30),
    waitingRoomMinutes: envInt('WAITING_ROOM_MINUTES', 120),
    maxConnections: envInt('MAX_CONNECTIONS', 4000),
    maxConnectionsPerAddress: envInt('MAX_CONNECTIONS_PER_ADDRESS', 100),
    headersTimeoutMs: envInt('HEADERS_TIMEOUT_MS', 10_000),
    keepAliveTimeoutMs: envInt('KEEP_ALIVE_TIMEOUT_MS', 5_000),
    pendingJoinsPerAddress: envInt('PENDING_JOINS_PER_ADDRESS', 4),
    roomsPageMax: envInt('ROOMS_PAGE_MAX', 100),
    replayCacheBytes: envInt('REPLAY_CACHE_MIB', 64) * 1024 * 1024,
    replayBuilds: envInt('REPLAY_BUILDS', 2),
    tokenHours: envInt('TOKEN_HOURS', 24 * 30),
    apiRequestsPerMinute: envInt('API_REQUESTS_PER_MINUTE', 600),
  };
}

export function configFromEnv(
  overrides: Partial<Omit<ServerConfig, 'secret' | 'limits'>> & { limits?: Partial<Limits> } = {},
): ServerConfig {
  const dataDir = resolve(overrides.dataDir ?? process.env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const port = overrides.port ?? Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${port}`);
  const webDir = overrides.webDir === undefined ? defaultWebDir() : overrides.webDir;
  return {
    port,
    host: overrides.host ?? process.env.HOST ?? '127.0.0.1',
    dataDir,
    webDir,
    secret: loadSecret(dataDir),
    quiet: overrides.quiet ?? process.env.LOG_LEVEL === 'silent',
    databaseUrl: databaseUrl(overrides.databaseUrl),
    ...clusterSettings(overrides),
    trustProxy:
      overrides.trustProxy === undefined ? parseTrustProxy(process.env.TRUST_PROXY) : overrides.trustProxy,
    limits: { ...limitsFromEnv(), ...overrides.limits },
  };
}

/** The settings of several processes (docs/deploy.md); none of them when REDIS_URL is unset. */
function clusterSettings(
  overrides: Partial<
    Pick<ServerConfig, 'databaseUrl' | 'redisUrl' | 'publicAddress' | 'leaseMs' | 'port' | 'host'>
  >,
): Pick<ServerConfig, 'redisUrl' | 'publicAddress' | 'leaseMs'> {
  const redisUrl = (overrides.redisUrl === undefined ? process.env.REDIS_URL : overrides.redisUrl) || null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl))
    throw new StartRefused('REDIS_URL must be a Redis URL (redis://host:port)', EXIT.config);
  const dbUrl = overrides.databaseUrl === undefined ? process.env.DATABASE_URL : overrides.databaseUrl;
  if (redisUrl !== null && !dbUrl)
    throw new StartRefused(
      'REDIS_URL needs DATABASE_URL: processes sharing rooms share one PostgreSQL database (the log and the leases)',
      EXIT.config,
    );
  // Each process signs session tokens that every other process must accept: without one shared
  // secret, each would make its own in its data folder and refuse the others' players.
  if (redisUrl !== null && !process.env.SESSION_SECRET)
    throw new StartRefused(
      'REDIS_URL needs SESSION_SECRET: every process must sign session tokens with the same secret ' +
        `(at least ${MIN_SECRET_BYTES} bytes, e.g. from \`openssl rand -base64 48\`)`,
      EXIT.config,
    );
  let publicAddress =
    (overrides.publicAddress === undefined ? process.env.PUBLIC_ADDRESS : overrides.publicAddress) || null;
  if (redisUrl !== null && publicAddress === null) {
    const port = overrides.port ?? Number(process.env.PORT ?? 8080);
    const host = overrides.host ?? process.env.HOST ?? '127.0.0.1';
    if (port === 0)
      throw new StartRefused('REDIS_URL needs PUBLIC_ADDRESS or a PORT other than 0', EXIT.config);
    publicAddress = `${host}:${port}`;
  }
  return { redisUrl, publicAddress, leaseMs: overrides.leaseMs ?? envInt('LEASE_MS', 10_000, 300) };
}

/** Unset or empty: SQLite. Anything else must be a PostgreSQL URL. */
function databaseUrl(override: string | null | undefined): string | null {
  const raw = override === undefined ? process.env.DATABASE_URL : override;
  if (raw === undefined || raw === null || raw === '') return null;
  if (!/^postgres(ql)?:\/\//.test(raw))
    throw new StartRefused(
      'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database); leave it unset for SQLite',
      EXIT.config,
    );
  return raw;
}

function defaultWebDir(): string | null {
  const dir = resolve(import.meta.dirname, '../../web/dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}
