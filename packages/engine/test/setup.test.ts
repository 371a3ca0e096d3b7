// Setup of a new game (seeds 000 and 004): identities from the table, three starting cards each, a
// random first player whose turn starts by drawing two.
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset } from '../src/index.ts';

describe('setup (000: 把游戏牌洗混，随机分给每位玩家三张为起始手牌)', () => {
  for (const players of [3, 5, 9]) {
    it(`${players} players: everyone gets three cards, the first player draws two more, the rest is the deck`, () => {
      for (const seed of [1, 2, 3]) {
        const { state, events } = createGame({ ruleset: 'standard', players, seed });
        const first = state.current;
        for (const p of state.players) expect(p.hand.length).toBe(p.seat === first ? 5 : 3);
        expect(state.deck.length).toBe(81 - 3 * players - 2);
        expect(state.turn).toBe(1);
        expect(events.filter((e) => e.type === 'draw' && e.seat === first).length).toBe(2);
      }
    });
  }

  it('identities are dealt from the table for the player count and kept secret', () => {
    const rs = getRuleset('standard');
    for (let n = 3; n <= 9; n++) {
      const { state } = createGame({ ruleset: 'standard', players: n, seed: n });
      expect(state.players.map((p) => p.camp).sort()).toEqual(rs.identities(n, 'standard').sort());
      expect(state.players.every((p) => !p.revealed)).toBe(true);
    }
    const { state } = createGame({ ruleset: 'standard', players: 6, seed: 1, identityTable: 'variant' });
    expect(state.players.filter((p) => p.camp === 'neutral').length).toBe(0);
  });

  it('the first player is chosen at random (004: 随机决定一位玩家作为起始玩家开始他的回合)', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 50; seed++)
      firsts.add(createGame({ ruleset: 'standard', players: 5, seed }).state.current);
    expect(firsts.size).toBeGreaterThan(1);
    for (const f of firsts) expect(f >= 0 && f < 5).toBe(true);
  });
});
