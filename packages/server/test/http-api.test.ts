// The HTTP API as docs/api.md describes it, against a real server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import type { HttpErrorBody } from '../src/protocol.ts';
import { get, post, session, testServer } from './helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

async function finished(gameId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 300; i++) {
    const { body } = await get(`${server.url}/api/games/${gameId}`);
    if (body.status === 'finished') return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the game did not finish');
}

describe('HTTP API', () => {
  it('answers the health check', async () => {
    const { status, body } = await get(`${server.url}/healthz`);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
  });

  it('an all-bot room at full speed plays a whole game with no one watching', async () => {
    const { status, body } = await post<{ roomId: string; gameId: string; joinUrl: string }>(
      `${server.url}/api/rooms`,
      { seats: 5, bots: 5, speed: 'fast' },
    );
    expect(status).toBe(201);
    expect(body.joinUrl).toBe(`${server.url}/room/${body.roomId}`);
    const game = await finished(body.gameId);
    expect(game.commandCount).toBeGreaterThan(0);
    const result = game.result as { winners: number[]; reason: string };
    expect(['intel', 'lastStanding', 'mission', 'solo', 'noneLeft']).toContain(result.reason);
    const log = game.log as { text: { zh: string; en: string } }[];
    expect(log.length).toBeGreaterThan(5);
    expect(log.at(-1)!.text.zh).toContain('游戏结束');
  });

  it('a room with characters plays to the end too', async () => {
    const { body } = await post<{ gameId: string }>(`${server.url}/api/rooms`, {
      seats: 7,
      bots: 7,
      speed: 'fast',
      options: { characters: true, expansion: true },
    });
    const game = await finished(body.gameId);
    expect(game.result).not.toBeNull();
  });

  it('a 杀人游戏 room of twelve bots plays to its end with the judge narrating', async () => {
    const { status, body } = await post<{ gameId: string }>(`${server.url}/api/rooms`, {
      game: 'killer',
      seats: 12,
      bots: 12,
      speed: 'fast',
    });
    expect(status).toBe(201);
    const game = await finished(body.gameId);
    expect(['police', 'killers', 'draw']).toContain((game.result as { winner: string }).winner);
    const text = (game.log as { text: { zh: string } }[]).map((l) => l.text.zh).join('\n');
    expect(text).toContain('天黑了，请大家闭眼');
    expect(text).toContain('天亮了，请大家睁眼');
  });

  it('杀人游戏 takes 8 to 16 players', async () => {
    for (const seats of [7, 17]) {
      const res = await post(`${server.url}/api/rooms`, { game: 'killer', seats, bots: 0 });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/8 to 16 players/);
    }
  });

  it('a finished game replays from every view at once, frame by frame', async () => {
    const { body } = await post<{ gameId: string }>(`${server.url}/api/rooms`, {
      seats: 3,
      bots: 3,
      speed: 'fast',
    });
    const game = await finished(body.gameId);
    const { status, body: replay } = await get<{
      commandCount: number;
      frames: { seq: number; views: Record<string, { view: { hand: unknown[] | null } }> }[];
    }>(`${server.url}/api/games/${body.gameId}/replay?viewer=all`);
    expect(status).toBe(200);
    expect(replay.frames).toHaveLength((game.commandCount as number) + 1);
    expect(Object.keys(replay.frames[0].views).sort()).toEqual(['0', '1', '2', 'spectator']);
    expect(replay.frames[0].views.spectator.view.hand).toBeNull();
    expect(replay.frames[0].views['1'].view.hand).not.toBeNull();
    const one = await get<{ frames: { views: Record<string, unknown> }[] }>(
      `${server.url}/api/games/${body.gameId}/replay?viewer=2`,
    );
    expect(Object.keys(one.body.frames[0].views)).toEqual(['2']);
  });

  it('a game still waiting or being played cannot be replayed (its hidden cards stay hidden)', async () => {
    const token = await session(server, 'Ann');
    const { body } = await post<{ gameId: string }>(`${server.url}/api/rooms`, { seats: 5, bots: 4 }, token);
    const summary = await get(`${server.url}/api/games/${body.gameId}`);
    expect(summary.body.status).toBe('waiting');
    expect(summary.body.commandCount).toBe(0);
    const replay = await get(`${server.url}/api/games/${body.gameId}/replay?viewer=all`);
    expect(replay.status).toBe(409);
    expect(replay.body.error).toMatch(/finished/);
  });

  it('bad requests get a clear error and create nothing', async () => {
    const before = (await get<{ rooms: unknown[] }>(`${server.url}/api/rooms`)).body.rooms.length;
    const cases: [unknown, RegExp][] = [
      [{ seats: 2 }, /3 to 9 players/],
      [{ seats: 10 }, /3 to 9 players/],
      [{ seats: 5, bots: 6 }, /more bots than seats/],
      [{ seats: 5, ruleset: 'nope' }, /no ruleset "nope"/],
      [{ seats: 5, game: 'chess' }, /unknown game "chess"/],
      [{ seats: 'five' }, /seats/],
      [{ seats: 5, cheat: true }, /bad room request/],
      ['{not json', /bad request/],
    ];
    for (const [body, error] of cases) {
      const res = await post(`${server.url}/api/rooms`, body);
      expect(res.status).toBe(400);
      expect(String(res.body.error)).toMatch(error);
    }
    const huge = await post(`${server.url}/api/rooms`, { seats: 5, padding: 'x'.repeat(50_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatch(/too large/);
    expect((await get<{ rooms: unknown[] }>(`${server.url}/api/rooms`)).body.rooms.length).toBe(before);
    expect((await get(`${server.url}/api/games/nope`)).status).toBe(404);
    expect((await get(`${server.url}/api/games/nope/replay`)).status).toBe(404);
    expect((await post(`${server.url}/api/session`, { name: '' })).status).toBe(400);
  });

  it('a 杀人游戏 room asking for search bots (it has none) is refused with a reason; its own levels are good', async () => {
    const before = (await get<{ rooms: unknown[] }>(`${server.url}/api/rooms`)).body.rooms.length;
    const res = await post<HttpErrorBody>(`${server.url}/api/rooms`, {
      game: 'killer',
      seats: 8,
      bots: 8,
      botLevel: 'search',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Killer has no "search" bots (try random, heuristic)');
    expect(res.body.reason).toBe('unknown-bot-level');
    expect(res.body.params).toEqual({ level: 'search' });
    expect((await get<{ rooms: unknown[] }>(`${server.url}/api/rooms`)).body.rooms.length).toBe(before);
    for (const botLevel of ['heuristic', 'random'])
      expect((await post(`${server.url}/api/rooms`, { game: 'killer', seats: 8, botLevel })).status).toBe(
        201,
      );
    expect((await post(`${server.url}/api/rooms`, { seats: 5, botLevel: 'search' })).status).toBe(201);
  });

  it('a character-choice timer out of its range is refused with the setting, its range and a reason', async () => {
    const before = (await get<{ rooms: unknown[] }>(`${server.url}/api/rooms`)).body.rooms.length;
    for (const setupSeconds of [9, 601, 0, -5, 30.5]) {
      const res = await post<HttpErrorBody>(`${server.url}/api/rooms`, {
        seats: 5,
        options: { characters: true },
        setupSeconds,
      });
      expect(res.status, String(setupSeconds)).toBe(400);
      expect(res.body.error).toBe('bad room request: setupSeconds must be a whole number from 10 to 600');
      // What a page needs to say it in its own language.
      expect(res.body.reason).toBe('out-of-range');
      expect(res.body.params).toEqual({ field: 'setupSeconds', min: 10, max: 600 });
    }
    expect((await get<{ rooms: unknown[] }>(`${server.url}/api/rooms`)).body.rooms.length).toBe(before);
    // The bounds themselves are good.
    for (const setupSeconds of [10, 600]) {
      const res = await post(`${server.url}/api/rooms`, { seats: 5, bots: 5, speed: 'fast', setupSeconds });
      expect(res.status).toBe(201);
    }
  });

  it('every refusal carries a reason a page can put in its own words', async () => {
    const cases: [unknown, string, Record<string, unknown> | undefined][] = [
      [{ seats: 2 }, 'seat-count', { min: 3, max: 9 }],
      [{ seats: 5, bots: 6 }, 'too-many-bots', undefined],
      [{ seats: 5, ruleset: 'nope' }, 'unknown-ruleset', { ruleset: 'nope' }],
      [{ seats: 5, game: 'chess' }, 'unknown-game', { game: 'chess' }],
      [{ seats: 5, turnSeconds: 4 }, 'out-of-range', { field: 'turnSeconds', min: 5, max: 600 }],
      [{ seats: 5, cheat: true }, 'bad-request', undefined],
      ['{not json', 'bad-request', undefined],
    ];
    for (const [body, reason, params] of cases) {
      const res = await post<HttpErrorBody>(`${server.url}/api/rooms`, body);
      expect(res.body.reason, JSON.stringify(body)).toBe(reason);
      if (params) expect(res.body.params).toEqual(params);
    }
    expect((await get<HttpErrorBody>(`${server.url}/api/games/nope`)).body.reason).toBe('not-found');
    expect((await post<HttpErrorBody>(`${server.url}/api/session`, { name: '' })).body.reason).toBe(
      'bad-name',
    );
  });
});
