// The night (seed 002, 3.3-3.14): the killers choose a victim, then the police point at one player
// and the judge tells only them whether that player is a killer. Each group's members give their
// opinion one by one in seat order, seeing the opinions given before theirs.
import { dawn } from './day.ts';
import { living, livingWithRole } from './setup.ts';
import type { KillerEvent, KillerState, Opinion, Seat } from './types.ts';

export function startNight(s: KillerState, ev: KillerEvent[]): void {
  s.round++;
  s.victim = null;
  s.chatCount.fill(0);
  ev.push({ type: 'nightFalls', round: s.round });
  ev.push({ type: 'killersWake', round: s.round });
  s.step = { kind: 'kill', seats: livingWithRole(s, 'killer'), index: 0, opinions: [] };
}

/** Whom the killers may choose: any living player (自杀 included), but on the first night not the
 *  first victim of the room's previous game (注意事项 8). */
export function killTargets(s: KillerState): Seat[] {
  return living(s).filter((t) => !(s.round === 1 && t === s.previousFirstVictim));
}

/** Whom the police may point at: a living player who is not one of them (they know each other). */
export function checkTargets(s: KillerState): Seat[] {
  return living(s).filter((t) => s.roles[t] !== 'police');
}

/**
 * Whether the seat now giving an opinion may give none: not when it is the last of its group and
 * nobody named anyone yet (the judge needs a victim and a pointed player: 「杀手请杀人」).
 */
export function mayAbstain(seats: readonly Seat[], index: number, opinions: readonly Opinion[]): boolean {
  return index < seats.length - 1 || opinions.some((o) => o.target !== null);
}

/**
 * 「如果意见无法完全统一，则由裁判取其中多数人的意见（不给任何意见者将被裁判视为同意其他人的意见）」:
 * the seat named most often; no opinion counts for nobody. Even split (our ruling): of the seats
 * named most often, the one named first decides.
 */
export function decide(opinions: readonly Opinion[]): { target: Seat | null; split: boolean } {
  const counts = new Map<Seat, number>();
  const firstAt = new Map<Seat, number>();
  opinions.forEach((o, i) => {
    if (o.target === null) return;
    counts.set(o.target, (counts.get(o.target) ?? 0) + 1);
    if (!firstAt.has(o.target)) firstAt.set(o.target, i);
  });
  let best: Seat | null = null;
  for (const [t, n] of counts) {
    const b = best === null ? -1 : counts.get(best)!;
    if (n > b || (n === b && firstAt.get(t)! < firstAt.get(best!)!)) best = t;
  }
  return { target: best, split: counts.size > 1 };
}

export function giveKillOpinion(s: KillerState, ev: KillerEvent[], seat: Seat, target: Seat | null): void {
  const step = s.step;
  if (step.kind !== 'kill') return;
  const killers = livingWithRole(s, 'killer');
  step.opinions.push({ seat, target });
  ev.push({ type: 'killOpinion', seat, target, to: killers });
  step.index++;
  if (step.index < step.seats.length) return;
  const { target: victim, split } = decide(step.opinions);
  s.victim = victim ?? killTargets(s)[0];
  if (s.round === 1) s.firstVictim = s.victim;
  ev.push({ type: 'killChosen', target: s.victim, split, to: killers });
  ev.push({ type: 'killersSleep' });
  ev.push({ type: 'policeWake' });
  s.chatCount.fill(0);
  s.step = { kind: 'check', seats: livingWithRole(s, 'police'), index: 0, opinions: [] };
}

export function giveCheckOpinion(s: KillerState, ev: KillerEvent[], seat: Seat, target: Seat | null): void {
  const step = s.step;
  if (step.kind !== 'check') return;
  const police = livingWithRole(s, 'police');
  step.opinions.push({ seat, target });
  ev.push({ type: 'checkOpinion', seat, target, to: police });
  step.index++;
  if (step.index < step.seats.length) return;
  const decided = decide(step.opinions);
  const pointed = decided.target ?? checkTargets(s)[0];
  const killer = s.roles[pointed] === 'killer';
  s.checks.push({ round: s.round, target: pointed, killer });
  ev.push({ type: 'checkResult', target: pointed, killer, split: decided.split, to: police });
  ev.push({ type: 'policeSleep' });
  dawn(s, ev);
}
