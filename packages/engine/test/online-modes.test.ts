// The online edition's modes (seed 003, 游戏模式): each mode's rule as a test, and random games of every
// mode played to the end with the views checked at every step.
import { describe, expect, it } from 'vitest';
import {
  applyInPlace,
  createGame,
  fengsheng,
  getRuleset,
  legalCommands,
  pending,
  registerRuleset,
  view,
} from '../src/index.ts';
import type { Camp, GameState, Viewer } from '../src/index.ts';
import { chooserFromRandom, seededRandom } from './helpers/invariants.ts';
import { playRandom } from './helpers/random-game.ts';

function viewers(s: GameState): Viewer[] {
  return [...s.players.map((p) => p.seat), 'spectator'];
}

describe('3V3场 (双方角色座次如图所示。角色选定后可以查看己方队友)', () => {
  it('three of each camp, no 打酱油的, the camps seated in turn', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const camps = createGame({
        ruleset: 'online',
        players: 6,
        seed,
        mode: 'threeVsThree',
      }).state.players.map((p) => p.camp);
      expect(camps.filter((c) => c === 'red')).toHaveLength(3);
      expect(camps.filter((c) => c === 'blue')).toHaveLength(3);
      for (let i = 0; i < 6; i++) expect(camps[i]).not.toBe(camps[(i + 1) % 6]);
    }
  });

  it('a seat sees its teammates’ camp and never an opponent’s before it is revealed', () => {
    let teammatesSeen = 0;
    for (let seed = 1; seed <= 6; seed++)
      playRandom({ ruleset: 'online', players: 6, seed, mode: 'threeVsThree' }, seed, (s) => {
        for (const me of s.players) {
          const v = view(s, me.seat);
          for (const q of s.players) {
            const shown = v.players[q.seat].camp;
            if (q.camp === me.camp) {
              expect(shown, `seat ${me.seat} on its teammate ${q.seat}`).toBe(q.camp);
              teammatesSeen++;
            } else if (!q.revealed) expect(shown, `seat ${me.seat} on opponent ${q.seat}`).toBeNull();
          }
        }
        // A spectator is no one's teammate.
        const sv = view(s, 'spectator');
        for (const q of s.players) if (!q.revealed) expect(sv.players[q.seat].camp).toBeNull();
      });
    expect(teammatesSeen).toBeGreaterThan(0);
  }, 120_000);

  it('with characters, teammates are shown only once the characters are chosen (角色选定后)', () => {
    const { state } = createGame({
      ruleset: 'online',
      players: 6,
      seed: 5,
      mode: 'threeVsThree',
      characters: true,
    });
    expect(state.step).toBe('chooseCharacters');
    const teammatesShown = (s: GameState) =>
      s.players.flatMap((me) =>
        s.players.filter(
          (q) => q.seat !== me.seat && q.camp === me.camp && view(s, me.seat).players[q.seat].camp !== null,
        ),
      ).length;
    expect(teammatesShown(state)).toBe(0);
    const choose = chooserFromRandom(seededRandom(5));
    while (state.step === 'chooseCharacters') {
      const p = pending(state)!;
      const legal = legalCommands(state, p.seat);
      expect(applyInPlace(state, p.seat, legal[choose(legal.length)]).ok).toBe(true);
    }
    // Each of the six now sees its two teammates.
    expect(teammatesShown(state)).toBe(12);
  });

  it('seating in turn needs exactly two camps: an edition whose mode deals one or three is refused', () => {
    // An edition's author may get a mode's identity cards wrong; the game must not seat them anyway.
    const online = getRuleset('online');
    const alternating = (identities: Camp[]) => ({
      ...online.modes!.threeVsThree,
      identities: () => identities,
    });
    registerRuleset({
      ...online,
      id: 'online-misdealt-seating',
      modes: {
        oneCamp: alternating(['red', 'red', 'red', 'red', 'red', 'red']),
        threeCamps: alternating(['red', 'blue', 'neutral', 'red', 'blue', 'neutral']),
      },
    });
    for (const mode of ['oneCamp', 'threeCamps'])
      expect(() => createGame({ ruleset: 'online-misdealt-seating', players: 6, seed: 1, mode })).toThrow(
        'an alternating seating needs exactly two camps',
      );
  });

  it('is played by six players only', () => {
    expect(() => createGame({ ruleset: 'online', players: 5, seed: 1, mode: 'threeVsThree' })).toThrow(
      /played by 6 players, got 5/,
    );
  });
});

