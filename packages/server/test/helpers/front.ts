// A real nginx in front of the server processes, on 127.0.0.1 (docs/deploy.md; the sample config
// deploy/nginx-fengsheng.conf has the same routes). `/` goes to any process (the lobby, the API, a
// seat reservation: any process can make one for a room of another); `/p/<n>/` goes to process n
// alone, so a websocket whose reservation names PUBLIC_ADDRESS=<front>/p/<n> reaches the process
// that owns its room. Everything nginx writes is in its own temp folder, removed at the end.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** The `http { }` part shared with deploy/nginx-fengsheng.conf: backends by their 127.0.0.1 ports. */
export function frontHttpBlock(listen: string, ports: readonly number[], paths = ''): string {
  const prefixes = ports
    .map(
      (port, i) => `    location /p/${i + 1}/ {
      proxy_pass http://127.0.0.1:${port}/;
      include_proxy;
    }`,
    )
    .join('\n');
  const proxy = `proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 3600s;`;
  return `http {
${paths}  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
  upstream fengsheng {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen ${listen};
    client_max_body_size 64k;
${prefixes.replaceAll('include_proxy;', proxy)}
    location / {
      proxy_pass http://fengsheng;
      # A process gone: the next one answers (the lobby and seat reservations are any process's).
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      ${proxy}
    }
  }
}
`;
}

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
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${join(dir, t)};\n`)
    .join('');
  const paths = `  access_log ${join(dir, 'logs', 'access.log')};\n${temp}`;
  // As root, nginx's workers would switch to `nobody`, who cannot write this folder's temp files.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const conf = `${user}worker_processes 1;
error_log ${join(dir, 'logs', 'error.log')} warn;
events {
  worker_connections 1024;
}
${frontHttpBlock(`127.0.0.1:${port}`, ports, paths)}`;
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
