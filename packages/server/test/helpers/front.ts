// A real nginx in front of the server processes, on 127.0.0.1 (docs/deploy.md; the sample config
// deploy/nginx-fengsheng.conf has the same routes, scripts/front-config.mjs writes them). `/` goes to any process (the lobby, the API, a
// seat reservation: any process can make one for a room of another); `/p/<n>/` goes to process n
// alone, so a websocket whose reservation names PUBLIC_ADDRESS=<front>/p/<n> reaches the process
// that owns its room. Everything nginx writes is in its own temp folder, removed at the end.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain ES module of the repository's scripts, without types.
import { frontConfig } from '../../../../scripts/front-config.mjs';

export const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface Front {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** PUBLIC_ADDRESS of process n (1-based): where its websockets are reached through the front. */
  publicAddress(n: number): string;
  stop(): Promise<void>;
  log(): string;
}

/** Start nginx on `port` in front of the processes listening on `ports` (in that order: /p/1/, ...). */
export async function startFront(port: number, ports: readonly number[]): Promise<Front> {
  const dir = mkdtempSync(join(tmpdir(), 'fengsheng-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const conf = frontConfig(dir, `127.0.0.1:${port}`, ports);
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const args = ['-p', dir, '-c', confFile, '-e', join(dir, 'logs', 'error.log')];
  const global = `daemon off; pid ${join(dir, 'nginx.pid')};`;
  execFileSync(NGINX, [...args, '-t', '-g', global], { stdio: 'pipe' });
  const child: ChildProcess = spawn(NGINX, [...args, '-g', global], { stdio: 'ignore' });
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (i > 200 || child.exitCode !== null) throw new Error(`nginx did not start: ${errorLog(dir)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    port,
    publicAddress: (n) => `127.0.0.1:${port}/p/${n}`,
    log: () => errorLog(dir),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function errorLog(dir: string): string {
  try {
    return readFileSync(join(dir, 'logs', 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
