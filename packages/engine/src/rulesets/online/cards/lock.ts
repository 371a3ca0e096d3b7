// 锁定: only in your own play phase (not while the intel travels, as in the 2010 box), name another
// player: they must take this turn's intel if it reaches them. The effect is the 2010 one.
import type { CardFunction } from '../../../core/ruleset.ts';
import { lock as standardLock } from '../../standard/cards/lock.ts';

export const lock: CardFunction = {
  ...standardLock,
  text: {
    zh: '指定另一位玩家必须接收本回合传递到他的情报。只能在自己的出牌阶段使用。',
    en: "Your play phase only. Name another player: if this turn's intel reaches them, they must take it.",
  },
  windows: ['play'],
};
