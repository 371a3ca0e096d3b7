#!/usr/bin/env node
// Thin launcher: registers tsx's ESM loader so the CLI's TypeScript sources run without a build step.
import { register } from 'tsx/esm/api';

register();

try {
  const { main } = await import(new URL('../src/main.ts', import.meta.url).href);
  const code = await main(process.argv.slice(2));
  // Setting exitCode (rather than calling process.exit) lets piped stdout flush completely.
  process.exitCode = typeof code === 'number' ? code : 0;
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
}
