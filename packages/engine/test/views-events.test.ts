// What each seat is told of each kind of event: the faces only where the rules let that seat see
// them, a card moved out of sight with no handle to follow it by, and nothing addressed to others.
// The events are built by hand (the engine's own shapes) on a table whose cards are known, so each
// line reads "when X happens, the parties see this and the others that".
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, eventFor, eventsFor, getRuleset, view } from '../src/index.ts';
import type { CardId, Command, GameEvent, Viewer } from '../src/index.ts';
import { scenarioGame } from '../src/scenario/index.ts';
import { table } from './helpers/table.ts';

const faces = getRuleset('standard').cards;
// A holds a 锁定 and a 识破, B a 截获; C has a 烧毁 in front of her; the deck's top is a 调虎离山.
const t = table({
  players: 3,
  camps: ['red', 'blue', 'neutral'],
  hands: { 0: ['red lock', 'blue counter'], 1: ['black intercept'] },
  intel: { 2: ['blue burn'] },
  deck: ['red lure'],
});
const { s } = t;
const lock = t.card('red lock');
const counter = t.card('blue counter');
const intercept = t.card('black intercept');
const burnt = t.card('blue burn');
const lure = t.card('red lure');
const A = 0;
const B = 1;
const C = 2;
const everyone: Viewer[] = [A, B, C, 'spectator'];

/** The card with its face: what a seat allowed to see it is shown. */
const seen = (c: CardId) => ({ handle: s.handleOf[c], face: faces[c] });
/** A card seen face down, under its handle. */
const back = (c: CardId) => ({ handle: s.handleOf[c], face: null });
/** A public face whose card went where its handle must not follow. */
const faceOnly = (c: CardId) => ({ handle: 0, face: faces[c] });
const unseen = { handle: 0, face: null };
const told = (e: GameEvent, v: Viewer) => eventFor(s, e, v);

