// Start one server process: HTTP API, web client and Colyseus rooms on one port, data in SQLite.
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { configFromEnv, type ServerConfig } from './config.ts';
import { openDb } from './db.ts';
import { httpApp } from './http.ts';
import { live } from './live.ts';
import { ROOM_NAME } from './protocol.ts';
import { openRoom } from './rooms.ts';
import { setServices, type Services } from './services.ts';
import { Store } from './store.ts';
import { TableRoom } from './table-room.ts';

/** Largest websocket frame accepted; bigger ones close the connection (code 1009). */
const MAX_FRAME_BYTES = 64 * 1024;

export interface RunningServer {
  url: string;
  port: number;
  http: HttpServer;
  services: Services;
  /** Rooms rebuilt from the database at start. */
  restored: number;
  close(): Promise<void>;
}

export interface StartOptions {
  config?: ServerConfig;
  timeScale?: number;
  botDelayMs?: number;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = options.config ?? configFromEnv();
  const log = pino({ level: config.quiet ? 'silent' : (process.env.LOG_LEVEL ?? 'info') });
  const store = new Store(await openDb(config.dataDir));
  const services: Services = {
    config,
    store,
    log,
    timeScale: options.timeScale ?? Number(process.env.TIME_SCALE ?? 1),
    botDelayMs: options.botDelayMs ?? Number(process.env.BOT_DELAY_MS ?? 700),
  };
  setServices(services);

  const http = createServer(httpApp(config.webDir));
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_FRAME_BYTES }),
    greet: false,
    gracefullyShutdown: false,
  });
  gameServer.define(ROOM_NAME, TableRoom);
  await gameServer.listen(config.port, config.host);
  const port = (http.address() as AddressInfo).port;

  // Every game that was not finished goes on where its log ends.
  const open = await store.openRooms();
  for (const room of open) {
    try {
      await openRoom(room.id);
    } catch (err) {
      log.error({ err, roomId: room.id }, 'could not restore room');
    }
  }
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  log.info({ url, restored: open.length, dataDir: config.dataDir }, 'fengsheng server listening');

  return {
    url,
    port,
    http,
    services,
    restored: open.length,
    async close() {
      for (const room of live.rooms()) await room.disconnect().catch(() => undefined);
      await gameServer.gracefullyShutdown(false).catch(() => undefined);
      live.clear();
      await store.db.destroy();
      setServices(null);
    },
  };
}
