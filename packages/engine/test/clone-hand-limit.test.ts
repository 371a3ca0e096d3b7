// A copy of the state made during 风声再临's hand-limit discard has its own list of the cards
// discarded so far: `apply` (what a bot's look-ahead uses) leaves the table it was given as it was.
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, createGame } from '../src/index.ts';
import type { Command } from '../src/index.ts';
import { parseCommand, scenarioGame } from '../src/scenario/index.ts';

const HAND_LIMIT = `
name: two cards over the hand limit
ruleset: zailin
players: 3
camps: [red, blue, neutral]
characters: { A: none, B: none, C: 福尔摩斯 }
first: A
hands:
  A: [black reinforce, black probe blueDraws, black probe redDraws, black probe neutralDraws,
      black probe codes1, black probe codes2, black probe codes3, black probe blueDraws turnable,
      black probe redDraws turnable]
commands:
  - 'A: pass'
  - 'A: send black reinforce to B'
  - 'B: accept'
  - 'A: discard black probe codes1'
`;

describe('the hand-limit discard and copies of the state', () => {
  it('a second discard tried on a copy leaves the first discard’s list of the table untouched', () => {
    const g = scenarioGame(HAND_LIMIT);
    if (!g.ok) throw new Error(g.errors.join('; '));
    // The runner hands its game options over untyped (they are the file's, read by zod).
    const { state: s } = createGame(g.options as Parameters<typeof createGame>[0]);
    for (const c of g.commands) {
      const r = applyInPlace(s, c.seat, c.command as Command);
      if (!r.ok) throw new Error(r.error);
    }
    expect(s.handLimitDiscards).toHaveLength(1);
    const before = structuredClone(s);
    const p = parseCommand('A: discard black probe codes2', s);
    if ('error' in p) throw new Error(p.error);
    expect(apply(s, p.seat, p.command).ok).toBe(true);
    expect(s).toStrictEqual(before);
  });
});
