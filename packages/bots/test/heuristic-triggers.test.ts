// The heuristic weighs an optional trigger with a price instead of always taking it (tactics.ts
// `weighTriggers`): 浮萍's 先机后置 (four cards now, the whole hand discarded at the turn's end) is
// declined with a hand worth keeping and taken when the hand is only the two cards just drawn.
import { describe, expect, it } from 'vitest';
import { createGame, eventsFor, getRuleset, pending, view } from '@fengsheng/engine';
import type { CardId, Command } from '@fengsheng/engine';
import { createHeuristicBot, heuristicBot, mulberry32 } from '../src/index.ts';
import { TACTICS } from '../src/heuristic/tactics.ts';

const cards = getRuleset('zailin').cards;

/** Seat 0 (浮萍) at its first draw with `held` cards in hand before it: the 先机后置 prompt. */
function atFirstMove(held: number): { choose: (bot: typeof heuristicBot) => Command } {
  const pool: CardId[] = cards.map((_, i) => i).filter((i) => cards[i].fn === 'lock');
  const created = createGame({
    ruleset: 'zailin',
    players: 4,
    seed: 5,
    characters: true,
    setup: {
      camps: ['red', 'blue', 'red', 'blue'],
      hands: [pool.slice(0, held), [], [], []],
      intel: [[], [], [], []],
      characters: ['duckweed', null, null, null],
      characterUp: [true, false, false, false],
      firstPlayer: 0,
    },
  });
  const s = created.state;
  const p = pending(s)!;
  expect(p).toMatchObject({ kind: 'choose', seat: 0 });
  expect(view(s, 0).pending?.prompt).toBe('skill.firstMove');
  const seen = eventsFor(s, created.events, 0);
  return {
    choose: (bot) => {
      const v = view(s, 0);
      return bot.choose({ view: v, legal: v.legal, seen }, mulberry32(1));
    },
  };
}

const takes = (c: Command): boolean => c.type === 'choose' && c.pick?.value === 'use';

describe('heuristic bot with optional triggers', () => {
  it('declines 先机后置 with a hand worth keeping past the turn', () => {
    expect(takes(atFirstMove(3).choose(heuristicBot))).toBe(false);
  });
  it('takes 先机后置 when the hand is only the two cards just drawn', () => {
    expect(takes(atFirstMove(0).choose(heuristicBot))).toBe(true);
  });
  it('always takes it with the tactic off', () => {
    const always = createHeuristicBot('always', { ...TACTICS, weighTriggers: false });
    expect(takes(atFirstMove(3).choose(always))).toBe(true);
  });
});
