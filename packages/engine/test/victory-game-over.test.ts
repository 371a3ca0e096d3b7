// What every seat is shown once a victory has ended the game (victory.ts `endGame`): the game's
// step is `over` for every player and for a spectator, so a table shows the end of the game, not a
// step of the turn it interrupted.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, view, type GameOptions } from '../src/index.ts';
import { scenarioGame } from '../src/scenario/index.ts';

const played = (file: string) => {
  const text = readFileSync(new URL(`./scenarios/${file}`, import.meta.url), 'utf8');
  const g = scenarioGame(text);
  if (!g.ok) throw new Error(g.errors.join('\n'));
  const { state } = createGame(g.options as GameOptions);
  for (const c of g.commands) {
    const r = applyInPlace(state, c.seat, c.command as never);
    if (!r.ok) throw new Error(String(r.error));
  }
  return state;
};

describe('a victory ends the game', () => {
  it('黑玫瑰 wins in answer to a 试探: every seat and a spectator are shown the game over, not the response window it interrupted', () => {
    const s = played('characters/black-rose-mission-met-in-answer-to-a-probe-the-probe-never-resolves.yaml');
    expect(s.result?.winners).toEqual([1]);
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(view(s, viewer).step).toBe('over');
  });
});
