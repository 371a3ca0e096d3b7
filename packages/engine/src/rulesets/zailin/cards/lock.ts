// 锁定: in your own turn, before the intel is received, name a player: they must receive this turn's
// intel if it reaches them. It does not make the receipt succeed: 转移, 调虎离山 and the like still
// work on them (被锁定者无法拒收情报，但不代表接收成功).
import { mustReceive } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const lock: CardFunction = {
  id: 'lock',
  name: { zh: '锁定', en: 'Lock' },
  text: {
    zh: '自己回合中情报接收前使用，指定一名玩家接收本回合传至他的情报。',
    en: 'In your turn, before the intel is received: name a player. They must receive this turn’s intel if it reaches them.',
  },
  windows: ['play', 'declare', 'arrive'],
  turn: 'own',
  target: 'otherSeat',
  canTarget: (s, _user, t) => !s.locks.includes(t.seat!),
  resolve: (s, f, out) => mustReceive(s, f.target.seat!, f.user, out),
  afterUse: 'discard',
};
