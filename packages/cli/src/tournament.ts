// `fengsheng tournament`: seat bots at random and report each bot's win rate by camp, with 95%
// Wilson intervals; or, with --camp-vs A:B, one camp played by bot A against everyone else as bot B.
import {
  botNames,
  createSearchBot,
  gameSeeds,
  getBot,
  MAX_SEED,
  mulberry32,
  playGame,
  searchOracle,
} from '@fengsheng/bots';
import type { Bot, BotInput, SearchOptions } from '@fengsheng/bots';
import { createGame, getRuleset, listRulesets } from '@fengsheng/engine';
import type { Camp, Command, GameOptions, GameResult } from '@fengsheng/engine';
import { choiceOption, intOption, parseOptions, processIo, UsageError } from './args.ts';
import type { Io } from './args.ts';
import { withProgress } from './progress.ts';
import { quantile, round, wilson } from './stats.ts';
import { MAX_GAMES } from './simulate.ts';
import { countDecision, formatSkillUsage, skillUsageRows } from './skill-usage.ts';
import type { SkillTally, SkillUsageRow } from './skill-usage.ts';
import { characterWinRows, countCharacters, formatCharacterWins } from './character-wins.ts';
import type { CharacterTally, CharacterWinRow } from './character-wins.ts';
import { withDealtCharacters } from './dealt-characters.ts';
import { SEARCH_FLAGS, SEARCH_HELP, searchOptions } from './search-flags.ts';

export interface TournamentOptions {
  /** The rules edition (default 'standard'). */
  ruleset?: string;
  players: number;
  games: number;
  seed: number;
  /** Bots to seat at random (each seat independently, uniformly). */
  bots: string[];
  characters: boolean;
  expansion: boolean;
  /** Camp-vs-camp mode: every member of one camp is bot `a`, every other seat bot `b`. */
  campVs?: { a: string; b: string };
  /** Settings for the `search` bot (its budget); absent: the registered default. */
  search?: SearchOptions;
  /** Count, per bot, the decisions offering each character skill and the uses (--skill-usage). */
  skillUsage?: boolean;
  /** Every bot keeps a character drawn at random from its offer (--characters-dealt). */
  charactersDealt?: boolean;
}

export interface Rate {
  games: number;
  wins: number;
  winRate: number;
  /** 95% Wilson score interval. */
  ci95: [number, number];
}

export interface BotReport extends Rate {
  byCamp: Partial<Record<Camp, Rate>>;
  /** Average wall time of one decision, in milliseconds. */
  decisionMs: number;
  /** The median, 99th percentile and slowest of its decisions' wall times, in milliseconds. */
  decisionMsP50: number;
  decisionMsP99: number;
  decisionMsMax: number;
  decisions: number;
}

export interface CampVsReport {
  a: string;
  b: string;
  /** For each colour camp played by `a`: how often that camp won; `baseline`: the same camp when `b` plays every seat. */
  camps: Partial<Record<'red' | 'blue', Rate & { baseline: Rate }>>;
  overall: Rate & { baseline: Rate };
}

export interface TournamentReport {
  mode: 'seats' | 'campVs';
  ruleset: string;
  players: number;
  games: number;
  seed: number;
  characters: boolean;
  /** Characters were drawn at random, not picked by the bots (--characters-dealt). */
  charactersDealt?: boolean;
  bots: Record<string, BotReport>;
  campVs?: CampVsReport;
  errors: number;
  stalls: number;
  elapsedSeconds: number;
  /** With `skillUsage`: per bot, every skill of the edition's characters, offered and used. */
  skillUsage?: Record<string, SkillUsageRow[]>;
  /** With `skillUsage` in camp-vs mode: each character's win rate under A and under all B. */
  characterWins?: CharacterWinRow[];
}

function rate(wins: number, games: number): Rate {
  return { games, wins, winRate: games > 0 ? round(wins / games, 4) : 0, ci95: wilson(wins, games) };
}

