// The locks the table shows (`locks` in every view): a 锁定 holds for the turn it was played in only
// (000: 本回合传出的情报若传递到该玩家，则该玩家必须接收), so the next turn shows no player locked.
// A scenario cannot state this list, so the test plays a scenario file and reads the view.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, view } from '../src/index.ts';
import type { Command } from '../src/index.ts';
import { scenarioGame } from '../src/scenario/index.ts';

describe('the locks every seat is shown', () => {
  it('a player locked last turn is shown locked by nobody once the next turn has begun', () => {
    const g = scenarioGame(
      readFileSync(
        join(import.meta.dirname, 'scenarios', 'standard/lock-lasts-until-the-end-of-the-turn.yaml'),
        'utf8',
      ),
    );
    if (!g.ok) throw new Error(g.errors.join('; '));
    const { state: s } = createGame(g.options as Parameters<typeof createGame>[0]);
    // A locks C and sends; B refuses, C must take it: the lock is shown while the turn lasts.
    for (const c of g.commands.slice(0, 2)) {
      const r = applyInPlace(s, c.seat, c.command as Command);
      if (!r.ok) throw new Error(r.error);
    }
    expect(view(s, 0).locks).toStrictEqual([2]);
    for (const c of g.commands.slice(2)) {
      const r = applyInPlace(s, c.seat, c.command as Command);
      if (!r.ok) throw new Error(r.error);
    }
    expect(s.turn).toBe(2);
    for (const seat of [0, 1, 2, 3, 4]) expect(view(s, seat).locks).toStrictEqual([]);
  });
});
