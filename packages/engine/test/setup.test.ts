// Setup of a new game (seeds 000 and 004): identities from the table, three starting cards each, a
// random first player whose turn starts by drawing two.
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, registerRuleset } from '../src/index.ts';
import type { GameOptions } from '../src/index.ts';

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

// Bad setups get a clear error naming what is wrong (a server passes the player count and
// options through; a scenario passes the whole setup).
describe('a setup that cannot be played is refused with the reason', () => {
  const base = { ruleset: 'standard', seed: 1 } as const;
  const camps5 = ['red', 'blue', 'red', 'blue', 'neutral'] as const;
  const refused = (opts: Partial<GameOptions>, message: string): void => {
    expect(() => createGame({ ...base, players: 5, ...opts })).toThrow(message);
  };

  it('the player count is a whole number from 3 to 9', () => {
    for (const players of [2, 10, 4.5])
      refused({ players }, `players must be an integer from 3 to 9, got ${players}`);
    expect(createGame({ ...base, players: 3 }).state.players).toHaveLength(3);
    expect(createGame({ ...base, players: 9 }).state.players).toHaveLength(9);
  });

  it('the printed alternative identity rows exist only for 4, 6 and 7 players', () => {
    refused({ identityTable: 'variant' }, 'no variant identity table for 5 players');
    // Also when the camps are fixed: a scenario may not claim a table the edition does not print.
    refused(
      { identityTable: 'variant', setup: { camps: [...camps5] } },
      'no variant identity table for 5 players',
    );
    expect(createGame({ ...base, players: 4, identityTable: 'variant' }).state.options.identityTable).toBe(
      'variant',
    );
  });

  it('fixed camps must name one camp per seat', () => {
    refused({ setup: { camps: ['red', 'blue'] } }, 'setup.camps must list 5 camps');
  });

  it('a placed card must be a card of the deck, placed once', () => {
    for (const c of [-1, 81, 1.5]) refused({ setup: { hands: [[c]] } }, `hands[0]: no card ${c}`);
    refused({ setup: { hands: [[], [4, 4]] } }, 'hands[1]: card 4 is placed twice');
    refused({ setup: { intel: [[], [], [7]], hands: [[7]] } }, 'intel[2]: card 7 is placed twice');
    refused({ setup: { discard: [90] } }, 'discard: no card 90');
    refused({ setup: { removed: [90] } }, 'removed: no card 90');
    refused({ setup: { deck: [90] } }, 'deck: no card 90');
    // The last card of the deck is a card.
    const last = createGame({ ...base, players: 5, setup: { hands: [[80]], skipFirstDraw: true } });
    expect(last.state.players[0].hand).toEqual([80]);
  });

  it('the first player is a seat at the table', () => {
    refused(
      { setup: { camps: [...camps5], firstPlayer: 5 } },
      'setup.firstPlayer must be a seat from 0 to 4',
    );
    refused(
      { setup: { camps: [...camps5], firstPlayer: -1 } },
      'setup.firstPlayer must be a seat from 0 to 4',
    );
    expect(createGame({ ...base, players: 5, setup: { firstPlayer: 4 } }).state.current).toBe(4);
  });

  it('fixed characters must name one character per seat, each a character of the edition', () => {
    refused(
      { characters: true, setup: { characters: ['beauty', 'blade'] } },
      'setup.characters must list 5 characters',
    );
    refused(
      { characters: true, setup: { characters: ['beauty', 'blade', 'hitman', 'mrYi', 'nobody'] } },
      'unknown character "nobody"',
    );
  });

  it('an edition without characters cannot be played with them', () => {
    registerRuleset({ ...getRuleset('standard'), id: 'standard-no-characters', characters: undefined });
    expect(() =>
      createGame({ ...base, ruleset: 'standard-no-characters', players: 5, characters: true }),
    ).toThrow('the standard-no-characters ruleset has no characters');
    // Characters the setup fixes are refused for the same reason, not as characters unknown.
    expect(() =>
      createGame({
        ...base,
        ruleset: 'standard-no-characters',
        players: 5,
        characters: true,
        setup: { characters: ['beauty', 'blade', 'hitman', 'mrYi', 'sniper'] },
      }),
    ).toThrow('the standard-no-characters ruleset has no characters');
    // Without characters the same edition plays.
    expect(createGame({ ...base, ruleset: 'standard-no-characters', players: 5 }).state.ruleset).toBe(
      'standard-no-characters',
    );
    // Two editions side by side: each game keeps its own (the last-used memo follows the id).
    expect(getRuleset('standard').id).toBe('standard');
    expect(getRuleset('standard-no-characters').id).toBe('standard-no-characters');
    expect(getRuleset('standard').id).toBe('standard');
    // Other test files may register editions of their own (the mutation run shares one module
    // graph between test files): the shipped two come first, in order, and this one is among them.
    expect(() => getRuleset('nope')).toThrow(
      /^unknown ruleset "nope" \(known: standard, zailin, .*standard-no-characters/,
    );
  });
});

describe('a new game before anything is played', () => {
  it('each seat: alive, not dying or out, identity hidden, no intel, no character, no offer', () => {
    const { state, events } = createGame({ ruleset: 'standard', players: 4, seed: 3, genders: ['female'] });
    expect(state.players.map((p) => ({ ...p, camp: undefined, hand: p.hand.length }))).toStrictEqual(
      [0, 1, 2, 3].map((seat) => ({
        seat,
        camp: undefined,
        alive: true,
        lost: false,
        dying: false,
        revealed: false,
        hand: seat === state.current ? 5 : 3,
        intel: [],
        character: null,
        characterUp: false,
        gender: seat === 0 ? 'female' : 'unknown',
        offer: [],
      })),
    );
    expect(state.options).toStrictEqual({
      players: 4,
      seed: 3,
      identityTable: 'standard',
      autoPass: true,
      characters: false,
      expansion: false,
      teaching: false,
    });
    expect(state.locks).toEqual([]);
    expect(events[0]).toStrictEqual({ type: 'gameStart', players: 4, first: state.current });
  });

  it('camps left random are shuffled: seat A is not always the same camp', () => {
    const seatA = new Set<string>();
    for (let seed = 1; seed <= 20; seed++)
      seatA.add(createGame({ ruleset: 'standard', players: 5, seed }).state.players[0].camp);
    expect(seatA.size).toBeGreaterThan(1);
  });

  it('cards fixed by the setup are where it puts them', () => {
    const { state } = createGame({
      ruleset: 'standard',
      players: 3,
      seed: 1,
      setup: {
        camps: ['red', 'blue', 'neutral'],
        hands: [[1], [2], []],
        intel: [[3]],
        discard: [4],
        removed: [5, 6],
      },
    });
    expect(state.players.map((p) => p.intel)).toEqual([[3], [], []]);
    expect(state.discard).toEqual([4]);
    expect(state.removed).toEqual([5, 6]);
    expect(state.deck).toHaveLength(81 - 6 - 2);
  });
});
