// Playing a determinized state forward with the heuristic for every seat, to a horizon, and
// scoring where it got for one seat.
import {
  applyInPlace,
  applyKept,
  eventFor,
  getRuleset,
  keptCommands,
  pending,
  view,
} from '@fengsheng/engine';
import type { Command, EventView, GameEvent, GameState, GameView, Seat } from '@fengsheng/engine';
import { EVIDENCE_EVENTS, continuedEvidence, continuedLog, readEvidence } from '../heuristic/beliefs.ts';
import type { ContinuedLog, Evidence } from '../heuristic/beliefs.ts';
import { settlePolicy } from '../heuristic/policy-evidence.ts';
import { heuristicChoose, plainChoose } from '../heuristic/index.ts';
import { TACTICS } from '../heuristic/tactics.ts';

/**
 * Each seat's log during a rollout: the evidence of the past at the decision, continued by the
 * events since (`ContinuedLog`). The heuristic is handed that evidence and reads no log itself.
 */
export type Logs = ContinuedLog[];

/** What the heuristic is told instead of a log in rollouts: it reads the evidence it is given. */
const NO_LOG: readonly EventView[] = [];

/**
 * What each seat has read of the past at the decision: the searching seat its own log, the
 * others the public part of it (what simulated opponents are taken to have seen). Read once per
 * decision and shared by every rollout.
 */
export function pastEvidence(
  players: number,
  me: Seat,
  seen: readonly EventView[],
  pub: readonly EventView[],
  table?: GameView,
): Evidence[] {
  const out: Evidence[] = [];
  for (let seat = 0; seat < players; seat++) {
    const ev = readEvidence(seat === me ? seen : pub, seat, TACTICS.evidence, table?.ruleset ?? null);
    // The policy reading of the past, done once here rather than in every rollout that copies it.
    if (table) settlePolicy(ev, table);
    out.push(ev);
  }
  return out;
}

/** Fresh logs for one rollout, each continuing its seat's evidence of the past. */
export function rolloutLogs(past: readonly Evidence[]): Logs {
  const logs: Logs = [];
  // Decisions within a rollout are not read through the policy (its cost, every seat, every rollout).
  for (let seat = 0; seat < past.length; seat++) logs.push(continuedLog(past[seat], seat, false));
  return logs;
}

/**
 * Each seat's view of these events into its log: only of the events its evidence reads (the
 * rest would change nothing), each seat's in the order they happened.
 */
export function record(s: GameState, logs: Logs, events: readonly GameEvent[]): void {
  for (const e of events) {
    if (!EVIDENCE_EVENTS.has(e.type)) continue;
    for (let seat = 0; seat < logs.length; seat++) {
      const v = eventFor(s, e, seat);
      if (v) logs[seat].events.push(v);
    }
  }
}

/**
 * Play on with the heuristic until the game ends, the turn number passes `untilTurn`, or
 * `maxCommands` commands. Returns false if something went wrong (an illegal command).
 */
export function rollout(
  s: GameState,
  logs: Logs,
  untilTurn: number,
  maxCommands: number,
  rng: () => number,
  skills = false,
): boolean {
  for (let i = 0; i < maxCommands && !s.result && s.turn <= untilTurn; i++) {
    const p = pending(s);
    if (!p) return false;
    const v = view(s, p.seat);
    if (v.legal.length === 0) return false;
    // Without `skills` the heuristic plays cards only at priority, never an active skill (its skill
    // lookahead samples and plays out states of its own, ten times the cost of a rollout without).
    // Triggered skills' choices are still answered. Without characters there are no skills anyway.
    const cmd =
      v.legal.length === 1
        ? v.legal[0]
        : heuristicChoose(
            { view: v, legal: v.legal, seen: NO_LOG },
            rng,
            skills,
            TACTICS,
            plainChoose,
            continuedEvidence(logs[p.seat]),
          );
    const r = applyChosen(s, p.seat, p.kind, v.legal, cmd);
    if (!r.ok) return false;
    record(s, logs, r.events);
  }
  return true;
}

/**
 * Apply a command picked from `legal` (the view's list). At a priority decision the engine kept
 * the same list (keptCommands: equal, in the same order) with what `check` found for each, so the
 * kept twin of the pick is applied unchecked; elsewhere nothing is kept and it is checked.
 */
function applyChosen(
  s: GameState,
  seat: Seat,
  kind: string,
  legal: readonly Command[],
  cmd: Command,
): ReturnType<typeof applyInPlace> {
  if (kind !== 'priority') return applyInPlace(s, seat, cmd);
  const kept = keptCommands(s, seat);
  const i = legal.indexOf(cmd);
  return applyKept(s, seat, i >= 0 && kept.length === legal.length ? kept[i] : cmd);
}

/** How a camp stands: intel of its colour in front of its members, members alive, false intel. */
function campScore(s: GameState, camp: 'red' | 'blue'): number {
  const rs = getRuleset(s.ruleset);
  let sc = 0;
  let best = 0;
  for (const p of s.players) {
    if (p.camp !== camp || !p.alive || p.lost) continue;
    let mine = 0;
    let black = 0;
    for (const c of p.intel) {
      const col = rs.cards[c].colour;
      if (col === camp) mine++;
      else if (col === rs.deadlyColour) black++;
    }
    best = Math.max(best, mine);
    sc += 1 + 0.4 * mine - (black >= rs.deathAt - 1 ? 0.5 : 0.15 * black);
  }
  return sc + [0, 0.3, 1.2][Math.min(best, 2)];
}

/** The worth of a state to `me`, in [0, 1]: 1 won, 0 lost, otherwise a guess from the camps' standing. */
export function score(s: GameState, me: Seat): number {
  if (s.result) return s.result.winners.includes(me) ? 1 : 0;
  const camp = s.players[me].camp;
  const p = s.players[me];
  if (camp === 'neutral') return p.alive && !p.lost ? 0.15 : 0;
  const diff = campScore(s, camp) - campScore(s, camp === 'red' ? 'blue' : 'red');
  return 1 / (1 + Math.exp(-0.9 * diff));
}
