// `fengsheng simulate`: play many full games between bots and report errors, stalls and statistics.
import { botNames, gameSeeds, getBot, MAX_SEED, playGame } from '@fengsheng/bots';
import type { Bot } from '@fengsheng/bots';
import { createGame, getRuleset, listRulesets } from '@fengsheng/engine';
import type { Camp } from '@fengsheng/engine';
import { choiceOption, intOption, parseOptions, processIo, UsageError } from './args.ts';
import type { Io } from './args.ts';
import { withProgress } from './progress.ts';

export interface SimulateOptions {
  players: number;
  games: number;
  seed: number;
  /** Bot names; seat i is played by bots[i % bots.length]. */
  bots: string[];
  ruleset: string;
  identityTable: 'standard' | 'variant';
  /** Play with characters (each player keeps one of two dealt), and with the 「绝密任务」 expansion. */
  characters: boolean;
  expansion: boolean;
  /** 新手教学模式 (风声再临): the cards' special marks are void; at most the ruleset's teaching size. */
  teaching?: boolean;
  /** One of the ruleset's modes (网络版: novice, threeVsThree, fiveSix, missions, free); none: the free game. */
  mode?: string;
}

export interface GameSample {
  /** 0-based index of the game in the run. */
  game: number;
  /** The engine seed of that game: `seed * 1_000_003 + game`. */
  seed: number;
  message: string;
}

export interface SimulationReport {
  games: number;
  /** Games the engine brought to a result (games - errors - stalls). */
  finished: number;
  errors: number;
  stalls: number;
  elapsedSeconds: number;
  gamesPerSecond: number;
  commandsPerSecond: number;
  /** Finished games won by each camp, a game counted once per winning camp; none: nobody won. */
  winsByCamp: { red: number; blue: number; neutral: number; none: number };
  /** Why finished games ended. */
  endReasons: {
    intel: number;
    lastStanding: number;
    mission: number;
    solo: number;
    noneLeft: number;
    stalled: number;
  };
  /** With characters: for each character, the finished games it was played in and the games it won. */
  winsByCharacter: Record<string, { games: number; wins: number }>;
  characters: boolean;
  expansion: boolean;
  /** Averages over finished games. */
  averageTurns: number;
  averageDeaths: number;
  averageCommands: number;
  /** All commands played, stalled and errored games included. */
  totalCommands: number;
  players: number;
  seed: number;
  bots: string[];
  ruleset: string;
  identityTable: 'standard' | 'variant';
  /** The teaching mode was on (the marks void). */
  teaching: boolean;
  /** The ruleset's mode played, or null for the free game. */
  mode: string | null;
  /** The first few errors and stalls, with the engine seed that replays each game. */
  errorSamples: GameSample[];
  stallSamples: GameSample[];
}

const MAX_SAMPLES = 5;
export const MAX_GAMES = 1_000_000_000;

/** Turn a list of bot names into one bot per seat, in rotation. Throws on an unknown name. */
export function seatBots(names: readonly string[], players: number): Bot[] {
  const bots = names.map((n) => {
    const b = getBot(n);
    if (!b)
      throw new UsageError(`--bots: unknown bot ${JSON.stringify(n)} (known: ${botNames().join(', ')})`);
    return b;
  });
  return Array.from({ length: players }, (_, seat) => bots[seat % bots.length]);
}

/** Play `opts.games` games, single-threaded. `onProgress(done)` is called now and then. */
export function runSimulation(opts: SimulateOptions, onProgress?: (done: number) => void): SimulationReport {
  const bots = seatBots(opts.bots, opts.players);
  const wins = { red: 0, blue: 0, neutral: 0, none: 0 };
  const endReasons = { intel: 0, lastStanding: 0, mission: 0, solo: 0, noneLeft: 0, stalled: 0 };
  const errorSamples: GameSample[] = [];
  const stallSamples: GameSample[] = [];
  let errors = 0;
  let stalls = 0;
  let finished = 0;
  let totalCommands = 0;
  let finishedCommands = 0;
  let turns = 0;
  let deaths = 0;
  const every = Math.max(1, Math.min(200, Math.floor(opts.games / 100)));
  const gameOptions = {
    ruleset: opts.ruleset,
    players: opts.players,
    seed: 0,
    identityTable: opts.identityTable,
    characters: opts.characters,
    expansion: opts.expansion,
    teaching: !!opts.teaching,
    mode: opts.mode,
  };
  const byCharacter: Record<string, { games: number; wins: number }> = {};

  const start = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const { engineSeed, botSeed } = gameSeeds(opts.seed, i);
    gameOptions.seed = engineSeed;
    const g = playGame(gameOptions, bots, botSeed);
    totalCommands += g.commands;
    if (g.outcome === 'error') {
      errors++;
      if (errorSamples.length < MAX_SAMPLES)
        errorSamples.push({ game: i, seed: engineSeed, message: g.error ?? 'unknown error' });
    } else if (g.outcome === 'stalled') {
      stalls++;
      if (stallSamples.length < MAX_SAMPLES)
        stallSamples.push({
          game: i,
          seed: engineSeed,
          message: `stalled at turn ${g.turns} after ${g.commands} commands`,
        });
    } else {
      finished++;
      finishedCommands += g.commands;
      turns += g.turns;
      deaths += g.deaths;
      const result = g.result!;
      endReasons[result.reason]++;
      countWins(result.camps, result.winners, g.state!.players, wins);
      for (const p of g.state!.players) {
        if (!p.character) continue;
        const c = (byCharacter[p.character] ??= { games: 0, wins: 0 });
        c.games++;
        if (result.winners.includes(p.seat)) c.wins++;
      }
    }
    if (onProgress && (i + 1) % every === 0) onProgress(i + 1);
  }
  const elapsed = (performance.now() - start) / 1000;
  if (onProgress) onProgress(opts.games);

  const avg = (x: number): number => (finished > 0 ? round(x / finished, 3) : 0);
  return {
    games: opts.games,
    finished,
    errors,
    stalls,
    elapsedSeconds: round(elapsed, 3),
    gamesPerSecond: elapsed > 0 ? round(opts.games / elapsed, 1) : 0,
    commandsPerSecond: elapsed > 0 ? Math.round(totalCommands / elapsed) : 0,
    winsByCamp: wins,
    endReasons,
    winsByCharacter: byCharacter,
    characters: opts.characters,
    expansion: opts.expansion,
    teaching: !!opts.teaching,
    mode: opts.mode ?? null,
    averageTurns: avg(turns),
    averageDeaths: avg(deaths),
    averageCommands: avg(finishedCommands),
    totalCommands,
    players: opts.players,
    seed: opts.seed,
    bots: [...opts.bots],
    ruleset: opts.ruleset,
    identityTable: opts.identityTable,
    errorSamples,
    stallSamples,
  };
}

