// Run a scenario: build the table it describes, play its commands, check its expectations.
import { issueLines, readScenarioText } from '@fengsheng/game/scenario';
import { applyInPlace, check, legalCommands } from '../core/commands.ts';
import { getRuleset } from '../core/ruleset.ts';
import { createGame } from '../core/setup.ts';
import { glossary } from '../present/glossary.ts';
import type { CardId, GameEvent, GameOptions, GameState, Setup } from '../core/types.ts';
import { findCharacterId, formatCommand, parseCommand } from './commands.ts';
import { checkExpectations } from './expect.ts';
import { checkOffered, withLetters } from './offers.ts';
import { matchesFace, parseFace, parseSeat, seatLetter } from './names.ts';
import { readableEvent, readableState } from './readable.ts';
import { scenarioSchema, type ScenarioDoc } from './schema.ts';

export interface ScenarioReport {
  ok: boolean;
  name?: string;
  /** Why it failed: a malformed file, an illegal command, or unmet expectations. */
  errors: string[];
  /** For an illegal command: who, what, why, and what was legal then. */
  illegal?: { index: number; seat: string; command: string; reason: string; legal: string[] };
  state?: Record<string, unknown>;
  events?: Record<string, unknown>[];
}

export function runScenarioText(text: string): ScenarioReport {
  const read = readScenarioText(text);
  return read.ok ? runScenarioData(read.raw) : { ok: false, errors: read.errors };
}

/** A scenario already read from YAML/JSON: validated, then run. */
export function runScenarioData(raw: unknown): ScenarioReport {
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: issueLines(parsed.error.issues) };
  return runScenario(parsed.data);
}

export function runScenario(doc: ScenarioDoc): ScenarioReport {
  let state: GameState;
  const events: GameEvent[] = [];
  try {
    const created = createGame(scenarioOptions(doc));
    state = created.state;
    events.push(...created.events);
  } catch (e) {
    return { ok: false, name: doc.name, errors: [(e as Error).message] };
  }
  const finish = (r: Omit<ScenarioReport, 'state' | 'events'>): ScenarioReport => ({
    ...r,
    state: readableState(state),
    events: events.map((e) => readableEvent(state, e)),
  });

  const never = doc.expect?.neverOffered;
  const errors: string[] = never ? checkOffered(state, never, 'neverOffered at the start', 'refuse') : [];
  errors.push(...offeredButRefused(state, 'at the start'));
  for (let i = 0; i < doc.commands.length; i++) {
    const entry = doc.commands[i];
    if (typeof entry === 'object' && 'expect' in entry) {
      // A check at this moment of the play; the play goes on whatever it finds, to report every miss.
      for (const e of checkExpectations(entry.expect, state, events))
        errors.push(`commands.${i}.expect: ${e}`);
      continue;
    }
    const line = typeof entry === 'string' ? entry : JSON.stringify(entry);
    const p = parseCommand(entry, state);
    if ('error' in p)
      return finish({ ok: false, name: doc.name, errors: [...errors, `commands.${i}: ${p.error}`] });
    const r = applyInPlace(state, p.seat, p.command);
    if (!r.ok) {
      const legal = legalAt(state);
      const reason = withLetters(r.error);
      return finish({
        ok: false,
        name: doc.name,
        errors: [...errors, `commands.${i}: "${line}" is illegal: ${reason}`],
        illegal: { index: i, seat: seatLetter(p.seat), command: line, reason, legal },
      });
    }
    events.push(...r.events);
    const unworded = unwordedQuestion(state);
    if (unworded && !errors.includes(unworded)) errors.push(unworded);
    if (never) errors.push(...checkOffered(state, never, `neverOffered after commands.${i}`, 'refuse'));
    errors.push(...offeredButRefused(state, `after commands.${i}`));
  }
  if (doc.expect) errors.push(...checkExpectations(doc.expect, state, events));
  return finish({ ok: errors.length === 0, name: doc.name, errors });
}

/**
 * Commands a seat is offered that the game would refuse if played. The list a player picks from
 * (`legalCommands`) and the check a played command goes through (`check`) are written apart, for
 * speed; checked at every moment of every scenario, so the odd tables scenarios set up (a face-down
 * character, an empty deck) test that they agree, not only the tables random games reach.
 */
function offeredButRefused(s: GameState, when: string): string[] {
  const out: string[] = [];
  for (const p of s.players)
    for (const c of legalCommands(s, p.seat)) {
      const r = check(s, p.seat, c);
      if (!r.ok)
        out.push(`${when}: "${formatCommand(s, p.seat, c)}" is offered but refused: ${withLetters(r.error)}`);
    }
  return out;
}

/**
 * A question the table cannot put into words, or null. The web table shows a pending choice by its
 * prompt's words in the glossary; a prompt without words there reaches the player as a bare key (or
 * nothing). Checked after every command of every scenario, so each question a skill or card asks is
 * checked wherever a scenario reaches it.
 */
