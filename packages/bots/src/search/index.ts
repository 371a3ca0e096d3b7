// The search bot: determinized Monte Carlo over its own next decision. Each iteration samples a
// hidden state consistent with the seat's view (determinize.ts), picks one of the seat's legal
// commands by UCB1, plays it, lets the heuristic play every seat on to a horizon (rollout.ts) and
// scores the outcome for this seat. The command with the best mean wins; the heuristic's own pick
// gets a small bonus so that noise alone does not overturn it. Trivial decisions and positions it
// cannot determinize (characters, choices) go to the heuristic.
import type { Command, EventView, Seat } from '@fengsheng/engine';
import { applyInPlace, legalCommands } from '@fengsheng/engine';
import type { Bot, BotInput } from '../bot.ts';
import { heuristicChoose } from '../heuristic/index.ts';
import { mulberry32 } from '../rng.ts';
import { knowledge, publicLog, sample } from './determinize.ts';
import { record, rollout, score } from './rollout.ts';

export interface SearchOptions {
  /** Wall-clock budget per decision in ms (ignored when `maxIterations` is set). Default 20. */
  msPerDecision?: number;
  /** A fixed number of iterations per decision: the bot is then deterministic given its rng. */
  maxIterations?: number;
  /** Rollouts stop after this many turns past the current one (0: at the end of this turn). Default 0. */
  horizonTurns?: number;
  /** UCB1 exploration constant. Default 0.4. */
  exploration?: number;
  /** Added to the heuristic's own pick when choosing the final command. Default 0.02. */
  heuristicBonus?: number;
  /**
   * Another command replaces the heuristic's pick only when its mean is higher by this many
   * standard errors of the difference. Default 1.
   */
  confidence?: number;
  /** Bot name (default 'search'). */
  name?: string;
}

export interface SearchStats {
  iterations: number;
  /** Per legal command: visits and mean score. */
  arms: { command: Command; visits: number; mean: number }[];
  fallback: string | null;
}

const key = (c: Command | readonly Command[]): string => JSON.stringify(c);

export function searchChoose(
  input: BotInput,
  rng: () => number,
  opts: SearchOptions = {},
  stats?: SearchStats,
): Command {
  const { legal } = input;
  if (legal.length === 1) return legal[0];
  const base = heuristicChoose(input, rng);
  const k = knowledge(input);
  if (!k) {
    if (stats) stats.fallback = 'unsupported';
    return base;
  }
  const me = input.view.viewer as Seat;
  const fixed = opts.maxIterations !== undefined;
  const maxIter = opts.maxIterations ?? Infinity;
  const deadline = performance.now() + (opts.msPerDecision ?? 20);
  const horizon = input.view.turn + (opts.horizonTurns ?? 0);
  const c = opts.exploration ?? 0.4;
  const bonus = opts.heuristicBonus ?? 0.02;
  const legalKeys = legal.map(key);
  const baseIdx = legalKeys.indexOf(key(base));
  const visits = new Array<number>(legal.length).fill(0);
  const total = new Array<number>(legal.length).fill(0);
  const squares = new Array<number>(legal.length).fill(0);
  const pub = publicLog(input.seen);
  // The searcher's own random stream, so that the game's shared rng advances by one draw only.
  const r = mulberry32(Math.floor(rng() * 4294967296));
  let iter = 0;
  let failures = 0;
  const maxCommands = 400;
  while (iter < maxIter && (fixed || performance.now() < deadline)) {
    const s = sample(k, r);
    if (!s) {
      if (++failures > 20) break;
      continue;
    }
    if (iter === 0 && key(legalCommands(s, me)) !== key(legal)) {
      // A determinization that disagrees with the real position: do not trust any.
      failures = 99;
      break;
    }
    // UCB1 over the seat's legal commands; every command is tried once first.
    let arm = visits.indexOf(0);
    if (arm < 0) {
      let best = -Infinity;
      const ln = Math.log(iter);
      for (let i = 0; i < legal.length; i++) {
        const u = total[i] / visits[i] + c * Math.sqrt(ln / visits[i]);
        if (u > best) {
          best = u;
          arm = i;
        }
      }
    }
    const logs: EventView[][] = s.players.map((_, seat) => (seat === me ? input.seen.slice() : pub.slice()));
    const res = applyInPlace(s, me, legal[arm]);
    let value: number;
    if (!res.ok) {
      failures++;
      value = 0;
    } else {
      record(s, logs, res.events);
      value = rollout(s, logs, horizon, maxCommands, r) ? score(s, me) : 0.5;
    }
    visits[arm]++;
    total[arm] += value;
    squares[arm] += value * value;
    iter++;
  }
  let pick = baseIdx;
  if (failures < 99 && iter >= legal.length) {
    let best = -Infinity;
    for (let i = 0; i < legal.length; i++) {
      if (visits[i] === 0) continue;
      const m = total[i] / visits[i] + (i === baseIdx ? bonus : 0);
      if (m > best) {
        best = m;
        pick = i;
      }
    }
    if (baseIdx >= 0 && pick !== baseIdx && visits[baseIdx] > 0) {
      const se = (i: number): number => {
        const m = total[i] / visits[i];
        return Math.max(0, squares[i] / visits[i] - m * m) / visits[i];
      };
      const gap = total[pick] / visits[pick] - total[baseIdx] / visits[baseIdx];
      const z = opts.confidence ?? 1;
      if (gap <= z * Math.sqrt(se(pick) + se(baseIdx) + 1e-9)) pick = baseIdx;
    }
  }
  if (stats) {
    stats.iterations = iter;
    stats.arms = legal.map((command, i) => ({
      command,
      visits: visits[i],
      mean: visits[i] ? total[i] / visits[i] : 0,
    }));
    stats.fallback = failures >= 99 ? 'inconsistent' : iter < legal.length ? 'budget' : null;
  }
  return pick >= 0 ? legal[pick] : base;
}

export function createSearchBot(opts: SearchOptions = {}): Bot {
  return { name: opts.name ?? 'search', choose: (input, rng) => searchChoose(input, rng, opts) };
}

/** The registered search bot: a fixed iteration budget (deterministic), about 20 ms a decision on a loaded 2-core VM. */
export const searchBot: Bot = createSearchBot({ maxIterations: 32 });
