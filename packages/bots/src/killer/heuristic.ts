// A 杀人游戏 bot that votes with sense. Police act on what they checked (claim a found killer and
// vote for it; never vote out a player checked good or a companion); killers never vote each other
// out, kill claimed police first, and put their votes on a plausible civilian; civilians vote with
// the police's public claims and the vote history. Speeches are one short line, then 过.
import type { KillerCommand, KillerView, Seat } from '@fengsheng/killer';
import type { KillerBot, KillerBotInput } from './bot.ts';
import { claimText, claims, suspicion, townPick } from './knowledge.ts';

function pick<T>(xs: readonly T[], rng: () => number): T {
  return xs[Math.floor(rng() * xs.length)];
}

function targetsOf(legal: readonly KillerCommand[], type: 'kill' | 'check' | 'ballot'): Seat[] {
  const out: Seat[] = [];
  for (const c of legal) if (c.type === type && c.target !== null) out.push(c.target);
  return out;
}

function has(legal: readonly KillerCommand[], type: KillerCommand['type'], target?: Seat | null): boolean {
  return legal.some(
    (c) => c.type === type && (target === undefined || ('target' in c && c.target === target)),
  );
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

function line(view: KillerView): string {
  const me = view.me!;
  const lastWords = view.step.kind === 'lastWords';
  if (me.role === 'police') {
    const checks = view.checks ?? [];
    const foundLiving = checks.some((c) => c.killer && view.seats[c.target].alive);
    if (lastWords) return checks.length > 0 ? claimText(checks) : '我是警察，还没验过人';
    // One police speaks for the group: a companion who already named the killer is enough.
    const named = claims(view).some((c) => me.mates.includes(c.by) && c.killer && view.seats[c.target].alive);
    if (foundLiving && !named) return claimText(checks);
  }
  return lastWords ? '我是好人，大家加油' : '我是好人，过';
}

function nightChoice(input: KillerBotInput, rng: () => number, type: 'kill' | 'check'): KillerCommand {
  const { view, legal } = input;
  const step = view.step;
  // A companion already named someone: agree (the majority rule counts no opinion as agreement).
  if ((step.kind === 'kill' || step.kind === 'check') && step.opinions?.some((o) => o.target !== null)) {
    if (has(legal, type, null)) return { type, target: null };
  }
  const targets = targetsOf(legal, type);
  const mine = view.me!.role;
  const others = targets.filter((t) => view.seats[t].role !== mine);
  const pool = others.length > 0 ? others : targets;
  if (type === 'kill') {
    // Claimed police first, then anyone the claims called good (likely checked by a police).
    const cs = claims(view);
    const claimers = pool.filter((t) => cs.some((c) => c.by === t));
    if (claimers.length > 0) return { type, target: pick(claimers, rng) };
    return { type, target: pick(pool, rng) };
  }
  const checked = new Set((view.checks ?? []).map((c) => c.target));
  const unchecked = pool.filter((t) => !checked.has(t));
  const candidates = unchecked.length > 0 ? unchecked : pool;
  const score = suspicion(view);
  const top = Math.max(...candidates.map((t) => score[t]));
  return {
    type,
    target: pick(
      candidates.filter((t) => score[t] === top),
      rng,
    ),
  };
}

function ballot(input: KillerBotInput): KillerCommand {
  const { view, legal } = input;
  const me = view.me!;
  const candidates = targetsOf(legal, 'ballot');
  const score = suspicion(view);
  const role = me.role;
  let target: Seat | null;
  if (role === 'police') {
    const checks = view.checks ?? [];
    const killer = checks.find((c) => c.killer && candidates.includes(c.target));
    const good = new Set(checks.filter((c) => !c.killer).map((c) => c.target));
    target = killer ? killer.target : townPick(candidates, score, (c) => me.mates.includes(c) || good.has(c));
  } else if (role === 'killer') {
    const town = townPick(candidates, score, () => false);
    if (town !== null && !me.mates.includes(town)) target = town;
    else target = townPick(candidates, score, (c) => me.mates.includes(c));
  } else target = townPick(candidates, score, () => false);
  return has(legal, 'ballot', target) ? { type: 'ballot', target } : { type: 'ballot', target: null };
}

export const heuristicKillerBot: KillerBot = {
  name: 'heuristic',
  choose(input, rng) {
    const { view, legal } = input;
    if (has(legal, 'kill')) return nightChoice(input, rng, 'kill');
    if (has(legal, 'check')) return nightChoice(input, rng, 'check');
    if (has(legal, 'ballot')) return ballot(input);
    if (has(legal, 'pass')) {
      if (!spokeThisTurn(input) && has(legal, 'speak')) return { type: 'speak', text: line(view) };
      return { type: 'pass' };
    }
    // Only night chat or surrender are offered: never surrender, and a bot keeps quiet; but a bot is
    // asked only when pending, so this is a fallback.
    return legal.find((c) => c.type !== 'surrender' && c.type !== 'nightChat') ?? legal[0];
  },
};
