// The server hands a bot a fresh `seen` array at every decision (its session log mapped anew,
// packages/server/src/turn-clock.ts), while playGame grows one array per seat. Whatever the
// heuristic caches per log array (beliefs.ts) must only save time, never change a decision: here
// every decision of a 风声再临 game with characters is also taken on a copy of the log, with the
// same rng, and must come out the same.
import { describe, expect, it } from 'vitest';
import { heuristicBot, mulberry32, playGame } from '../src/index.ts';
import type { Bot } from '../src/index.ts';

describe('heuristic with a fresh seen array at every decision (as the server does)', () => {
  it('decides the same as with the one array playGame keeps', () => {
    let decisions = 0;
    let differ = 0;
    const bot: Bot = {
      name: 'compare',
      choose: (input, rng) => {
        const seed = Math.floor(rng() * 4294967296);
        const kept = heuristicBot.choose(input, mulberry32(seed));
        const fresh = heuristicBot.choose({ ...input, seen: input.seen.slice() }, mulberry32(seed));
        decisions++;
        if (JSON.stringify(kept) !== JSON.stringify(fresh)) differ++;
        return kept;
      },
    };
    const g = playGame({ ruleset: 'zailin', players: 5, seed: 4, characters: true }, Array(5).fill(bot), 9);
    expect(g.outcome).toBe('finished');
    expect(decisions).toBeGreaterThan(50);
    expect(differ).toBe(0);
  }, 60_000);
});
