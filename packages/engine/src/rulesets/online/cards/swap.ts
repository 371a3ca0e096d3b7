// 调包: in the passing phase, this card takes the place of the intel in transit, face up for all to
// see, and travels on by the same delivery from where the intel was (「传递方式不变」). The intel it
// replaced goes face up to the discard (the seed says 调换 and nothing of the user keeping it).
import { failResolution, replaceIntelInTransit } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';
import { PASSING_PHASE } from './timing.ts';

export const swap: CardFunction = {
  id: 'swap',
  name: { zh: '调包', en: 'Switch' },
  text: {
    zh: '把此牌和传递中的情报调换，并且以面朝上方式展示，传递方式不变。只能在情报传递阶段使用。',
    en: 'Only in the passing phase. This card takes the place of the intel in transit, face up, and travels on the same way.',
  },
  windows: PASSING_PHASE,
  turn: 'any',
  target: 'none',
  canUse: (s) => s.passing !== null,
  resolve: (s, f, out) => {
    if (!s.passing) failResolution(f, 'no intel in transit', out);
    else replaceIntelInTransit(s, f.card, f.user, out);
  },
  afterUse: 'byEffect',
};
