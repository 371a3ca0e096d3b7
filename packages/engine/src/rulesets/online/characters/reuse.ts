// Taking a standard-edition skill whose rule seed 003 prints the same: its code as it is, with
// 003's own wording on the card (the same rule in other words: 假情报 is 黑情报, 真情报 红蓝情报;
// 「当……时：都视为……未被识破」 makes 「当你试探」 and 「当你成功试探」 one rule).
import type { CharacterDef, Skill } from '../../../core/skills.ts';

/** The skill of this id on a character card, or a load-time error naming both. */
export function skillOf(c: CharacterDef, id: string): Skill {
  const k = c.skills.find((x) => x.id === id);
  if (!k) throw new Error(`character "${c.id}" has no skill "${id}"`);
  return k;
}

/** The same skill, printed in 003's words. Built once at load time. */
export function worded<T extends Skill>(k: T, zh: string): T {
  return { ...k, text: { zh, en: k.text.en } };
}
