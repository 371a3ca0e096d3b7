// The card moves that character skills are made of, each a rule of the game: what moves where,
// who is told, and that a move of a card that is not there (or with nothing to take) does nothing.
// Seat A (0) and card id 0 (the first 锁定) are used on purpose: the lowest seat and the lowest
// card are seats and cards like the others.
import { describe, expect, it } from 'vitest';
import {
  countIntel,
  coverCharacter,
  declaresByIntelFrom,
  discardAnyIntel,
  intelToDeckTop,
  intelToHand,
  intelToIntel,
  isBlack,
  livingSeats,
  lookAtIntelInTransit,
  placeIntelTogether,
  revealDeckTop,
  swapIntelInTransitWithDeckTop,
  swapIntelWithDeckTop,
  takeIdentityCard,
  takeRandomHandCard,
  turnIntelInTransitFaceUp,
} from '../src/core/moves.ts';
import type { GameEvent } from '../src/index.ts';
import { view } from '../src/index.ts';
import { table } from './helpers/table.ts';

/** A's intel: the 锁定 with card id 0 and a black 截获; B's: a blue 烧毁. The deck top: a 调虎离山. */
function intelTable(characters = false) {
  const t = table({
    players: 3,
    camps: ['red', 'blue', 'neutral'],
    ...(characters ? { characters: ['小白', '戴笠', '职业杀手'], up: [0, 1, 2] } : {}),
    hands: {
      0: ['red intercept'],
      1: ['black decode', 'red counter'],
      2: ['blue lock', 'red burn', 'black lure'],
    },
    intel: { 0: ['red lock', 'black intercept'], 1: ['blue burn'] },
    deck: ['red lure', 'blue decode'],
  });
  expect(t.card('red lock')).toBe(0);
  return t;
}

/** Nothing changes, and nobody is told anything. */
function noChange(t: ReturnType<typeof table>, move: (out: GameEvent[]) => unknown): unknown {
  const before = structuredClone(t.s);
  const out: GameEvent[] = [];
  const r = move(out);
  expect(out).toStrictEqual([]);
  expect(t.s).toStrictEqual(before);
  return r;
}

describe('intel moved out of an intel area', () => {
  it('to the deck top (潜藏伏击): under a new handle, seen going by all', () => {
    const t = intelTable();
    const out: GameEvent[] = [];
    const old = t.s.handleOf[0];
    intelToDeckTop(t.s, 0, 2, out);
    expect(t.s.players[0].intel).toStrictEqual([t.card('black intercept')]);
    expect(t.s.deck.at(-1)).toBe(0);
    expect(t.s.handleOf[0]).not.toBe(old);
    expect(out).toStrictEqual([{ type: 'intelToDeckTop', seat: 0, card: 0, by: 2 }]);
    noChange(t, (o) => intelToDeckTop(t.s, t.card('blue lock'), 2, o));
  });

  it('to a hand (时差, 掩护, 偷天)', () => {
    const t = intelTable();
    const out: GameEvent[] = [];
    intelToHand(t.s, 0, 2, out);
    expect(t.s.players[0].intel).toStrictEqual([t.card('black intercept')]);
    expect(t.s.players[2].hand.at(-1)).toBe(0);
    expect(out).toStrictEqual([{ type: 'intelToHand', seat: 0, card: 0, recipient: 2 }]);
    noChange(t, (o) => intelToHand(t.s, t.card('blue lock'), 2, o));
  });

  it('to the discard, true or false (狙击)', () => {
    const t = intelTable();
    const out: GameEvent[] = [];
    expect(discardAnyIntel(t.s, 0, 2, out)).toBe(true);
    expect(t.s.discard.at(-1)).toBe(0);
    expect(out).toStrictEqual([{ type: 'burn', seat: 0, card: 0, by: 2 }]);
    expect(noChange(t, (o) => discardAnyIntel(t.s, t.card('blue lock'), 2, o))).toBe(false);
  });

  it('into another intel area (收买)', () => {
    const t = intelTable();
    const out: GameEvent[] = [];
    intelToIntel(t.s, 0, 1, 1, out);
    expect(t.s.players[0].intel).toStrictEqual([t.card('black intercept')]);
    expect(t.s.players[1].intel).toContain(0);
    expect(out[0]).toMatchObject({ type: 'receive', seat: 1, card: 0 });
    noChange(t, (o) => intelToIntel(t.s, t.card('blue lock'), 1, 1, o));
  });

  it('swapped with the deck top, in its place (偷龙转凤, 临危受命)', () => {
    const t = intelTable();
    const out: GameEvent[] = [];
    swapIntelWithDeckTop(t.s, 0, 2, out);
    const lure = t.card('red lure');
    expect(t.s.players[0].intel).toStrictEqual([t.card('black intercept'), lure]);
    expect(t.s.deck.at(-1)).toBe(0);
    expect(out).toStrictEqual([{ type: 'intelSwapped', seat: 0, card: 0, replacement: lure, by: 2 }]);
    noChange(t, (o) => swapIntelWithDeckTop(t.s, t.card('blue lock'), 2, o));
  });

  it('with no deck and no discard left the intel stays where it was', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      hands: { 0: ['red intercept'] },
      intel: { 1: ['blue burn'] },
      rest: 'removed',
    });
    noChange(t, (o) => swapIntelWithDeckTop(t.s, t.card('blue burn'), 2, o));
    expect(noChange(t, (o) => revealDeckTop(t.s, 2, o))).toBe(-1);
  });

  it('the deck top shown to all when it is card id 0; a swap with it', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      hands: { 0: ['red intercept'] },
      intel: { 1: ['blue burn'] },
      deck: ['red lock', 'red lure'],
    });
    const out: GameEvent[] = [];
    expect(revealDeckTop(t.s, 2, out)).toBe(0);
    expect(t.s.deck.at(-1)).toBe(0);
    expect(out).toStrictEqual([{ type: 'deckTopShown', card: 0, by: 2 }]);
    swapIntelWithDeckTop(t.s, t.card('blue burn'), 2, out);
    expect(t.s.players[1].intel).toStrictEqual([0]);
  });
});

