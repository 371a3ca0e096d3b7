// The effect words cards are written in (锁定, 调虎离山, 截获, 退回, 破译, 烧毁, 识破, 试探, 真伪莫辨), each a
// rule of the game: what it does, and that it does nothing when its target is gone or already so.
import { describe, expect, it } from 'vitest';
import {
  betOnIdentity,
  dealIntelFromDeck,
  discardIntel,
  leaveOutOfPassing,
  mustReceive,
  negate,
  peekIntel,
  reverseIntel,
  takeIntelInTransit,
} from '../src/core/effects.ts';
import { runNextTask } from '../src/core/tasks.ts';
import type { Frame, GameEvent } from '../src/index.ts';
import { view } from '../src/index.ts';
import { table } from './helpers/table.ts';

type T = ReturnType<typeof table>;

/** Nothing changes, and nobody is told anything. */
function noChange(t: T, move: (out: GameEvent[]) => unknown): unknown {
  const before = structuredClone(t.s);
  const out: GameEvent[] = [];
  const r = move(out);
  expect(out).toStrictEqual([]);
  expect(t.s).toStrictEqual(before);
  return r;
}

/** A 3-seat table; A (seat 0) has a false intel in front of her, B holds the intel to send. */
function base(characters?: string[]) {
  return table({
    players: 3,
    camps: ['red', 'blue', 'neutral'],
    ...(characters ? { characters, up: [0, 1, 2] } : {}),
    first: 1,
    hands: { 0: ['red intercept'], 1: ['black intercept', 'red lock'] },
    intel: { 0: ['black burn'] },
  });
}

/** B's intel on its way: he has passed his play phase and sent it. */
function sent() {
  const t = base();
  t.play('B: pass');
  t.play('B: send black intercept');
  return t;
}

describe('锁定 and 调虎离山', () => {
  it('a seat is locked once, and a player out of the game not at all', () => {
    const t = base();
    const out: GameEvent[] = [];
    mustReceive(t.s, 2, 1, out);
    expect(t.s.locks).toStrictEqual([2]);
    expect(out).toStrictEqual([{ type: 'locked', seat: 2, by: 1 }]);
    noChange(t, (o) => mustReceive(t.s, 2, 1, o));
    t.s.players[0].alive = false;
    noChange(t, (o) => mustReceive(t.s, 0, 1, o));
  });

  it('a seat is lured out once, and only while intel is passed', () => {
    const idle = base();
    noChange(idle, (o) => leaveOutOfPassing(idle.s, 2, 1, o));
    const t = sent();
    const out: GameEvent[] = [];
    leaveOutOfPassing(t.s, 2, 1, out);
    expect(t.s.passing?.lured).toStrictEqual([2]);
    expect(out).toStrictEqual([{ type: 'lured', seat: 2, by: 1 }]);
    noChange(t, (o) => leaveOutOfPassing(t.s, 2, 1, o));
  });
});

describe('the intel in transit', () => {
  it('截获 takes it into the interceptor’s intel area', () => {
    const t = sent();
    const out: GameEvent[] = [];
    expect(takeIntelInTransit(t.s, 0, out)).toBe(true);
    expect(t.s.players[0].intel).toContain(t.card('black intercept'));
    expect(t.s.passing).toBeNull();
  });

  it('退回 turns it round only for the player it reached, and not for one locked', () => {
    const idle = base();
    noChange(idle, (o) => reverseIntel(idle.s, 1, o));
    const t = sent();
    const holder = t.s.passing!.holder;
    noChange(t, (o) => reverseIntel(t.s, (holder + 1) % 3, o));
    t.s.locks.push(holder);
    noChange(t, (o) => reverseIntel(t.s, holder, o));
    t.s.locks = [];
    const out: GameEvent[] = [];
    reverseIntel(t.s, holder, out);
    expect(out).toStrictEqual([{ type: 'bounced', seat: holder }]);
  });

  it('破译 shows it to that seat alone, who is counted once however often', () => {
    const idle = base();
    noChange(idle, (o) => peekIntel(idle.s, 2, o));
    const t = sent();
    const out: GameEvent[] = [];
    peekIntel(t.s, 2, out);
    peekIntel(t.s, 2, out);
    expect(t.s.passing?.seenBy).toStrictEqual([2]);
    expect(view(t.s, 2).passing?.card.face).not.toBeNull();
    expect(view(t.s, 0).passing?.card.face).toBeNull();
  });
});

