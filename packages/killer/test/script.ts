// A small fluent helper to script a 杀人游戏 by seat commands. Seats are 0-based in code, as in the
// engine; the judge calls seat 0 「1号」.
import { expect } from 'vitest';
import {
  apply,
  createGame,
  eventsFor,
  killerGame,
  legalCommands,
  pending,
  view,
  type KillerCommand,
  type KillerEvent,
  type KillerOptions,
  type KillerState,
  type Role,
  type Seat,
} from '../src/index.ts';

const LETTER: Record<string, Role> = { P: 'police', K: 'killer', C: 'civilian' };

/** 'PPKKCCCC' -> roles by seat. */
export function roles(spec: string): Role[] {
  return [...spec].map((c) => LETTER[c]);
}

export class Script {
  state: KillerState;
  events: KillerEvent[];
  /** Events of the last command. */
  last: KillerEvent[] = [];

  constructor(spec: string, options: Partial<KillerOptions> = {}) {
    const r = roles(spec);
    const created = createGame({ players: r.length, seed: 1, setup: { roles: r }, ...options });
    this.state = created.state;
    this.events = [...created.events];
  }

  get pendingSeat(): Seat | null {
    return pending(this.state)?.seat ?? null;
  }

  get step(): KillerState['step']['kind'] {
    return this.state.step.kind;
  }

  /** Play a command that must be accepted. */
  do(seat: Seat, command: KillerCommand): this {
    const r = apply(this.state, seat, command);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(command)}: ${r.error}`);
    this.state = r.state;
    this.last = r.events;
    this.events.push(...r.events);
    return this;
  }

  /** A command that must be refused, leaving the state as it was. */
  refuse(seat: Seat, command: KillerCommand): string {
    const before = JSON.stringify(this.state);
    const r = apply(this.state, seat, command as KillerCommand);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(this.state)).toBe(before);
    return r.ok ? '' : r.error;
  }

  /** Play whatever the pending seat must play. */
  next(command: KillerCommand): this {
    const seat = this.pendingSeat;
    if (seat === null) throw new Error('nobody is pending');
    return this.do(seat, command);
  }

  /** The killers' night: the first killer names `victim`, the others give no opinion. */
  kill(victim: Seat): this {
    let first = true;
    while (this.state.step.kind === 'kill') {
      this.next({ type: 'kill', target: first ? victim : null });
      first = false;
    }
    return this;
  }

  /** The police's night: the first police points at `target` (default: the first choice offered). */
  check(target?: Seat): this {
    let first = true;
    while (this.state.step.kind === 'check') {
      const seat = this.pendingSeat!;
      const t = target ?? (legalCommands(this.state, seat)[0] as { target: Seat }).target;
      this.next({ type: 'check', target: first ? t : null });
      first = false;
    }
    return this;
  }

  /** A whole night. */
  night(victim: Seat, checked?: Seat): this {
    return this.kill(victim).check(checked);
  }

  /** Everyone who must speak (last words, speeches) says 过 until the vote or the night. */
  passAll(): this {
    while (this.state.step.kind === 'speech' || this.state.step.kind === 'lastWords')
      this.next({ type: 'pass' });
    return this;
  }

  /** One round of ballots: `votes[voter] = target`; voters not named abstain. */
  vote(votes: Record<number, Seat | null> = {}): this {
    expect(this.state.step.kind).toBe('ballot');
    while (this.state.step.kind === 'ballot') {
      const seat = this.pendingSeat!;
      this.do(seat, { type: 'ballot', target: votes[seat] ?? null });
    }
    return this;
  }

  /** Speeches then a vote. */
  day(votes: Record<number, Seat | null> = {}): this {
    return this.passAll().vote(votes);
  }

  view(seat: Seat | 'spectator') {
    return view(this.state, seat);
  }

  seen(seat: Seat | 'spectator') {
    return eventsFor(this.state, this.events, seat);
  }

  /** Every event type so far, in order. */
  types(events: readonly KillerEvent[] = this.events): string[] {
    return events.map((e) => e.type);
  }

  said(seat: Seat | 'spectator' = 'spectator'): string[] {
    return this.seen(seat).map((e) => killerGame.narrate(e, this.state).zh);
  }

  ofType<T extends KillerEvent['type']>(type: T): Extract<KillerEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<KillerEvent, { type: T }> => e.type === type);
  }
}

export function script(spec: string, options: Partial<KillerOptions> = {}): Script {
  return new Script(spec, options);
}
