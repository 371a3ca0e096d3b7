// Start one server process: HTTP API, web client and Colyseus rooms on one port, data in SQLite.
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { clusterParts, runCluster, type ClusterParts } from './cluster.ts';
import { configFromEnv, type ServerConfig } from './config.ts';
import { limitConnections, type ConnectionCounts } from './connections.ts';
import { openDb } from './db.ts';
import { openPostgres } from './db-postgres.ts';
import { dropKeptAnswers, httpApp } from './http.ts';
import { live } from './live.ts';
import { guardMatchmaking } from './matchmake.ts';
import { ROOM_NAME } from './protocol.ts';
import { emptyProgress, restoreRooms, sweepWaitingRooms } from './restore.ts';
import { setServices, type Services } from './services.ts';
import { takeLock } from './startup.ts';
import { Store } from './store.ts';
import { TableRoom } from './table-room.ts';

/** Largest websocket frame accepted; bigger ones close the connection (code 1009). */
const MAX_FRAME_BYTES = 64 * 1024;

export interface RunningServer {
  url: string;
  port: number;
  http: HttpServer;
  services: Services;
  connections: ConnectionCounts;
  /** Rooms rebuilt from the database at start. */
  restored: number;
  close(): Promise<void>;
}

export interface StartOptions {
  config?: ServerConfig;
  timeScale?: number;
  botDelayMs?: number;
  /** Tests only: see `Services.newGameOptions`. */
  newGameOptions?: (options: unknown) => unknown;
  /** Resolve once listening, with the kept rooms still being rebuilt (see `/healthz`). */
  restoreInBackground?: boolean;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = options.config ?? configFromEnv();
  const log = pino({ level: config.quiet ? 'silent' : (process.env.LOG_LEVEL ?? 'info') });
  // Before anything is read: a second server on this folder would rebuild every room and fight.
  const releaseLock = takeLock(config.dataDir);
  let store: Store;
  try {
    store = new Store(await (config.databaseUrl ? openPostgres(config.databaseUrl) : openDb(config.dataDir)));
  } catch (err) {
    releaseLock();
    throw err;
  }
  let cluster: ClusterParts | null = null;
  try {
    if (config.redisUrl) cluster = await clusterParts(store.db, config.redisUrl, config.leaseMs);
  } catch (err) {
    await store.db.destroy();
    releaseLock();
    throw err;
  }
  const progress = emptyProgress();
  const services: Services = {
    config,
    store,
    log,
    timeScale: options.timeScale ?? Number(process.env.TIME_SCALE ?? 1),
    botDelayMs: options.botDelayMs ?? Number(process.env.BOT_DELAY_MS ?? 700),
    newGameOptions: options.newGameOptions,
    restore: progress,
    leases: cluster?.leases,
    redisUp: cluster?.redisUp,
  };
  setServices(services);

  // Timeouts are checked this often (the default, 30 s, would let idle sockets pile up meanwhile).
  const http = createServer({ connectionsCheckingInterval: 1000 }, httpApp(config.webDir));
  const connections = limitConnections(http, config.limits, log);
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_FRAME_BYTES }),
    greet: false,
    gracefullyShutdown: false,
    // Where a reservation made by another process sends this one's clients (colyseus#622: without
    // it they would connect to the process that reserved, which has no such room).
    ...(cluster
      ? { presence: cluster.presence, driver: cluster.driver, publicAddress: config.publicAddress! }
      : {}),
  });
  // The framework has put its matchmaking routes on `http`: our guard goes in front of them.
  guardMatchmaking(http);
  gameServer.define(ROOM_NAME, TableRoom);
  await gameServer.listen(config.port, config.host);
  const port = (http.address() as AddressInfo).port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;

  // Every game that was not finished goes on where its log ends; /healthz answers meanwhile.
  const restoring = restoreRooms(progress).then(
    () => log.info({ url, ...progress, dataDir: config.dataDir }, 'fengsheng server listening'),
    (err: unknown) => log.error({ err }, 'restoring rooms failed'),
  );
  if (!options.restoreInBackground) await restoring;
  const stopSweeping = sweepWaitingRooms();
  const stopCluster = cluster ? runCluster(cluster.leases, log) : async () => undefined;

  return {
    url,
    port,
    http,
    services,
    connections,
    get restored() {
      return progress.restored;
    },
    async close() {
      stopSweeping();
      await restoring;
      await stopCluster();
      for (const room of live.rooms()) await room.disconnect().catch(() => undefined);
      await gameServer.gracefullyShutdown(false).catch(() => undefined);
      live.clear();
      dropKeptAnswers();
      // Commands accepted in this last tick are written before the database closes.
      await store.flushAppends();
      // Only now, with its last commands written: the other processes may take its rooms over.
      await cluster?.leases.releaseAll().catch(() => undefined);
      await store.db.destroy();
      setServices(null);
      releaseLock();
    },
  };
}
