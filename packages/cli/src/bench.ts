// `fengsheng bench`: simulate's core without a progress bar, after a warm-up, on one thread.
import os from 'node:os';
import { MAX_SEED } from '@fengsheng/bots';
import { getRuleset, listRulesets } from '@fengsheng/engine';
import { choiceOption, intOption, parseOptions, processIo, UsageError } from './args.ts';
import type { Io } from './args.ts';
import { MAX_GAMES, runSimulation } from './simulate.ts';

export const WARMUP_GAMES = 200;

export const BENCH_HELP = `Usage: fengsheng bench [options]

Measures full random-bot games per second on one thread (the process is single-threaded):
plays ${WARMUP_GAMES} warm-up games, then times the run. Game i uses engine seed SEED * 1000003 + i.

Options:
  --ruleset NAME rules edition: standard, zailin or online (default standard)
  --players N    players per game, the edition's range (default 5)
  --games N      timed games, at least 1 (default 5000)
  --seed N       whole number from 0 to ${MAX_SEED} (default 1)
  --characters on|off   with the edition's characters in the pool (standard: all 30, with 绝密任务) (default off)
  --json         print one JSON object to stdout
  -h, --help     show this help

Exit code: 0 when no game errored or stalled, 1 otherwise, 2 for a bad option.
`;

export interface BenchReport {
  ruleset: string;
  players: number;
  characters: boolean;
  games: number;
  seed: number;
  warmupGames: number;
  gamesPerSecond: number;
  commandsPerSecond: number;
  elapsedSeconds: number;
  errors: number;
  stalls: number;
  node: string;
  cpu: string;
  date: string;
}

export function runBench(
  players: number,
  games: number,
  seed: number,
  characters = false,
  ruleset = 'standard',
): BenchReport {
  const base = {
    players,
    seed,
    bots: ['random'],
    ruleset,
    identityTable: 'standard' as const,
    characters,
    expansion: characters,
  };
  // Warm-up on other seeds, so the JIT has seen every code path before the clock starts.
  runSimulation({ ...base, games: WARMUP_GAMES, seed: (seed + 1) % (MAX_SEED + 1) });
  const r = runSimulation({ ...base, games });
  return {
    ruleset,
    players,
    characters,
    games,
    seed,
    warmupGames: WARMUP_GAMES,
    gamesPerSecond: r.gamesPerSecond,
    commandsPerSecond: r.commandsPerSecond,
    elapsedSeconds: r.elapsedSeconds,
    errors: r.errors,
    stalls: r.stalls,
    node: process.versions.node,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    date: new Date().toISOString(),
  };
}

export async function benchCommand(argv: string[], io: Io = processIo): Promise<number> {
  const { values: v } = parseOptions(argv, {
    ruleset: { type: 'string' },
    players: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    characters: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (v.help) {
    io.out(BENCH_HELP);
    return 0;
  }
  const ruleset = choiceOption('ruleset', v.ruleset, 'standard', listRulesets());
  const rs = getRuleset(ruleset);
  const players = intOption('players', v.players, 5, rs.minPlayers, rs.maxPlayers);
  const games = intOption('games', v.games, 5000, 1, MAX_GAMES);
  const seed = intOption('seed', v.seed, 1, 0, MAX_SEED);
  const characters = choiceOption('characters', v.characters, 'off', ['on', 'off']) === 'on';
  if (characters && !rs.characters)
    throw new UsageError(`--characters on: the ${ruleset} ruleset has no characters`);
  const r = runBench(players, games, seed, characters, ruleset);
  if (v.json) io.out(JSON.stringify(r) + '\n');
  else
    io.out(
      [
        `bench: ${r.ruleset}, ${r.players} players${r.characters ? ' with characters' : ''}, ${r.games} games, random bots, seed ${r.seed} (after ${r.warmupGames} warm-up games, one thread)`,
        `games/s     ${r.gamesPerSecond.toFixed(1)}`,
        `commands/s  ${r.commandsPerSecond}`,
        `time        ${r.elapsedSeconds.toFixed(2)} s (${r.errors} errors, ${r.stalls} stalls)`,
        `node        ${r.node}`,
        `cpu         ${r.cpu}`,
        `date        ${r.date}`,
      ].join('\n') + '\n',
    );
  return r.errors === 0 && r.stalls === 0 ? 0 : 1;
}