describe('what each seat is told of an event', () => {
  it('a draw: the drawer sees the cards, everybody else how many', () => {
    const e: GameEvent = { type: 'draw', seat: B, cards: [lure, lock] };
    expect(told(e, B)).toStrictEqual({ type: 'draw', seat: B, cards: [seen(lure), seen(lock)] });
    for (const v of [A, C, 'spectator'] as const)
      expect(told(e, v)).toStrictEqual({ type: 'draw', seat: B, count: 2 });
  });

  it('an event addressed to some seats reaches only them, and never says to whom it went', () => {
    const e: GameEvent = { type: 'peek', seat: A, card: intercept, to: [A] };
    expect(told(e, A)).toStrictEqual({ type: 'peek', seat: A, card: seen(intercept) });
    for (const v of [B, C, 'spectator'] as const) expect(told(e, v)).toBeNull();
    const shown: GameEvent = { type: 'identityShown', seat: A, camp: 'red', recipient: B, to: [A, B] };
    expect(told(shown, B)).toStrictEqual({ type: 'identityShown', seat: A, camp: 'red', recipient: B });
    expect(told(shown, C)).toBeNull();
    // Without an address it goes to everybody, as it is.
    const locked: GameEvent = { type: 'locked', seat: B, by: A };
    for (const v of everyone) expect(told(locked, v)).toStrictEqual({ type: 'locked', seat: B, by: A });
  });

  it('an event with no address is passed on as the one same object to every viewer', () => {
    // The server narrates such an event once and shares that log line among all viewers
    // (server session.ts `record`); a copy per viewer would make one line each.
    const locked: GameEvent = { type: 'locked', seat: B, by: A };
    for (const v of everyone) expect(told(locked, v)).toBe(locked);
  });

  it('a card used: its face and target for all, a skill by its name, a face-down 试探 for its two parties', () => {
    const used: GameEvent = {
      type: 'use',
      seat: A,
      frame: 4,
      fn: 'lock',
      card: lock,
      hiddenFace: false,
      target: { seat: B },
    };
    for (const v of everyone)
      expect(told(used, v)).toStrictEqual({
        type: 'use',
        seat: A,
        frame: 4,
        fn: 'lock',
        card: seen(lock),
        skill: null,
        target: { seat: B },
        answers: null,
      });
    const probe: GameEvent = { ...used, fn: 'probe', card: counter, hiddenFace: true, target: { seat: C } };
    for (const v of [A, C] as const) expect(told(probe, v)).toMatchObject({ card: seen(counter) });
    for (const v of [B, 'spectator'] as const) expect(told(probe, v)).toMatchObject({ card: back(counter) });
    const skill: GameEvent = {
      type: 'use',
      seat: B,
      frame: 5,
      fn: 'counter',
      card: -1,
      hiddenFace: false,
      skill: 'bribe',
      target: { frame: 4 },
      answers: { fn: 'lock', user: A },
    };
    // What it answers is told to all with it.
    expect(told(skill, C)).toStrictEqual({
      type: 'use',
      seat: B,
      frame: 5,
      fn: 'counter',
      card: null,
      skill: 'bribe',
      target: { frame: 4 },
      answers: { fn: 'lock', user: A },
    });
    // The very first card of the deck list (id 0) is a card like any other.
    expect(told({ ...used, card: 0 }, C)).toMatchObject({ card: seen(0) });
  });

  it('a targeted intel is named by its handle while it lies in front of someone, else by none', () => {
    const on: GameEvent = {
      type: 'use',
      seat: A,
      frame: 6,
      fn: 'burn',
      card: lock,
      hiddenFace: false,
      target: { card: burnt },
    };
    expect(told(on, B)).toMatchObject({ target: { intel: s.handleOf[burnt] } });
    expect(told({ ...on, target: { card: intercept } }, B)).toMatchObject({ target: { intel: 0 } });
  });

  it('intel sent: face down only its sender sees the face, face up everybody', () => {
    const e: GameEvent = { type: 'send', seat: A, card: lock, delivery: 'secret', faceUp: false, toward: B };
    const rest = { type: 'send', seat: A, delivery: 'secret', faceUp: false, toward: B };
    expect(told(e, A)).toStrictEqual({ ...rest, card: seen(lock) });
    for (const v of [B, C, 'spectator'] as const)
      expect(told(e, v)).toStrictEqual({ ...rest, card: back(lock) });
    const up: GameEvent = { ...e, delivery: 'text', faceUp: true };
    for (const v of everyone) expect(told(up, v)).toMatchObject({ faceUp: true, card: seen(lock) });
  });

  it('a card given or taken: the two parties see it, the others not even its handle', () => {
    const give: GameEvent = { type: 'give', seat: A, recipient: B, card: lock };
    for (const v of [A, B] as const)
      expect(told(give, v)).toStrictEqual({ type: 'give', seat: A, recipient: B, card: seen(lock) });
    for (const v of [C, 'spectator'] as const)
      expect(told(give, v)).toStrictEqual({ type: 'give', seat: A, recipient: B, card: unseen });
    const take: GameEvent = { type: 'take', seat: C, victim: B, card: intercept };
    for (const v of [B, C] as const)
      expect(told(take, v)).toStrictEqual({ type: 'take', seat: C, victim: B, card: seen(intercept) });
    for (const v of [A, 'spectator'] as const)
      expect(told(take, v)).toStrictEqual({ type: 'take', seat: C, victim: B, card: unseen });
  });

  it('a hand card put on the deck, or intel back in a hand: only its owner sees it', () => {
    for (const type of ['toDeckTop', 'intelReturned'] as const) {
      const e: GameEvent = { type, seat: B, card: intercept };
      expect(told(e, B)).toStrictEqual({ type, seat: B, card: seen(intercept) });
      for (const v of [A, C, 'spectator'] as const)
        expect(told(e, v)).toStrictEqual({ type, seat: B, card: unseen });
    }
  });

  it('a public face that goes out of sight is shown without its handle; what replaces it with one', () => {
    const swapped: GameEvent = { type: 'intelSwapped', seat: C, card: burnt, replacement: lure, by: A };
    for (const v of everyone)
      expect(told(swapped, v)).toStrictEqual({
        type: 'intelSwapped',
        seat: C,
        card: faceOnly(burnt),
        replacement: seen(lure),
        by: A,
      });
    const toTop: GameEvent = { type: 'intelToDeckTop', seat: C, card: burnt, by: A };
    expect(told(toTop, B)).toStrictEqual({ type: 'intelToDeckTop', seat: C, card: faceOnly(burnt), by: A });
    const toHand: GameEvent = { type: 'intelToHand', seat: C, card: burnt, recipient: A };
    expect(told(toHand, B)).toStrictEqual({
      type: 'intelToHand',
      seat: C,
      card: faceOnly(burnt),
      recipient: A,
    });
    const top: GameEvent = { type: 'deckTopShown', card: lure, by: A };
    expect(told(top, C)).toStrictEqual({ type: 'deckTopShown', card: faceOnly(lure), by: A });
  });

  it('intel swapped in transit: face up both faces are shown, face down neither', () => {
    const up: GameEvent = { type: 'transitSwapped', seat: A, card: lock, replacement: lure, faceUp: true };
    expect(told(up, C)).toStrictEqual({
      type: 'transitSwapped',
      seat: A,
      card: faceOnly(lock),
      replacement: seen(lure),
      faceUp: true,
    });
    const down: GameEvent = { ...up, faceUp: false };
    for (const v of everyone)
      expect(told(down, v)).toStrictEqual({ type: 'transitSwapped', seat: A, faceUp: false });
  });

  it('cards that land face up (received, turned up, discarded, burnt, decoded, seen by 试探) show their face', () => {
    const cases: GameEvent[] = [
      { type: 'receive', seat: B, card: lock, how: 'accepted' } as GameEvent,
      { type: 'intelTurnedUp', card: lock, by: A },
      { type: 'discarded', seat: B, card: lock },
      { type: 'burn', seat: C, card: lock, by: A },
      { type: 'peek', seat: B, card: lock },
      { type: 'probeSeen', user: A, target: B, card: lock },
    ];
    for (const e of cases) expect(told(e, C)).toStrictEqual({ ...e, card: seen(lock) });
    const all: GameEvent = { type: 'cardsToDiscard', seat: B, cards: [lock, intercept] };
    expect(told(all, A)).toStrictEqual({
      type: 'cardsToDiscard',
      seat: B,
      cards: [seen(lock), seen(intercept)],
    });
  });

  it('a death shows the camp, unless the identity card was taken (临危受命)', () => {
    const e: GameEvent = { type: 'death', seat: B, killer: A, camp: 'blue' };
    expect(told(e, C)).toStrictEqual({ type: 'death', seat: B, killer: A, camp: 'blue' });
    s.players[B].identityTaken = true;
    try {
      expect(told(e, C)).toStrictEqual({ type: 'death', seat: B, killer: A, camp: null });
    } finally {
      s.players[B].identityTaken = false;
    }
  });

  it('a death kept face down (老鬼’s 城府): the others are told no camp, the dead player her own, until she turns it up', () => {
    // 风声再临 老鬼 城府 ②: at her death she may leave her identity card face down.
    const g = scenarioGame(`
name: A dies and may keep her identity hidden
ruleset: zailin
players: 4
camps: [red, blue, red, blue]
characters: { A: 老鬼, B: none, C: none, D: none }
first: B
hands: { B: [black reinforce] }
intel: { A: [black lure, black intercept] }
commands: ['B: pass', 'B: send black reinforce to A', 'A: accept']
`);
    if (!g.ok) throw new Error(g.errors.join('; '));
    // The runner hands its game options over untyped (they are the file's, read by zod).
    const { state: z } = createGame(g.options as Parameters<typeof createGame>[0]);
    const events: GameEvent[] = [];
    for (const c of g.commands) {
      const r = applyInPlace(z, c.seat, c.command as Command);
      if (!r.ok) throw new Error(r.error);
      events.push(...r.events);
    }
    const D = 3;
    const death = events.find((e) => e.type === 'death');
    expect(death).toMatchObject({ seat: A, killer: B });
    expect(eventFor(z, death!, A)).toStrictEqual({ type: 'death', seat: A, killer: B, camp: 'red' });
    for (const v of [B, C, D, 'spectator'] as const) {
      expect(eventFor(z, death!, v)).toStrictEqual({ type: 'death', seat: A, killer: B, camp: null });
      expect(view(z, v).players[A].camp).toBeNull();
    }
    expect(view(z, A).players[A].camp).toBe('red');
    // She turns it up: from then on the death tells everybody her camp.
    const r = applyInPlace(z, A, { type: 'choose', pick: { value: 'reveal' } });
    if (!r.ok) throw new Error(r.error);
    for (const v of [B, C, D, 'spectator'] as const)
      expect(eventFor(z, death!, v)).toStrictEqual({ type: 'death', seat: A, killer: B, camp: 'red' });
  });

  it('a list of events keeps those the seat may see, in order', () => {
    const list: GameEvent[] = [
      { type: 'peek', seat: A, card: intercept, to: [A] },
      { type: 'locked', seat: B, by: A },
      { type: 'draw', seat: C, cards: [lure] },
    ];
    expect(eventsFor(s, list, B)).toStrictEqual([
      { type: 'locked', seat: B, by: A },
      { type: 'draw', seat: C, count: 1 },
    ]);
    expect(eventsFor(s, list, A)).toHaveLength(3);
  });
});
