// The day (seed 002, 3.14-3.17 and 3.21): the judge announces the victim, last words for the first
// dead, then speeches in seat order from the first living player on the victim's right, each once,
// ended with 过. 认匪 (a killer confessing in their speech) puts them out without a vote.
import { goOut } from './end.ts';
import { startNight } from './night.ts';
import { livingFromRightOf } from './setup.ts';
import type { KillerEvent, KillerState, Seat } from './types.ts';
import { startVote } from './vote.ts';

export function dawn(s: KillerState, ev: KillerEvent[]): void {
  ev.push({ type: 'dawn', round: s.round });
  const victim = s.victim!;
  s.victim = null;
  ev.push({ type: 'killed', seat: victim, round: s.round });
  const out = goOut(s, ev, victim, 'killed');
  if (out.ended) return;
  s.order = livingFromRightOf(s, victim);
  s.tieLevel = 0;
  s.tied = [];
  if (out.lastWords) startLastWords(s, ev, victim, out.nth, 'speeches');
  else {
    ev.push({ type: 'noLastWords', seat: victim });
    startSpeeches(s, ev, s.order, false);
  }
}

export function startLastWords(
  s: KillerState,
  ev: KillerEvent[],
  seat: Seat,
  nth: number,
  after: 'speeches' | 'night',
): void {
  ev.push({ type: 'lastWords', seat, nth, last: nth === s.quota });
  s.step = { kind: 'lastWords', seat, nth, after, messages: 0 };
}

/** The last words are over (过): on to the day's speeches, or to the night after a vote. */
export function endLastWords(s: KillerState, ev: KillerEvent[]): void {
  const step = s.step;
  if (step.kind !== 'lastWords') return;
  ev.push({ type: 'pass', seat: step.seat });
  if (step.after === 'speeches') startSpeeches(s, ev, s.order, false);
  else startNight(s, ev);
}

/** Speeches by these seats (those still living), in this order; then the vote. */
export function startSpeeches(
  s: KillerState,
  ev: KillerEvent[],
  seats: readonly Seat[],
  again: boolean,
): void {
  const speakers = seats.filter((x) => s.alive[x]);
  if (speakers.length === 0) {
    startVote(s, ev);
    return;
  }
  s.step = { kind: 'speech', seats: speakers, index: 0, messages: 0 };
  ev.push({ type: 'speakTurn', seat: speakers[0], again });
}

export function speak(s: KillerState, ev: KillerEvent[], seat: Seat, text: string): void {
  const step = s.step;
  if (step.kind !== 'speech' && step.kind !== 'lastWords') return;
  step.messages++;
  const lastWords = step.kind === 'lastWords';
  s.messages.push({ round: s.round, seat, text, kind: lastWords ? 'lastWords' : 'speech' });
  ev.push({ type: 'speech', seat, text, lastWords });
}

/** 过: the next speaker, or the vote once everyone has spoken. */
export function endSpeech(s: KillerState, ev: KillerEvent[], seat: Seat): void {
  const step = s.step;
  if (step.kind !== 'speech') return;
  ev.push({ type: 'pass', seat });
  step.index++;
  step.messages = 0;
  if (step.index < step.seats.length) {
    ev.push({ type: 'speakTurn', seat: step.seats[step.index], again: s.tieLevel > 0 });
    return;
  }
  startVote(s, ev);
}

/** 「某某认匪，不用投票出局」: the confessing killer is the day's out; no vote follows. */
export function confess(s: KillerState, ev: KillerEvent[], seat: Seat): void {
  ev.push({ type: 'confess', seat });
  const out = goOut(s, ev, seat, 'confessed');
  if (out.ended) return;
  if (out.lastWords) startLastWords(s, ev, seat, out.nth, 'night');
  else {
    ev.push({ type: 'noLastWords', seat });
    startNight(s, ev);
  }
}
