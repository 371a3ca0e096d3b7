// The PostgreSQL project's global setup (vitest.config.ts): one throwaway server for the run; each
// test server gets a database of its own on it (helpers/server.ts `testDatabaseUrl`).
import type { TestProject } from 'vitest/node';
import { postgres } from './services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway server's URL, in the PostgreSQL project only. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const server = await postgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
