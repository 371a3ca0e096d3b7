// The characters of the standard edition and 「绝密任务」: one file each.
import type { CharacterDef, Skill } from '../../../core/skills.ts';
import { hitman } from './hitman.ts';
import { maskedGentleman } from './masked-gentleman.ts';
import { sniper } from './sniper.ts';

const ALL: CharacterDef[] = [sniper, maskedGentleman, hitman];

export const STANDARD_CHARACTERS: Readonly<Record<string, CharacterDef>> = Object.freeze(
  Object.fromEntries(ALL.map((c) => [c.id, c])),
);

export const STANDARD_SKILLS: Readonly<Record<string, Skill>> = Object.freeze(
  Object.fromEntries(ALL.flatMap((c) => c.skills.map((k) => [k.id, k]))),
);
