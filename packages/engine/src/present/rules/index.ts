// An edition's rules page as data (the contract's RulesDoc): the prose of how it is played (kept
// here per ruleset, zh and en), the tables computed from its cards and identities, each card
// function with its text and copies, each character with its skills and mission.
import type { RulesDoc, RulesEntry, RulesList, RulesSection, Text } from '@fengsheng/game';
import { getRuleset, listRulesets, type Ruleset } from '../../core/ruleset.ts';
import { printedSkillIds } from '../glossary.ts';
import { STANDARD_PROSE } from './prose-standard.ts';
import { ZAILIN_PROSE } from './prose-zailin.ts';
import { deckTable, identityTable } from './tables.ts';

const PROSE: Readonly<Record<string, readonly RulesSection[]>> = {
  standard: STANDARD_PROSE,
  zailin: ZAILIN_PROSE,
};

const W = {
  cards: { zh: '功能牌', en: 'Function cards' },
  characters: { zh: '角色', en: 'Characters' },
  goals: { zh: '身份与目标', en: 'Identities and goals' },
  expansion: { zh: '绝密任务', en: '“Top Secret” expansion' },
  hidden: { zh: '潜伏角色（开局盖伏）', en: 'hidden: starts face down' },
} satisfies Record<string, Text>;

function copies(n: number): Text {
  return { zh: `${n}张`, en: n === 1 ? '1 copy' : `${n} copies` };
}

function cardList(rs: Ruleset): RulesList {
  // A function no card bears (one a character's skill lets a card take) is no card of the deck.
  const entries: RulesEntry[] = Object.entries(rs.functions)
    .filter(([id]) => rs.cards.some((c) => c.fn === id))
    .map(([id, f]) => ({
      id,
      name: f.name,
      text: f.text,
      tags: [copies(rs.cards.filter((c) => c.fn === id).length)],
    }));
  return { id: 'cards', title: W.cards, entries };
}

function characterList(rs: Ruleset): RulesList | null {
  if (!rs.characters) return null;
  const entries: RulesEntry[] = Object.entries(rs.characters).map(([id, c]) => {
    const skills = printedSkillIds(c).map((k) => c.skills.find((s) => s.id === k)!);
    const tags: Text[] = [];
    if (c.hidden) tags.push(W.hidden);
    if (c.expansion) tags.push(W.expansion);
    return {
      id,
      name: c.name,
      parts: skills.map((s) => ({ name: s.name, text: s.text })),
      ...(c.mission ? { goal: c.mission.text } : {}),
      tags,
    };
  });
  return { id: 'characters', title: W.characters, entries };
}

function goalList(rs: Ruleset): RulesList | null {
  const goals = rs.terms?.campGoals;
  if (!goals) return null;
  const entries = (['red', 'blue', 'neutral'] as const).map((camp) => ({
    id: camp,
    name: rs.terms!.camps[camp],
    text: goals[camp],
  }));
  return { id: 'camps', title: W.goals, entries };
}

const cache = new Map<string, RulesDoc>();

/** The rules page of a registered ruleset; null for an id that is not one. */
export function rules(ruleset: string): RulesDoc | null {
  if (!listRulesets().includes(ruleset)) return null;
  const hit = cache.get(ruleset);
  if (hit) return hit;
  const rs = getRuleset(ruleset);
  const lists = [goalList(rs), cardList(rs), characterList(rs)].filter((l): l is RulesList => l !== null);
  const doc: RulesDoc = {
    game: 'fengsheng',
    ruleset,
    name: rs.name,
    sections: PROSE[ruleset] ?? [],
    tables: [identityTable(rs), deckTable(rs)],
    lists,
  };
  cache.set(ruleset, doc);
  return doc;
}
