// Legal commands, validation and application, and whom the game waits for. One decision is pending
// at any time; night chat (for the group awake) and surrender (by day) may be legal for other seats
// at the same time.
import type { Pending } from '@fengsheng/game';
import { confess, endLastWords, endSpeech, speak } from './day.ts';
import { maySurrender, surrender } from './end.ts';
import { checkTargets, giveCheckOpinion, giveKillOpinion, killTargets, mayAbstain } from './night.ts';
import { livingWithRole } from './setup.ts';
import {
  MAX_MESSAGES,
  MAX_TEXT,
  type Group,
  type KillerCommand,
  type KillerEvent,
  type KillerState,
  type Seat,
} from './types.ts';
import { ballotTargets, castBallot } from './vote.ts';

export type PendingKind = 'kill' | 'check' | 'lastWords' | 'speech' | 'ballot';

/** Who must act; null once the game is over. */
export function pending(s: KillerState): (Pending & { kind: PendingKind }) | null {
  const st = s.step;
  switch (st.kind) {
    case 'kill':
    case 'check':
      return { seat: st.seats[st.index], kind: st.kind, timer: 'response' };
    case 'lastWords':
      return { seat: st.seat, kind: 'lastWords', timer: 'turn' };
    case 'speech':
      return { seat: st.seats[st.index], kind: 'speech', timer: 'turn' };
    case 'ballot':
      return { seat: st.voters[st.index], kind: 'ballot', timer: 'response' };
    case 'over':
      return null;
  }
}

/** The group awake now, if it is night. */
export function awakeGroup(s: KillerState): Group | null {
  if (s.step.kind === 'kill') return 'killer';
  if (s.step.kind === 'check') return 'police';
  return null;
}

function isDay(s: KillerState): boolean {
  const k = s.step.kind;
  return k === 'lastWords' || k === 'speech' || k === 'ballot';
}

export function legalCommands(s: KillerState, seat: Seat): KillerCommand[] {
  if (s.result || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return [];
  const out: KillerCommand[] = [];
  const p = pending(s);
  const mine = p !== null && p.seat === seat;
  const st = s.step;
  if (mine) {
    switch (st.kind) {
      case 'kill':
      case 'check': {
        const targets = st.kind === 'kill' ? killTargets(s) : checkTargets(s);
        for (const target of targets) out.push({ type: st.kind, target });
        if (mayAbstain(st.seats, st.index, st.opinions)) out.push({ type: st.kind, target: null });
        break;
      }
      case 'lastWords':
      case 'speech':
        if (st.messages < MAX_MESSAGES) out.push({ type: 'speak' });
        out.push({ type: 'pass' });
        if (st.kind === 'speech' && s.roles[seat] === 'killer') out.push({ type: 'confess' });
        break;
      case 'ballot':
        for (const target of ballotTargets(st.candidates, seat)) out.push({ type: 'ballot', target });
        out.push({ type: 'ballot', target: null });
        break;
    }
  }
  const group = awakeGroup(s);
  if (group && s.alive[seat] && s.roles[seat] === group && s.chatCount[seat] < MAX_MESSAGES)
    out.push({ type: 'nightChat' });
  // By day anyone eligible may surrender at any moment; at night only at one's own decision, so that
  // the offer never tells a seat whom the night waits for.
  if ((isDay(s) || mine) && maySurrender(s, seat)) out.push({ type: 'surrender' });
  return out;
}

function isSeatOrNull(x: unknown): x is Seat | null {
  return x === null || (typeof x === 'number' && Number.isInteger(x));
}

/** Why this command may not be played now, or null if it may. */
export function check(s: KillerState, seat: Seat, command: KillerCommand): string | null {
  if (s.result) return 'The game is over.';
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.players)
    return `No seat ${String(seat)} in this game.`;
  if (typeof command !== 'object' || command === null || typeof command.type !== 'string')
    return 'A command is an object with a type.';
  const legal = legalCommands(s, seat);
  if (legal.length === 0) return `Seat ${seat + 1} has nothing to do now.`;
  const same = legal.filter((c) => c.type === command.type);
  if (same.length === 0) return `Seat ${seat + 1} may not ${command.type} now.`;
  switch (command.type) {
    case 'speak':
    case 'nightChat': {
      const text = (command as { text?: unknown }).text;
      if (typeof text !== 'string' || text.trim() === '') return 'Say something: the text is empty.';
      if (text.length > MAX_TEXT) return `At most ${MAX_TEXT} characters.`;
      return null;
    }
    case 'kill':
    case 'check':
    case 'ballot': {
      const target = (command as { target?: unknown }).target;
      if (!isSeatOrNull(target)) return 'target must be a seat number or null.';
      if (!same.some((c) => (c as { target: Seat | null }).target === target))
        return target === null ? 'You may not abstain here.' : `Seat ${target + 1} is not a choice here.`;
      return null;
    }
    default:
      return null;
  }
}

export function apply(
  s: KillerState,
  seat: Seat,
  command: KillerCommand,
): { ok: true; state: KillerState; events: KillerEvent[] } | { ok: false; error: string } {
  let error: string | null;
  try {
    error = check(s, seat, command);
  } catch (e) {
    error = `Bad command: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (error) return { ok: false, error };
  const state = structuredClone(s);
  const events = run(state, seat, command);
  return { ok: true, state, events };
}

/** Apply a command already checked, changing the state in place (simulation). */
export function applyInPlace(
  s: KillerState,
  seat: Seat,
  command: KillerCommand,
): { ok: true; events: KillerEvent[] } | { ok: false; error: string } {
  const error = check(s, seat, command);
  if (error) return { ok: false, error };
  return { ok: true, events: run(s, seat, command) };
}

function run(s: KillerState, seat: Seat, c: KillerCommand): KillerEvent[] {
  const ev: KillerEvent[] = [];
  s.commandCount++;
  switch (c.type) {
    case 'kill':
      giveKillOpinion(s, ev, seat, c.target);
      break;
    case 'check':
      giveCheckOpinion(s, ev, seat, c.target);
      break;
    case 'speak':
      speak(s, ev, seat, c.text!.trim());
      break;
    case 'pass':
      if (s.step.kind === 'lastWords') endLastWords(s, ev);
      else endSpeech(s, ev, seat);
      break;
    case 'nightChat': {
      const group = awakeGroup(s)!;
      const text = c.text!.trim();
      s.chatCount[seat]++;
      s.messages.push({ round: s.round, seat, text, kind: 'nightChat', group });
      ev.push({ type: 'nightChat', seat, group, text, to: livingWithRole(s, group) });
      break;
    }
    case 'ballot':
      castBallot(s, ev, seat, c.target);
      break;
    case 'confess':
      confess(s, ev, seat);
      break;
    case 'surrender':
      surrender(s, ev, seat);
      break;
  }
  return ev;
}
