import { defineConfig } from 'vitest/config';

/**
 * The tests of what is kept (the log, restarts, kill -9, leaks, the fuzzer's junk refused), run
 * again on PostgreSQL. The fuzzer sends 1,000 messages there (3,000 took 378 s on the loaded 2-core
 * machine: too long for every CI run); `FUZZ_MESSAGES=3000` for more.
 */
const STORE_TESTS = [
  'packages/server/test/restart.test.ts',
  'packages/server/test/leak.test.ts',
  'packages/server/test/fuzz.test.ts',
  'packages/server/test/postgres-store.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 30000,
    hookTimeout: 30000,
    // expect.poll gives up after 1 s by default: a loaded machine can take longer than that to
    // render a page's answer to a click (a CI run failed on a tooltip that opened after 1 s).
    expect: { poll: { timeout: 10000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['packages/*/test/**/*.test.ts'],
          // These need a PostgreSQL server: only in the project that starts one.
          exclude: [
            '**/node_modules/**',
            'packages/server/test/postgres-*.test.ts',
            'packages/server/test/cluster-*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [...STORE_TESTS, 'packages/server/test/cluster-*.test.ts'],
          globalSetup: ['packages/server/test/helpers/postgres-setup.ts'],
        },
      },
    ],
  },
});
