// Choices about what players see that a scenario cannot state: with automatic passing, other seats
// are not told who holds priority (it would show who has a card they could play).
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, view } from '../src/index.ts';
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
