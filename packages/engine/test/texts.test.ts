// Every card function, skill and secret mission of every registered ruleset carries its text in
// both languages, the Chinese taken from its edition's rulebook as printed (seed 004 for the 2010
// edition, seed 001 for 风声再临, seed 003 for the online edition, kept here as fixtures byte for byte), and the glossary hands all of
// it to clients.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getRuleset, glossary, listRulesets } from '../src/index.ts';
import type { Name } from '../src/index.ts';
import * as shipped from '../src/rulesets/index.ts';

// The editions the engine ships (other test files register made-up ones, which have no rulebook; with
// the mutation run's shared module graph those would be listed here too).
const EDITIONS = Object.values(shipped).map((r) => r.id);

/** A rulebook without whitespace, so a quote matches across the scrape's line breaks. */
function rulebook(file: string): string {
  return readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8').replace(/\s+/g, '');
}

/** Each edition's rulebook: a ruleset missing here fails the test until its source is named. */
const SOURCES: Record<string, { name: string; text: string }> = {
  standard: { name: 'seed 004', text: rulebook('seed-004.txt') },
  zailin: { name: 'seed 001', text: rulebook('seed-001.txt') },
  online: { name: 'seed 003', text: rulebook('seed-003.txt') },
};

/** What is wrong with one text, or null. */
function problem(ruleset: string, what: string, text: Name | undefined, from?: string): string | null {
  if (!text || typeof text.zh !== 'string' || typeof text.en !== 'string') return `${what}: no text`;
  if (text.zh.trim() === '' || text.en.trim() === '') return `${what}: an empty text`;
  if (/[\u4e00-\u9fff]/.test(text.en)) return `${what}: the English text has Chinese in it: ${text.en}`;
  // A mission carried over from another edition (its own print unreadable) is checked against that one's.
  const source = SOURCES[from ?? ruleset];
  if (!source) return `${what}: no rulebook named for the ${ruleset} ruleset`;
  if (!source.text.includes(text.zh.replace(/\s+/g, '')))
    return `${what}: the Chinese text is not in ${source.name}: ${text.zh}`;
  return null;
}

function allProblems(): string[] {
  const out: string[] = [];
  for (const id of EDITIONS) {
    const rs = getRuleset(id);
    for (const [fn, f] of Object.entries(rs.functions))
      out.push(problem(id, `${id} card ${fn}`, f.text) ?? '');
    for (const c of Object.values(rs.characters ?? {})) {
      for (const k of c.skills) out.push(problem(id, `${id} ${c.id} skill ${k.id}`, k.text) ?? '');
      if (c.mission) out.push(problem(id, `${id} ${c.id} mission`, c.mission.text, c.mission.from) ?? '');
    }
  }
  return out.filter(Boolean);
}