describe('烧毁', () => {
  it('burns a false intel in front of a player in the game; of a player out, it stays where it was', () => {
    const t = base();
    const burn = t.card('black burn');
    const out: GameEvent[] = [];
    expect(noChange(t, (o) => discardIntel(t.s, t.card('red lock'), 2, o))).toBe(false);
    t.s.players[0].alive = false;
    expect(noChange(t, (o) => discardIntel(t.s, burn, 2, o))).toBe(false);
    expect(t.s.players[0].intel).toStrictEqual([burn]);
    t.s.players[0].alive = true;
    expect(discardIntel(t.s, burn, 2, out)).toBe(true);
    expect(t.s.players[0].intel).toStrictEqual([]);
    expect(out).toStrictEqual([{ type: 'burn', seat: 0, card: burn, by: 2 }]);
  });
});

describe('识破', () => {
  it('cancels a waiting card once; with nothing waiting it does nothing', () => {
    const idle = base();
    expect(noChange(idle, (o) => negate(idle.s, 1, 2, o))).toBe(false);
    // At the send step no window is open at all.
    idle.play('B: pass');
    expect(idle.s.window).toBeNull();
    expect(noChange(idle, (o) => negate(idle.s, 1, 2, o))).toBe(false);
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      first: 1,
      hands: { 0: ['red intercept'], 1: ['black intercept', 'red lock'], 2: ['blue counter'] },
    });
    t.play('B: use red lock on C'); // C, with a 识破, may answer: the 锁定 waits
    const frame = t.s.window!.stack[0].id;
    const out: GameEvent[] = [];
    expect(negate(t.s, frame, 2, out)).toBe(true);
    expect(t.s.window!.stack[0].countered).toBe(true);
    expect(out).toStrictEqual([{ type: 'countered', frame, counter: 2 }]);
    expect(noChange(t, (o) => negate(t.s, frame, 2, o))).toBe(false);
  });
});

describe('试探', () => {
  const probeFrame = (t: T, target: number): Frame => ({
    id: 9,
    fn: 'probe',
    card: t.card('red probe blue discard1'),
    user: 1,
    target: { seat: target },
    countered: false,
    stage: 0,
  });

  it('on a player out of the game it does nothing', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      first: 1,
      hands: { 0: ['red intercept'], 1: ['red probe blue discard1', 'red lock'] },
    });
    t.s.players[0].alive = false;
    noChange(t, (o) => betOnIdentity(t.s, probeFrame(t, 0), o));
  });

  it('五分钟 (城府) is asked which answer to give', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['五分钟', '戴笠', '老金'],
      up: [0, 1, 2],
      first: 1,
      hands: { 0: ['red intercept'], 1: ['red probe blue discard1', 'red lock'] },
    });
    betOnIdentity(t.s, probeFrame(t, 0), []);
    expect(view(t.s, 0).pending).toMatchObject({
      seat: 0,
      kind: 'choose',
      prompt: 'probe.answer',
      options: [{ value: 'discard1' }, { value: 'declareGood' }],
    });
  });
});

describe('真伪莫辨', () => {
  it('deals one card per player in the game from the deck top, card id 0 like any other', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      first: 1,
      hands: { 0: ['red intercept'], 1: ['red burn'] },
      deck: ['red lock', 'black lock', 'red lure'],
    });
    expect(t.card('red lock')).toBe(0);
    const out: GameEvent[] = [];
    dealIntelFromDeck(t.s, 1, out);
    expect(out.at(-1)).toStrictEqual({ type: 'scrambleDeal', user: 1, count: 3 });
    expect([...t.s.dealPool].sort()).toStrictEqual([0, t.card('black lock'), t.card('red lure')].sort());
  });

  it('a player who dies meanwhile is skipped; what nobody could take goes to the discard', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      first: 1,
      hands: { 0: ['red intercept'], 1: ['red burn'] },
      deck: ['blue lock', 'red lock', 'red lure'],
    });
    const out: GameEvent[] = [];
    const discarded = t.s.discard.length;
    dealIntelFromDeck(t.s, 1, out);
    // C (next after the user B) is out before the cards are taken.
    t.s.players[2].alive = false;
    while (t.s.tasks.length > 0) runNextTask(t.s, out);
    expect(t.s.players[1].intel).toHaveLength(1);
    expect(t.s.players[2].intel).toHaveLength(0);
    expect(t.s.players[0].intel).toHaveLength(1);
    expect(t.s.dealPool).toStrictEqual([]);
    expect(t.s.discard).toHaveLength(discarded + 1);
  });
});
