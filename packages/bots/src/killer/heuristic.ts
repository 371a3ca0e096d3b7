// A 杀人游戏 bot that speaks and votes with sense. Police act on what they checked (claim a found
// killer, back a companion whose claim is contested, call other claimers fake, vote for a killer
// they checked; never vote out a player checked good or a companion); killers never name or vote
// out each other, sometimes claim police falsely, kill claimed police first; civilians repeat or
// doubt the claims they heard and vote on the evidence. With no evidence a civilian (and a killer
// hiding among them) casts its own token vote on the player who spoke just before it, so that
// uninformed votes spread rather than follow one another (the judge: 「请不要跟票」), and the police's
// 内推 decides. Speeches: talk.ts.
import type { KillerCommand, KillerView, Seat } from '@fengsheng/killer';
import type { KillerBot, KillerBotInput } from './bot.ts';
import { readTable, suspicion, townPick, type TableRead } from './knowledge.ts';
import { speechLine } from './talk.ts';
function pick<T>(xs: readonly T[], rng: () => number): T {
  return xs[Math.floor(rng() * xs.length)];
}

function targetsOf(legal: readonly KillerCommand[], type: 'kill' | 'check' | 'ballot'): Seat[] {
  const out: Seat[] = [];
  for (const c of legal) if (c.type === type && c.target !== null) out.push(c.target);
  return out;
}

function has(legal: readonly KillerCommand[], type: KillerCommand['type'], target?: Seat | null): boolean {
  for (const c of legal)
    if (c.type === type && (target === undefined || ('target' in c && c.target === target))) return true;
  return false;
}

/** Whether this seat has already said its line in the current turn (speech or last words). */
function spokeThisTurn({ view, seen }: KillerBotInput): boolean {
  const me = view.me!.seat;
  for (let i = seen.length - 1; i >= 0; i--) {
    const e = seen[i];
    if (e.type === 'speech' && e.seat === me) return true;
    if ((e.type === 'speakTurn' || e.type === 'lastWords') && e.seat === me) return false;
  }
  return false;
}

/** The public score, plus what a police knows: every claimer who is not a companion is lying. */
function ownScore(view: KillerView, table: TableRead): number[] {
  const score = suspicion(view, table);
  const me = view.me!;
  if (me.role === 'police')
    for (const c of table.claimers) if (c !== me.seat && !me.mates.includes(c)) score[c] += 10;
  return score;
}

function nightChoice(input: KillerBotInput, rng: () => number, type: 'kill' | 'check'): KillerCommand {
  const { view, legal } = input;
  const step = view.step;
  // A companion already named someone: agree (the majority rule counts no opinion as agreement).
  if ((step.kind === 'kill' || step.kind === 'check') && step.opinions)
    for (const o of step.opinions)
      if (o.target !== null && has(legal, type, null)) return { type, target: null };
  const mine = view.me!.role;
  const pool: Seat[] = [];
  for (const t of targetsOf(legal, type)) if (view.seats[t].role !== mine) pool.push(t);
  if (pool.length === 0) pool.push(...targetsOf(legal, type));
  const table = readTable(view);
  if (type === 'kill') {
    // Believed claimers first, then any claimer: the likeliest police.
    const believed: Seat[] = [];
    const claimers: Seat[] = [];
    for (const t of pool) {
      if (table.believed[t]) believed.push(t);
      if (table.claimers.includes(t)) claimers.push(t);
    }
    if (believed.length > 0) return { type, target: pick(believed, rng) };
    if (claimers.length > 0) return { type, target: pick(claimers, rng) };
    return { type, target: pick(pool, rng) };
  }
  const checks = view.checks ?? [];
  const candidates: Seat[] = [];
  for (const t of pool) {
    let checked = false;
    for (const c of checks) if (c.target === t) checked = true;
    if (!checked) candidates.push(t);
  }
  if (candidates.length === 0) candidates.push(...pool);
  const score = ownScore(view, table);
  let top = -Infinity;
  for (const t of candidates) if (score[t] > top) top = score[t];
  const best: Seat[] = [];
  for (const t of candidates) if (score[t] === top) best.push(t);
  return { type, target: pick(best, rng) };
}

