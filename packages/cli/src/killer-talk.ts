// `fengsheng killer-talk`: play many 杀人游戏 games between killer bots and report how they talk and
// vote: whether the day-1 votes of civilians who heard nothing herd onto one seat, which kinds of
// speech each role says and with what knowledge, and who wins.
import {
  gameSeeds,
  killerBots,
  knowledgeOf,
  MAX_SEED,
  playKillerGame,
  readSpeech,
  readTable,
  SPEECH_KINDS,
} from '@fengsheng/bots';
import type { KillerBot, KillerObserver, Knowledge, SpeechKind } from '@fengsheng/bots';
import type { KillerView, Role } from '@fengsheng/killer';
import { choiceOption, intOption, parseOptions, processIo } from './args.ts';
import type { Io } from './args.ts';
import { wilson } from './stats.ts';

export const KILLER_TALK_HELP = `Usage: fengsheng killer-talk [options]

Plays 杀人游戏 games with every seat the same killer bot and reports:
  - day-1 herding: among the civilians who, when the first ballot of day 1 opens, have heard no
    police claim and no accusation, how often one seat gets more than half of their votes;
  - speech kinds (claim, defend, accuse, support, doubt, noInfo) by role and by what the speaker knew;
  - win rates with 95% Wilson intervals.
Game i uses engine seed SEED * 1000003 + i and its own bot seed.

Options:
  --games N      games, 1 to 100000 (default 200)
  --players N    8 to 16 (default 12)
  --seed N       whole number from 0 to ${MAX_SEED} (default 1)
  --bot NAME     ${Object.keys(killerBots).join(' or ')} (default heuristic)
  --json         print one JSON object to stdout
  -h, --help     show this help
`;

export interface KillerTalkOptions {
  games: number;
  players: number;
  seed: number;
  bot: string;
}

type Counts = Record<SpeechKind, number>;

export interface KillerTalkReport {
  games: number;
  players: number;
  seed: number;
  bot: string;
  herding: {
    /** Games with at least one vote cast by an uninformed civilian in day 1's first ballot. */
    games: number;
    /** Of those, games where one seat got more than half of those votes. */
    herded: number;
    rate: number;
    /** Uninformed civilian votes per counted game, on average. */
    averageVoters: number;
  };
  speech: {
    total: number;
    byRole: Record<Role, Counts>;
    byKnowledge: Partial<Record<Knowledge, Counts>>;
    /** Distinct sentences said, and the share of the most said one among all speeches. */
    distinctLines: number;
    topLine: { text: string; share: number };
  };
  wins: Record<'town' | 'killers' | 'draw', { games: number; rate: number; ci95: [number, number] }>;
  averageCommands: number;
  msPerGame: number;
}

function zero(): Counts {
  const c = {} as Counts;
  for (const k of SPEECH_KINDS) c[k] = 0;
  return c;
}

/** Collects one game's statistics from the bots' decisions (see playKillerGame's observer). */
class Collector {
  byRole: Record<Role, Counts> = { police: zero(), killer: zero(), civilian: zero() };
  byKnowledge: Partial<Record<Knowledge, Counts>> = {};
  lines = new Map<string, number>();
  total = 0;
  herdGames = 0;
  herded = 0;
  voters = 0;
  /** Votes of uninformed civilians in the current game's first day-1 ballot, by seat. */
  private votes: number[] = [];
  private cast = 0;
  readonly observe: KillerObserver = (seat, view, command) => this.see(seat, view, command);

  startGame(players: number): void {
    this.votes = Array<number>(players).fill(0);
    this.cast = 0;
  }

  private see(
    _seat: number,
    view: KillerView,
    command: { type: string; text?: string; target?: number | null },
  ): void {
    const role = view.me!.role;
    if (command.type === 'speak' && command.text !== undefined) {
      const kind = readSpeech(command.text, view.players).kind;
      const knows = knowledgeOf(view, readTable(view));
      this.byRole[role][kind]++;
      (this.byKnowledge[knows] ??= zero())[kind]++;
      this.lines.set(command.text, (this.lines.get(command.text) ?? 0) + 1);
      this.total++;
    }
    if (
      command.type === 'ballot' &&
      role === 'civilian' &&
      view.round === 1 &&
      view.tieLevel === 0 &&
      command.target !== null &&
      command.target !== undefined &&
      !readTable(view).heard
    ) {
      this.votes[command.target]++;
      this.cast++;
    }
  }

  endGame(): void {
    if (this.cast === 0) return;
    this.herdGames++;
    this.voters += this.cast;
    if (Math.max(...this.votes) * 2 > this.cast) this.herded++;
  }
}

