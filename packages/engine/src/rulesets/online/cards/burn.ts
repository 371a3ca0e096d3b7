// 烧毁: in the passing phase (anyone's) and in your own play phase, burn one false intel. Not in the
// end phase, nor in another's play phase (「只能在情报传递阶段和自己的出牌阶段使用」).
import type { CardFunction } from '../../../core/ruleset.ts';
import { burn as standardBurn } from '../../standard/cards/burn.ts';
import { ownPlayPhaseOrPassing, PASSING_PHASE } from './timing.ts';

export const burn: CardFunction = {
  ...standardBurn,
  text: {
    zh: '烧毁一张黑情报。只能在情报传递阶段和自己的出牌阶段使用。',
    en: 'Only in the passing phase or your own play phase. Destroy one black intel lying in front of a player.',
  },
  windows: ['play', ...PASSING_PHASE],
  canUse: ownPlayPhaseOrPassing,
};