describe('hands, counts and the living', () => {
  it('a card taken at random from a hand; none from an empty one', () => {
    const t = intelTable();
    const out: GameEvent[] = [];
    const c = takeRandomHandCard(t.s, 1, 0, out);
    expect(t.s.players[0].hand).toStrictEqual([t.card('red intercept'), c]);
    expect(out).toStrictEqual([{ type: 'take', seat: 0, victim: 1, card: c }]);
    takeRandomHandCard(t.s, 1, 0, out);
    expect(t.s.players[1].hand).toStrictEqual([]);
    expect(noChange(t, (o) => takeRandomHandCard(t.s, 1, 2, o))).toBe(-1);
  });

  it('intel counted by a rule (black ones), and the seats still in the game', () => {
    const t = intelTable();
    expect(countIntel(t.s, 0, (c) => isBlack(t.s, c))).toBe(1);
    t.s.players[1].alive = false;
    expect(livingSeats(t.s)).toStrictEqual([0, 2]);
  });

  it('several cards placed at once, each an intel gained (血染玫瑰, 遗志); none placed, nothing happens', () => {
    const t = intelTable(true);
    const out: GameEvent[] = [];
    const cards = [t.card('blue lock'), t.card('red burn')];
    placeIntelTogether(t.s, 2, cards, 1, 2, out);
    expect(t.s.players[1].intel).toStrictEqual([t.card('blue burn'), ...cards]);
    expect(out.filter((e) => e.type === 'receive')).toStrictEqual(
      cards.map((card) => ({ type: 'receive', seat: 1, card, from: 2, how: 'placed' })),
    );
    expect(t.s.tasks).toStrictEqual(
      cards.map((card, i) => ({
        run: 'intelGained',
        data: { seat: 1, card, from: 2, how: 'placed', colour: ['blue', 'red'][i] },
      })),
    );
    noChange(t, (o) => placeIntelTogether(t.s, 2, [t.card('black decode')], 1, 2, o));
  });

  it('without characters no "intel gained" skill is looked for', () => {
    const t = intelTable(false);
    placeIntelTogether(t.s, 2, [t.card('blue lock')], 1, 2, []);
    expect(t.s.tasks).toStrictEqual([]);
  });
});

