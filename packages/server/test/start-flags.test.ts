// The server's V8 flags live in one place (scripts/server-flags.mjs) and are what `npm start`
// runs with: the load benchmark measures the server with those flags, so a start command that
// left them out would run an unmeasured server.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';

const root = resolve(import.meta.dirname, '../../..');

describe('the server process flags', () => {
  it('npm start and start:cluster run the server with the flags the benchmark measured', () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(pkg.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} packages/server/dist/main.js`);
    const cluster = readFileSync(resolve(root, 'scripts/start-cluster.mjs'), 'utf8');
    expect(cluster).toContain('[...SERVER_NODE_FLAGS, main]');
  });
});
