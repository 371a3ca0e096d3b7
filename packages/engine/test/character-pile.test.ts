// The character pile (the characters of the game's pool that nobody plays), as 致命香水's 绝密任务 draws
// from it (001: 游戏开始随机抽一张角色牌盖置身份牌底…若抽到职业杀手/礼服蒙面/黄雀则重抽), and the pile a
// setup may fix. The scenario runner checks a pile's names before the engine sees them, so the
// engine's own refusal is checked here.
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, registerRuleset } from '../src/index.ts';
import type { GameOptions } from '../src/index.ts';

const REDRAWN = ['hitman', 'maskedGentleman', 'oriole'];

/** 风声再临, four players: 老枪 at A, 致命香水 at B, C and D without a character. */
function perfumeGame(
  seed: number,
  setup: Partial<NonNullable<GameOptions['setup']>> = {},
  ruleset = 'zailin',
) {
  return createGame({
    ruleset,
    players: 4,
    seed,
    characters: true,
    setup: {
      camps: ['red', 'blue', 'red', 'blue'],
      characters: ['oldGun', 'deadlyPerfume', null, null],
      firstPlayer: 0,
      ...setup,
    },
  }).state;
}

describe('绝密任务 draws a character card at random from the pile', () => {
  it('the card laid under her identity always has a mission, is never 职业杀手, 礼服蒙面 or 黄雀, and nobody plays it', () => {
    const characters = getRuleset('zailin').characters!;
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = perfumeGame(seed);
      expect(s.extraMissions).toHaveLength(1);
      const { seat, character } = s.extraMissions![0];
      expect(seat).toBe(1);
      expect(characters[character].mission).not.toBeNull();
      expect(REDRAWN).not.toContain(character);
      expect(['oldGun', 'deadlyPerfume']).not.toContain(character);
      drawn.add(character);
    }
    // At random: thirty games do not all lay down the same card.
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('with no character card left that she may keep, she has no extra mission (a roster still short)', () => {
    const { deadlyPerfume, oldGun, hitman } = getRuleset('zailin').characters!;
    // Only 职业杀手 is left in the pile, and she draws again on him: nothing is laid down.
    registerRuleset({
      ...getRuleset('zailin'),
      id: 'zailin-three-characters',
      characters: { deadlyPerfume, oldGun, hitman },
    });
    const s = perfumeGame(1, {}, 'zailin-three-characters');
    expect(s.extraMissions ?? []).toEqual([]);
  });
});

describe('a pile the setup fixes, top first', () => {
  it('a character someone plays is passed over: the next card of the pile is drawn', () => {
    // 老枪 (A) is on top, but he is at the table: 大美女 under him is drawn.
    const s = perfumeGame(1, { characterDeck: ['oldGun', 'beauty'] });
    expect(s.extraMissions).toEqual([{ seat: 1, character: 'beauty' }]);
  });

  it('the same setup starts the same game twice: the host’s pile is not used up by the first', () => {
    const characterDeck = ['beauty', 'sniper'];
    const first = perfumeGame(1, { characterDeck });
    const second = perfumeGame(1, { characterDeck });
    expect(second.extraMissions).toEqual(first.extraMissions);
  });

  it('a pile naming a character the edition does not have is refused by name', () => {
    expect(() => perfumeGame(1, { characterDeck: ['beauty', 'nobody'] })).toThrow(
      'setup.characterDeck: unknown character "nobody"',
    );
  });
});
