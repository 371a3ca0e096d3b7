// 调虎离山: in the passing phase, name another player: the intel skips them this time. Not the sender
// (the intel always ends with them), not a locked player (锁定 beats 调虎离山, as in 2010), and not
// the player it has already reached.
import type { CardFunction } from '../../../core/ruleset.ts';
import { lure as standardLure } from '../../standard/cards/lure.ts';
import { PASSING_PHASE } from './timing.ts';

export const lure: CardFunction = {
  ...standardLure,
  text: {
    zh: '指定另一位玩家不参与本次的情报传递。只能在情报传递阶段使用。',
    en: 'Only in the passing phase. Name another player: the intel skips them this time.',
  },
  windows: PASSING_PHASE,
  target: 'otherSeat',
  canTarget: (s, user, t) => {
    const p = s.passing!;
    return standardLure.canTarget!(s, user, t) && !(p.stage === 'arrive' && p.holder === t.seat);
  },
};
