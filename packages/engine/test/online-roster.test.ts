// The online edition's roster (seed 003, 人物卡30张) is complete and each character has its own
// scenarios, so hosts offer the edition with characters (`charactersOffered`, read by the lobby).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fengsheng, getRuleset } from '../src/index.ts';

const scenarios = readdirSync(join(import.meta.dirname, 'scenarios', 'online', 'characters'));
const kebab = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('the online roster (人物卡30张)', () => {
  const characters = getRuleset('online').characters!;

  it('has the 30 characters of seed 003', () => {
    expect(Object.keys(characters)).toHaveLength(30);
  });

  it('every character has at least one scenario named after it', () => {
    const without = Object.keys(characters).filter(
      (id) => !scenarios.some((f) => f.startsWith(`${kebab(id)}-`)),
    );
    expect(without).toEqual([]);
  });

  it('hosts offer the online edition with characters', () => {
    const online = fengsheng.rulesets?.find((r) => r.id === 'online');
    expect(online?.characters).toBe(true);
  });
});
