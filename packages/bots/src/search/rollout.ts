// Playing a determinized state forward with the heuristic for every seat, to a horizon, and
// scoring where it got for one seat.
import { applyInPlace, eventsFor, getRuleset, pending, view } from '@fengsheng/engine';
import type { EventView, GameEvent, GameState, Seat } from '@fengsheng/engine';
import { heuristicChoose } from '../heuristic/index.ts';

/** Each seat's event log during a rollout; grows as events happen. */
export type Logs = EventView[][];

export function record(s: GameState, logs: Logs, events: readonly GameEvent[]): void {
  for (let seat = 0; seat < logs.length; seat++)
    for (const e of eventsFor(s, events, seat)) logs[seat].push(e);
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
): boolean {
  for (let i = 0; i < maxCommands && !s.result && s.turn <= untilTurn; i++) {
    const p = pending(s);
    if (!p) return false;
    const v = view(s, p.seat);
    if (v.legal.length === 0) return false;
    const cmd =
      v.legal.length === 1
        ? v.legal[0]
        : heuristicChoose({ view: v, legal: v.legal, seen: logs[p.seat] }, rng);
    const r = applyInPlace(s, p.seat, cmd);
    if (!r.ok) return false;
    record(s, logs, r.events);
  }
  return true;
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