/** Whether `camp` won this game (as a camp, or through one of its members winning). */
export function campWon(result: GameResult, camps: readonly Camp[], camp: Camp): boolean {
  return result.camps.includes(camp) || result.winners.some((w) => camps[w] === camp);
}

interface Timed {
  time: number;
  calls: number;
  /** Each decision's wall time, in milliseconds, in the order made. */
  times: number[];
  bot: Bot;
  /** Skills offered and used, when counted. */
  skills: SkillTally | null;
}

/** The bot, with the wall time of its decisions added up (and its skill use, if `skills`). */
function timed(inner: Bot, skills: boolean): Timed {
  const t: Timed = { time: 0, calls: 0, times: [], bot: inner, skills: skills ? new Map() : null };
  const clock =
    <A extends unknown[]>(f: (...a: A) => Command) =>
    (...a: A): Command => {
      const t0 = performance.now();
      const c = f(...a);
      const dt = performance.now() - t0;
      t.time += dt;
      t.times.push(dt);
      t.calls++;
      return c;
    };
  const choose = clock((input: BotInput, rng: () => number) => inner.choose(input, rng));
  const fromLegal =
    inner.chooseFromLegal &&
    clock((legal: readonly Command[], rng: () => number) => inner.chooseFromLegal!(legal, rng));
  const tally = t.skills;
  t.bot = {
    name: inner.name,
    choose: tally
      ? (input, rng) => {
          const c = choose(input, rng);
          countDecision(tally, input.legal, input.view.pending?.prompt ?? null, c);
          return c;
        }
      : choose,
    ...(fromLegal
      ? {
          chooseFromLegal: tally
            ? (legal: readonly Command[], rng: () => number) => {
                const c = fromLegal(legal, rng);
                countDecision(tally, legal, null, c);
                return c;
              }
            : fromLegal,
        }
      : {}),
  };
  return t;
}

function lookup(name: string, option: string): Bot {
  const b = getBot(name);
  if (!b)
    throw new UsageError(
      `--${option}: unknown bot ${JSON.stringify(name)} (known: ${botNames().join(', ')})`,
    );
  return b;
}

