// Run a 杀人游戏 scenario: set the table it describes, play its commands, check its expectations at
// each `- expect:` step and at the end. The same file format and messages as 风声's scenarios, so
// that `fengsheng scenario` runs either.
import {
  checkConsecutive,
  checkNoEvents,
  checkOffers,
  checkSubsequence,
  issueLines,
  readScenarioText,
} from '@fengsheng/game/scenario';
import { applyInPlace, check, legalCommands, pending } from '../commands.ts';
import { createGame } from '../setup.ts';
import type { KillerEvent, KillerOptions, KillerState } from '../types.ts';
import { view } from '../views.ts';
import { formatLine, parseLine, readable } from './commands.ts';
import { killerScenarioSchema, type KillerExpectations, type KillerScenario } from './schema.ts';

export interface KillerScenarioReport {
  ok: boolean;
  name?: string;
  errors: string[];
  illegal?: { index: number; seat: string; command: string; reason: string; legal: string[] };
  state?: Record<string, unknown>;
  events?: Record<string, unknown>[];
}

/** Expected values are written as the readable log shows them: nothing to convert. */
const asWritten = (_k: string, v: unknown): unknown => v;

export function runKillerScenarioText(text: string): KillerScenarioReport {
  const read = readScenarioText(text);
  return read.ok ? runKillerScenarioData(read.raw) : { ok: false, errors: read.errors };
}

export function runKillerScenarioData(raw: unknown): KillerScenarioReport {
  const parsed = killerScenarioSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: issueLines(parsed.error.issues) };
  return runKillerScenario(parsed.data);
}

/** The options that build the table a scenario describes. */
export function killerScenarioOptions(doc: KillerScenario): KillerOptions {
  return {
    players: doc.players,
    seed: doc.seed,
    previousFirstVictim: doc.previousFirstVictim === undefined ? undefined : doc.previousFirstVictim - 1,
    setup: doc.roles ? { roles: doc.roles } : undefined,
  };
}

export function runKillerScenario(doc: KillerScenario): KillerScenarioReport {
  let state: KillerState;
  const events: KillerEvent[] = [];
  try {
    const created = createGame(killerScenarioOptions(doc));
    state = created.state;
    events.push(...created.events);
  } catch (e) {
    return { ok: false, name: doc.name, errors: [(e as Error).message] };
  }
  const finish = (r: Omit<KillerScenarioReport, 'state' | 'events'>): KillerScenarioReport => ({
    ...r,
    state: readable(state) as Record<string, unknown>,
    events: events.map((e) => readable(e) as Record<string, unknown>),
  });
  const never = doc.expect?.neverOffered;
  const errors: string[] = never ? offers(state, never, 'neverOffered at the start', 'refuse') : [];
  for (let i = 0; i < doc.commands.length; i++) {
    const entry = doc.commands[i];
    if (typeof entry === 'object') {
      for (const e of checkKiller(entry.expect, state, events)) errors.push(`commands.${i}.expect: ${e}`);
      continue;
    }
    const p = parseLine(entry, state.players);
    if ('error' in p)
      return finish({ ok: false, name: doc.name, errors: [...errors, `commands.${i}: ${p.error}`] });
    const r = applyInPlace(state, p.seat, p.command);
    if (!r.ok) {
      const legal = legalLines(state);
      return finish({
        ok: false,
        name: doc.name,
        errors: [...errors, `commands.${i}: "${entry}" is illegal: ${r.error}`],
        illegal: { index: i, seat: String(p.seat + 1), command: entry, reason: r.error, legal },
      });
    }
    events.push(...r.events);
    if (never) errors.push(...offers(state, never, `neverOffered after commands.${i}`, 'refuse'));
  }
  if (doc.expect) errors.push(...checkKiller(doc.expect, state, events));
  return finish({ ok: errors.length === 0, name: doc.name, errors });
}

function legalLines(s: KillerState): string[] {
  const out: string[] = [];
  for (let seat = 0; seat < s.players; seat++)
    for (const c of legalCommands(s, seat)) out.push(formatLine(seat, c));
  return out;
}

