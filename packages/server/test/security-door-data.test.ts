// The data folder: one server per folder, a start refused when the data cannot be trusted or
// written, each kept room restored (or set aside) on its own, and the crash windows of a kill -9
// made whole. Against the real process where it matters (locks, exit codes, kill -9).
import Database from 'better-sqlite3';
import {
  chmodSync,
  openSync,
  readdirSync,
  writeFileSync,
  writeSync,
  closeSync,
  existsSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { count, FULL, killAll, spawnServer } from './helpers/process.ts';
import { get, Player, post, session, tempDataDir, testServer } from './helpers/server.ts';

afterEach(killAll);

const DB = 'fengsheng.sqlite';

function sql(dataDir: string, run: (db: Database.Database) => void): void {
  const db = new Database(join(dataDir, DB));
  run(db);
  db.close();
}

async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function finishedGame(url: string, gameId: string): Promise<void> {
  await until('the game to finish', async () => {
    const g = await get<{ status: string }>(`${url}/api/games/${gameId}`);
    return g.body.status === 'finished';
  });
}

/** A data folder with a finished all-bot game in it (made by an in-process server, then closed). */
async function folderWithFinishedGame(): Promise<{ dataDir: string; roomId: string; gameId: string }> {
  const dataDir = tempDataDir();
  const s = await testServer({ dataDir });
  const made = await post<{ roomId: string; gameId: string }>(`${s.url}/api/rooms`, {
    seats: 5,
    bots: 5,
    speed: 'fast',
  });
  await finishedGame(s.url, made.body.gameId);
  await s.close();
  return { dataDir, ...made.body };
}

describe('one server per data folder', { timeout: 90_000 }, () => {
  it('a second process on the same DATA_DIR exits with code 75, the first plays on; a dead one’s lock is taken over', async () => {
    const dataDir = tempDataDir();
    const first = await spawnServer(dataDir);
    expect(await first.healthy()).not.toBeNull();
    const made = await post<{ gameId: string }>(`${first.url}/api/rooms`, { seats: 5, bots: 5 });
    const second = await spawnServer(dataDir);
    expect(await second.healthy()).toBeNull();
    expect(await second.exit).toBe(75);
    expect(second.output).toMatch(/in use by another server \(pid \d+/);
    // The first one was not disturbed: its game goes on.
    const a = (await get<{ commandCount: number }>(`${first.url}/api/games/${made.body.gameId}`)).body
      .commandCount;
    await until('a move', async () => {
      const g = await get<{ commandCount: number; status: string }>(
        `${first.url}/api/games/${made.body.gameId}`,
      );
      return g.body.commandCount > a || g.body.status === 'finished';
    });
    // Killed, it leaves its lock behind with a pid that is gone: the next start takes it over.
    await first.kill('SIGKILL');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
    const third = await spawnServer(dataDir);
    expect(await third.healthy(), third.output).not.toBeNull();
  });
});

describe('data that cannot be trusted stops the start', { timeout: 90_000 }, () => {
  it('a database emptied to zero bytes: exit code 65, not an empty server', async () => {
    const { dataDir } = await folderWithFinishedGame();
    writeFileSync(join(dataDir, DB), '');
    const p = await spawnServer(dataDir);
    expect(await p.healthy()).toBeNull();
    expect(await p.exit).toBe(65);
    expect(p.output).toMatch(/is an empty file/);
  });

  it('a database with two overwritten pages: exit code 65, not 500s later', async () => {
    const { dataDir } = await folderWithFinishedGame();
    const file = join(dataDir, DB);
    const pages = statSync(file).size / 4096;
    expect(pages).toBeGreaterThan(4);
    const fd = openSync(file, 'r+');
    for (const page of [2, Math.floor(pages / 2)])
      writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, page * 4096);
    closeSync(fd);
    const p = await spawnServer(dataDir);
    expect(await p.healthy()).toBeNull();
    expect(await p.exit).toBe(65);
    expect(p.output).toMatch(/is damaged/);
  });

  for (const folder of ['read-only', 'writable'] as const)
    it(`read-only database files with -wal and -shm present, in a ${folder} folder: exit code 73`, async () => {
      const dataDir = tempDataDir();
      const first = await spawnServer(dataDir);
      await first.healthy();
      await post(`${first.url}/api/rooms`, { seats: 5 });
      await first.kill('SIGKILL');
      expect(existsSync(join(dataDir, `${DB}-wal`))).toBe(true);
      expect(existsSync(join(dataDir, `${DB}-shm`))).toBe(true);
      // Root writes anywhere: the server runs as `nobody` there, as a user without write access would.
      const asRoot = process.getuid?.() === 0;
      for (const f of readdirSync(dataDir)) chmodSync(join(dataDir, f), 0o444);
      // A writable folder: the lock is taken, and the database itself must be found unwritable.
      chmodSync(dataDir, folder === 'read-only' ? 0o555 : 0o777);
      const p = await spawnServer(dataDir, {}, asRoot ? { uid: 65534, gid: 65534 } : {});
      expect(await p.healthy(), p.output).toBeNull();
      expect(await p.exit, p.output).toBe(73);
      expect(p.output).toMatch(/cannot be written/);
      chmodSync(dataDir, 0o755);
    });
});

describe('restoring kept rooms', { timeout: 90_000 }, () => {
  it('one room with unreadable settings is reported and set aside; the others restore', async () => {
    const dataDir = tempDataDir();
    const s = await testServer({ dataDir });
    const made: string[] = [];
    for (let i = 0; i < 3; i++)
      made.push((await post<{ roomId: string }>(`${s.url}/api/rooms`, { seats: 5, bots: 0 })).body.roomId);
    await s.close();
    sql(dataDir, (db) => db.prepare('update rooms set settings = ? where id = ?').run('{not json', made[1]));
    const p = await spawnServer(dataDir);
    expect(await p.healthy()).not.toBeNull();
    await until('the rooms to be rebuilt', async () => {
      const h = await get<{ restoring: unknown }>(`${p.url}/healthz`);
      return h.body.restoring === null;
    });
    const listed = await get<{ rooms: { roomId: string }[] }>(`${p.url}/api/rooms`);
    expect(listed.body.rooms.map((r) => r.roomId).sort()).toEqual([made[0], made[2]].sort());
    const asServer = { url: p.url } as never;
    const token = await session(asServer, 'Visitor');
    const visitor = await Player.join(asServer, made[0], token);
    visitor.send('sit', { seat: 0 });
    await visitor.until(() => visitor.roomInfo?.you === 0);
    await visitor.leave();
    const join = await post<{ error: string }>(`${p.url}/matchmake/joinById/${made[1]}`, { token });
    expect(join.status).toBe(404);
    expect(join.body.error).toMatch(/its saved data is damaged/);
    expect(p.output).toMatch(/room could not be restored/);
    await p.kill();
    sql(dataDir, (db) =>
      expect(db.prepare('select status from rooms where id = ?').get(made[1])).toEqual({ status: 'damaged' }),
    );
  });

  it('/healthz answers while many rooms are being rebuilt', async () => {
    const dataDir = tempDataDir();
    const n = count(400, 1000);
    const s = await testServer({ dataDir });
    s.services.config.limits.maxRoomsPerAddress = n;
    s.services.config.limits.maxRooms = n;
    for (let i = 0; i < n; i++) await post(`${s.url}/api/rooms`, { seats: 9, bots: 0 });
    await s.close();
    const p = await spawnServer(dataDir, { MAX_ROOMS: String(n) });
    const first = await p.healthy();
    expect(first).not.toBeNull();
    expect(first!.restoring).toEqual({ done: expect.any(Number), total: n });
    const started = Date.now();
    const done = await until('the rooms to be rebuilt', async () => {
      const h = await get<{ rooms: number; restoring: unknown }>(`${p.url}/healthz`);
      return h.body.restoring === null ? h.body : null;
    });
    expect(done.rooms).toBe(n);
    if (FULL) console.log(`${n} rooms rebuilt in ${Date.now() - started} ms after the first /healthz`);
  });
});

describe('crash windows, made whole on restore', { timeout: 90_000 }, () => {
  it('an all-bot room killed before its start is started', async () => {
    const { dataDir, gameId } = await folderWithFinishedGame();
    // What a kill -9 right after the room was kept leaves: waiting, no command.
    sql(dataDir, (db) => {
      db.prepare('delete from commands where game_id = ?').run(gameId);
      db.prepare("update games set status = 'waiting', result = null, command_count = 0 where id = ?").run(
        gameId,
      );
      db.prepare("update rooms set status = 'waiting' where game_id = ?").run(gameId);
    });
    const p = await spawnServer(dataDir);
    await p.healthy();
    await finishedGame(p.url, gameId);
  });

  it('a game whose last command was kept but not its end is finished, and its replay served', async () => {
    const { dataDir, gameId } = await folderWithFinishedGame();
    sql(dataDir, (db) => {
      db.prepare("update games set status = 'playing', result = null, finished_at = null where id = ?").run(
        gameId,
      );
      db.prepare("update rooms set status = 'playing' where game_id = ?").run(gameId);
    });
    const p = await spawnServer(dataDir);
    await p.healthy();
    await finishedGame(p.url, gameId);
    const game = await get<{ result: unknown; commandCount: number }>(`${p.url}/api/games/${gameId}`);
    expect(game.body.result).not.toBeNull();
    const replay = await get<{ frames: unknown[] }>(`${p.url}/api/games/${gameId}/replay`);
    expect(replay.status).toBe(200);
    expect(replay.body.frames).toHaveLength(game.body.commandCount + 1);
  });

  it('a finished room can be joined after a restart, and shows its end', async () => {
    const { dataDir, roomId } = await folderWithFinishedGame();
    const p = await spawnServer(dataDir);
    await p.healthy();
    const asServer = { url: p.url } as never;
    const player = await Player.join(asServer, roomId, await session(asServer, 'Back'), true);
    expect(player.roomInfo?.status).toBe('finished');
    await player.until(() => player.state?.result != null, 5000, 'the final state');
    await player.leave();
  });
});
