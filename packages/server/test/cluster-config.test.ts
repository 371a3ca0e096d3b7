// The settings of several processes, read at start: a cluster without a shared session secret or
// without PostgreSQL is refused in words before anything is opened; nothing set stays one SQLite
// process. (In the postgres project with the other cluster tests; it starts no server.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { StartRefused } from '../src/startup.ts';

const KEYS = ['REDIS_URL', 'DATABASE_URL', 'SESSION_SECRET', 'PUBLIC_ADDRESS', 'TRUST_PROXY'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
const dataDir = mkdtempSync(join(tmpdir(), 'fengsheng-config-'));

function withEnv(env: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, env);
  return () => configFromEnv({ dataDir, port: 8080, host: '127.0.0.1' });
}

afterEach(() => {
  for (const k of KEYS)
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
});

const SECRET = 'a-shared-secret-of-at-least-thirty-two-bytes';

describe('cluster settings', () => {
  it('refuses REDIS_URL without SESSION_SECRET, naming it', () => {
    const load = withEnv({ REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://u@h/db' });
    expect(load).toThrow(StartRefused);
    expect(load).toThrow(/REDIS_URL needs SESSION_SECRET/);
  });

  it('refuses REDIS_URL without DATABASE_URL', () => {
    expect(withEnv({ REDIS_URL: 'redis://127.0.0.1:6379', SESSION_SECRET: SECRET })).toThrow(
      /REDIS_URL needs DATABASE_URL/,
    );
  });

  it('takes REDIS_URL with DATABASE_URL and SESSION_SECRET', () => {
    const config = withEnv({
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://u@h/db',
      SESSION_SECRET: SECRET,
      PUBLIC_ADDRESS: 'games.example.org/p/1',
    })();
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      databaseUrl: 'postgres://u@h/db',
      publicAddress: 'games.example.org/p/1',
    });
  });

  it('with nothing set is one process on SQLite', () => {
    const config = withEnv({})();
    expect(config).toMatchObject({ redisUrl: null, databaseUrl: null, publicAddress: null });
  });
});