/**
 * A vote with no evidence: the nearest candidate who spoke before the voter in today's order (the
 * speech it answered), never an `exclude`d seat; else any candidate but itself, at random. In the
 * day's first vote no two civilians share that seat, so uninformed votes never pile onto one.
 */
function tokenVote(
  view: KillerView,
  candidates: readonly Seat[],
  rng: () => number,
  exclude: readonly Seat[] = [],
): Seat | null {
  const me = view.me!.seat;
  const order = view.order;
  const at = order.indexOf(me);
  for (let k = 1; at >= 0 && k < order.length; k++) {
    const s = order[(at - k + order.length) % order.length];
    if (candidates.includes(s) && !exclude.includes(s)) return s;
  }
  const others: Seat[] = [];
  for (const c of candidates) if (c !== me && !exclude.includes(c)) others.push(c);
  return others.length > 0 ? pick(others, rng) : null;
}

/**
 * 内推 with no evidence: every police reaches the same seat from what only they know, the first
 * candidate after their latest check in today's order, so the killers cannot guess it.
 */
function innerPick(view: KillerView, candidates: readonly Seat[], exclude: readonly Seat[]): Seat | null {
  const checks = view.checks ?? [];
  const order = view.order;
  const from = checks.length > 0 ? checks[checks.length - 1].target : order[0];
  let at = order.indexOf(from);
  if (at < 0) at = 0;
  for (let k = 1; k <= order.length; k++) {
    const s = order[(at + k) % order.length];
    if (candidates.includes(s) && !exclude.includes(s)) return s;
  }
  return townPick(
    candidates,
    view.seats.map(() => 0),
    exclude,
  );
}

function ballot(input: KillerBotInput, rng: () => number): KillerCommand {
  const { view, legal } = input;
  const me = view.me!;
  const candidates = targetsOf(legal, 'ballot');
  const table = readTable(view);
  const score = ownScore(view, table);
  let target: Seat | null;
  if (me.role === 'police') {
    const exclude: Seat[] = [...me.mates];
    target = null;
    for (const c of view.checks ?? []) {
      if (c.killer && candidates.includes(c.target)) target = c.target;
      if (!c.killer) exclude.push(c.target);
    }
    if (target === null) {
      let top = -Infinity;
      for (const c of candidates) if (!exclude.includes(c) && score[c] > top) top = score[c];
      target = top > 0 ? townPick(candidates, score, exclude) : innerPick(view, candidates, exclude);
    }
  } else if (me.role === 'killer') {
    // With nothing said to hide behind, a killer votes as an uninformed civilian would, not as a bloc.
    let top = -Infinity;
    for (const c of candidates) if (!me.mates.includes(c) && c !== me.seat && score[c] > top) top = score[c];
    target = top > 0 ? townPick(candidates, score, me.mates) : tokenVote(view, candidates, rng, me.mates);
  } else {
    let top = -Infinity;
    for (const c of candidates) if (c !== me.seat && score[c] > top) top = score[c];
    target = top > 0 ? townPick(candidates, score, [me.seat]) : tokenVote(view, candidates, rng);
  }
  return has(legal, 'ballot', target) ? { type: 'ballot', target } : { type: 'ballot', target: null };
}

export const heuristicKillerBot: KillerBot = {
  name: 'heuristic',
  choose(input, rng) {
    const { view, legal } = input;
    if (has(legal, 'kill')) return nightChoice(input, rng, 'kill');
    if (has(legal, 'check')) return nightChoice(input, rng, 'check');
    if (has(legal, 'ballot')) return ballot(input, rng);
    if (has(legal, 'pass')) {
      if (!spokeThisTurn(input) && has(legal, 'speak')) {
        const table = readTable(view);
        return { type: 'speak', text: speechLine(view, table, suspicion(view, table), rng) };
      }
      return { type: 'pass' };
    }
    // Only night chat or surrender are offered: never surrender, and a bot keeps quiet; but a bot is
    // asked only when pending, so this is a fallback.
    for (const c of legal) if (c.type !== 'surrender' && c.type !== 'nightChat') return c;
    return legal[0];
  },
};
