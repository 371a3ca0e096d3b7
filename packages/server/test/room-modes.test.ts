// A room may name one of its edition's modes (网络版: 新手场, 3V3, 五六人场, 自由场). The server knows no
// mode: it checks the name and the seat count against what the game declares (`RulesetInfo.modes`),
// refuses anything else with a reason before a room exists, and hands the mode to the game.
import { fengsheng } from '@fengsheng/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { createRoomRequest, type HttpErrorBody } from '../src/protocol.ts';
import { checkSettings } from '../src/rooms.ts';
import { get, post, testServer } from './helpers/server.ts';
import { humanTable, playRandomly, truthOf } from './helpers/table.ts';
import { mulberry32 } from '@fengsheng/bots';

function settings(raw: Record<string, unknown>) {
  return createRoomRequest.parse({ game: 'fengsheng', ruleset: 'online', seats: 4, bots: 3, ...raw });
}

const onlineModes = fengsheng.rulesets!.find((r) => r.id === 'online')!.modes!;

describe('a room names a mode the game declares', () => {
  it('the online edition declares its five modes with their seat counts and words', () => {
    expect(onlineModes.map((m) => [m.id, m.seats, m.needsCharacters === true])).toEqual([
      ['novice', [4], false],
      ['threeVsThree', [6], false],
      ['fiveSix', [5, 6], false],
      ['missions', [6], true],
      ['free', [3, 4, 5, 6, 7, 8], false],
    ]);
    for (const m of onlineModes) expect(m.name.zh && m.name.en && m.text.zh && m.text.en).toBeTruthy();
  });

  it('each mode is accepted at its own seat counts', () => {
    for (const m of onlineModes)
      for (const seats of m.seats)
        expect(
          checkSettings(settings({ mode: m.id, seats, bots: seats - 1, options: { characters: true } })),
          `${m.id} ${seats}`,
        ).toBeNull();
  });

  it('新手场 is for 4 players and 3V3 for 6: another count is refused, naming the counts', () => {
    const five = checkSettings(settings({ mode: 'novice', seats: 5, bots: 4 }));
    expect(five).toMatchObject({ reason: 'mode-seat-count', params: { mode: 'novice', seats: '4' } });
    expect(five?.message).toMatch(/Beginners is played by 4 players, not 5/);
    expect(checkSettings(settings({ mode: 'threeVsThree', seats: 4, bots: 3 }))).toMatchObject({
      reason: 'mode-seat-count',
      params: { seats: '6' },
    });
    expect(checkSettings(settings({ mode: 'fiveSix', seats: 4 }))?.params).toEqual({
      mode: 'fiveSix',
      seats: '5/6',
    });
  });

  it('酱油任务场 is won by the missions: without characters it is refused, naming the mode', () => {
    const p = checkSettings(
      settings({ mode: 'missions', seats: 6, bots: 5, options: { characters: false } }),
    );
    expect(p).toMatchObject({ reason: 'mode-needs-characters', params: { mode: 'missions' } });
    expect(p?.message).toMatch(/Missions for all is won by the characters' missions/);
    expect(checkSettings(settings({ mode: 'missions', seats: 6, bots: 5 }))?.reason).toBe(
      'mode-needs-characters',
    );
  });

  it('a mode the edition does not have is refused, naming the ones it has', () => {
    const p = checkSettings(settings({ mode: 'deathmatch' }));
    expect(p?.reason).toBe('unknown-mode');
    expect(p?.params).toEqual({ mode: 'deathmatch' });
    expect(p?.message).toMatch(/no mode "deathmatch" \(try novice, threeVsThree, fiveSix, missions, free\)/);
  });

  it('an edition without modes, and 杀人游戏, refuse any mode', () => {
    expect(checkSettings(settings({ ruleset: 'standard', mode: 'novice' }))?.message).toMatch(
      /has no modes: create the room without one/,
    );
    expect(
      checkSettings(
        createRoomRequest.parse({ game: 'killer', seats: 8, bots: 7, mode: 'novice', botLevel: 'heuristic' }),
      )?.reason,
    ).toBe('unknown-mode');
  });

  it('a mode name that is not a short word is refused by the request schema', () => {
    for (const mode of ['', 'a b', 'x'.repeat(41), '新手场'])
      expect(createRoomRequest.safeParse({ seats: 4, mode }).success, JSON.stringify(mode)).toBe(false);
  });
});

describe('modes over HTTP and at the table', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('a bad mode gets its reason and makes no room', async () => {
    const before = (await get<{ rooms: unknown[] }>(`${server.url}/api/rooms`)).body.rooms.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ mode: 'deathmatch', seats: 4 }, 'unknown-mode'],
      [{ mode: 'novice', seats: 6 }, 'mode-seat-count'],
      [{ mode: 'threeVsThree', seats: 5 }, 'mode-seat-count'],
      [{ mode: 'missions', seats: 6 }, 'mode-needs-characters'],
      [{ mode: 'novice', seats: 4, ruleset: 'standard' }, 'unknown-mode'],
      // A mode is named by its id, not its words.
      [{ mode: '新手场', seats: 4 }, 'bad-request'],
    ];
    for (const [body, reason] of cases) {
      const res = await post<HttpErrorBody>(`${server.url}/api/rooms`, {
        ruleset: 'online',
        bots: 0,
        ...body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.reason, JSON.stringify(body)).toBe(reason);
    }
    expect((await get<{ rooms: unknown[] }>(`${server.url}/api/rooms`)).body.rooms.length).toBe(before);
  });

  it('bots of every level play a game of every mode to the end, and the game is that mode', async () => {
    const plays: [string, number, string][] = [
      ['novice', 4, 'random'],
      ['novice', 4, 'heuristic'],
      ['threeVsThree', 6, 'random'],
      ['threeVsThree', 6, 'heuristic'],
      ['fiveSix', 5, 'heuristic'],
      ['free', 3, 'search'],
      ['novice', 4, 'search'],
      ['missions', 6, 'heuristic'],
    ];
    // All eight tables play at once: the test waits for the slowest, not for their sum.
    const made = await Promise.all(
      plays.map(([mode, seats, botLevel]) =>
        post<{ gameId: string }>(`${server.url}/api/rooms`, {
          ruleset: 'online',
          mode,
          seats,
          bots: seats,
          botLevel,
          speed: 'fast',
          ...(mode === 'missions' ? { options: { characters: true } } : {}),
        }),
      ),
    );
    for (const [i, [mode, , botLevel]] of plays.entries()) {
      expect(made[i].status, `${mode} ${botLevel}`).toBe(201);
      let game: Record<string, unknown> = {};
      for (let n = 0; n < 3600 && game.status !== 'finished'; n++) {
        game = (await get(`${server.url}/api/games/${made[i].body.gameId}`)).body;
        if (game.status !== 'finished') await new Promise((r) => setTimeout(r, 50));
      }
      expect(game.status, `${mode} ${botLevel}`).toBe('finished');
      expect((game.settings as { mode?: string }).mode).toBe(mode);
      expect((await truthOf(server, made[i].body.gameId)).options.mode).toBe(mode);
    }
  }, 240_000);

  it('in 3V3 each player is sent their teammates’ camps and never a living opponent’s', async () => {
    const table = await humanTable(server, 6, { ruleset: 'online', mode: 'threeVsThree' }, false);
    await playRandomly(table, mulberry32(16));
    const truth = await truthOf(server, table.gameId);
    expect(truth.options.mode).toBe('threeVsThree');
    const camps = truth.states[0].players.map((p) => p.camp);
    // Fixed alternating seats: the two camps sit in turn.
    for (let s = 0; s < 6; s++) expect(camps[s]).not.toBe(camps[(s + 1) % 6]);
    for (const [me, player] of table.players.entries()) {
      expect(player.states.length).toBeGreaterThan(1);
      for (const state of player.states) {
        const shown = (state.view as { players: { camp: string | null }[] }).players;
        const truthNow = truth.states[state.seq].players;
        for (let q = 0; q < 6; q++) {
          if (camps[q] === camps[me]) expect(shown[q].camp, `seat ${me} sees ${q}`).toBe(camps[q]);
          else if (!truthNow[q].revealed) expect(shown[q].camp, `seat ${me} sees ${q}`).toBeNull();
        }
      }
    }
  }, 150_000);
});
