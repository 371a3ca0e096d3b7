#!/usr/bin/env node
// Launcher: runs the compiled CLI (dist/main.js, an esbuild bundle without keep-names), compiling
// it first when it is missing or older than any of its sources, so a fresh clone and an edited
// engine both run current code at compiled speed.
import { bundle, isStale } from '../../../scripts/bundle.mjs';

const OUT = 'packages/cli/dist/main.js';

try {
  if (isStale(OUT)) await bundle('packages/cli/src/main.ts', OUT);
  const { main } = await import(new URL('../dist/main.js', import.meta.url).href);
  const code = await main(process.argv.slice(2));
  // Setting exitCode (rather than calling process.exit) lets piped stdout flush completely.
  process.exitCode = typeof code === 'number' ? code : 0;
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
}
