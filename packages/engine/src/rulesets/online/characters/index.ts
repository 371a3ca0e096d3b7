// The 30 characters of seed 003, one file each.
import type { CharacterDef, Skill } from '../../../core/skills.ts';
import { beauty } from './beauty.ts';
import { beret } from './beret.ts';
import { blackRose } from './black-rose.ts';
import { blade } from './blade.ts';
import { bloodPeony } from './blood-peony.ts';
import { brotherMa } from './brother-ma.ts';
import { cipherClerk } from './cipher-clerk.ts';
import { cobra } from './cobra.ts';
import { daiLi } from './dai-li.ts';
import { deadlyPerfume } from './deadly-perfume.ts';
import { duckweed } from './duckweed.ts';
import { emeiPeak } from './emei-peak.ts';
import { heiress } from './heiress.ts';
import { hitman } from './hitman.ts';
import { holmes } from './holmes.ts';
import { intelChief } from './intel-chief.ts';
import { intelHunter } from './intel-hunter.ts';
import { izumoDragon } from './izumo-dragon.ts';
import { littleBai } from './little-bai.ts';
import { maskedGentleman } from './masked-gentleman.ts';
import { oldGhost } from './old-ghost.ts';
import { oldGold } from './old-gold.ts';
import { oldGun } from './old-gun.ts';
import { oriole } from './oriole.ts';
import { phantomThief } from './phantom-thief.ts';
import { sevenHundred } from './seven-hundred.ts';
import { sisterSix } from './sister-six.ts';
import { sniper } from './sniper.ts';
import { speaker } from './speaker.ts';
import { viper } from './viper.ts';

const ALL: CharacterDef[] = [
  intelChief,
  hitman,
  maskedGentleman,
  sevenHundred,
  blade,
  beauty,
  sisterSix,
  brotherMa,
  phantomThief,
  beret,
  littleBai,
  daiLi,
  holmes,
  deadlyPerfume,
  viper,
  heiress,
  izumoDragon,
  oldGhost,
  oldGun,
  cipherClerk,
  sniper,
  blackRose,
  oldGold,
  emeiPeak,
  cobra,
  oriole,
  duckweed,
  speaker,
  bloodPeony,
  intelHunter,
];

export const ONLINE_CHARACTERS: Readonly<Record<string, CharacterDef>> = Object.freeze(
  Object.fromEntries(ALL.map((c) => [c.id, c])),
);

export const ONLINE_SKILLS: Readonly<Record<string, Skill>> = Object.freeze(
  Object.fromEntries(ALL.flatMap((c) => c.skills.map((k) => [k.id, k]))),
);