describe('the intel in transit', () => {
  function inTransit() {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      hands: { 0: ['black intercept', 'red lock'] },
      deck: ['red lure'],
    });
    t.play('A: pass');
    t.play('A: send black intercept');
    return t;
  }

  it('looked at by one seat (速译), once however often; nothing to look at when none travels', () => {
    const t = inTransit();
    const out: GameEvent[] = [];
    expect(lookAtIntelInTransit(t.s, 2, out)).toBe(true);
    expect(lookAtIntelInTransit(t.s, 2, out)).toBe(true);
    expect(t.s.passing?.seenBy).toStrictEqual([2]);
    expect(out[0]).toStrictEqual({ type: 'peek', seat: 2, card: t.card('black intercept'), to: [2] });
    expect(view(t.s, 2).passing?.card.face).not.toBeNull();
    const idle = intelTable();
    expect(noChange(idle, (o) => lookAtIntelInTransit(idle.s, 2, o))).toBe(false);
    expect(noChange(idle, (o) => turnIntelInTransitFaceUp(idle.s, 2, o))).toBe(-1);
    expect(noChange(idle, (o) => swapIntelInTransitWithDeckTop(idle.s, 2, o))).toBe(false);
  });

  it('turned face up for all (揭露), only if face down', () => {
    const t = inTransit();
    const out: GameEvent[] = [];
    const card = t.card('black intercept');
    expect(turnIntelInTransitFaceUp(t.s, 1, out)).toBe(card);
    expect(out).toStrictEqual([{ type: 'intelTurnedUp', card, by: 1 }]);
    expect(noChange(t, (o) => turnIntelInTransitFaceUp(t.s, 1, o))).toBe(-1);
  });

  it('swapped with the deck top (偷龙转凤): nobody, the sender and any onlooker included, knows the new card', () => {
    const t = inTransit();
    lookAtIntelInTransit(t.s, 2, []);
    const out: GameEvent[] = [];
    expect(swapIntelInTransitWithDeckTop(t.s, 1, out)).toBe(true);
    expect(t.s.passing?.seenBy).toStrictEqual([]);
    for (const v of [0, 1, 2] as const) expect(view(t.s, v).passing?.card.face).toBeNull();
  });

  it('swapped with a deck top that is card id 0, like any other', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      hands: { 0: ['black intercept'] },
      deck: ['red lock'],
    });
    t.play('A: send black intercept');
    expect(swapIntelInTransitWithDeckTop(t.s, 1, [])).toBe(true);
    expect(t.s.passing?.card).toBe(0);
  });

  it('with nothing left to swap with, it travels on unchanged', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      hands: { 0: ['black intercept'] },
      rest: 'removed',
    });
    t.play('A: send black intercept');
    expect(noChange(t, (o) => swapIntelInTransitWithDeckTop(t.s, 1, o))).toBe(false);
  });
});

describe('characters and identities', () => {
  it('a face-up character turned face down; one already face down stays so, silently', () => {
    const t = intelTable(true);
    const out: GameEvent[] = [];
    coverCharacter(t.s, 0, out);
    expect(t.s.players[0].characterUp).toBe(false);
    expect(out).toStrictEqual([{ type: 'characterFlip', seat: 0, up: false, character: 'littleBai' }]);
    noChange(t, (o) => coverCharacter(t.s, 0, o));
  });

  it('an identity card is taken once (临危受命), and never from oneself', () => {
    const t = intelTable(true);
    const out: GameEvent[] = [];
    takeIdentityCard(t.s, 0, 1, out);
    expect(t.s.players[0].camp).toBe('blue');
    expect(view(t.s, 2).players[1].camp).toBeNull();
    expect(out).toStrictEqual([{ type: 'identitySwapped', seat: 0, with: 1 }]);
    noChange(t, (o) => takeIdentityCard(t.s, 2, 1, o));
    noChange(t, (o) => takeIdentityCard(t.s, 2, 2, o));
  });
});

describe('a declaration "because of the intel you sent"', () => {
  it('counts only the last intel the declarer got from that sender’s passing, still theirs', () => {
    const t = intelTable();
    const s = t.s;
    const card = t.card('blue burn');
    const got = (how: string, seat = 1, from = 0) => {
      s.lastIntel = { seat, card, from, how } as typeof s.lastIntel;
    };
    for (const how of ['accepted', 'forced', 'intercepted']) {
      got(how);
      expect(declaresByIntelFrom(s, 1, 0)).toBe(true);
    }
    got('placed');
    expect(declaresByIntelFrom(s, 1, 0)).toBe(false);
    got('accepted', 2);
    expect(declaresByIntelFrom(s, 1, 0)).toBe(false);
    got('accepted', 1, 2);
    expect(declaresByIntelFrom(s, 1, 0)).toBe(false);
    got('accepted', 1, 1);
    expect(declaresByIntelFrom(s, 1, 1)).toBe(false);
    s.lastIntel = null;
    expect(declaresByIntelFrom(s, 1, 0)).toBe(false);
    // No longer in front of the declarer, and not among what another player died with.
    got('accepted');
    s.players[1].intel = [];
    expect(declaresByIntelFrom(s, 1, 0)).toBe(false);
    s.deaths.push({ seat: 2, killer: 0, turn: 1, intel: [card], hand: [] });
    expect(declaresByIntelFrom(s, 1, 0)).toBe(false);
    s.deaths.push({ seat: 1, killer: 0, turn: 1, intel: [card], hand: [] });
    expect(declaresByIntelFrom(s, 1, 0)).toBe(true);
  });
});
