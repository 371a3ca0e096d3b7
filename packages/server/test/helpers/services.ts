// Throwaway PostgreSQL and Redis servers for the tests: each in its own temp folder, on a free
// 127.0.0.1 port, stopped (and its folder removed) at the end. PostgreSQL's initdb refuses to run
// as root, so as root the cluster is made and run by the `postgres` user (Debian's package makes it).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './process.ts';

/** The PostgreSQL binaries: on PATH, or Debian's /usr/lib/postgresql/<version>/bin. */
function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root))
    for (const version of readdirSync(root).sort().reverse()) {
      const path = join(root, version, 'bin', name);
      if (existsSync(path)) return path;
    }
  return name;
}

function asUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export interface Postgres {
  /** postgres://... of the server's `postgres` database (make a database per test with `newDatabase`). */
  url: string;
  port: number;
  stop(): void;
  /** Stop it (as if its host went away) and start it again on the same port and data. */
  pause(): void;
  resume(): void;
}

/** Start a throwaway PostgreSQL server and wait until it takes connections. */
export async function postgres(): Promise<Postgres> {
  const dir = mkdtempSync(join(tmpdir(), 'fengsheng-pg-'));
  const user = asUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const data = join(dir, 'data');
  const run = (bin: string, args: string[]) =>
    execFileSync(pgBin(bin), args, { ...user, stdio: 'pipe', timeout: 60_000 });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      '-o',
      // fsync off: these servers are thrown away; a killed *game server* is what the tests kill.
      `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
      'start',
    ]);
  const stopServer = () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      try {
        stopServer();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    pause: stopServer,
    resume: start,
  };
}

/** A new empty database on that server, for one test server: its URL. */
export async function newDatabase(serverUrl: string): Promise<string> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface Redis {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Stop it and start it again on the same port (nothing kept: --save ''). */
  restart(): Promise<void>;
}

export async function redis(): Promise<Redis> {
  const port = await freePort();
  let child: ChildProcess;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 200; i++) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe', timeout: 2000 });
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error('redis-server did not start');
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    async restart() {
      await stop();
      await start();
    },
  };
}
