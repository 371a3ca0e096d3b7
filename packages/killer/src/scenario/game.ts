// A 杀人游戏 scenario file as a game the platform can replay ("show me" on the rules page): the table
// it builds and the commands it plays, checked by playing them once. What it is about is read from
// its name: the roles it mentions.
import type { ScenarioGame } from '@fengsheng/game';
import { issueLines, readScenarioText } from '@fengsheng/game/scenario';
import { applyInPlace } from '../commands.ts';
import { ROLES, seatName } from '../names.ts';
import { createGame } from '../setup.ts';
import { parseLine } from './commands.ts';
import { killerScenarioOptions } from './run.ts';
import { killerScenarioSchema, type KillerScenario } from './schema.ts';

type Read = { ok: true; doc: KillerScenario } | { ok: false; errors: string[] };

function read(text: string): Read {
  const r = readScenarioText(text);
  if (!r.ok) return { ok: false, errors: r.errors };
  const parsed = killerScenarioSchema.safeParse(r.raw);
  return parsed.success
    ? { ok: true, doc: parsed.data }
    : { ok: false, errors: issueLines(parsed.error.issues) };
}

/** Scenarios call seats as the judge does: 1号, 2号… */
function numbers(n: number): string[] {
  return Array.from({ length: n }, (_, i) => seatName(i).zh);
}

/** The roles entries (`roles/<role>`) whose Chinese name the scenario's name mentions. */
function concerns(doc: KillerScenario): string[] {
  return Object.entries(ROLES)
    .filter(([, n]) => doc.name.includes(n.zh))
    .map(([role]) => `roles/${role}`);
}

export function killerScenarioInfo(
  text: string,
):
  | { ok: true; name: string; ruleset: string; seats: number; seatNames: string[]; concerns: string[] }
  | { ok: false; errors: string[] } {
  const r = read(text);
  if (!r.ok) return r;
  const seats = r.doc.players;
  return {
    ok: true,
    name: r.doc.name,
    ruleset: 'standard',
    seats,
    seatNames: numbers(seats),
    concerns: concerns(r.doc),
  };
}

export function killerScenarioGame(
  text: string,
): ({ ok: true } & ScenarioGame) | { ok: false; errors: string[] } {
  const r = read(text);
  if (!r.ok) return r;
  const doc = r.doc;
  try {
    const options = killerScenarioOptions(doc);
    const { state } = createGame(options);
    const commands: { seat: number; command: unknown }[] = [];
    for (const [i, entry] of doc.commands.entries()) {
      if (typeof entry === 'object') continue;
      const p = parseLine(entry, state.players);
      if ('error' in p) return { ok: false, errors: [`commands.${i}: ${p.error}`] };
      const applied = applyInPlace(state, p.seat, p.command);
      if (!applied.ok) return { ok: false, errors: [`commands.${i}: ${applied.error}`] };
      commands.push({ seat: p.seat, command: p.command });
    }
    const seats = doc.players;
    return {
      ok: true,
      name: doc.name,
      ruleset: 'standard',
      seats,
      seatNames: numbers(seats),
      options,
      commands,
      concerns: concerns(doc),
    };
  } catch (e) {
    return { ok: false, errors: [(e as Error).message] };
  }
}
