// Load benchmark (docs/benchmarks.md): ROOMS five-seat rooms at once, every seat a websocket client
// that plays a random legal command as soon as it is asked. The server runs as its own process, as
// `npm start` runs it. For every command we time, on this side, how long until each client that is
// sent a state because of it has that state (a seat that sees nothing new is sent nothing); the
// report gives percentiles over all those deliveries, and the server's memory per live room.
// The server is the compiled bundle `npm start` runs (packages/server/dist/main.js, rebuilt first
// when a source is newer); `--runner tsx` runs the sources through tsx instead, as tests do.
//
//   npx tsx packages/server/bench/load.ts [--rooms 200] [--seconds 60] [--seats 5] [--think-ms 250]
//     [--lang zh|en|both] [--runner compiled|tsx] [--processes 2] [--kill-after S]
//
// With DATABASE_URL (a PostgreSQL server; each run makes a fresh database on it, dropped after)
// the processes keep their games there; `--processes N` (needs REDIS_URL too) starts N processes
// on ports --port, --port+1, ... and spreads the rooms over them in turn. `--kill-after S` kills
// the first process with SIGKILL after S seconds: its clients join again through another process,
// and the report gives the time from the kill until the last of its games moved again.
import { Client, type Room } from 'colyseus.js';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { readState, type ShownState, type StateMessage } from '../src/protocol.ts';
// @ts-expect-error: a plain ES module of the repository's scripts, without types.
import { bundle, isStale } from '../../../scripts/bundle.mjs';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    seats: { type: 'string', default: '5' },
    port: { type: 'string', default: '8391' },
    'think-ms': { type: 'string', default: '250' },
    // The page's language each client joins with, as a browser says it ('both': says none).
    lang: { type: 'string', default: 'zh' },
    runner: { type: 'string', default: 'compiled' },
    processes: { type: 'string', default: '1' },
    'kill-after': { type: 'string' },
  },
});
const ROOMS = Number(values.rooms);
const SECONDS = Number(values.seconds);
const SEATS = Number(values.seats);
/** A client's mean pause before it answers (uniform over 0..2x); 0 answers at once. */
const THINK_MS = Number(values['think-ms']);
const PROCESSES = Number(values.processes);
const KILL_AFTER_S = values['kill-after'] === undefined ? null : Number(values['kill-after']);
const BASES = Array.from({ length: PROCESSES }, (_, i) => `http://127.0.0.1:${Number(values.port) + i}`);
if (PROCESSES > 1 && (!process.env.DATABASE_URL || !process.env.REDIS_URL))
  throw new Error('--processes above 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis)');
if (KILL_AFTER_S !== null && PROCESSES < 2) throw new Error('--kill-after needs --processes 2 or more');
const LANG = values.lang === 'both' ? undefined : values.lang;

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const latencies: number[] = [];
/** Bytes the clients received, by message type (as the websocket frames carried them). */
const bytesByType: Record<string, number> = {};
const decoder = new TextDecoder();

/** Room data frames are [13, msgpack string type, payload]: read the type and count the frame. */
function countFrame(data: ArrayBuffer | Buffer): void {
  const bytes =
    data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.length);
  let type = 'other';
  if (bytes[0] === 13 && (bytes[1] & 0xe0) === 0xa0)
    type = decoder.decode(bytes.subarray(2, 2 + (bytes[1] & 0x1f)));
  bytesByType[type] = (bytesByType[type] ?? 0) + bytes.length;
}
let commands = 0;
let gamesFinished = 0;
let stopping = false;
let liveRooms = 0;
/** Joins asked again after a failure (reported: a loaded machine's sign). */
let joinRetries = 0;
/** Which processes are up (the killed one is not); new rooms go to those, in turn. */
const alive = new Set(BASES.map((_, i) => i));
let nextBase = 0;
function pickProcess(): number {
  const up = [...alive];
  return up[nextBase++ % up.length];
}
let killedAt: number | null = null;
/** Rooms of the killed process: when each moved again (a new state after the kill), or null yet. */
const killedRooms = new Map<string, number | null>();