function offers(
  s: KillerState,
  bySeat: Record<string, string[]>,
  label: string,
  mode: 'want' | 'refuse',
): string[] {
  const errs: string[] = [];
  for (const [k, lines] of Object.entries(bySeat)) {
    const seat = Number(k) - 1;
    const want: string[] = [];
    for (const text of lines) {
      const p = parseLine(`${k}: ${text}`, s.players);
      if ('error' in p) errs.push(`${label} ${k}: ${p.error}`);
      else want.push(formatLine(p.seat, p.command, false));
    }
    const offered = legalCommands(s, seat).map((c) => {
      const line = formatLine(seat, c, false);
      return { line, untargeted: line };
    });
    errs.push(
      ...checkOffers(`${label} ${k}`, mode === 'want' ? want : [], mode === 'refuse' ? want : [], offered),
    );
  }
  return errs;
}

export function checkKiller(x: KillerExpectations, s: KillerState, events: KillerEvent[]): string[] {
  const errs: string[] = [];
  const want = (what: string, expected: unknown, actual: unknown): void => {
    if (JSON.stringify(expected) !== JSON.stringify(actual))
      errs.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  const plus1 = (xs: number[]): number[] => xs.map((n) => n + 1);
  if (x.winner) want('winner', x.winner, s.result?.winner ?? null);
  if (x.reason) want('reason', x.reason, s.result?.reason ?? null);
  if (x.winners)
    want(
      'winners',
      [...x.winners].sort((a, b) => a - b),
      plus1(s.result?.winners ?? []).sort((a, b) => a - b),
    );
  if (x.noWinner !== undefined) want('noWinner', x.noWinner, s.result === null);
  if (x.out) want('out', x.out, plus1(s.outs.map((o) => o.seat)));
  for (const [k, how] of Object.entries(x.outHow ?? {}))
    want(`outHow ${k}`, how, s.outs.find((o) => o.seat === Number(k) - 1)?.how ?? 'not out');
  if (x.lastWords)
    want('lastWords', x.lastWords, plus1(s.outs.filter((o) => o.lastWords).map((o) => o.seat)));
  if (x.round !== undefined) want('round', x.round, s.round);
  if (x.step) want('step', x.step, s.step.kind);
  if (x.pending) {
    const p = pending(s);
    if (x.pending.seat !== undefined) want('pending.seat', x.pending.seat, p ? p.seat + 1 : null);
    if (x.pending.kind) want('pending.kind', x.pending.kind, p?.kind ?? null);
  }
  if (x.candidates)
    want('candidates', x.candidates, s.step.kind === 'ballot' ? plus1(s.step.candidates) : null);
  if (x.tieLevel !== undefined) want('tieLevel', x.tieLevel, s.tieLevel);
  const log = events.map((e) => readable(e) as Record<string, unknown>);
  if (x.events) errs.push(...checkSubsequence(x.events, log, asWritten));
  if (x.noEvents) errs.push(...checkNoEvents(x.noEvents, log, asWritten));
  if (x.consecutive) errs.push(...checkConsecutive(x.consecutive, log, asWritten));
  if (x.offered) errs.push(...offers(s, x.offered, 'offered', 'want'));
  if (x.notOffered) errs.push(...offers(s, x.notOffered, 'notOffered', 'refuse'));
  for (const il of x.illegal ?? []) errs.push(...checkIllegal(s, il.command, il.reason));
  for (const [r, n] of Object.entries(x.roleCounts ?? {}))
    want(`roleCounts ${r}`, n, s.roles.filter((y) => y === r).length);
  for (const [k, sees] of Object.entries(x.sees ?? {})) {
    const v = view(s, Number(k) - 1);
    for (const [o, r] of Object.entries(sees.roles))
      want(`sees ${k} role of ${o}`, r, v.seats[Number(o) - 1]?.role ?? 'no such seat');
  }
  return errs;
}

function checkIllegal(s: KillerState, line: string, reason?: string): string[] {
  const p = parseLine(line, s.players);
  if ('error' in p) return [`illegal "${line}": ${p.error}`];
  // A speech needs words: give the offer some, so that only the rules can refuse it.
  const c =
    (p.command.type === 'speak' || p.command.type === 'nightChat') && p.command.text === undefined
      ? { ...p.command, text: '…' }
      : p.command;
  const why = check(s, p.seat, c);
  if (why === null) return [`"${line}" was expected to be illegal but is legal`];
  if (reason && !why.includes(reason)) return [`"${line}" is illegal for another reason: ${why}`];
  return [];
}
