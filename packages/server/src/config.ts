// Where the server listens and keeps its data, from the environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
}

/** The session secret: SESSION_SECRET if set, else one made once and kept in `dataDir/secret`. */
export function loadSecret(dataDir: string): Buffer {
  if (process.env.SESSION_SECRET) return Buffer.from(process.env.SESSION_SECRET);
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file);
  const secret = randomBytes(32);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function configFromEnv(overrides: Partial<Omit<ServerConfig, 'secret'>> = {}): ServerConfig {
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
  };
}

function defaultWebDir(): string | null {
  const dir = resolve(import.meta.dirname, '../../web/dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}