export function runTournament(
  opts: TournamentOptions,
  onProgress?: (done: number) => void,
): TournamentReport {
  const names = opts.campVs ? [...new Set([opts.campVs.a, opts.campVs.b])] : [...new Set(opts.bots)];
  const resolve = (n: string): Bot => {
    const b =
      n === 'search' && opts.search
        ? createSearchBot(opts.search)
        : lookup(n, opts.campVs ? 'camp-vs' : 'bots');
    return opts.charactersDealt ? withDealtCharacters(b) : b;
  };
  const clocks = new Map(names.map((n) => [n, timed(resolve(n), !!opts.skillUsage)]));
  // The baseline games (B at every seat) are not timed.
  const baselineBot = opts.campVs ? resolve(opts.campVs.b) : null;
  const tally = new Map(
    names.map((n) => [n, { games: 0, wins: 0, byCamp: new Map<Camp, { games: number; wins: number }>() }]),
  );
  const vs = {
    red: { games: 0, wins: 0, base: 0 },
    blue: { games: 0, wins: 0, base: 0 },
  };
  const charA: CharacterTally = new Map();
  const charB: CharacterTally = new Map();
  let errors = 0;
  let stalls = 0;
  const record = (seatNames: string[], camps: Camp[], result: GameResult): void => {
    for (let seat = 0; seat < seatNames.length; seat++) {
      const t = tally.get(seatNames[seat])!;
      const won = result.winners.includes(seat) ? 1 : 0;
      t.games++;
      t.wins += won;
      const c = t.byCamp.get(camps[seat]) ?? { games: 0, wins: 0 };
      c.games++;
      c.wins += won;
      t.byCamp.set(camps[seat], c);
    }
  };
  const play = (
    options: GameOptions,
    seatNames: string[],
    botSeed: number,
    /** The seats whose characters count towards A's win rates by character. */
    aSeats?: (seat: number) => boolean,
  ): GameResult | null => {
    const g = playGame(
      options,
      seatNames.map((n) => clocks.get(n)!.bot),
      botSeed,
      {},
      // Diagnostic only (--search-oracle): the search bot is shown the real state.
      opts.search?.oracle
        ? (_events, state) => {
            searchOracle.state = state;
          }
        : undefined,
    );
    if (g.outcome === 'error') errors++;
    if (g.outcome === 'stalled') stalls++;
    if (g.outcome !== 'finished') return null;
    record(
      seatNames,
      g.state!.players.map((p) => p.camp),
      g.result!,
    );
    if (aSeats && opts.skillUsage) countCharacters(charA, g.state!, g.result!, aSeats);
    return g.result;
  };
  const every = Math.max(1, Math.min(50, Math.floor(opts.games / 100)));
  const start = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const { engineSeed, botSeed } = gameSeeds(opts.seed, i);
    const options: GameOptions = {
      ruleset: opts.ruleset ?? 'standard',
      players: opts.players,
      seed: engineSeed,
      characters: opts.characters,
      expansion: opts.expansion,
    };
    if (opts.campVs) {
      // The runner (never a bot) looks at the deal to seat the camps; the same seed deals it again.
      const dealt = createGame(options).state.players.map((p) => p.camp);
      const { a, b } = opts.campVs;
      const baseline = playGame(
        options,
        dealt.map(() => baselineBot!),
        botSeed,
      );
      if (opts.skillUsage && baseline.result)
        countCharacters(charB, baseline.state!, baseline.result, (s) => dealt[s] !== 'neutral');
      for (const side of ['red', 'blue'] as const) {
        const seatNames = dealt.map((c) => (c === side ? a : b));
        const r = play(options, seatNames, botSeed, (s) => dealt[s] === side);
        vs[side].games++;
        if (r && campWon(r, dealt, side)) vs[side].wins++;
        if (baseline.result && campWon(baseline.result, dealt, side)) vs[side].base++;
      }
    } else {
      const pick = mulberry32(botSeed ^ 0x7f4a7c15);
      const seatNames = Array.from({ length: opts.players }, () => names[Math.floor(pick() * names.length)]);
      // Seats draw from the list as given (a name listed twice is seated twice as often).
      const listed = opts.bots;
      for (let s = 0; s < seatNames.length; s++) seatNames[s] = listed[Math.floor(pick() * listed.length)];
      play(options, seatNames, botSeed);
    }
    if (onProgress && ((i + 1) % every === 0 || i + 1 === opts.games)) onProgress(i + 1);
  }
  const elapsed = (performance.now() - start) / 1000;
  const bots: Record<string, BotReport> = {};
  for (const [n, t] of tally) {
    const byCamp: Partial<Record<Camp, Rate>> = {};
    for (const camp of ['red', 'blue', 'neutral'] as const) {
      const c = t.byCamp.get(camp);
      if (c) byCamp[camp] = rate(c.wins, c.games);
    }
    const tm = clocks.get(n)!;
    bots[n] = {
      ...rate(t.wins, t.games),
      byCamp,
      decisionMs: tm.calls > 0 ? round(tm.time / tm.calls, 4) : 0,
      decisionMsP50: round(quantile(tm.times, 0.5), 4),
      decisionMsP99: round(quantile(tm.times, 0.99), 4),
      decisionMsMax: round(quantile(tm.times, 1), 4),
      decisions: tm.calls,
    };
  }
  const report: TournamentReport = {
    mode: opts.campVs ? 'campVs' : 'seats',
    ruleset: opts.ruleset ?? 'standard',
    players: opts.players,
    games: opts.games,
    seed: opts.seed,
    characters: opts.characters,
    ...(opts.charactersDealt ? { charactersDealt: true } : {}),
    bots,
    errors,
    stalls,
    elapsedSeconds: round(elapsed, 2),
  };
  if (opts.skillUsage) {
    report.skillUsage = {};
    for (const [n, tm] of clocks) report.skillUsage[n] = skillUsageRows(report.ruleset, tm.skills!);
    if (opts.campVs) report.characterWins = characterWinRows(report.ruleset, charA, charB, wilson);
  }
  if (opts.campVs) {
    const side = (s: { games: number; wins: number; base: number }) => ({
      ...rate(s.wins, s.games),
      baseline: rate(s.base, s.games),
    });
    report.campVs = {
      a: opts.campVs.a,
      b: opts.campVs.b,
      camps: { red: side(vs.red), blue: side(vs.blue) },
      overall: side({
        games: vs.red.games + vs.blue.games,
        wins: vs.red.wins + vs.blue.wins,
        base: vs.red.base + vs.blue.base,
      }),
    };
  }
  return report;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const ci = (r: Rate): string => `[${pct(r.ci95[0])}, ${pct(r.ci95[1])}]`;

