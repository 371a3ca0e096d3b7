// 钢铁特工 核能芯片 (风声再临, 001: 该技能若导致他人死亡，则优先结算他人死亡再结算钢铁死亡): the player his
// card kills is settled before him, so the list of deaths every player is shown reads in that order,
// after any earlier death of the game (whose place stays first). A scenario cannot state the order of
// that list (`dead` is a set), so this test plays the scenario and reads each seat's view.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, view } from '../src/index.ts';
import type { Command } from '../src/index.ts';
import { scenarioGame } from '../src/scenario/index.ts';

const file = join(
  import.meta.dirname,
  'scenarios/zailin-characters/steel-agent-nuclear-chip-after-an-earlier-death-his-victim-dies-before-him.yaml',
);

describe('钢铁特工 核能芯片: the order of deaths', () => {
  it('C (the earlier death), then D (killed by his card), then 钢铁特工 himself, for every seat', () => {
    const g = scenarioGame(readFileSync(file, 'utf8'));
    if (!g.ok) throw new Error(g.errors.join('; '));
    // The runner hands its game options over untyped (they are the file's, read by zod).
    const { state: s } = createGame(g.options as Parameters<typeof createGame>[0]);
    for (const c of g.commands) {
      const r = applyInPlace(s, c.seat, c.command as Command);
      if (!r.ok) throw new Error(r.error);
    }
    // Seats: A 0, B 1 (钢铁特工), C 2, D 3.
    for (const seat of [0, 1, 2, 3]) expect(view(s, seat).deaths.map((d) => d.seat)).toEqual([2, 3, 1]);
  });
});
