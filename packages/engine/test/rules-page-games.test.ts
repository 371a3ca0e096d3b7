// Every scenario shipped replays through the game contract, command by command, as the server's
// replay route does (a whole-game test: the mutation run of the rulesets leaves it out).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fengsheng } from '../src/index.ts';
import { scenarioGame } from '../src/scenario/index.ts';
import type { GameOptions, GameState } from '../src/index.ts';

const root = join(import.meta.dirname, 'scenarios');
const files = ['standard', 'zailin', 'characters'].flatMap((d) =>
  readdirSync(join(root, d))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => join(root, d, f)),
);

describe('show me: scenarios as replayable games', () => {
  it(`every shipped scenario (${files.length}) replays through the contract, command by command`, () => {
    for (const file of files) {
      const g = scenarioGame(readFileSync(file, 'utf8'));
      if (!g.ok) throw new Error(`${file}: ${g.errors.join('; ')}`);
      let state = fengsheng.create(g.options as GameOptions).state;
      for (const [i, c] of g.commands.entries()) {
        const r = fengsheng.apply(state, c.seat, c.command as never);
        if (!r.ok) throw new Error(`${file}: command ${i}: ${r.error}`);
        state = r.state;
      }
      expect(g.seats).toBe((state as GameState).players.length);
    }
  }, 120_000);
});
