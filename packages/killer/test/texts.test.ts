// Every 杀人游戏 role carries its text in both languages, the Chinese as seed 002 words the role
// (kept here as a fixture byte for byte), and the glossary hands it to clients.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossary } from '../src/index.ts';

const SEED_002 = readFileSync(new URL('./fixtures/seed-002.txt', import.meta.url), 'utf8').replace(
  /\s+/g,
  '',
);

describe('killer role texts', () => {
  it('every role has both texts, the Chinese from the rulebook, starting with the role name', () => {
    const g = glossary();
    expect(Object.keys(g.roleTexts).sort()).toEqual(Object.keys(g.roles).sort());
    for (const [role, name] of Object.entries(g.roles)) {
      const text = g.roleTexts[role];
      expect(text?.en.trim(), role).toBeTruthy();
      expect(text?.zh.startsWith(`${name.zh}：`), role).toBe(true);
      expect(SEED_002.includes(text.zh), `${role}: ${text.zh}`).toBe(true);
      expect(/[\u4e00-\u9fff]/.test(text.en), role).toBe(false);
    }
  });
});