describe('新手场 (游戏人数为4人，阵营公开)', () => {
  it('every viewer sees every camp from the start', () => {
    const { state } = createGame({ ruleset: 'online', players: 4, seed: 3, mode: 'novice' });
    for (const v of viewers(state))
      expect(view(state, v).players.map((p) => p.camp)).toEqual(state.players.map((p) => p.camp));
  });

  it('without the mode a seat sees only its own camp', () => {
    const { state } = createGame({ ruleset: 'online', players: 4, seed: 3 });
    const shown = view(state, 0).players.map((p) => p.camp);
    expect(shown[0]).toBe(state.players[0].camp);
    expect(shown.slice(1)).toEqual([null, null, null]);
  });

  it('is played by four players only', () => {
    expect(() => createGame({ ruleset: 'online', players: 5, seed: 1, mode: 'novice' })).toThrow(
      /played by 4 players, got 5/,
    );
  });
});

describe('五六人场 and the free game (3-8人游戏，人数自由，规则与五、六人场相同)', () => {
  it('五六人场 takes 5 or 6 players, the free game 3 to 8', () => {
    for (const n of [5, 6])
      expect(() => createGame({ ruleset: 'online', players: n, seed: 1, mode: 'fiveSix' })).not.toThrow();
    for (const n of [4, 7])
      expect(() => createGame({ ruleset: 'online', players: n, seed: 1, mode: 'fiveSix' })).toThrow();
    for (let n = 3; n <= 8; n++)
      expect(() => createGame({ ruleset: 'online', players: n, seed: 1, mode: 'free' })).not.toThrow();
  });

  it('a mode for more than one table size names each when refusing another', () => {
    expect(() => createGame({ ruleset: 'online', players: 4, seed: 1, mode: 'fiveSix' })).toThrow(
      'the fiveSix mode is played by 5 or 6 players, got 4',
    );
  });

  it('the lobby lists every mode by the id a room chooses it with, and every seat’s view names the mode played', () => {
    // Rooms and the lobby find a mode by the id the game lists (server rooms.ts, web games.ts: the
    // free game is the lobby's default): a mode listed under another id could not be chosen.
    const listed = fengsheng.rulesets?.find((r) => r.id === 'online')?.modes ?? [];
    expect(listed.map((m) => m.id)).toEqual(['novice', 'threeVsThree', 'fiveSix', 'missions', 'free']);
    for (const m of listed) {
      const { state } = createGame({
        ruleset: 'online',
        players: m.seats[0],
        seed: 1,
        mode: m.id,
        characters: m.needsCharacters === true,
      });
      for (let seat = 0; seat < state.players.length; seat++) expect(view(state, seat).mode, m.id).toBe(m.id);
    }
  });

  it('an unknown mode is refused, naming the modes there are', () => {
    expect(() => createGame({ ruleset: 'online', players: 5, seed: 1, mode: 'sixSix' })).toThrow(
      /no mode "sixSix" \(modes: novice, threeVsThree, fiveSix, missions, free\)/,
    );
    expect(() => createGame({ ruleset: 'standard', players: 5, seed: 1, mode: 'novice' })).toThrow(
      /modes: none/,
    );
  });
});

describe('酱油任务场 (与六人场身份配置相同，玩家无论身份均需完成酱油任务才可胜利)', () => {
  it('is dealt the six-player identities: two of each camp', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { state } = createGame({
        ruleset: 'online',
        players: 6,
        seed,
        mode: 'missions',
        characters: true,
      });
      const camps = state.players.map((p) => p.camp);
      for (const camp of ['red', 'blue', 'neutral'] as const)
        expect(
          camps.filter((c) => c === camp),
          camp,
        ).toHaveLength(2);
    }
  });

  it('is played by six players, with characters only (it is won by their missions)', () => {
    expect(() => createGame({ ruleset: 'online', players: 6, seed: 1, mode: 'missions' })).toThrow(
      /won by the characters' missions: play it with characters/,
    );
    expect(() =>
      createGame({ ruleset: 'online', players: 5, seed: 1, mode: 'missions', characters: true }),
    ).toThrow(/played by 6 players, got 5/);
  });

  it('nobody wins by intel of a camp colour, and the last one standing wins alone', () => {
    const reasons: Record<string, number> = {};
    for (let seed = 1; seed <= 40; seed++) {
      const s = playRandom(
        { ruleset: 'online', players: 6, seed, mode: 'missions', characters: true },
        seed,
        () => {},
      );
      const r = s.result!;
      reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
      expect(r.reason, `seed ${seed}`).not.toBe('intel');
      // A win is personal: no camp wins as a camp.
      expect(r.camps, `seed ${seed}`).toEqual([]);
      if (r.reason === 'lastStanding') expect(r.winners, `seed ${seed}`).toEqual([r.declarer]);
    }
    // Both ends occur in 40 random games: a mission declared, and the last one standing.
    expect(reasons.mission).toBeGreaterThan(0);
    expect(reasons.lastStanding).toBeGreaterThan(0);
  }, 120_000);
});
