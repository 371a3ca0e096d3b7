// `npm run start:cluster`: the scaled setup on one machine, for trying it (docs/deploy.md). Given a
// PostgreSQL and a Redis already running (DATABASE_URL, REDIS_URL, SESSION_SECRET in the
// environment), it builds what is stale, starts PROCESSES server processes (default 2) on
// BASE_PORT, BASE_PORT+1, ... (default 8081) and nginx in front on FRONT_PORT (default 8080), or
// prints the nginx config to use when nginx is not installed. Ctrl-C stops them all.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isStale } from './bundle.mjs';
import { frontConfig, frontHttpBlock } from './front-config.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = resolve(import.meta.dirname, '..');
const env = process.env;
const missing = ['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET'].filter((k) => !env[k]);
if (missing.length > 0) {
  console.error(
    `start:cluster needs ${missing.join(', ')} in the environment: a running PostgreSQL ` +
      '(DATABASE_URL=postgres://...), a running Redis (REDIS_URL=redis://...) and one session secret ' +
      'for every process (SESSION_SECRET, at least 32 bytes). See docs/deploy.md.',
  );
  process.exit(78);
}
const count = Number(env.PROCESSES ?? 2);
const basePort = Number(env.BASE_PORT ?? 8081);
const frontPort = Number(env.FRONT_PORT ?? 8080);
const host = env.FRONT_HOST ?? '127.0.0.1';
const ports = Array.from({ length: count }, (_, i) => basePort + i);

const main = join(root, 'packages/server/dist/main.js');
if (isStale('packages/server/dist/main.js') || !existsSync(join(root, 'packages/web/dist/index.html'))) {
  console.log('building (npm run build)...');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p)) ?? null;
const publicHost = env.PUBLIC_HOST ?? `${host}:${frontPort}`;
const children = [];
let stopping = false;

function run(name, cmd, args, extraEnv = {}) {
  // Its own process group: a Ctrl-C reaches this script only, which stops each child once, in order.
  const child = spawn(cmd, args, {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} ended (${signal ?? code}); stopping the rest`);
    void stop(1);
  });
  children.push({ name, child });
  return child;
}

ports.forEach((port, i) =>
  run(`process ${i + 1}`, process.execPath, [...SERVER_NODE_FLAGS, main], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: env.DATA_DIR ? `${env.DATA_DIR}/p${i + 1}` : `data/p${i + 1}`,
    PUBLIC_ADDRESS: `${publicHost}/p/${i + 1}`,
    // Every connection comes through the front on this machine.
    TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
  }),
);

let frontDir = null;
if (nginx) {
  frontDir = mkdtempSync(join(tmpdir(), 'fengsheng-front-'));
  mkdirSync(join(frontDir, 'logs'));
  const conf = join(frontDir, 'nginx.conf');
  writeFileSync(conf, frontConfig(frontDir, `${host}:${frontPort}`, ports));
  run('nginx', nginx, [
    '-p',
    frontDir,
    '-c',
    conf,
    '-e',
    join(frontDir, 'logs/error.log'),
    '-g',
    `daemon off; pid ${frontDir}/nginx.pid;`,
  ]);
  console.log(
    `fengsheng cluster: ${count} processes (ports ${ports.join(', ')}) behind nginx at http://${publicHost}/ (Ctrl-C stops all)`,
  );
} else {
  console.log(
    `nginx is not installed: put this in front of the ${count} processes (ports ${ports.join(', ')}), ` +
      `listening where PUBLIC_HOST=${publicHost} points:\n\n${frontHttpBlock(`${host}:${frontPort}`, ports)}`,
  );
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  // The server processes end cleanly on SIGTERM: they write their last commands and give their
  // leases back, so nothing is left for the others to wait out.
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
    ),
  );
  if (frontDir) rmSync(frontDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
