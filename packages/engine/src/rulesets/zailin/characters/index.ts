// The characters of 风声再临 (seed 001 角色牌技能说明), one file each, in the rulebook's order. The
// edition has 25; only those written so far are here, and games deal from these alone.
import type { CharacterDef, Skill } from '../../../core/skills.ts';
import { beauty } from './beauty.ts';
import { beret } from './beret.ts';
import { blackRose } from './black-rose.ts';
import { blade } from './blade.ts';
import { brotherMa } from './brother-ma.ts';
import { cipherClerk } from './cipher-clerk.ts';
import { daiLi } from './dai-li.ts';
import { deadlyPerfume } from './deadly-perfume.ts';
import { duckweed } from './duckweed.ts';
import { emeiPeak } from './emei-peak.ts';
import { hitman } from './hitman.ts';
import { holmes } from './holmes.ts';
import { intelChief } from './intel-chief.ts';
import { littleBai } from './little-bai.ts';
import { maskedGentleman } from './masked-gentleman.ts';
import { oldGhost } from './old-ghost.ts';
import { oldGold } from './old-gold.ts';
import { oldGun } from './old-gun.ts';
import { phantomThief } from './phantom-thief.ts';
import { oriole } from './oriole.ts';
import { sevenHundred } from './seven-hundred.ts';
import { sisterSix } from './sister-six.ts';
import { sniper } from './sniper.ts';
import { steelAgent } from './steel-agent.ts';
import { viper } from './viper.ts';

const ALL: CharacterDef[] = [
  oldGun,
  beauty,
  duckweed,
  viper,
  cipherClerk,
  emeiPeak,
  steelAgent,
  sevenHundred,
  deadlyPerfume,
  oldGhost,
  littleBai,
  blackRose,
  oldGold,
  sniper,
  oriole,
  daiLi,
  blade,
  brotherMa,
  beret,
  holmes,
  phantomThief,
  intelChief,
  sisterSix,
  maskedGentleman,
  hitman,
];

export const ZAILIN_CHARACTERS: Readonly<Record<string, CharacterDef>> = Object.freeze(
  Object.fromEntries(ALL.map((c) => [c.id, c])),
);

export const ZAILIN_SKILLS: Readonly<Record<string, Skill>> = Object.freeze(
  Object.fromEntries(ALL.flatMap((c) => c.skills.map((k) => [k.id, k]))),
);
