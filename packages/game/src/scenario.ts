// The rules-free parts of scenario files, shared by every game's scenario runner: reading the YAML,
// naming the field at fault, matching the event log against patterns, and comparing what a seat is
// offered with what a scenario expects. Each game turns its own state and events into plain records
// (seats, cards and roles in players' words) before these compare them.
import { parse as parseYaml } from 'yaml';

export type Fields = Record<string, unknown>;

/** A YAML/JSON scenario read into plain data, or why it could not be read. */
export function readScenarioText(text: string): { ok: true; raw: unknown } | { ok: false; errors: string[] } {
  try {
    return { ok: true, raw: parseYaml(text) };
  } catch (e) {
    return { ok: false, errors: [`not valid YAML/JSON: ${(e as Error).message}`] };
  }
}

/** The game a scenario is for: its `ruleset` field (default 'standard'). */
export function scenarioRuleset(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return 'standard';
  const r = (raw as Fields).ruleset;
  return typeof r === 'string' ? r : 'standard';
}

/** Validation issues (zod's shape) as "field.path: message" lines. */
export function issueLines(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  return issues.map((i) => `${i.path.map(String).join('.') || '(file)'}: ${i.message}`);
}

/**
 * `- A: pass` (or `- 3: kill 5`) in YAML is a one-key map; read it as the line "A: pass". `seatKey`
 * says which keys are seats.
 */
export function oneKeyMapToLine(v: unknown, seatKey: RegExp): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  const keys = Object.keys(v);
  const only = keys[0];
  const value = (v as Fields)[only];
  if (keys.length === 1 && seatKey.test(only) && typeof value === 'string') return `${only}: ${value}`;
  return v;
}

/** Puts an expected value in the form the readable log uses (card names canonical, seats upper case...). */
export type Normalise = (key: string, value: unknown) => unknown;

/** Whether an event has every field of the pattern (nested objects match on the fields given). */
export function matchesEvent(expected: Fields, actual: Fields, normalise: Normalise): boolean {
  for (const [k, v] of Object.entries(expected)) {
    const a = actual[k];
    const e = normalise(k, v);
    if (typeof e === 'object' && e !== null && !Array.isArray(e) && typeof a === 'object' && a !== null) {
      if (!matchesEvent(e as Fields, a as Fields, normalise)) return false;
    } else if (JSON.stringify(e) !== JSON.stringify(a)) return false;
  }
  return true;
}

/** `events`: the patterns appear in this order in the log, other events between them allowed. */
export function checkSubsequence(expected: Fields[], log: Fields[], normalise: Normalise): string[] {
  let at = 0;
  for (let i = 0; i < expected.length; i++) {
    while (at < log.length && !matchesEvent(expected[i], log[at], normalise)) at++;
    if (at >= log.length)
      return [
        `events.${i}: ${JSON.stringify(expected[i])} not found in order (after the events matched before it)`,
      ];
    at++;
  }
  return [];
}

/** `noEvents`: no event of the log matches any of the patterns. */
export function checkNoEvents(patterns: Fields[], log: Fields[], normalise: Normalise): string[] {
  const errs: string[] = [];
  for (const p of patterns) {
    const hit = log.find((ev) => matchesEvent(p, ev, normalise));
    if (hit) errs.push(`noEvents: found ${JSON.stringify(hit)}`);
  }
  return errs;
}

/**
 * `consecutive`: each group of patterns matches a run of events with nothing between them (no
 * window, no other step). A group matches at its first event's every occurrence until one fits.
 */
export function checkConsecutive(groups: Fields[][], log: Fields[], normalise: Normalise): string[] {
  const errs: string[] = [];
  groups.forEach((group, g) => {
    if (group.length === 0) return;
    const starts = log.flatMap((ev, i) => (matchesEvent(group[0], ev, normalise) ? [i] : []));
    if (starts.length === 0) {
      errs.push(`consecutive.${g}: ${JSON.stringify(group[0])} never happened`);
      return;
    }
    const fits = (i: number): boolean =>
      group.every((p, k) => i + k < log.length && matchesEvent(p, log[i + k], normalise));
    if (starts.some(fits)) return;
    const i = starts[0];
    const got = log.slice(i, i + group.length);
    errs.push(
      `consecutive.${g}: expected ${JSON.stringify(group)} one right after the other, got ${JSON.stringify(got)}`,
    );
  });
  return errs;
}

/**
 * One expected offer against what a seat may do: `line` and `offered` are in the same words (the
 * game formats both). A line with no target matches the same command aimed anywhere: `untargeted`
 * gives each offered line without its target.
 */
export function isOffered(line: string, offered: readonly { line: string; untargeted: string }[]): boolean {
  return offered.some((o) => o.line === line || o.untargeted === line);
}

/** `offered` / `notOffered` for one seat: errors naming the command and what was offered instead. */
export function checkOffers(
  label: string,
  want: readonly string[],
  notWant: readonly string[],
  offered: readonly { line: string; untargeted: string }[],
): string[] {
  const errs: string[] = [];
  const list = JSON.stringify(offered.map((o) => o.line));
  for (const w of want)
    if (!isOffered(w, offered)) errs.push(`${label}: "${w}" is not offered; offered: ${list}`);
  for (const w of notWant)
    if (isOffered(w, offered)) errs.push(`${label}: "${w}" is offered, and must not be`);
  return errs;
}