/** One room: five clients seated, the host starts, everyone plays at once until the game ends. */
async function playRoom(): Promise<void> {
  const owner = pickProcess();
  const base = BASES[owner];
  const tokens = await Promise.all(
    Array.from({ length: SEATS }, (_, i) => post<{ token: string }>(base, '/api/session', { name: `p${i}` })),
  );
  const { roomId } = await post<{ roomId: string }>(
    base,
    '/api/rooms',
    { seats: SEATS, bots: 0, turnSeconds: 600, responseSeconds: 600 },
    tokens[0].token,
  );
  const rooms: Room[] = [];
  /** When the command that led to state `seq` was sent. */
  const sentAt = new Map<number, number>();
  let ended!: () => void;
  const over = new Promise<void>((r) => (ended = r));
  /** The last seq shown before the owner was killed: a later one means the game moved again. */
  let seqAtKill = -1;
  const join = async (seat: number, via: string): Promise<Room> => {
    const room = await new Client(via.replace('http', 'ws')).joinById(roomId, {
      token: tokens[seat].token,
      lang: LANG,
    });
    rooms[seat] = room;
    const ws = (
      room.connection as unknown as { transport: { ws: { on(e: 'message', f: (d: Buffer) => void): void } } }
    ).transport.ws;
    ws.on('message', countFrame);
    room.onMessage('*', () => undefined);
    let shown: ShownState | null = null;
    room.onMessage('state', (m: StateMessage) => {
      // Read as the web client reads it: a change against the state before.
      const s = (shown = readState(shown, m));
      if (killedRooms.get(roomId) === null && s.seq > seqAtKill) killedRooms.set(roomId, performance.now());
      if (killedAt === null) seqAtKill = Math.max(seqAtKill, s.seq);
      // Every view a command causes counts: a seat that sees no change is sent nothing.
      const at = sentAt.get(s.seq);
      if (at !== undefined) latencies.push(performance.now() - at);
      if (s.result) return ended();
      if (s.legal.length > 0 && !stopping) {
        const pick = s.legal[Math.floor(Math.random() * s.legal.length)];
        const send = () => {
          if (stopping || rooms[seat] !== room) return;
          sentAt.set(s.seq + 1, performance.now());
          commands++;
          room.send('command', { seq: s.seq, command: pick.command });
        };
        if (THINK_MS > 0) setTimeout(send, Math.random() * 2 * THINK_MS);
        else send();
      }
    });
    // Its process was killed: join again through one that is up (it takes the game over).
    room.onLeave(() => {
      if (stopping || alive.has(owner)) return;
      if (!killedRooms.has(roomId)) killedRooms.set(roomId, null);
      void (async () => {
        for (let i = 0; i < 600 && !stopping; i++) {
          try {
            await join(seat, BASES[pickProcess()]);
            return;
          } catch {
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      })();
    });
    return room;
  };
  // A loaded machine can let a seat reservation expire before the websocket is open: ask again
  // (a few times; a run that still cannot join stops with the error).
  const joinTrying = async (seat: number): Promise<Room> => {
    for (let i = 0; ; i++) {
      try {
        return await join(seat, base);
      } catch (err) {
        if (i >= 9 || stopping) throw err;
        joinRetries++;
        // The expired reservation still counts as a pending join for a moment.
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  };
  for (let seat = 0; seat < SEATS; seat++) (await joinTrying(seat)).send('sit', { seat });
  await new Promise((r) => setTimeout(r, 200));
  liveRooms++;
  rooms[0].send('start', {});
  await Promise.race([over, new Promise((r) => setTimeout(r, (SECONDS + 30) * 1000))]);
  liveRooms--;
  gamesFinished++;
  await Promise.all(rooms.map((r) => r.leave(true).catch(() => undefined)));
}

async function keepRoomGoing(): Promise<void> {
  while (!stopping) {
    try {
      await playRoom();
    } catch (err) {
      // Rooms being opened when the run stops (or its process is killed) lose their server;
      // anything else is a failure, and the run stops with it, never leaving its servers behind.
      if (stopping || (killedAt !== null && performance.now() - killedAt < 30_000)) continue;
      console.error(err);
      for (const s of servers) s.kill('SIGKILL');
      process.exit(1);
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

if (values.runner !== 'compiled' && values.runner !== 'tsx') throw new Error('--runner: compiled or tsx');
const SERVER_BUNDLE = 'packages/server/dist/main.js';
if (values.runner === 'compiled' && isStale(SERVER_BUNDLE))
  await bundle('packages/server/src/main.ts', SERVER_BUNDLE);
const database = await freshDatabase();
const secret = randomBytes(32).toString('base64');
const servers = BASES.map((base, i) =>
  spawn(
    process.execPath,
    [
      ...(process.env.SERVER_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.SERVER_PROF] : []),
      // The flags `npm start` runs with, or others given to compare settings (SERVER_NODE_FLAGS,
      // space-separated; an empty string runs V8's defaults).
      ...(process.env.SERVER_NODE_FLAGS !== undefined
        ? process.env.SERVER_NODE_FLAGS.split(' ').filter(Boolean)
        : SERVER_NODE_FLAGS),
      ...(values.runner === 'tsx'
        ? ['--import', 'tsx', resolve(import.meta.dirname, '../src/main.ts')]
        : [resolve(import.meta.dirname, '../dist/main.js')]),
    ],
    {
      env: {
        ...process.env,
        PORT: new URL(base).port,
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), `fengsheng-load-${i}-`)),
        LOG_LEVEL: process.env.LOAD_LOG ?? 'silent',
        DATABASE_URL: database?.url ?? '',
        // One process needs no Redis; several share rooms through it, and one token secret.
        ...(PROCESSES > 1 ? { SESSION_SECRET: secret } : { REDIS_URL: '' }),
        // Every client of the benchmark comes from 127.0.0.1: the per-address caps must let them in.
        MAX_ROOMS_PER_ADDRESS: String(ROOMS + 10),
        MAX_ROOMS: String(Math.max(1000, ROOMS + 10)),
        // A seat holds its websocket and, for a moment, the keep-alive sockets of its HTTP calls
        // (session, room): at one socket per seat the run refused its own joins past 20 rooms.
        MAX_CONNECTIONS_PER_ADDRESS: String(ROOMS * SEATS * 4 + 100),
        MAX_CONNECTIONS: String(Math.max(4000, ROOMS * SEATS * 4 + 100)),
        API_REQUESTS_PER_MINUTE: String(10 * ROOMS * SEATS + 600),
      },
      stdio: 'inherit',
    },
  ),
);
for (const base of BASES)
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // A loaded machine can take a while to start tsx; never leave the servers behind.
      if (i > 1200) {
        for (const s of servers) s.kill('SIGKILL');
        throw new Error('server did not start within 60 s');
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
const rssAll = () =>
  servers.reduce((sum, s, i) => sum + (alive.has(i) && s.exitCode === null ? rssMiB(s.pid!) : 0), 0);
const idleRss = rssAll();
console.log(
  `${PROCESSES} server process(es) up (${idleRss.toFixed(0)} MiB RSS idle, ` +
    `${database ? 'PostgreSQL' : 'SQLite'}); opening ${ROOMS} rooms of ${SEATS}`,
);
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const started = performance.now();
const loops = Array.from({ length: ROOMS }, () => keepRoomGoing());
let peakRss = idleRss;
let roomsAtPeak = 0;
const sampler = setInterval(() => {
  const rss = rssAll();
  if (rss > peakRss) [peakRss, roomsAtPeak] = [rss, liveRooms];
}, 500);
if (KILL_AFTER_S !== null)
  setTimeout(() => {
    killedAt = performance.now();
    alive.delete(0);
    servers[0].kill('SIGKILL');
    console.log(`killed process 1 (pid ${servers[0].pid}) with SIGKILL after ${KILL_AFTER_S} s`);
  }, KILL_AFTER_S * 1000);
await new Promise((r) => setTimeout(r, SECONDS * 1000));
stopping = true;
const elapsed = (performance.now() - started) / 1000;
const measured = latencies.slice().sort((a, b) => a - b);
if (measured.length === 0) {
  // Nothing was delivered (a machine too loaded for the clients to join in time): say so, and never
  // leave the server behind.
  console.error(`no state was delivered in ${SECONDS} s: run longer or with fewer rooms`);
  for (const s of servers) s.kill('SIGINT');
  process.exit(1);
}
clearInterval(sampler);
console.log(
  JSON.stringify(
    {
      rooms: ROOMS,
      seats: SEATS,
      thinkMs: THINK_MS,
      lang: values.lang,
      runner: values.runner,
      processes: PROCESSES,
      store: database ? 'postgres' : 'sqlite',
      ...killReport(),
      seconds: Number(elapsed.toFixed(1)),
      commands,
      commandsPerSecond: Math.round(commands / elapsed),
      gamesFinished,
      joinRetries,
      clientLoopDelayP99Ms: Number((loopDelay.percentile(99) / 1e6).toFixed(1)),
      latencyMs: {
        p50: Number(percentile(measured, 50).toFixed(1)),
        p90: Number(percentile(measured, 90).toFixed(1)),
        p99: Number(percentile(measured, 99).toFixed(1)),
        max: Number(measured.at(-1)!.toFixed(1)),
      },
      serverRssMiB: { idle: Math.round(idleRss), peak: Math.round(peakRss), liveRoomsAtPeak: roomsAtPeak },
      bytesPerCommand: Math.round(
        Object.values(bytesByType).reduce((a, b) => a + b, 0) / Math.max(1, commands),
      ),
      bytesPerCommandByType: Object.fromEntries(
        Object.entries(bytesByType).map(([t, b]) => [t, Math.round(b / Math.max(1, commands))]),
      ),
      memoryPerRoomKiB: Math.round(((peakRss - idleRss) * 1024) / Math.max(1, roomsAtPeak)),
    },
    null,
    2,
  ),
);
await Promise.all(
  servers.map((s) =>
    s.exitCode === null && s.signalCode === null ? (s.kill('SIGINT'), once(s, 'exit')) : null,
  ),
);
await database?.drop();
await Promise.race([Promise.allSettled(loops), new Promise((r) => setTimeout(r, 3000))]);
process.exit(0);

/** With --kill-after: how many games the killed process ran, and when the last one moved again. */
function killReport(): Record<string, unknown> {
  if (killedAt === null) return {};
  const moved = [...killedRooms.values()];
  const waiting = moved.filter((t) => t === null).length;
  const last = Math.max(...moved.map((t) => (t ?? NaN) - killedAt!));
  return {
    killedProcessGames: moved.length,
    gamesNotMovedAgain: waiting,
    lastGameMovedAgainAfterS: waiting > 0 || moved.length === 0 ? null : Number((last / 1000).toFixed(1)),
  };
}

/** A fresh database on DATABASE_URL's server for this run (old runs' games would be taken over). */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const server = process.env.DATABASE_URL;
  if (!server) return null;
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
