// The step of the turn every seat is shown (`step` in a view). In 风声再临 the intel step begins
// with the declaration (情报传出: 回合玩家宣言传情报并等待响应); once the table has answered it the
// turn is at the send itself, and that is the step shown while the sender chooses the intel.
// A scenario cannot state the step, so the test plays a scenario file and reads the view.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, view } from '../src/index.ts';
import type { Command } from '../src/index.ts';
import { scenarioGame } from '../src/scenario/index.ts';

describe('the step of the turn every seat is shown', () => {
  it('风声再临: once the declaration to send has been answered, the sender choosing the intel is shown at the send', () => {
    const g = scenarioGame(
      readFileSync(
        join(import.meta.dirname, 'scenarios', 'zailin/empty-hand-sends-the-deck-top.yaml'),
        'utf8',
      ),
    );
    if (!g.ok) throw new Error(g.errors.join('; '));
    const { state: s } = createGame(g.options as Parameters<typeof createGame>[0]);
    expect(s.decision).toStrictEqual({ kind: 'sendIntel', seat: 0 });
    for (const seat of [0, 1, 2, 3]) expect(view(s, seat).step).toBe('send');
    const c = g.commands[0];
    const r = applyInPlace(s, c.seat, c.command as Command);
    if (!r.ok) throw new Error(r.error);
    expect(view(s, 1).step).toBe('passing');
  });
});
