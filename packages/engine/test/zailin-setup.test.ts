// Setup of a 风声再临 game (seed 001): identities by the table for 3-7 players, the cards left over at
// 3 and 4 players going back unseen, two starting cards each, and the first player's draw of two.
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/index.ts';
import type { Camp } from '../src/index.ts';

// 游戏人数身份配置: 3人：潜伏1 军情1 特工2 … 7人：潜伏3 军情3 特工1 (red 潜伏, blue 军情, neutral 特工).
const TABLE: Record<number, [number, number, number]> = {
  3: [1, 1, 2],
  4: [2, 2, 2],
  5: [2, 2, 1],
  6: [2, 2, 2],
  7: [3, 3, 1],
};

function counts(camps: Camp[]): [number, number, number] {
  return [
    camps.filter((c) => c === 'red').length,
    camps.filter((c) => c === 'blue').length,
    camps.filter((c) => c === 'neutral').length,
  ];
}

describe('风声再临 setup (001 游戏准备)', () => {
  for (const players of [5, 6, 7]) {
    it(`${players} players: every identity card of the table is dealt`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const { state } = createGame({ ruleset: 'zailin', players, seed });
        expect(counts(state.players.map((p) => p.camp))).toEqual(TABLE[players]);
      }
    });
  }

  for (const players of [3, 4]) {
    it(`${players} players: one card each from the table's ${TABLE[players].reduce((a, b) => a + b)}; the rest go back unseen`, () => {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 60; seed++) {
        const { state } = createGame({ ruleset: 'zailin', players, seed });
        const c = counts(state.players.map((p) => p.camp));
        expect(c[0] + c[1] + c[2]).toBe(players);
        // Never more of an identity than the table has.
        for (let i = 0; i < 3; i++) expect(c[i]).toBeLessThanOrEqual(TABLE[players][i]);
        // Nobody is shown the cards left over: no view names a camp but the viewer's own.
        expect(state.players.every((p) => !p.revealed)).toBe(true);
        seen.add(c.join('-'));
      }
      // Which cards are left over varies from game to game.
      expect(seen.size).toBeGreaterThan(1);
    });
  }

  // ⑤顺序：年长者作为起始玩家: an online table knows nobody's age, so the first player is drawn at
  // random; every seat can be it.
  it('the first player is drawn at random: over 60 games of five, every seat begins some', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 60; seed++)
      firsts.add(createGame({ ruleset: 'zailin', players: 5, seed }).state.current);
    expect([...firsts].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  for (const players of [3, 4, 5, 6, 7]) {
    it(`${players} players: two starting cards each, the first player draws two, the rest is the deck`, () => {
      for (const seed of [1, 2, 3]) {
        const { state, events } = createGame({ ruleset: 'zailin', players, seed });
        const first = state.current;
        for (const p of state.players) expect(p.hand.length).toBe(p.seat === first ? 4 : 2);
        expect(state.deck.length).toBe(87 - 2 * players - 2);
        const firstDraws = events.filter((e) => e.type === 'draw' && e.seat === first);
        expect(firstDraws.length).toBe(2);
      }
    });
  }

  it('the book prints one identity table: a game asking for the 2010 variant table is refused', () => {
    for (const players of [4, 6, 7])
      expect(() => createGame({ ruleset: 'zailin', players, seed: 1, identityTable: 'variant' })).toThrow(
        /no variant identity table/,
      );
  });

  it('2 and 8 players are refused: the game is for 3 to 7', () => {
    expect(() => createGame({ ruleset: 'zailin', players: 2, seed: 1 })).toThrow(/3 to 7/);
    expect(() => createGame({ ruleset: 'zailin', players: 8, seed: 1 })).toThrow(/3 to 7/);
  });
});
