// Pins the commands the registered search bot chooses in seeded games, as golden-digest.test.ts
// pins the other bots': speed work on the search (issue 12) must leave them unchanged. Pinned at
// 0599d2d, before that work; the same digests came out after it (docs/benchmarks.md, "Issue 12:
// the search bot"). Re-pinned when the heuristic's evidence weights were fitted (issue 17, camp
// beliefs): the search reads camps and plays its rollouts with them. With the untuned weights put
// back the merged code gave the digests of 0599d2d again.
// Re-pinned again for issue 17's keepSend, nearDeath, lockIntent and asCounter: its rollouts play the heuristic.
// Re-pinned for issue 17's policy evidence (policy-evidence.ts): the search reads camps with it.
// Re-pinned for issue 17's returnedBlack (its rollouts play the heuristic); missions did not change these games.
// Re-pinned when the registered search bot began searching priority plays too (kinds: priority,
// sendIntel, receiveIntel); with the kinds put back to sendIntel, receiveIntel the old digests came out.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gameSeeds, getBot, playGame } from '../src/index.ts';
import type { Bot } from '../src/index.ts';

function digest(bots: (seat: number) => Bot, players: number, games: number, seed: number): string {
  const hash = createHash('sha256');
  const wrap = (bot: Bot): Bot => ({
    name: bot.name,
    choose: (input, rng) => {
      const c = bot.choose(input, rng);
      hash.update(JSON.stringify(c));
      return c;
    },
  });
  for (let g = 0; g < games; g++) {
    const { engineSeed, botSeed } = gameSeeds(seed, g);
    const seats = Array.from({ length: players }, (_, i) => wrap(bots(i)));
    const r = playGame({ ruleset: 'standard', players, seed: engineSeed }, seats, botSeed);
    hash.update(`${r.outcome}|${r.commands}|${JSON.stringify(r.result)}`);
  }
  return hash.digest('hex').slice(0, 16);
}

describe('seeded games with the search bot (golden digests)', () => {
  it('search in every seat, five players; search and heuristic alternating, three players', () => {
    const search = getBot('search')!;
    const heuristic = getBot('heuristic')!;
    expect([digest(() => search, 5, 1, 7), digest((i) => (i % 2 ? heuristic : search), 3, 1, 11)]).toEqual([
      '0c5d0193842f431c',
      '898502e89ad8bf91',
    ]);
  }, 120_000);
});
