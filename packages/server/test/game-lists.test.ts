// The replays one can find: a room's finished games (by its code, in any case) and a player's own
// finished games (by their session token only), each naming who sat where; games still being
// played are not listed, and nobody lists another player's games.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import type { GameListing } from '../src/protocol.ts';
import { get, Player, post, session, testServer } from './helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

async function finished(gameId: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const { body } = await get<{ status: string }>(`${server.url}/api/games/${gameId}`);
    if (body.status === 'finished') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`game ${gameId} did not finish`);
}

async function mine(
  token?: string,
): Promise<{ status: number; body: { games: GameListing[]; error?: string } }> {
  const res = await fetch(`${server.url}/api/me/games`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as { games: GameListing[] } };
}

describe('lists of replays', () => {
  it('a player’s own finished games, with their seat; a room’s finished games by its code', async () => {
    const ann = await session(server, 'Ann');
    const made = await post<{ roomId: string; gameId: string }>(
      `${server.url}/api/rooms`,
      { seats: 3, bots: 2, speed: 'fast' },
      ann,
    );
    const p = await Player.join(server, made.body.roomId, ann);
    p.send('sit', { seat: 0 });
    await p.until(() => p.roomInfo!.you === 0, 5000, 'seated');
    p.send('start', {});
    await p.until(() => p.state !== null, 5000, 'the first state');
    // Not finished yet: not a replay.
    expect((await mine(ann)).body.games).toEqual([]);
    // Ann goes: a bot plays her seat (托管) to the end.
    await p.leave();
    await finished(made.body.gameId);

    const { status, body } = await mine(ann);
    expect(status).toBe(200);
    expect(body.games.map((g) => g.gameId)).toEqual([made.body.gameId]);
    const g = body.games[0];
    expect(g.you).toBe(0);
    expect(g.roomId).toBe(made.body.roomId);
    expect(g.seats.map((s) => [s.kind, s.name])).toEqual([
      ['human', 'Ann'],
      ['bot', 'Bot 2'],
      ['bot', 'Bot 3'],
    ]);
    expect(Array.isArray((g.result as { winners: number[] }).winners)).toBe(true);
    expect(g.commandCount).toBeGreaterThan(0);
    expect(JSON.stringify(g)).not.toMatch(/seed|playerId|token/);

    // Someone else has no games; without a token (or with a forged one) nobody is told anyone's.
    expect((await mine(await session(server, 'Bob'))).body.games).toEqual([]);
    expect((await mine()).status).toBe(401);
    expect((await mine(`${ann}x`)).status).toBe(401);

    // The room's games, by its code in lower case too.
    const room = await get<{ roomId: string; games: GameListing[] }>(
      `${server.url}/api/rooms/${made.body.roomId.toLowerCase()}/games`,
    );
    expect(room.status).toBe(200);
    expect(room.body.games.map((x) => [x.gameId, x.you])).toEqual([[made.body.gameId, null]]);
    expect((await get(`${server.url}/api/rooms/NOSUCH/games`)).status).toBe(404);
  });

  it('an all-bot room lists its game with the bots’ names', async () => {
    const made = await post<{ roomId: string; gameId: string }>(`${server.url}/api/rooms`, {
      seats: 3,
      bots: 3,
      speed: 'fast',
    });
    await finished(made.body.gameId);
    const room = await get<{ games: GameListing[] }>(`${server.url}/api/rooms/${made.body.roomId}/games`);
    expect(room.body.games).toHaveLength(1);
    expect(room.body.games[0].seats.map((s) => s.name)).toEqual(['Bot 1', 'Bot 2', 'Bot 3']);
  });
});
