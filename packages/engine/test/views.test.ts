// Choices about what players see that a scenario cannot state: with automatic passing, other seats
// are not told who holds priority (it would show who has a card they could play).
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, eventsFor, getRuleset, view } from '../src/index.ts';
import type { CardId, Colour } from '../src/index.ts';

const cards = getRuleset('standard').cards;
const used = new Set<CardId>();
function card(colour: Colour, fn: string): CardId {
  const id = cards.findIndex((c, i) => !used.has(i) && c.colour === colour && c.fn === fn);
  used.add(id);
  return id;
}

function table(autoPass: boolean) {
  used.clear();
  // A holds a 破译 (no use in the play phase), C a 烧毁 with E's false intel to burn.
  return createGame({
    ruleset: 'standard',
    players: 5,
    seed: 1,
    autoPass,
    setup: {
      camps: ['red', 'blue', 'red', 'blue', 'neutral'],
      hands: [[card('black', 'decode')], [], [card('red', 'burn')], [], []],
      intel: [[], [], [], [], [card('black', 'lock')]],
      firstPlayer: 0,
      skipFirstDraw: true,
    },
  }).state;
}

describe('who holds priority, as each seat sees it', () => {
  it('with automatic passing (the default) only the priority holder is told', () => {
    const s = table(true);
    // A and B passed by themselves; C holds priority.
    expect(view(s, 2).pending).toEqual({ seat: 2, kind: 'priority' });
    expect(view(s, 0).pending).toEqual({ seat: null, kind: 'priority' });
    expect(view(s, 4).pending).toEqual({ seat: null, kind: 'priority' });
    expect(view(s, 'spectator').pending).toEqual({ seat: null, kind: 'priority' });
  });

  it('without automatic passing everyone sees who holds priority', () => {
    const s = table(false);
    expect(view(s, 0).pending).toEqual({ seat: 0, kind: 'priority' });
    expect(view(s, 3).pending).toEqual({ seat: 0, kind: 'priority' });
  });

  it('decisions (sending, taking intel, discarding) are always shown', () => {
    used.clear();
    const s = createGame({
      ruleset: 'standard',
      players: 5,
      seed: 1,
      setup: {
        camps: ['red', 'blue', 'red', 'blue', 'neutral'],
        hands: [[card('black', 'decode')], [], [], [], []],
        firstPlayer: 0,
        skipFirstDraw: true,
      },
    }).state;
    expect(view(s, 3).pending).toEqual({ seat: 0, kind: 'sendIntel' });
  });
});

describe('a pass with automatic passing', () => {
  it('is shown to the player who passed and to nobody else', () => {
    const s = table(true);
    // C holds priority with a 烧毁 it could play, and passes.
    const r = applyInPlace(s, 2, { type: 'pass' });
    if (!r.ok) throw new Error(r.error);
    expect(eventsFor(s, r.events, 2)).toContainEqual({ type: 'pass', seat: 2 });
    for (const seat of [0, 1, 3, 4] as const)
      expect(eventsFor(s, r.events, seat).filter((e) => e.type === 'pass')).toEqual([]);
    expect(eventsFor(s, r.events, 'spectator').filter((e) => e.type === 'pass')).toEqual([]);
  });
});

describe('a death as every seat sees it', () => {
  it('the dead seat’s intel at the moment it died is kept in the view, as faces with no handle to follow', () => {
    const z = getRuleset('zailin').cards;
    const pick = (colour: Colour, fn: string, not: CardId[] = []): CardId =>
      z.findIndex((c, i) => !not.includes(i) && c.colour === colour && c.fn === fn);
    const lock = pick('black', 'lock');
    const decode = pick('black', 'decode');
    const fatal = pick('black', 'redirect');
    const { state: s } = createGame({
      ruleset: 'zailin',
      players: 4,
      seed: 1,
      setup: {
        camps: ['red', 'blue', 'red', 'blue'],
        hands: [[fatal], [], [], []],
        intel: [[], [lock, decode], [], []],
        firstPlayer: 0,
        skipFirstDraw: true,
      },
    });
    const send = view(s, 0).legal.find((c) => c.type === 'send')!;
    expect(applyInPlace(s, 0, send).ok).toBe(true);
    expect(applyInPlace(s, 1, { type: 'accept' }).ok).toBe(true);
    expect(s.players[1].alive).toBe(false);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const d = view(s, viewer).deaths;
      expect(d).toEqual([{ seat: 1, killer: 0, intel: [z[lock], z[decode], z[fatal]] }]);
      // The cards themselves are in the discard now; the record names none of them by handle.
      expect(JSON.stringify(d)).not.toContain('handle');
    }
  });
});
