// The card zones (zones.ts) under the rules that move cards: drawing rebuilds an empty deck from
// the discard at once (000: 当牌库的牌抽完时，马上把弃牌堆洗混后形成新的牌库), an empty discard
// leaves nothing to draw, and looking for a card that is not there finds nothing and moves nothing.
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/index.ts';
import type { CardId, GameEvent, GameState } from '../src/index.ts';
import {
  drawCards,
  findHandCard,
  findIntelCard,
  takeFromHand,
  takeFromIntel,
  takeTop,
} from '../src/core/zones.ts';

/** A 3-player table with the given hands and intel; the deck then holds `deck` (top last) and every
 * other card is in the discard, or out of the game. Set by hand: a new game draws from the deck. */
function table(
  deck: CardId[],
  rest: 'discard' | 'removed',
  hands: CardId[][] = [[], [], []],
  intel: CardId[][] = [],
): GameState {
  const s = createGame({
    ruleset: 'standard',
    players: 3,
    seed: 1,
    setup: { camps: ['red', 'blue', 'neutral'], hands, intel, firstPlayer: 0, skipFirstDraw: true },
  }).state;
  const others = [...s.deck, ...s.discard].filter((c) => !deck.includes(c));
  s.deck = [...deck];
  s.discard = rest === 'discard' ? others : [];
  s.removed = rest === 'removed' ? others : [];
  return s;
}

describe('the deck', () => {
  it('an empty deck is rebuilt from the discard before the next card is taken', () => {
    const s = table([], 'discard');
    expect(s.deck).toEqual([]);
    const n = s.discard.length;
    const out: GameEvent[] = [];
    const c = takeTop(s, out);
    expect(c).toBeGreaterThanOrEqual(0);
    expect(out[0]).toEqual({ type: 'reshuffle', count: n });
    expect(s.deck).toHaveLength(n - 1);
    expect(s.discard).toEqual([]);
  });

  it('taking the last card rebuilds the deck at once', () => {
    const s = table([5], 'discard');
    const n = s.discard.length;
    const out: GameEvent[] = [];
    expect(takeTop(s, out)).toBe(5);
    expect(out).toEqual([{ type: 'reshuffle', count: n }]);
    expect(s.deck).toHaveLength(n);
  });

  it('with deck and discard both empty nothing is taken or drawn, and nothing is reshuffled', () => {
    const s = table([], 'removed');
    const out: GameEvent[] = [];
    expect(takeTop(s, out)).toBe(-1);
    const held = s.players[0].hand.slice();
    drawCards(s, 0, 2, out);
    expect(out).toEqual([]);
    expect(s.players[0].hand).toEqual(held);
  });

  it('drawing from an empty deck draws from the rebuilt one', () => {
    const s = table([], 'discard');
    const out: GameEvent[] = [];
    const held = s.players[1].hand.length;
    drawCards(s, 1, 2, out);
    expect(s.players[1].hand).toHaveLength(held + 2);
    expect(out.map((e) => e.type)).toEqual(['reshuffle', 'draw']);
  });
});

describe('finding and taking a card', () => {
  it('a card not in the hand is not taken, and the hand is unchanged', () => {
    const s = table([], 'removed', [[1, 2], [], []]);
    expect(takeFromHand(s, 0, 3)).toBe(false);
    expect(s.players[0].hand).toEqual([1, 2]);
    expect(takeFromHand(s, 0, 1)).toBe(true);
    expect(s.players[0].hand).toEqual([2]);
  });

  it('a handle nobody holds finds no card, in hand or intel; intel not on the table is taken from nobody', () => {
    const s = table([], 'removed', [[1], [], []], [[], [], [4]]);
    const unknown = s.nextHandle + 100;
    expect(findHandCard(s, 0, unknown)).toBe(-1);
    expect(findHandCard(s, 0, s.handleOf[1])).toBe(1);
    expect(findIntelCard(s, unknown)).toBe(-1);
    expect(findIntelCard(s, s.handleOf[4])).toBe(4);
    expect(takeFromIntel(s, 9)).toBe(-1);
    expect(takeFromIntel(s, 4)).toBe(2);
    expect(s.players[2].intel).toEqual([]);
  });
});
