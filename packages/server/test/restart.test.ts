// Nothing is lost: a server killed with SIGKILL mid-game comes back with every accepted command and
// plays on from there.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { get, Player, post, session, storeEnv, tempDataDir } from './helpers/server.ts';

const MAIN = resolve(import.meta.dirname, '../src/main.ts');
let child: ChildProcess | null = null;

afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
});

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}

/** Start `src/main.ts` as its own process, as `npm start` does, and wait for /healthz. */
async function startProcess(port: number, dataDir: string, store: Record<string, string>): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      ...store,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BOT_DELAY_MS: '20',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to 60 s: a loaded machine can take a while to start a process through tsx.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not start');
}

describe('a server killed with kill -9', () => {
  it('resumes every unfinished game from its log, with no accepted command lost', async () => {
    const port = await freePort();
    const dataDir = tempDataDir();
    const store = await storeEnv();
    let url = await startProcess(port, dataDir, store);
    const asServer = { url } as RunningServer;
    const token = await session(asServer, 'Watcher');
    const { body: room } = await post<{ roomId: string; gameId: string }>(`${url}/api/rooms`, {
      seats: 5,
      bots: 5,
    });
    // A spectator records the highest state number the server announced before it died.
    const watcher = await Player.join(asServer, room.roomId, token, true);
    await watcher.until(() => (watcher.state?.seq ?? 0) >= 15, 20_000, '15 commands');
    child!.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    const announced = Math.max(...watcher.states.map((s) => s.seq));

    url = await startProcess(port, dataDir, store);
    const after = await get<{ status: string; commandCount: number }>(`${url}/api/games/${room.gameId}`);
    expect(after.body.commandCount).toBeGreaterThanOrEqual(announced);
    expect(after.body.status).toBe('playing');

    // Play goes on from where the log ended, to the end of the game.
    let game = after.body;
    for (let i = 0; i < 600 && game.status !== 'finished'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      game = (await get<typeof game>(`${url}/api/games/${room.gameId}`)).body;
    }
    expect(game.status).toBe('finished');
    expect(game.commandCount).toBeGreaterThan(after.body.commandCount);
    // The whole log, before and after the kill, replays to the same result.
    const replay = await get<{ frames: unknown[] }>(`${url}/api/games/${room.gameId}/replay`);
    expect(replay.body.frames).toHaveLength(game.commandCount + 1);
  }, 180_000); // two server starts through tsx: about 8 s on a quiet machine, far longer on a loaded one
});
