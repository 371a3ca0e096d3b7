// The card zones (zones.ts) under the rules that move cards: drawing rebuilds an empty deck from
// the discard at once (000: 当牌库的牌抽完时，马上把弃牌堆洗混后形成新的牌库), an empty discard
// leaves nothing to draw, and looking for a card that is not there finds nothing and moves nothing.
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/index.ts';
import type { CardId, GameEvent, GameState } from '../src/index.ts';
import { getRuleset } from '../src/core/ruleset.ts';
import {
  colourMatches,
  countColour,
  deckBottom,
  deckTopCards,
  demandedCard,
  demandedColour,
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

describe('the deck, looked at without drawing', () => {
  it('the bottom card of an empty deck is taken from the discard shuffled into a new deck, as for a draw', () => {
    const s = table([], 'discard');
    const n = s.discard.length;
    const out: GameEvent[] = [];
    const c = deckBottom(s, out);
    expect(c).toBeGreaterThanOrEqual(0);
    expect(c).toBe(s.deck[0]);
    expect(out).toEqual([{ type: 'reshuffle', count: n }]);
    expect(s.discard).toEqual([]);
  });

  it('a deck holding exactly the cards looked at is not topped up: the discard stays where it is', () => {
    const s = table([5, 6, 7], 'discard');
    const discard = s.discard.slice();
    const out: GameEvent[] = [];
    expect(deckTopCards(s, 3, out)).toEqual([7, 6, 5]);
    expect(out).toEqual([]);
    expect(s.deck).toEqual([5, 6, 7]);
    expect(s.discard).toEqual(discard);
  });

  it('a short deck with an empty discard shows what it has, and nothing is reshuffled', () => {
    const s = table([5, 6], 'removed');
    const out: GameEvent[] = [];
    expect(deckTopCards(s, 5, out)).toEqual([6, 5]);
    expect(out).toEqual([]);
    expect(s.deck).toEqual([5, 6]);
  });
});

describe('handles', () => {
  it('every card dealt gets a handle of its own, never 0 (the handle the views give a card out of sight)', () => {
    const s = createGame({ ruleset: 'standard', players: 3, seed: 1 }).state;
    const handles = s.players.flatMap((p) => p.hand.map((c) => s.handleOf[c]));
    expect(handles.length).toBeGreaterThan(2);
    expect(new Set(handles).size).toBe(handles.length);
    for (const h of handles) expect(h).toBeGreaterThan(0);
  });
});

/** A 3-player 风声再临 table (it has two-colour cards) with the given hands and intel. */
function zailinTable(hands: CardId[][], intel: CardId[][] = []): GameState {
  return createGame({
    ruleset: 'zailin',
    players: 3,
    seed: 1,
    setup: { camps: ['red', 'blue', 'neutral'], hands, intel, firstPlayer: 0, skipFirstDraw: true },
  }).state;
}

function cardOf(colour: string, notIn: CardId[] = []): CardId {
  const cards = getRuleset('zailin').cards;
  const i = cards.findIndex((c, k) => c.colour === colour && !notIn.includes(k));
  if (i < 0) throw new Error(`no ${colour} card`);
  return i;
}

describe('two-colour cards', () => {
  it('a two-colour intel counts as red and as blue, never as black', () => {
    const dual = cardOf('dual');
    const s = zailinTable([[], [], []], [[dual], [], []]);
    expect(countColour(s, 0, 'red')).toBe(1);
    expect(countColour(s, 0, 'blue')).toBe(1);
    expect(countColour(s, 0, 'black')).toBe(0);
  });

  it('a two-colour card answers a demand for red or blue, not one for black', () => {
    expect(colourMatches('dual', 'red')).toBe(true);
    expect(colourMatches('dual', 'blue')).toBe(true);
    expect(colourMatches('dual', 'black')).toBe(false);
  });
});

describe('demands on the sender (密令, 情报处长)', () => {
  it('a colour demanded that the hand does not hold leaves the sender free', () => {
    const black = cardOf('black');
    const blue = cardOf('blue');
    const s = zailinTable([[black, blue], [], []]);
    s.demand = { colour: 'red', by: 1 };
    expect(demandedColour(s, 0)).toBe(null);
    s.demand = { colour: 'blue', by: 1 };
    expect(demandedColour(s, 0)).toBe('blue');
  });

  it('a card demanded that has left the hand since leaves the sender free', () => {
    const black = cardOf('black');
    const gone = cardOf('black', [black]);
    const s = zailinTable([[black], [], []]);
    s.demand = { colour: 'black', by: 1, card: gone };
    expect(demandedCard(s, 0)).toBe(-1);
    s.demand = { colour: 'black', by: 1, card: black };
    expect(demandedCard(s, 0)).toBe(black);
    s.demand = null;
    expect(demandedCard(s, 0)).toBe(-1);
  });
});
