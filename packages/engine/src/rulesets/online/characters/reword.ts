// A skill shared with another edition, shown in seed 003's own words: the rule is the same code,
// only the printed text differs.
import type { Skill } from '../../../core/skills.ts';

export function reword<T extends Skill>(skill: T, zh: string, en: string = skill.text.en): T {
  return { ...skill, text: { zh, en } };
}