function unwordedQuestion(s: GameState): string | null {
  const d = s.decision;
  if (!d || d.kind !== 'choose') return null;
  const words = glossary({ ruleset: s.ruleset }).prompts[d.prompt];
  if (words && words.zh.trim() !== '' && words.en.trim() !== '') return null;
  return `seat ${seatLetter(d.seat)} is asked a question without words ("${d.prompt}" is not in the glossary's prompts)`;
}

/** The options that build the table a scenario describes (throws on a setup it cannot build). */
export function scenarioOptions(doc: ScenarioDoc): GameOptions {
  return {
    ruleset: doc.ruleset,
    players: doc.players,
    seed: doc.seed,
    autoPass: doc.autoPass,
    identityTable: doc.identityTable,
    characters: doc.characters !== undefined,
    expansion: doc.expansion,
    teaching: doc.teaching,
    ...(doc.mode !== undefined ? { mode: doc.mode } : {}),
    genders: Array.from(
      { length: doc.players },
      (_, i) => doc.genders?.[seatLetter(i)] ?? doc.genders?.[seatLetter(i).toLowerCase()] ?? 'unknown',
    ),
    setup: buildSetup(doc),
  };
}

/** Every seat's legal commands at this moment, in scenario words. */
function legalAt(s: GameState): string[] {
  const out: string[] = [];
  for (const p of s.players) for (const c of legalCommands(s, p.seat)) out.push(formatCommand(s, p.seat, c));
  return out;
}

function characterSetup(doc: ScenarioDoc, seat: (l: string, where: string) => number): Partial<Setup> {
  if (!doc.characters) return {};
  const characters: (string | null)[] = Array.from({ length: doc.players }, () => '');
  for (const [k, name] of Object.entries(doc.characters)) {
    // `none`: the seat plays without a character (an edition whose roster is still short).
    if (name === 'none') {
      characters[seat(k, `characters.${k}`)] = null;
      continue;
    }
    const id = findCharacterId(doc.ruleset, name);
    if (!id) throw new Error(`characters.${k}: no character "${name}"`);
    characters[seat(k, `characters.${k}`)] = id;
  }
  const missing = characters.findIndex((c) => c === '');
  if (missing >= 0) throw new Error(`characters: seat ${seatLetter(missing)} needs a character too`);
  const characterUp: (boolean | undefined)[] = characters.map(() => undefined);
  for (const [k, up] of Object.entries(doc.characterUp ?? {})) characterUp[seat(k, `characterUp.${k}`)] = up;
  const characterDeck = doc.characterDeck?.map((name, i) => {
    const id = findCharacterId(doc.ruleset, name);
    if (!id) throw new Error(`characterDeck.${i}: no character "${name}"`);
    return id;
  });
  return characterDeck
    ? { characters, characterUp: characterUp as boolean[], characterDeck }
    : { characters, characterUp: characterUp as boolean[] };
}

/** Turn the named cards into physical cards, each used once. */
function buildSetup(doc: ScenarioDoc): Setup {
  const rs = getRuleset(doc.ruleset);
  const used = new Set<CardId>();
  const take = (name: string, where: string): CardId => {
    const p = parseFace(name);
    if (typeof p === 'string') throw new Error(`${where}: ${p}`);
    const c = rs.cards.findIndex((f, id) => !used.has(id) && matchesFace(p, f));
    if (c < 0) throw new Error(`${where}: no ${name} left (every copy is already placed)`);
    used.add(c);
    return c;
  };
  const seat = (letter: string, where: string): number => {
    const s = parseSeat(letter, doc.players);
    if (s === null) throw new Error(`${where}: no seat ${letter} at a ${doc.players}-player table`);
    return s;
  };
  const bySeat = (m: Record<string, string[]> | undefined, field: string): CardId[][] => {
    const out: CardId[][] = Array.from({ length: doc.players }, () => []);
    for (const [k, names] of Object.entries(m ?? {}))
      out[seat(k, `${field}.${k}`)] = names.map((n, i) => take(n, `${field}.${k}.${i}`));
    return out;
  };
  if (doc.camps && doc.camps.length !== doc.players)
    throw new Error(`camps: list ${doc.players} camps, one per seat`);
  return {
    camps: doc.camps,
    hands: bySeat(doc.hands, 'hands'),
    intel: bySeat(doc.intel, 'intel'),
    deck: (doc.deck ?? []).map((n, i) => take(n, `deck.${i}`)),
    discard: (doc.discard ?? []).map((n, i) => take(n, `discard.${i}`)),
    rest: doc.rest,
    firstPlayer: seat(doc.first, 'first'),
    ...characterSetup(doc, seat),
    skipFirstDraw: doc.start === 'play',
  };
}
