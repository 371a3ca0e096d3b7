// Start a real server on a free loopback port with its own data folder, and talk to it as clients do.
import { Client, type Room } from 'colyseus.js';
import { mkdtempSync } from 'node:fs';
import { inject } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv, type Limits } from '../../src/config.ts';
import { startServer, type RunningServer, type StartOptions } from '../../src/app.ts';
import { newDatabase } from './services.ts';
import {
  readState,
  type ErrorMessage,
  type RoomMessage,
  type SeatInfo,
  type ShownState,
  type StateMessage,
  type StaticMessage,
  type TimedOutMessage,
} from '../../src/protocol.ts';

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'fengsheng-test-'));
}

/**
 * In the PostgreSQL project (vitest.config.ts), a new database on its throwaway server; else null
 * (SQLite in the data folder).
 */
export async function testDatabaseUrl(): Promise<string | null> {
  const server = inject('postgresUrl');
  return server ? newDatabase(server) : null;
}

/** The environment a server process needs for the same store (see `testDatabaseUrl`). */
export async function storeEnv(): Promise<Record<string, string>> {
  const url = await testDatabaseUrl();
  return url ? { DATABASE_URL: url } : {};
}

export async function testServer(
  options: Omit<StartOptions, 'config'> & {
    dataDir?: string;
    limits?: Partial<Limits>;
    databaseUrl?: string | null;
  } = {},
): Promise<RunningServer> {
  const { limits, databaseUrl, ...start } = options;
  const config = configFromEnv({
    limits,
    port: 0,
    host: '127.0.0.1',
    dataDir: options.dataDir ?? tempDataDir(),
    quiet: true,
    webDir: null,
    databaseUrl: databaseUrl === undefined ? await testDatabaseUrl() : databaseUrl,
  });
  return startServer({ botDelayMs: 5, ...start, config });
}

export async function post<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export async function get<T = Record<string, unknown>>(url: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as T };
}

export async function session(server: RunningServer, name: string): Promise<string> {
  const { body } = await post<{ token: string }>(`${server.url}/api/session`, { name });
  return body.token;
}

/** A websocket client in a room, keeping the latest room and state messages and every error. */
export class Player {
  room!: Room;
  roomInfo: RoomMessage | null = null;
  /** The static message (glossary), and how many times it came. */
  staticInfo: StaticMessage | null = null;
  /** How many messages of each type arrived. */
  counts: Record<string, number> = {};
  /** The latest state as read (whole view and commands), and every state so far. */
  state: ShownState | null = null;
  states: ShownState[] = [];
  /** The state messages as they came (full states and changes). */
  stateMessages: StateMessage[] = [];
  errors: ErrorMessage[] = [];
  /** Every 'timedOut' notice (the timer ran out and the default was played for this seat). */
  timedOut: TimedOutMessage[] = [];
  private waiters: (() => void)[] = [];

  static async join(
    server: RunningServer,
    roomId: string,
    token: string,
    spectate = false,
    lang?: 'zh' | 'en',
  ): Promise<Player> {
    const p = new Player();
    const client = new Client(server.url.replace('http', 'ws'));
    p.room = await client.joinById(roomId, lang ? { token, spectate, lang } : { token, spectate });
    const count = (type: string): void => void (p.counts[type] = (p.counts[type] ?? 0) + 1);
    p.room.onMessage('static', (m: StaticMessage) => (count('static'), (p.staticInfo = m)));
    p.room.onMessage('room', (m: RoomMessage) => (count('room'), (p.roomInfo = m), p.wake()));
    // One seat whose player came or went.
    p.room.onMessage('seat', (m: SeatInfo) => {
      count('seat');
      if (p.roomInfo) p.roomInfo.seats[m.seat] = m;
      p.wake();
    });
    p.room.onMessage('state', (m: StateMessage) => {
      count('state');
      // One connection's states come in order, each written against the one before it.
      if (!m.full && p.state?.seq !== m.prevSeq)
        throw new Error(
          `state ${m.seq} is written against ${m.prevSeq}, but this client is at ${p.state?.seq}`,
        );
      p.stateMessages.push(m);
      p.state = readState(p.state, m);
      p.states.push(p.state);
      p.wake();
    });
    p.room.onMessage('error', (m: ErrorMessage) => (p.errors.push(m), p.wake()));
    p.room.onMessage('chat', () => (count('chat'), p.wake()));
    p.room.onMessage('chat-history', () => undefined);
    p.room.onMessage('timedOut', (m: TimedOutMessage) => (count('timedOut'), p.timedOut.push(m), p.wake()));
    await p.until(() => p.roomInfo !== null);
    return p;
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Wait until `check` holds (re-checked on every message), failing after `ms`. */
  async until(check: () => boolean, ms = 10_000, what = 'condition'): Promise<void> {
    const end = Date.now() + ms;
    while (!check()) {
      const left = end - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => (clearTimeout(t), resolve()));
      });
    }
  }

  async nextError(send: () => void): Promise<ErrorMessage> {
    const n = this.errors.length;
    send();
    await this.until(() => this.errors.length > n, 5000, 'an error message');
    return this.errors[n];
  }

  send(type: string, payload: unknown): void {
    this.room.send(type, payload);
  }

  async leave(): Promise<void> {
    await this.room.leave(true);
  }
}
