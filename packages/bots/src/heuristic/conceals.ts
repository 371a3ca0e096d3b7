// 城府 (standard: 老鬼, 歌女, 五分钟, 卧底警察; 网络版: 老鬼): its owner may answer a 试探 either way, so
// its answer tells nothing of its camp (beliefs.ts reads a face-up character's answers by this).
import { getRuleset } from '@fengsheng/engine';

const conceals = new Map<string, boolean>();

/** Whether this edition's character may answer a probe either way (a modifier skill that says so). */
export function concealsIdentity(ruleset: string, character: string): boolean {
  const key = `${ruleset}|${character}`;
  let yes = conceals.get(key);
  if (yes === undefined) {
    const def = getRuleset(ruleset).characters?.[character];
    yes = !!def?.skills.some((k) => k.kind === 'modifier' && k.concealsIdentity === true);
    conceals.set(key, yes);
  }
  return yes;
}
