// The server as its own process (`node --import tsx src/main.ts`, as `npm start` runs it) on a free
// loopback port, for the security tests: what it prints, how it exits, and its /healthz.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../../src/main.ts');

/** Counts of the security suite: short in CI, the figures with SECURITY_FULL=1. */
export const FULL = process.env.SECURITY_FULL === '1';
export function count(short: number, full: number): number {
  return FULL ? full : short;
}

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}

export class ServerProcess {
  output = '';
  exit: Promise<number | null>;
  constructor(
    readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exit = new Promise((done) => child.once('exit', (code) => done(code)));
  }

  /** Wait for /healthz to answer 200; null if the process ended first (its exit code is in `exit`). */
  async healthy(ms = 20_000): Promise<Record<string, unknown> | null> {
    let ended = false;
    void this.exit.then(() => (ended = true));
    const end = Date.now() + ms;
    while (Date.now() < end && !ended) {
      try {
        const res = await fetch(`${this.url}/healthz`);
        if (res.ok) return (await res.json()) as Record<string, unknown>;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    if (ended) return null;
    throw new Error(`the server did not start: ${this.output}`);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill(signal);
    await this.exit;
  }
}

const running = new Set<ServerProcess>();

/** Start main.ts with these settings (LOG_LEVEL stays at warn so refusals are printed). */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: Pick<SpawnOptions, 'uid' | 'gid'> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BOT_DELAY_MS: '20',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  const p = new ServerProcess(child, `http://127.0.0.1:${port}`);
  running.add(p);
  void p.exit.then(() => running.delete(p));
  return p;
}

/** For afterEach: no server process outlives its test. */
export async function killAll(): Promise<void> {
  await Promise.all([...running].map((p) => p.kill()));
}
