// The search bot: always legal, deterministic with an iteration budget, plays whole tournaments.
import { describe, expect, it } from 'vitest';
import type { Command, GameOptions } from '@fengsheng/engine';
import { runTournament } from '../../cli/src/tournament.ts';
import {
  createSearchBot,
  gameSeeds,
  getBot,
  heuristicBot,
  mulberry32,
  playGame,
  searchChoose,
} from '../src/index.ts';
import type { Bot, BotInput, SearchStats } from '../src/index.ts';

describe('search bot', () => {
  it('is registered', () => {
    expect(getBot('search')?.name).toBe('search');
  });

  it('always returns one of its legal commands, and searches when it can', () => {
    let searched = 0;
    const checker: Bot = {
      name: 'checker',
      choose(input, rng) {
        const stats = {} as SearchStats;
        const cmd = searchChoose(input, rng, { maxIterations: 6 }, stats);
        expect(input.legal.map((c) => JSON.stringify(c))).toContain(JSON.stringify(cmd));
        if (input.legal.length > 1) {
          expect(stats.iterations).toBe(6);
          expect(stats.fallback).toBe(input.legal.length > 6 ? 'budget' : null);
          searched++;
        }
        return cmd;
      },
    };
    for (let g = 0; g < 3; g++) {
      const { engineSeed, botSeed } = gameSeeds(11, g);
      const options: GameOptions = { ruleset: 'standard', players: 5, seed: engineSeed };
      const bots = [checker, heuristicBot, checker, heuristicBot, heuristicBot];
      expect(playGame(options, bots, botSeed).outcome).toBe('finished');
    }
    expect(searched).toBeGreaterThan(20);
  });

  it('is deterministic with a fixed iteration budget', () => {
    const inputs: BotInput[] = [];
    const recorder: Bot = {
      name: 'rec',
      choose(input, rng) {
        if (input.legal.length > 1 && inputs.length < 15) inputs.push(input);
        return heuristicBot.choose(input, rng);
      },
    };
    const { engineSeed, botSeed } = gameSeeds(12, 0);
    playGame({ ruleset: 'standard', players: 5, seed: engineSeed }, Array(5).fill(recorder), botSeed);
    const bot = createSearchBot({ maxIterations: 10 });
    const run = (): Command[] => inputs.map((inp, i) => bot.choose(inp, mulberry32(i)));
    expect(run()).toEqual(run());
  });

  it('paired mode: legal, deterministic, and searches only the decision kinds asked for', () => {
    const kinds = new Set<string>();
    let searched = 0;
    const opts = { maxIterations: 3, paired: true, kinds: ['sendIntel', 'receiveIntel'] };
    const checker: Bot = {
      name: 'checker',
      choose(input, rng) {
        const stats = {} as SearchStats;
        const seed = Math.floor(rng() * 4294967296);
        const cmd = searchChoose(input, mulberry32(seed), opts, stats);
        expect(searchChoose(input, mulberry32(seed), opts)).toEqual(cmd);
        expect(input.legal.map((c) => JSON.stringify(c))).toContain(JSON.stringify(cmd));
        if (input.legal.length > 1 && stats.fallback === null) {
          kinds.add(input.view.pending?.kind ?? '');
          expect(stats.iterations).toBe(3 * input.legal.length);
          searched++;
        }
        return cmd;
      },
    };
    const { engineSeed, botSeed } = gameSeeds(14, 0);
    const bots = [checker, heuristicBot, checker, heuristicBot, heuristicBot];
    expect(playGame({ ruleset: 'standard', players: 5, seed: engineSeed }, bots, botSeed).outcome).toBe(
      'finished',
    );
    expect(searched).toBeGreaterThan(3);
    expect([...kinds].every((k) => opts.kinds.includes(k))).toBe(true);
  });

  it("paired mode scores a rollout's end on the heuristic's yardstick when asked, not as a probability", () => {
    // The same decisions scored both ways: the camps' standing is a chance in [0, 1]; the
    // heuristic's standing (worth.ts) is in the units of a card's gain, so some mean leaves [0, 1].
    const means = { camps: [] as number[], standing: [] as number[] };
    const recorder: Bot = {
      name: 'rec',
      choose(input, rng) {
        if (input.view.pending?.kind === 'sendIntel' && input.legal.length > 1) {
          for (const leaf of ['camps', 'standing'] as const) {
            const stats = {} as SearchStats;
            searchChoose(input, mulberry32(1), { maxIterations: 2, paired: true, leaf }, stats);
            if (stats.fallback === null) means[leaf].push(...stats.arms.map((a) => a.mean));
          }
        }
        return heuristicBot.choose(input, rng);
      },
    };
    const { engineSeed, botSeed } = gameSeeds(15, 0);
    playGame(
      { ruleset: 'standard', players: 5, seed: engineSeed },
      [recorder, ...Array(4).fill(heuristicBot)],
      botSeed,
    );
    expect(means.camps.length).toBeGreaterThan(10);
    expect(means.camps.every((m) => m >= 0 && m <= 1)).toBe(true);
    expect(means.standing.length).toBe(means.camps.length);
    expect(means.standing.some((m) => m < 0 || m > 1)).toBe(true);
  });

  it('plays a whole game with characters, searching (UCB1) at every kind it determinizes', () => {
    const { engineSeed, botSeed } = gameSeeds(13, 0);
    const options: GameOptions = {
      ruleset: 'standard',
      players: 5,
      seed: engineSeed,
      characters: true,
      expansion: true,
    };
    const bot = createSearchBot({ maxIterations: 4 });
    expect(playGame(options, Array(5).fill(bot), botSeed).outcome).toBe('finished');
  });

  it('plays a short camp-vs tournament against the heuristic without errors', () => {
    const r = runTournament({
      players: 5,
      games: 20,
      seed: 1,
      bots: [],
      characters: false,
      expansion: false,
      campVs: { a: 'search', b: 'heuristic' },
      search: { maxIterations: 4 },
    });
    expect(r.errors).toBe(0);
    expect(r.stalls).toBe(0);
    expect(r.campVs!.overall.games).toBe(40);
  });
});
