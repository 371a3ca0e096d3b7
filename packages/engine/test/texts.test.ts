// Every card function, skill and secret mission of every registered ruleset carries its text in
// both languages, the Chinese taken from the rulebook as printed (seed 004, kept here as a fixture
// byte for byte), and the glossary hands all of it to clients.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getRuleset, glossary, listRulesets } from '../src/index.ts';
import type { Name } from '../src/index.ts';

/** The rulebook without whitespace, so a quote matches across the scrape's line breaks. */
const SEED_004 = readFileSync(new URL('./fixtures/seed-004.txt', import.meta.url), 'utf8').replace(
  /\s+/g,
  '',
);

function inSeed(zh: string): boolean {
  return SEED_004.includes(zh.replace(/\s+/g, ''));
}

/** What is wrong with one text, or null. */
function problem(what: string, text: Name | undefined): string | null {
  if (!text || typeof text.zh !== 'string' || typeof text.en !== 'string') return `${what}: no text`;
  if (text.zh.trim() === '' || text.en.trim() === '') return `${what}: an empty text`;
  if (/[\u4e00-\u9fff]/.test(text.en)) return `${what}: the English text has Chinese in it: ${text.en}`;
  if (!inSeed(text.zh)) return `${what}: the Chinese text is not in seed 004: ${text.zh}`;
  return null;
}

function allProblems(): string[] {
  const out: string[] = [];
  for (const id of listRulesets()) {
    const rs = getRuleset(id);
    for (const [fn, f] of Object.entries(rs.functions)) out.push(problem(`${id} card ${fn}`, f.text) ?? '');
    for (const c of Object.values(rs.characters ?? {})) {
      for (const k of c.skills) out.push(problem(`${id} ${c.id} skill ${k.id}`, k.text) ?? '');
      if (c.mission) out.push(problem(`${id} ${c.id} mission`, c.mission.text) ?? '');
    }
  }
  return out.filter(Boolean);
}

describe('texts as data', () => {
  it('every card, skill and mission of every ruleset has both texts, the Chinese as printed', () => {
    expect(listRulesets()).toContain('standard');
    expect(allProblems()).toEqual([]);
  });

  it('the standard edition has its 9 card texts, 30 characters and a text for each of their skills', () => {
    const rs = getRuleset('standard');
    expect(Object.keys(rs.functions)).toHaveLength(9);
    expect(Object.keys(rs.characters ?? {})).toHaveLength(30);
    // Each skill's own name stands before its printed text in the rulebook (「就计 当你被…」).
    for (const c of Object.values(rs.characters ?? {}))
      for (const k of c.skills) {
        const at = SEED_004.indexOf(k.text.zh.replace(/\s+/g, ''));
        expect(SEED_004.slice(Math.max(0, at - 12), at), `${c.id} ${k.id}`).toContain(k.name.zh);
      }
  });

  it('the glossary hands clients every text, each character its printed skills and its mission', () => {
    for (const id of listRulesets()) {
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
    expect(g.lists?.characterSkills?.beauty).toEqual(['shrewd', 'beautyLove']);
    expect(g.functionTexts.lock.zh).toBe(
      '只能在自己回合出牌阶段和情报传递时使用。指定另一位玩家必须接收本回合传递到他的情报。',
    );
    expect(g.missionTexts.hitman.zh).toBe('亲手让另一位玩家成为第二位或以后死亡的玩家。');
  });
});