export function runKillerTalk(opts: KillerTalkOptions): KillerTalkReport {
  const bot: KillerBot = killerBots[opts.bot];
  const bots: KillerBot[] = Array<KillerBot>(opts.players).fill(bot);
  const col = new Collector();
  const wins = { town: 0, killers: 0, draw: 0 };
  let commands = 0;
  const start = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const { engineSeed, botSeed } = gameSeeds(opts.seed, i);
    col.startGame(opts.players);
    const g = playKillerGame({ players: opts.players, seed: engineSeed }, bots, botSeed, 5000, col.observe);
    col.endGame();
    commands += g.commands;
    const w = g.result?.winner;
    if (w === 'police') wins.town++;
    else if (w === 'killers') wins.killers++;
    else wins.draw++;
  }
  const ms = performance.now() - start;
  let topText = '';
  let topCount = 0;
  for (const [text, count] of col.lines)
    if (count > topCount) {
      topText = text;
      topCount = count;
    }
  const rate = (k: number) => ({ games: k, rate: k / opts.games, ci95: wilson(k, opts.games) });
  return {
    games: opts.games,
    players: opts.players,
    seed: opts.seed,
    bot: opts.bot,
    herding: {
      games: col.herdGames,
      herded: col.herded,
      rate: col.herdGames === 0 ? 0 : col.herded / col.herdGames,
      averageVoters: col.herdGames === 0 ? 0 : col.voters / col.herdGames,
    },
    speech: {
      total: col.total,
      byRole: col.byRole,
      byKnowledge: col.byKnowledge,
      distinctLines: col.lines.size,
      topLine: { text: topText, share: col.total === 0 ? 0 : topCount / col.total },
    },
    wins: { town: rate(wins.town), killers: rate(wins.killers), draw: rate(wins.draw) },
    averageCommands: commands / opts.games,
    msPerGame: ms / opts.games,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function countsLine(label: string, c: Counts): string {
  let total = 0;
  for (const k of SPEECH_KINDS) total += c[k];
  const parts: string[] = [];
  for (const k of SPEECH_KINDS) if (c[k] > 0) parts.push(`${k} ${pct(c[k] / total)}`);
  return `  ${label.padEnd(26)} ${String(total).padStart(6)}  ${parts.join(', ')}`;
}

export function formatKillerTalk(r: KillerTalkReport): string {
  const h = r.herding;
  const lines = [
    `killer-talk: ${r.games} games, ${r.players} players, bot ${r.bot}, seed ${r.seed}`,
    `day-1 herding of uninformed civilians: ${h.herded}/${h.games} games = ${pct(h.rate)} (${h.averageVoters.toFixed(1)} such voters a game)`,
    `speeches: ${r.speech.total}, ${r.speech.distinctLines} distinct; most said ${pct(r.speech.topLine.share)}: 「${r.speech.topLine.text}」`,
    'by role:',
  ];
  for (const role of ['police', 'killer', 'civilian'] as const)
    lines.push(countsLine(role, r.speech.byRole[role]));
  lines.push('by knowledge:');
  for (const [k, c] of Object.entries(r.speech.byKnowledge)) lines.push(countsLine(k, c));
  for (const side of ['town', 'killers', 'draw'] as const) {
    const w = r.wins[side];
    lines.push(
      `${side.padEnd(8)} ${w.games}/${r.games} = ${pct(w.rate)} [${pct(w.ci95[0])}, ${pct(w.ci95[1])}]`,
    );
  }
  lines.push(`${r.averageCommands.toFixed(1)} commands and ${r.msPerGame.toFixed(1)} ms a game`);
  return lines.join('\n') + '\n';
}

export async function killerTalkCommand(argv: string[], io: Io = processIo): Promise<number> {
  const { values: v } = parseOptions(argv, {
    games: { type: 'string' },
    players: { type: 'string' },
    seed: { type: 'string' },
    bot: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (v.help) {
    io.out(KILLER_TALK_HELP);
    return 0;
  }
  const opts: KillerTalkOptions = {
    games: intOption('games', v.games, 200, 1, 100_000),
    players: intOption('players', v.players, 12, 8, 16),
    seed: intOption('seed', v.seed, 1, 0, MAX_SEED),
    bot: choiceOption('bot', v.bot, 'heuristic', Object.keys(killerBots)),
  };
  const r = runKillerTalk(opts);
  io.out(v.json ? JSON.stringify(r) + '\n' : formatKillerTalk(r));
  return 0;
}