export function formatTournament(r: TournamentReport): string {
  const lines = [
    `tournament: ${r.players} players${r.characters ? ` with characters${r.charactersDealt ? ' (dealt at random)' : ''}` : ''}, ${r.games} games${r.mode === 'campVs' ? ` per side (camp vs camp: ${r.campVs!.a} camp against ${r.campVs!.b})` : ''}, seed ${r.seed}`,
  ];
  if (r.campVs) {
    const v = r.campVs;
    for (const side of ['red', 'blue'] as const) {
      const s = v.camps[side]!;
      lines.push(
        `${side.padEnd(5)} camp = ${v.a}: wins ${s.wins}/${s.games} = ${pct(s.winRate)} ${ci(s)}   (all ${v.b}: ${pct(s.baseline.winRate)} ${ci(s.baseline)})`,
      );
    }
    lines.push(
      `both sides       : wins ${v.overall.wins}/${v.overall.games} = ${pct(v.overall.winRate)} ${ci(v.overall)}   (all ${v.b}: ${pct(v.overall.baseline.winRate)} ${ci(v.overall.baseline)})`,
    );
  }
  lines.push(
    'bot          seats    win rate  95% CI              red                   blue                  neutral               ms/decision  p50     p99     max',
  );
  for (const [name, b] of Object.entries(r.bots)) {
    const camp = (c: Camp): string => {
      const x = b.byCamp[c];
      return (x ? `${pct(x.winRate)} ${ci(x)}` : '-').padEnd(22);
    };
    lines.push(
      `${name.padEnd(12)} ${String(b.games).padStart(6)}   ${pct(b.winRate).padStart(6)}    ${ci(b).padEnd(20)}${camp('red')}${camp('blue')}${camp('neutral')}${b.decisionMs.toFixed(3).padEnd(13)}${b.decisionMsP50.toFixed(3).padEnd(8)}${b.decisionMsP99.toFixed(3).padEnd(8)}${b.decisionMsMax.toFixed(3)}`,
    );
  }
  lines.push(`time ${r.elapsedSeconds.toFixed(1)} s, ${r.errors} errors, ${r.stalls} stalls`);
  for (const [name, rows] of Object.entries(r.skillUsage ?? {})) lines.push(formatSkillUsage(name, rows));
  if (r.characterWins && r.campVs) lines.push(formatCharacterWins(r.campVs.a, r.campVs.b, r.characterWins));
  return lines.join('\n') + '\n';
}

