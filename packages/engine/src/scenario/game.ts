// A scenario file as a game the platform can replay: the table it builds and the commands it plays,
// checked by playing them once here, so that "show me" on a rules page steps through a ruling on the
// real table. What a scenario is about is read from its name, which says it in players' words.
import type { ScenarioGame } from '@fengsheng/game';
import { issueLines, readScenarioText } from '@fengsheng/game/scenario';
import { applyInPlace } from '../core/commands.ts';
import { getRuleset } from '../core/ruleset.ts';
import { createGame } from '../core/setup.ts';
import { parseCommand } from './commands.ts';
import { seatLetter } from './names.ts';
import { scenarioOptions } from './run.ts';
import { scenarioSchema, type ScenarioDoc } from './schema.ts';

export type ScenarioGameResult = ({ ok: true } & ScenarioGame) | { ok: false; errors: string[] };

export interface ScenarioInfo {
  readonly name: string;
  readonly ruleset: string;
  readonly seats: number;
  readonly seatNames: readonly string[];
  readonly concerns: readonly string[];
}

/** What a scenario file is about, read without playing it (for an index of many files). */
export function scenarioInfo(text: string): ({ ok: true } & ScenarioInfo) | { ok: false; errors: string[] } {
  const read = readScenarioText(text);
  if (!read.ok) return { ok: false, errors: read.errors };
  const parsed = scenarioSchema.safeParse(read.raw);
  if (!parsed.success) return { ok: false, errors: issueLines(parsed.error.issues) };
  const doc = parsed.data;
  return {
    ok: true,
    name: doc.name,
    ruleset: doc.ruleset,
    seats: doc.players,
    seatNames: letters(doc.players),
    concerns: concerns(doc),
  };
}

/** Read, build and play a scenario file; its expectations are the tests' business, not checked here. */
export function scenarioGame(text: string): ScenarioGameResult {
  const read = readScenarioText(text);
  if (!read.ok) return { ok: false, errors: read.errors };
  const parsed = scenarioSchema.safeParse(read.raw);
  if (!parsed.success) return { ok: false, errors: issueLines(parsed.error.issues) };
  const doc = parsed.data;
  try {
    const options = scenarioOptions(doc);
    const { state } = createGame(options);
    const commands: { seat: number; command: unknown }[] = [];
    for (const [i, entry] of doc.commands.entries()) {
      if (typeof entry === 'object' && 'expect' in entry) continue;
      const p = parseCommand(entry, state);
      if ('error' in p) return { ok: false, errors: [`commands.${i}: ${p.error}`] };
      const r = applyInPlace(state, p.seat, p.command);
      if (!r.ok) return { ok: false, errors: [`commands.${i}: ${r.error}`] };
      commands.push({ seat: p.seat, command: p.command });
    }
    return {
      ok: true,
      name: doc.name,
      ruleset: doc.ruleset,
      seats: doc.players,
      seatNames: letters(doc.players),
      options,
      commands,
      concerns: concerns(doc),
    };
  } catch (e) {
    return { ok: false, errors: [(e as Error).message] };
  }
}

/** Scenarios call seats by letter, in turn order. */
function letters(n: number): string[] {
  return Array.from({ length: n }, (_, i) => seatLetter(i));
}

/**
 * The rules entries a scenario is about: each card function, and each character, whose Chinese
 * name (or, for a character, one of its skills' names) its name mentions.
 */
function concerns(doc: ScenarioDoc): string[] {
  const rs = getRuleset(doc.ruleset);
  const out: string[] = [];
  for (const [id, f] of Object.entries(rs.functions))
    if (doc.name.includes(f.name.zh)) out.push(`cards/${id}`);
  for (const [id, c] of Object.entries(rs.characters ?? {}))
    if (doc.name.includes(c.name.zh) || c.skills.some((k) => doc.name.includes(k.name.zh)))
      out.push(`characters/${id}`);
  return out;
}
