// Display names for every id a view shows, by kind, from the data of the options' ruleset: a
// client names cards, characters, camps and steps from this table without knowing any rule, and
// explains them from the texts beside the names (a card's, a skill's, a mission's, a camp's goal).
import type { Glossary, IdLists, Text } from '@fengsheng/game';
import type { CharacterDef } from '../core/skills.ts';
import { getRuleset } from '../core/ruleset.ts';
import type { GameOptions } from '../core/types.ts';
import {
  CORE_CHOICE_VALUES,
  DECLARE_HOWS,
  LOSE_WHYS,
  PENDING_KINDS,
  RECEIVE_HOWS,
  RESULT_REASONS,
  STEPS,
  WINDOWS,
  lexicon,
  t,
} from './names.ts';

function byId<T>(
  items: Iterable<[string, T]>,
  name: (v: T) => { zh: string; en: string },
): Record<string, Text> {
  const out: Record<string, Text> = {};
  for (const [id, v] of items) {
    const n = name(v);
    out[id] = t(n.zh, n.en);
  }
  return out;
}

/**
 * A character's skills as its card prints them: one id per printed name, in printed order (a skill
 * the engine runs in two parts, as 精明 draws then puts back, shares its name and shows once).
 */
export function printedSkillIds(c: CharacterDef): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of c.skills) {
    if (seen.has(k.name.zh)) continue;
    seen.add(k.name.zh);
    out.push(k.id);
  }
  return out;
}

const cache = new Map<string, Glossary>();

export function glossary(options: Pick<GameOptions, 'ruleset'>): Glossary {
  const hit = cache.get(options.ruleset);
  if (hit) return hit;
  const rs = getRuleset(options.ruleset);
  const lx = lexicon(rs.id);
  const terms = rs.terms;
  const skills = rs.skills ?? {};
  const prompts: Record<string, Text> = {};
  for (const id of Object.keys(skills)) prompts[`skill.${id}`] = lx.prompt(`skill.${id}`);
  for (const id of Object.keys(terms?.prompts ?? {})) prompts[id] = lx.prompt(id);
  const tables: Record<string, Record<string, Text>> = {
    functions: byId(Object.entries(rs.functions), (f) => f.name),
    colours: byId(Object.entries(terms?.colours ?? {}), (n) => n),
    deliveries: byId(Object.entries(terms?.deliveries ?? {}), (n) => n),
    camps: byId(Object.entries(terms?.camps ?? {}), (n) => n),
    characters: byId(Object.entries(rs.characters ?? {}), (c) => c.name),
    skills: byId(Object.entries(skills), (k) => k.name),
    steps: { ...STEPS },
    windows: { ...WINDOWS },
    pendingKinds: { ...PENDING_KINDS },
    /** `result.reason` */
    reasons: { ...RESULT_REASONS },
    /** `declare.how` in events */
    declareHows: { ...DECLARE_HOWS },
    /** `lose.why` in events */
    loseReasons: { ...LOSE_WHYS },
    /** `receive.how` in events */
    receiveHows: { ...RECEIVE_HOWS },
    /** A card's marks (`face.marks` keys) */
    marks: byId(Object.entries(terms?.marks ?? {}), (n) => n),
    /** A card's printed version (`face.variant`): what it does differently */
    variants: byId(Object.entries(terms?.variants ?? {}), (n) => n),
    /** A probe card's `probe.effect` */
    probeEffects: byId(Object.entries(terms?.probeEffects ?? {}), (n) => n),
    /** `probeAnswer.answer` in events */
    probeAnswers: {
      ...byId(Object.entries(terms?.probeEffects ?? {}), (n) => n),
      ...byId(Object.entries(terms?.choiceValues ?? {}), (n) => n),
    },
    /** `view.pending.prompt` */
    prompts,
    /** `view.pending.options[].value` */
    choiceValues: { ...CORE_CHOICE_VALUES, ...byId(Object.entries(terms?.choiceValues ?? {}), (n) => n) },
    /** What each card function does, by function id. */
    functionTexts: byId(Object.entries(rs.functions), (f) => f.text),
    /** What each skill does, by skill id. */
    skillTexts: byId(Object.entries(skills), (k) => k.text),
    /** Each character's secret mission (机密任务), by character id; none for a character without one. */
    missionTexts: byId(
      Object.entries(rs.characters ?? {}).flatMap(([id, c]) => (c.mission ? [[id, c.mission] as const] : [])),
      (m) => m.text,
    ),
    /** What each camp plays for. */
    campGoals: byId(Object.entries(terms?.campGoals ?? {}), (n) => n),
    /** The edition's modes (`options.mode`), by id: their names and what each changes. */
    modes: byId(Object.entries(rs.modes ?? {}), (m) => m.name),
    modeTexts: byId(Object.entries(rs.modes ?? {}), (m) => m.text),
  };
  const lists: IdLists = {
    /** Each character's skill ids as printed, to list them with `skills` and `skillTexts`. */
    characterSkills: Object.fromEntries(
      Object.entries(rs.characters ?? {}).map(([id, c]) => [id, printedSkillIds(c)]),
    ),
  };
  const g: Glossary = Object.assign(tables, { lists });
  cache.set(options.ruleset, g);
  return g;
}
