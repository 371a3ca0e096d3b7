// A copy of the table (`cloneState`, what `apply` and a bot's look-ahead start from) is the same
// table: what a card has asked of a player, and who has won, hold on the copy as on the original.
import { describe, expect, it } from 'vitest';
import { applyInPlace, cloneState, createGame, legalCommands, view } from '../src/index.ts';
import type { Command, GameState } from '../src/index.ts';
import { formatCommand, scenarioGame } from '../src/scenario/index.ts';

/** The table a scenario's commands leave (its expectations are not checked here). */
function played(text: string): GameState {
  const g = scenarioGame(text);
  if (!g.ok) throw new Error(g.errors.join('; '));
  // The runner hands its game options over untyped (they are the file's, read by zod).
  const { state: s } = createGame(g.options as Parameters<typeof createGame>[0]);
  for (const c of g.commands) {
    const r = applyInPlace(s, c.seat, c.command as Command);
    if (!r.ok) throw new Error(r.error);
  }
  return s;
}

const sends = (s: GameState, seat: number): string[] =>
  legalCommands(s, seat)
    .filter((c) => c.type === 'send')
    .map((c) => formatCommand(s, seat, c));

describe('a copy of the table', () => {
  it('秘密下达: on a copy the sender must still send the colour the code named', () => {
    // Table A's 听风 names blue: A, holding a blue card, must send it (001 秘密下达).
    const s = played(`
name: a secret order names blue
ruleset: zailin
players: 4
camps: [red, blue, red, blue]
first: A
hands:
  A: [black lock, blue lock]
  B: [black secretOrder tableA]
commands:
  - 'A: pass'
  - 'A: pass'
  - 'B: use black secretOrder tableA on A'
  - 'B: choose wind'
  - 'A: pass'
`);
    expect(s.decision).toMatchObject({ kind: 'sendIntel', seat: 0 });
    expect(sends(s, 0)).toEqual(['A: send blue lock']);
    const copy = cloneState(s);
    expect(sends(copy, 0)).toEqual(['A: send blue lock']);
  });

  it('once a player has won, a copy shows the same winners', () => {
    // 眼镜蛇 (B, 打酱油的) draws his fourth 识破 and wins by his mission (004).
    const s = played(`
name: cobra wins
players: 3
camps: [red, neutral, blue]
characters: { A: 情报处长, B: 眼镜蛇, C: 柒佰 }
first: B
start: draw
hands:
  B: [red counter, blue counter, black counter]
deck: [red counter, red lock]
commands: []
`);
    expect(s.result?.winners).toEqual([1]);
    const copy = cloneState(s);
    expect(view(copy, 0).result).toStrictEqual(view(s, 0).result);
    expect(view(copy, 0).result?.winners).toEqual([1]);
  });
});
