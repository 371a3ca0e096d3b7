// @fengsheng/server: rooms, persistence and the HTTP API around any game of the contract.
export { startServer } from './app.ts';
export type { RunningServer, StartOptions } from './app.ts';
export { configFromEnv } from './config.ts';
export type { ServerConfig } from './config.ts';
export * from './protocol.ts';
