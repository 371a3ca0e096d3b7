// The characters of the standard edition and 「绝密任务」: one file each.
import type { CharacterDef, Skill } from '../../../core/skills.ts';
import { beauty } from './beauty.ts';
import { blade } from './blade.ts';
import { cobra } from './cobra.ts';
import { intelChief } from './intel-chief.ts';
import { oriole } from './oriole.ts';
import { sevenHundred } from './seven-hundred.ts';
import { sisterSix } from './sister-six.ts';
import { beret } from './beret.ts';
import { brotherMa } from './brother-ma.ts';
import { daiLi } from './dai-li.ts';
import { hitman } from './hitman.ts';
import { holmes } from './holmes.ts';
import { littleBai } from './little-bai.ts';
import { maskedGentleman } from './masked-gentleman.ts';
import { phantomThief } from './phantom-thief.ts';
import { sniper } from './sniper.ts';
import { blackRose } from './black-rose.ts';
import { cipherClerk } from './cipher-clerk.ts';
import { duckweed } from './duckweed.ts';
import { emeiPeak } from './emei-peak.ts';
import { oldGhost } from './old-ghost.ts';
import { oldGold } from './old-gold.ts';
import { oldGun } from './old-gun.ts';
import { viper } from './viper.ts';
import { deadlyPerfume } from './deadly-perfume.ts';
import { songstress } from './songstress.ts';
import { wangTianxiang } from './wang-tianxiang.ts';
import { fiveMinutes } from './five-minutes.ts';
import { mrYi } from './mr-yi.ts';
import { undercoverCop } from './undercover-cop.ts';

const ALL: CharacterDef[] = [
  oriole,
  cobra,
  intelChief,
  sevenHundred,
  blade,
  beauty,
  sisterSix,
  sniper,
  maskedGentleman,
  hitman,
  brotherMa,
  phantomThief,
  beret,
  littleBai,
  viper,
  daiLi,
  holmes,
  oldGhost,
  cipherClerk,
  oldGun,
  blackRose,
  emeiPeak,
  oldGold,
  duckweed,
  deadlyPerfume,
  songstress,
  wangTianxiang,
  fiveMinutes,
  mrYi,
  undercoverCop,
];

export const STANDARD_CHARACTERS: Readonly<Record<string, CharacterDef>> = Object.freeze(
  Object.fromEntries(ALL.map((c) => [c.id, c])),
);

export const STANDARD_SKILLS: Readonly<Record<string, Skill>> = Object.freeze(
  Object.fromEntries(ALL.flatMap((c) => c.skills.map((k) => [k.id, k]))),
);
