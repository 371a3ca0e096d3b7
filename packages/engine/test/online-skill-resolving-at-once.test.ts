// 千智风声 (online): a skill nobody may answer resolves the moment it is used. While it is under way
// (its target is asked a question), the table sees the window as resolving: nobody holds priority.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, view } from '../src/index.ts';
import type { Command, GameState } from '../src/index.ts';
import { scenarioGame } from '../src/scenario/index.ts';

function played(doc: string): GameState {
  const g = scenarioGame(doc);
  if (!g.ok) throw new Error(g.errors.join('; '));
  // The runner hands its game options over untyped (they are the file's, read by zod).
  const created = createGame(g.options as Parameters<typeof createGame>[0]);
  for (const c of g.commands) {
    const r = applyInPlace(created.state, c.seat, c.command as Command);
    if (!r.ok) throw new Error(r.error);
  }
  return created.state;
}

describe('online: a skill resolving at once', () => {
  it('化剑为犁 — while B chooses the card to discard, every seat sees the window resolving, nobody holding priority', () => {
    const s = played(`
name: 化剑为犁 under way
ruleset: online
players: 3
autoPass: false
camps: [red, blue, neutral]
characters: { A: 情报猎手, B: 老鬼, C: 老金 }
first: A
hands:
  A: [red lock]
  B: [blue counter, black burn]
  C: [red counter]
commands:
  - A: skill 化剑为犁 on B
`);
    expect(s.decision).toMatchObject({ seat: 1, kind: 'choose' });
    for (const v of [0, 1, 2, 'spectator'] as const) {
      expect(view(s, v).window).toMatchObject({ kind: 'play', resolving: true });
    }
    // A, who used it and would hold priority next, is offered nothing until B has chosen.
    expect(view(s, 0).pending).toStrictEqual({ seat: 1, kind: 'choose' });
  });
});