/** Each winning camp once; winners outside the winning camps (a neutral's lone win) count as their camp. */
export function countWins(
  camps: readonly Camp[],
  winners: readonly number[],
  players: readonly { camp: Camp }[],
  wins: Record<Camp | 'none', number>,
): void {
  if (winners.length === 0 && camps.length === 0) {
    wins.none++;
    return;
  }
  let red = camps.includes('red');
  let blue = camps.includes('blue');
  let neutral = camps.includes('neutral');
  for (const w of winners) {
    const c = players[w].camp;
    if (c === 'red') red = true;
    else if (c === 'blue') blue = true;
    else neutral = true;
  }
  if (red) wins.red++;
  if (blue) wins.blue++;
  if (neutral) wins.neutral++;
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export const SIMULATE_HELP = `Usage: fengsheng simulate [options]

Plays full games between bots, single-threaded, and reports errors, stalls, speed and results.
Game i (from 0) uses engine seed SEED * 1000003 + i, so any game can be replayed from its seed.

Options:
  --players N              players per game, 3 to 9 (default 5)
  --games N                games to play, at least 1 (default 1000)
  --bots LIST              comma-separated bot names, seats filled in rotation (default random;
                           known: ${botNames().join(', ')})
  --seed N                 whole number from 0 to ${MAX_SEED} (default 1)
  --ruleset NAME           rules edition (default standard)
  --identity-table T       standard or variant (default standard)
  --characters on|off      play with characters (default off: 初次游戏)
  --expansion on|off       add the 「绝密任务」 characters (default on when characters are on)
  --teaching               the teaching mode (风声再临 新手教学模式: marks void, at most 5 players)
  --mode ID                one of the ruleset's modes (online: novice 4, threeVsThree 6, fiveSix 5-6,
                           missions 6 with characters on, free 3-8); default: the free game
  --json                   print one JSON object to stdout instead of the text report
  -h, --help               show this help

Exit code: 0 when no game errored or stalled, 1 otherwise, 2 for a bad option.
`;

const simulateArgs = {
  players: { type: 'string' },
  games: { type: 'string' },
  bots: { type: 'string' },
  seed: { type: 'string' },
  ruleset: { type: 'string' },
  'identity-table': { type: 'string' },
  characters: { type: 'string' },
  expansion: { type: 'string' },
  teaching: { type: 'boolean' },
  mode: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parse and check simulate's options; throws UsageError naming the option at fault. */
export function parseSimulateArgs(argv: string[]): (SimulateOptions & { json: boolean }) | 'help' {
  const { values: v } = parseOptions(argv, simulateArgs);
  if (v.help) return 'help';
  const ruleset = choiceOption('ruleset', v.ruleset, 'standard', listRulesets());
  const rs = getRuleset(ruleset);
  const players = intOption('players', v.players, 5, rs.minPlayers, rs.maxPlayers);
  const games = intOption('games', v.games, 1000, 1, MAX_GAMES);
  const seed = intOption('seed', v.seed, 1, 0, MAX_SEED);
  const identityTable = choiceOption('identity-table', v['identity-table'], 'standard', [
    'standard',
    'variant',
  ]);
  if (identityTable === 'variant' && !rs.hasVariant(players))
    throw new UsageError(
      `--identity-table variant: the ${ruleset} ruleset has no variant table for ${players} players`,
    );
  const bots = (v.bots ?? 'random').split(',').map((b) => b.trim());
  if (bots.some((b) => b === ''))
    throw new UsageError(`--bots must be a comma-separated list of bot names, got ${JSON.stringify(v.bots)}`);
  seatBots(bots, players);
  const characters = choiceOption('characters', v.characters, 'off', ['on', 'off']) === 'on';
  const expansion = choiceOption('expansion', v.expansion, characters ? 'on' : 'off', ['on', 'off']) === 'on';
  if (characters && !rs.characters)
    throw new UsageError(`--characters on: the ${ruleset} ruleset has no characters`);
  if (expansion && !characters) throw new UsageError('--expansion on needs --characters on');
  const teaching = !!v.teaching;
  if (teaching) teachingAllowed(ruleset, players);
  if (v.mode !== undefined) modeAllowed(ruleset, players, v.mode, characters);
  return {
    players,
    games,
    seed,
    bots,
    ruleset,
    identityTable,
    characters,
    expansion,
    teaching,
    ...(v.mode !== undefined ? { mode: v.mode } : {}),
    json: !!v.json,
  };
}

/** The engine decides who may play the teaching mode; its refusal becomes a usage error. */
function teachingAllowed(ruleset: string, players: number): void {
  try {
    createGame({ ruleset, players, seed: 0, teaching: true });
  } catch (err) {
    throw new UsageError(`--teaching: ${(err as Error).message}`);
  }
}

/** The engine decides which modes a ruleset has and at which sizes; its refusal is a usage error. */
function modeAllowed(ruleset: string, players: number, mode: string, characters: boolean): void {
  try {
    createGame({ ruleset, players, seed: 0, mode, characters });
  } catch (err) {
    throw new UsageError(`--mode ${mode}: ${(err as Error).message}`);
  }
}

/** Whose characters were dealt: the edition's, and the 「绝密任务」 expansion's where it has some. */
function charactersPlayed(r: SimulationReport): string {
  const rs = getRuleset(r.ruleset);
  const withExpansion = r.expansion && Object.values(rs.characters ?? {}).some((c) => c.expansion);
  return `${rs.name.zh}${withExpansion ? ' + 绝密任务' : ''}`;
}

export function formatReport(r: SimulationReport): string {
  const pct = (n: number): string => (r.finished > 0 ? `${((100 * n) / r.finished).toFixed(1)}%` : '-');
  const lines = [
    `simulate: ${r.players} players, ruleset ${r.ruleset} (${r.identityTable} identities${r.characters ? ', characters' : ''}${r.teaching ? ', teaching mode' : ''}), bots ${r.bots.join(',')}, seed ${r.seed}`,
    `games              ${r.games} (${r.finished} finished)`,
    `errors             ${r.errors}`,
    `stalls             ${r.stalls}`,
    `time               ${r.elapsedSeconds.toFixed(2)} s`,
    `games/s            ${r.gamesPerSecond.toFixed(1)}`,
    `commands/s         ${r.commandsPerSecond}`,
    `wins by camp       red ${r.winsByCamp.red} (${pct(r.winsByCamp.red)}), blue ${r.winsByCamp.blue} (${pct(r.winsByCamp.blue)}), neutral ${r.winsByCamp.neutral} (${pct(r.winsByCamp.neutral)}), none ${r.winsByCamp.none} (${pct(r.winsByCamp.none)})`,
    `end reasons        intel ${r.endReasons.intel}, last standing ${r.endReasons.lastStanding}, mission ${r.endReasons.mission}, solo ${r.endReasons.solo}, none left ${r.endReasons.noneLeft}`,
    `average turns      ${r.averageTurns.toFixed(2)}`,
    `average deaths     ${r.averageDeaths.toFixed(2)}`,
    `average commands   ${r.averageCommands.toFixed(2)}`,
  ];
  if (r.characters) {
    lines.push(`characters         ${charactersPlayed(r)}; wins / games played:`);
    const rows = Object.entries(r.winsByCharacter).sort(
      (a, b) => b[1].wins / b[1].games - a[1].wins / a[1].games,
    );
    for (const [id, c] of rows)
      lines.push(
        `  ${id.padEnd(18)} ${String(c.wins).padStart(6)} / ${String(c.games).padEnd(6)} ${((100 * c.wins) / c.games).toFixed(1)}%`,
      );
  }
  for (const s of r.errorSamples) lines.push(`error in game ${s.game} (engine seed ${s.seed}): ${s.message}`);
  for (const s of r.stallSamples) lines.push(`stall in game ${s.game} (engine seed ${s.seed}): ${s.message}`);
  return lines.join('\n') + '\n';
}

export async function simulateCommand(argv: string[], io: Io = processIo): Promise<number> {
  const parsed = parseSimulateArgs(argv);
  if (parsed === 'help') {
    io.out(SIMULATE_HELP);
    return 0;
  }
  const { json, ...opts } = parsed;
  const report = withProgress(io, 'simulate', opts.games, (step) => runSimulation(opts, step));
  io.out(json ? JSON.stringify(report) + '\n' : formatReport(report));
  return report.errors === 0 && report.stalls === 0 ? 0 : 1;
}