describe('texts as data', () => {
  it('every card, skill and mission of every ruleset has both texts, the Chinese as printed', () => {
    expect(EDITIONS).toEqual(['online', 'standard', 'zailin']);
    expect(listRulesets()).toEqual(expect.arrayContaining(EDITIONS));
    expect(allProblems()).toEqual([]);
  });

  it('the standard edition has its 9 card texts, 30 characters and a text for each of their skills', () => {
    const rs = getRuleset('standard');
    expect(Object.keys(rs.functions)).toHaveLength(9);
    expect(Object.keys(rs.characters ?? {})).toHaveLength(30);
    // Each skill's own name stands before its printed text in the rulebook (「就计 当你被…」).
    for (const c of Object.values(rs.characters ?? {}))
      for (const k of c.skills) {
        const at = SOURCES.standard.text.indexOf(k.text.zh.replace(/\s+/g, ''));
        expect(SOURCES.standard.text.slice(Math.max(0, at - 12), at), `${c.id} ${k.id}`).toContain(k.name.zh);
      }
  });

  it('every ruleset, card, character and skill has a name in both languages', () => {
    // What a player reads on the card, the character and the skill prompt, in either language, and
    // the edition's own name, which the lobby lists.
    const bad: string[] = [];
    const check = (what: string, n: Name | undefined): void => {
      if (!n || !n.zh?.trim() || !n.en?.trim() || /[\u4e00-\u9fff]/.test(n.en))
        bad.push(`${what}: ${JSON.stringify(n)}`);
    };
    for (const id of EDITIONS) {
      const rs = getRuleset(id);
      check(`ruleset ${id}`, rs.name);
      for (const [fn, f] of Object.entries(rs.functions)) check(`${id} card ${fn}`, f.name);
      for (const c of Object.values(rs.characters ?? {})) {
        check(`${id} character ${c.id}`, c.name);
        for (const k of c.skills) check(`${id} ${c.id} skill ${k.id}`, k.name);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every edition has a name in both languages (the lobby and the rules page name it)', () => {
    const bad = EDITIONS.map((id) => ({ id, name: getRuleset(id).name })).filter(
      ({ name }) => !name || !name.zh?.trim() || !name.en?.trim() || /[\u4e00-\u9fff]/.test(name.en),
    );
    expect(bad).toEqual([]);
  });

  it('every skill of every ruleset has an id of its own: none is empty, no two skills of a ruleset share one', () => {
    // A skill is looked up, lent and listed by its id: the ruleset's index (`rs.skills`), the glossary's
    // names, texts and each character's list of printed skills (`lists.characterSkills`). An empty id or
    // one shared by two skills would list a skill under the wrong key, or drop one from the index.
    for (const id of EDITIONS) {
      const rs = getRuleset(id);
      const ids = Object.values(rs.characters ?? {}).flatMap((c) => c.skills.map((k) => k.id));
      const malformed = ids.filter((k) => !/^[a-zA-Z][a-zA-Z0-9]*$/.test(k));
      const shared = ids.filter((k, i) => ids.indexOf(k) !== i);
      expect(malformed, id).toEqual([]);
      expect(shared, id).toEqual([]);
      expect(Object.keys(rs.skills ?? {}).sort(), id).toEqual([...ids].sort());
    }
  });

  it("the standard edition's nine cards bear their printed names, in English the glossary's words", () => {
    // The glossary of the rules sources (seeds/README.md): 锁定 调虎离山 截获 退回 破译 烧毁 识破 试探 真伪莫辨
    // are lock, lure, intercept, bounce, decode, burn, counter, probe, scramble. The English name is
    // what an English-speaking player reads on the card, in the hand and in the log.
    const GLOSSARY: Record<string, string> = {
      锁定: 'lock',
      调虎离山: 'lure',
      截获: 'intercept',
      退回: 'bounce',
      破译: 'decode',
      烧毁: 'burn',
      识破: 'counter',
      试探: 'probe',
      真伪莫辨: 'scramble',
    };
    const names = Object.values(getRuleset('standard').functions).map((f) => ({
      id: f.id,
      zh: f.name.zh,
      en: f.name.en.toLowerCase(),
    }));
    expect(names).toEqual(
      expect.arrayContaining(Object.entries(GLOSSARY).map(([zh, en]) => ({ id: en, zh, en }))),
    );
    expect(names).toHaveLength(9);
  });

  it('the glossary hands clients every text, each character its printed skills and its mission', () => {
    // The shipped editions: a test file may register a made-up one in the same module graph.
    for (const id of EDITIONS) {
      const rs = getRuleset(id);
      const g = glossary({ ruleset: id });
      for (const [fn, f] of Object.entries(rs.functions)) expect(g.functionTexts[fn]).toEqual(f.text);
      for (const [sk, k] of Object.entries(rs.skills ?? {})) expect(g.skillTexts[sk]).toEqual(k.text);
      for (const [cid, c] of Object.entries(rs.characters ?? {})) {
        if (c.mission) expect(g.missionTexts[cid]).toEqual(c.mission.text);
        else expect(g.missionTexts[cid]).toBeUndefined();
        const ids = g.lists?.characterSkills?.[cid] ?? [];
        // Every printed skill name once, each with a name and a text in the glossary.
        expect(ids.map((k) => g.skills[k].zh)).toEqual([...new Set(c.skills.map((k) => k.name.zh))]);
        for (const k of ids) expect(g.skillTexts[k]?.zh).toBeTruthy();
      }
      for (const camp of ['red', 'blue', 'neutral']) expect(g.campGoals[camp]?.zh).toBeTruthy();
    }
    const g = glossary({ ruleset: 'standard' });
    expect(g.modes).toEqual({});
    expect(g.lists?.characterSkills?.beauty).toEqual(['shrewd', 'beautyLove']);
    expect(g.functionTexts.lock.zh).toBe(
      '只能在自己回合出牌阶段和情报传递时使用。指定另一位玩家必须接收本回合传递到他的情报。',
    );
    expect(g.missionTexts.hitman.zh).toBe('亲手让另一位玩家成为第二位或以后死亡的玩家。');
  });

  it('风声再临: the glossary names the answers to its identity cards and every skill 乔装 can take', () => {
    // What the table shows of a choice offered (`pending.options[].value`) and of an answer to a 试探
    // (`probeAnswer`): the words, not the ids.
    const g = glossary({ ruleset: 'zailin' });
    for (const a of ['giveCard', 'sayGood', 'sayMole', 'saySpy', 'draw1']) {
      expect(g.choiceValues[a]?.zh, a).toMatch(/\S/);
      expect(g.probeAnswers[a]?.en, a).toMatch(/\S/);
    }
    for (const [id, k] of Object.entries(getRuleset('zailin').skills ?? {}))
      expect(g.choiceValues[id], id).toEqual(k.name);
  });

  it('the online modes have both texts, the Chinese as 003 prints it (五六人场 has no sentence of its own), and the glossary hands them out', () => {
    const modes = getRuleset('online').modes ?? {};
    expect(Object.keys(modes)).toEqual(['novice', 'threeVsThree', 'fiveSix', 'missions', 'free']);
    const g = glossary({ ruleset: 'online' });
    const problems: string[] = [];
    for (const [id, m] of Object.entries(modes)) {
      // 五六人场's text is ours (003 prints no sentence for it): both languages, not the seed's words.
      const p =
        id === 'fiveSix'
          ? !m.text?.zh?.trim() || !m.text?.en?.trim()
            ? `online mode ${id}: no text, or an empty one`
            : null
          : problem('online', `online mode ${id}`, m.text);
      if (p) problems.push(p);
      if (!m.name.zh || !m.name.en || /[\u4e00-\u9fff]/.test(m.name.en + m.text.en))
        problems.push(`online mode ${id}: a name or an English text is missing or has Chinese in it`);
      expect(g.modes[id]).toEqual(m.name);
      expect(g.modeTexts[id]).toEqual(m.text);
    }
    expect(problems).toEqual([]);
  });
});