export const TOURNAMENT_HELP = `Usage: fengsheng tournament [options]

Seats bots at random (each seat independently and uniformly from --bots) and reports each bot's
win rate, overall and by the camp its seat had, with 95% Wilson confidence intervals.
With --camp-vs A:B, each game is played twice: once with every red seat played by A and every other
seat by B, once the same for blue; it reports how often A's camp won, next to the same camp's
rate when B plays every seat (baseline). Game i uses engine seed SEED * 1000003 + i.

Options:
  --bots LIST          comma-separated bot names (default heuristic,random; known: ${botNames().join(', ')})
  --camp-vs A:B        camp-vs-camp mode: A plays one colour camp, B everyone else
  --ruleset NAME       rules edition: standard, zailin or online (default standard)
  --players N          players per game, the edition's range (default 5)
  --games N            games (per side with --camp-vs), at least 1 (default 2000)
  --seed N             whole number from 0 to ${MAX_SEED} (default 1)
  --characters on|off  play with the edition's characters (standard: with 绝密任务) (default off)
${SEARCH_HELP}  --characters-dealt   every bot keeps a character drawn at random from its offer (not its pick), so
                       --skill-usage covers characters a bot would never keep
  --skill-usage        also count, per bot, the decisions offering each character skill and its uses,
                       and (with --camp-vs) each character's win rate under A and under all B
                       (the random bot's optional triggers are not counted: it sees no prompt)
  --json               print one JSON object to stdout
  -h, --help           show this help

Exit code: 0 when no game errored or stalled, 1 otherwise, 2 for a bad option.
`;

export function parseTournamentArgs(argv: string[]): (TournamentOptions & { json: boolean }) | 'help' {
  const { values: v } = parseOptions(argv, {
    bots: { type: 'string' },
    'camp-vs': { type: 'string' },
    ruleset: { type: 'string' },
    players: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    characters: { type: 'string' },
    ...SEARCH_FLAGS,
    'skill-usage': { type: 'boolean' },
    'characters-dealt': { type: 'boolean' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (v.help) return 'help';
  const ruleset = choiceOption('ruleset', v.ruleset, 'standard', listRulesets());
  const rs = getRuleset(ruleset);
  const players = intOption('players', v.players, 5, rs.minPlayers, rs.maxPlayers);
  const games = intOption('games', v.games, 2000, 1, MAX_GAMES);
  const seed = intOption('seed', v.seed, 1, 0, MAX_SEED);
  const characters = choiceOption('characters', v.characters, 'off', ['on', 'off']) === 'on';
  if (characters && !rs.characters)
    throw new UsageError(`--characters on: the ${ruleset} ruleset has no characters`);
  if (v['characters-dealt'] && !characters) throw new UsageError('--characters-dealt needs --characters on');
  const bots = (v.bots ?? 'heuristic,random').split(',').map((b) => b.trim());
  if (bots.some((b) => b === ''))
    throw new UsageError(`--bots must be a comma-separated list of bot names, got ${JSON.stringify(v.bots)}`);
  for (const b of bots) lookup(b, 'bots');
  let campVs: TournamentOptions['campVs'];
  if (v['camp-vs'] !== undefined) {
    const m = /^([^:]+):([^:]+)$/.exec(v['camp-vs'].trim());
    if (!m)
      throw new UsageError(`--camp-vs must be A:B (two bot names), got ${JSON.stringify(v['camp-vs'])}`);
    campVs = { a: lookup(m[1].trim(), 'camp-vs').name, b: lookup(m[2].trim(), 'camp-vs').name };
  }
  const search = searchOptions(v);
  return {
    ruleset,
    players,
    games,
    seed,
    bots,
    characters,
    expansion: characters,
    campVs,
    search,
    skillUsage: !!v['skill-usage'],
    charactersDealt: !!v['characters-dealt'],
    json: !!v.json,
  };
}

export async function tournamentCommand(argv: string[], io: Io = processIo): Promise<number> {
  const parsed = parseTournamentArgs(argv);
  if (parsed === 'help') {
    io.out(TOURNAMENT_HELP);
    return 0;
  }
  const { json, ...opts } = parsed;
  const report = withProgress(io, 'tournament', opts.games, (step) => runTournament(opts, step));
  io.out(json ? JSON.stringify(report) + '\n' : formatTournament(report));
  return report.errors === 0 && report.stalls === 0 ? 0 : 1;
}
