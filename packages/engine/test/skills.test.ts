// Rules of the core's skill bookkeeping (skills.ts) that no edition's scenario reaches directly.
import { describe, expect, it } from 'vitest';
import { borrowSkills, skillsOf } from '../src/core/skills.ts';
import { table } from './helpers/table.ts';

describe('乔装 (lent skills)', () => {
  // 风声再临 小白 乔装 ①: 对方角色会失去被获取的技能，直至回合结束: the lender loses the skill taken,
  // and only that one. The borrowing is the zailin 小白's (`borrowSkills`); the bookkeeping is the
  // core's, so it is shown here on two standard characters.
  it('the player a skill is taken from lacks that skill and keeps his others', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['小白', '大美女', '老枪'],
      up: [0, 1, 2],
    });
    const before = skillsOf(t.s, 1).map((k) => k.id);
    expect(before).toContain('beautyLove');
    borrowSkills(t.s, 0, 1, ['beautyLove']);
    expect(skillsOf(t.s, 1).map((k) => k.id)).toEqual(before.filter((id) => id !== 'beautyLove'));
    expect(skillsOf(t.s, 1).length).toBeGreaterThan(0);
    expect(skillsOf(t.s, 0).map((k) => k.id)).toContain('beautyLove');
  });
});
