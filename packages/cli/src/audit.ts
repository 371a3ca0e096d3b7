// `fengsheng audit`: every seat played by one bot; count the tactical blunders of issue 17
// (audit-count.ts) and report them per game played and scaled to 500 games.
import { getRuleset, listRulesets } from '@fengsheng/engine';
import type { GameOptions } from '@fengsheng/engine';
import { botNames, gameSeeds, getBot, MAX_SEED, playGame } from '@fengsheng/bots';
import { choiceOption, intOption, parseOptions, processIo, UsageError } from './args.ts';
import type { Io } from './args.ts';
import { audited, emptyCounts, GameAudit } from './audit-count.ts';
import type { BlunderCounts } from './audit-count.ts';
import { CONFIDENTLY_WRONG, emptyBeliefCounts, LATE_TURN, type BeliefCounts } from './audit-beliefs.ts';
import { withProgress } from './progress.ts';

export interface AuditOptions {
  ruleset: string;
  players: number;
  games: number;
  seed: number;
  bot: string;
  characters: boolean;
}

export interface AuditReport extends AuditOptions {
  counts: BlunderCounts;
  beliefs: BeliefCounts;
  errors: number;
  stalls: number;
}

export function runAudit(opts: AuditOptions, onProgress?: (done: number) => void): AuditReport {
  const inner = getBot(opts.bot);
  if (!inner)
    throw new UsageError(`--bot: unknown bot ${JSON.stringify(opts.bot)} (known: ${botNames().join(', ')})`);
  const counts = emptyCounts();
  const beliefs = emptyBeliefCounts();
  let current = new GameAudit(counts, opts.ruleset, beliefs);
  const bot = audited(inner, () => current);
  const bots = Array.from({ length: opts.players }, () => bot);
  let errors = 0;
  let stalls = 0;
  for (let i = 0; i < opts.games; i++) {
    const { engineSeed, botSeed } = gameSeeds(opts.seed, i);
    const options: GameOptions = {
      ruleset: opts.ruleset,
      players: opts.players,
      seed: engineSeed,
      characters: opts.characters,
      expansion: opts.characters,
    };
    current = new GameAudit(counts, opts.ruleset, beliefs);
    const audit = current;
    const g = playGame(options, bots, botSeed, {}, (events, state) => audit.events(events, state));
    if (g.outcome === 'error') errors++;
    if (g.outcome === 'stalled') stalls++;
    onProgress?.(i + 1);
  }
  return { ...opts, counts, beliefs, errors, stalls };
}

function line(label: string, part: number, whole: number, games: number): string {
  const per500 = ((part * 500) / games).toFixed(1);
  const share = whole > 0 ? ` of ${whole} (${((100 * part) / whole).toFixed(1)}%)` : '';
  return `${label.padEnd(44)} ${String(part).padStart(6)}${share}; ${per500} per 500 games`;
}

function beliefLines(b: BeliefCounts): string[] {
  if (b.terms === 0) return ['camp beliefs: no decision scored'];
  const mean = (sum: number, n: number): string => (n > 0 ? (sum / n).toFixed(3) : '-');
  const pct = (k: number, n: number): string => (n > 0 ? `${((100 * k) / n).toFixed(2)}%` : '-');
  const under = `${100 * CONFIDENTLY_WRONG}%`;
  return [
    `camp beliefs over ${b.terms} (decision, unseen player) pairs: log-loss ${mean(b.logLoss, b.terms)} (prior ${mean(b.priorLogLoss, b.terms)}); true camp under ${under}: ${pct(b.confidentlyWrong, b.terms)}`,
    `  from turn ${LATE_TURN} (${b.lateTerms} pairs): log-loss ${mean(b.lateLogLoss, b.lateTerms)}; true camp under ${under}: ${pct(b.lateConfidentlyWrong, b.lateTerms)}`,
  ];
}

export function formatAudit(r: AuditReport): string {
  const c = r.counts;
  const g = r.games;
  return (
    [
      `audit: ${r.bot} at every seat, ${r.ruleset}, ${r.players} players${r.characters ? ' with characters' : ''}, ${g} games, seed ${r.seed}`,
      line('face-up black 文本 sends returned to sender', c.faceUpBlackReturned, c.faceUpBlackSends, g),
      line('redundant 识破 (card already cancelled)', c.redundantCounters, c.counters, g),
      line('lock deaths with an unused legal 识破', c.lockDeathsCounterable, c.lockDeaths, g),
      line('  not counted: a neutral winning by that death', c.lockDeathsForMission, c.lockDeaths, g),
      line('cards handed to other camps by 试探', c.probeCardsToEnemies, 2 * c.probeDraws, g),
      ...beliefLines(r.beliefs),
      `${r.errors} errors, ${r.stalls} stalls`,
    ].join('\n') + '\n'
  );
}

export const AUDIT_HELP = `Usage: fengsheng audit [options]

Plays games with one bot at every seat and counts tactical blunders a strong player would see:
face-up false intel sent by 文本 that comes back to its sender, 识破 on a card a standing 识破
already cancels, deaths under a resolved 锁定 that the victim or a same-camp ally could have
countered with a legal 识破 and did not, and cards 试探 handed to a player of another camp.
For a bot that holds camp beliefs (heuristic, baseline) it also scores them: at each of its
decisions, −ln of the belief in the true camp of every player whose camp it does not see
(log-loss; the prior is the same for the identity table alone), and how often the true camp was
believed under 5%, over the whole game and from turn 20.
Game i uses engine seed SEED * 1000003 + i (as the tournament).

Options:
  --bot NAME           the bot at every seat (default heuristic; known: ${botNames().join(', ')})
  --ruleset NAME       rules edition (default standard)
  --players N          players per game (default 5)
  --games N            games, at least 1 (default 500)
  --seed N             whole number from 0 to ${MAX_SEED} (default 1)
  --characters on|off  play with characters (default off)
  --json               print one JSON object to stdout
  -h, --help           show this help
`;

export function parseAuditArgs(argv: string[]): (AuditOptions & { json: boolean }) | 'help' {
  const { values: v } = parseOptions(argv, {
    bot: { type: 'string' },
    ruleset: { type: 'string' },
    players: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    characters: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (v.help) return 'help';
  const ruleset = choiceOption('ruleset', v.ruleset, 'standard', listRulesets());
  const rs = getRuleset(ruleset);
  const characters = choiceOption('characters', v.characters, 'off', ['on', 'off']) === 'on';
  if (characters && !rs.characters)
    throw new UsageError(`--characters on: the ${ruleset} ruleset has no characters`);
  const bot = v.bot ?? 'heuristic';
  if (!getBot(bot))
    throw new UsageError(`--bot: unknown bot ${JSON.stringify(bot)} (known: ${botNames().join(', ')})`);
  return {
    ruleset,
    players: intOption('players', v.players, 5, rs.minPlayers, rs.maxPlayers),
    games: intOption('games', v.games, 500, 1, 1_000_000),
    seed: intOption('seed', v.seed, 1, 0, MAX_SEED),
    bot,
    characters,
    json: !!v.json,
  };
}

export async function auditCommand(argv: string[], io: Io = processIo): Promise<number> {
  const parsed = parseAuditArgs(argv);
  if (parsed === 'help') {
    io.out(AUDIT_HELP);
    return 0;
  }
  const { json, ...opts } = parsed;
  const report = withProgress(io, 'audit', opts.games, (step) => runAudit(opts, step));
  io.out(json ? JSON.stringify(report) + '\n' : formatAudit(report));
  return report.errors === 0 && report.stalls === 0 ? 0 : 1;
}
