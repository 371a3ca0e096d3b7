// Memory per live room (docs/benchmarks.md): the server runs in this process, so that it can collect
// garbage before each reading; a child process holds the clients. ROOMS five-seat rooms of people
// play random legal commands until each game has at least MOVES commands, then the clients stop
// (their games stay live, mid-game, every seat connected). Per room: the growth from the first ten
// rooms to the last over the rooms between, of the resident set and of the JS heap, both read
// after a full collection.
//
//   node --expose-gc --import tsx packages/server/bench/room-memory.ts [--rooms 100] [--moves 40]
//     [--lang zh|en|both]
import { Client, type Room } from 'colyseus.js';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { readState, type ShownState, type StateMessage } from '../src/protocol.ts';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '100' },
    moves: { type: 'string', default: '40' },
    lang: { type: 'string', default: 'zh' },
    clients: { type: 'string' },
  },
});
const ROOMS = Number(values.rooms);
const MOVES = Number(values.moves);
const SEATS = 5;

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The client side: one room played to MOVES commands (or its end), then left as it is. */
async function playRoom(base: string): Promise<Room[]> {
  const tokens = await Promise.all(
    Array.from({ length: SEATS }, (_, i) => post<{ token: string }>(base, '/api/session', { name: `p${i}` })),
  );
  const { roomId } = await post<{ roomId: string }>(
    base,
    '/api/rooms',
    { seats: SEATS, bots: 0, turnSeconds: 600, responseSeconds: 600 },
    tokens[0].token,
  );
  const client = new Client(base.replace('http', 'ws'));
  const rooms: Room[] = [];
  let done!: () => void;
  const reached = new Promise<void>((r) => (done = r));
  for (let seat = 0; seat < SEATS; seat++) {
    const lang = values.lang === 'both' ? undefined : values.lang;
    const room = await client.joinById(roomId, { token: tokens[seat].token, lang });
    rooms.push(room);
    room.onMessage('*', () => undefined);
    let shown: ShownState | null = null;
    room.onMessage('state', (m: StateMessage) => {
      const s = (shown = readState(shown, m));
      if (s.result || s.seq >= MOVES) return done();
      if (s.legal.length === 0) return;
      const pick = s.legal[Math.floor(Math.random() * s.legal.length)];
      setTimeout(() => room.send('command', { seq: s.seq, command: pick.command }), Math.random() * 20);
    });
    room.send('sit', { seat });
  }
  await new Promise((r) => setTimeout(r, 100));
  rooms[0].send('start', {});
  await reached;
  return rooms;
}

async function clients(base: string): Promise<void> {
  const held: Room[][] = [];
  const lines = createInterface({ input: process.stdin });
  const go = (): Promise<void> => new Promise((resolve) => lines.once('line', () => resolve()));
  // Ten rooms at a time (the machine is shared, and the reading is of rooms, not of speed); after
  // each ten the server side reads its memory, then says go on.
  for (let i = 0; i < ROOMS; i += 10) {
    held.push(...(await Promise.all(Array.from({ length: Math.min(10, ROOMS - i) }, () => playRoom(base)))));
    process.stdout.write(`ready ${held.length}\n`);
    await go();
  }
  // Hold the connections until the server side has read its memory and ends this process.
  await new Promise(() => undefined);
}

async function server(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  const { startServer } = await import('../src/app.ts');
  const { configFromEnv } = await import('../src/config.ts');
  const config = configFromEnv({
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'fengsheng-memory-')),
    quiet: true,
    webDir: null,
    limits: {
      maxRoomsPerAddress: ROOMS + 10,
      maxRooms: ROOMS + 10,
      maxConnectionsPerAddress: ROOMS * SEATS + 100,
      maxConnections: ROOMS * SEATS + 100,
    },
  });
  const running = await startServer({ config });
  const read = () => {
    gc();
    gc();
    const m = process.memoryUsage();
    return {
      rss: m.rss / 1024,
      heap: m.heapUsed / 1024,
      heapTotal: m.heapTotal / 1024,
      external: m.external / 1024,
    };
  };
  const idle = read();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      import.meta.filename,
      '--clients',
      running.url,
      '--rooms',
      String(ROOMS),
      '--moves',
      String(MOVES),
      '--lang',
      values.lang!,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  // Read after the first ten rooms (the code and caches every room shares are loaded by then) and
  // after the last: the rooms between them cost the difference.
  const readings: { rooms: number; rss: number; heap: number; heapTotal: number; external: number }[] = [];
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the clients stopped (${code})`)));
    child.stdout.on('data', (d: Buffer) => {
      const m = /ready (\d+)/.exec(String(d));
      if (!m) return;
      setTimeout(() => {
        readings.push({ rooms: Number(m[1]), ...read() });
        if (Number(m[1]) >= ROOMS) resolve();
        else child.stdin.write('go\n');
      }, 1000);
    });
  });
  child.removeAllListeners('exit');
  child.kill('SIGKILL');
  const first = readings[0];
  const last = readings.at(-1)!;
  const per = (k: 'rss' | 'heap' | 'heapTotal' | 'external') =>
    Math.round((last[k] - first[k]) / Math.max(1, last.rooms - first.rooms));
  console.log(
    JSON.stringify(
      {
        rooms: last.rooms,
        seats: SEATS,
        movesAtLeast: MOVES,
        lang: values.lang,
        idleKiB: { rss: Math.round(idle.rss), heap: Math.round(idle.heap) },
        readingsKiB: readings.map((r) => ({
          rooms: r.rooms,
          rss: Math.round(r.rss),
          heap: Math.round(r.heap),
        })),
        perRoomKiB: {
          rss: per('rss'),
          heap: per('heap'),
          heapTotal: per('heapTotal'),
          external: per('external'),
        },
      },
      null,
      2,
    ),
  );
  await running.close();
  process.exit(0);
}

if (values.clients) await clients(values.clients);
else await server();
