// 新手教学模式 (seed 001): ①游戏人数控制不要超过五人；②所有基础牌的特殊标记作废；③所有状态角色移出游戏 (③ waits
// for the characters). The scenarios in scenarios/zailin/teaching-*.yaml show the void marks at the
// table; this file checks the option itself.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, getRuleset, legalCommands, pending } from '../src/index.ts';
import { marksOf } from '../src/core/zones.ts';
import { MAX_COMMANDS, chooserFromRandom, seededRandom } from './helpers/invariants.ts';

describe('新手教学模式', () => {
  it('① at most five players: a sixth or seventh is refused with a clear error, three to five are dealt', () => {
    for (const players of [6, 7])
      expect(() => createGame({ ruleset: 'zailin', players, seed: 1, teaching: true })).toThrow(
        `the teaching mode is played by at most 5 players, got ${players}`,
      );
    for (const players of [3, 4, 5]) {
      const { state } = createGame({ ruleset: 'zailin', players, seed: 1, teaching: true });
      expect(state.options.teaching).toBe(true);
    }
  });

  it('the 2010 edition has no teaching mode', () => {
    expect(() => createGame({ ruleset: 'standard', players: 5, seed: 1, teaching: true })).toThrow(
      'the standard ruleset has no teaching mode',
    );
  });

  it('② the special marks are void: no card keeps 加密 or 转向; 危险情报 keeps only its free delivery', () => {
    const { state } = createGame({ ruleset: 'zailin', players: 5, seed: 1, teaching: true });
    const cards = getRuleset('zailin').cards;
    cards.forEach((face, card) => {
      const m = marksOf(state, card);
      if (face.fn === 'dangerousIntel') expect(m).toEqual({ anyDelivery: true });
      else expect(m, `${face.colour} ${face.fn}`).toBeNull();
    });
    const normal = createGame({ ruleset: 'zailin', players: 5, seed: 1 }).state;
    expect(cards.filter((_, c) => marksOf(normal, c)?.encrypted).length).toBe(15);
    expect(cards.filter((_, c) => marksOf(normal, c)?.turnable).length).toBe(29);
  });

  it('② in 40 random teaching games no send is ever offered the other way round, and 危险情报 is still declared', () => {
    const random = seededRandom(0x7eac);
    const choose = chooserFromRandom(random);
    let declared = 0;
    let sends = 0;
    for (let g = 0; g < 40; g++) {
      const { state } = createGame({ ruleset: 'zailin', players: 3 + (g % 3), seed: g, teaching: true });
      for (let n = 0; !state.result && n < MAX_COMMANDS; n++) {
        const p = pending(state)!;
        const legal = legalCommands(state, p.seat);
        for (const c of legal)
          if (c.type === 'send') {
            sends++;
            expect(c, `game ${g}`).not.toHaveProperty('direction');
            if (c.delivery !== undefined) declared++;
          }
        expect(applyInPlace(state, p.seat, legal[choose(legal.length)]).ok).toBe(true);
      }
      expect(state.result, `game ${g} ended`).not.toBeNull();
    }
    expect(sends).toBeGreaterThan(0);
    expect(declared).toBeGreaterThan(0);
  });
});
