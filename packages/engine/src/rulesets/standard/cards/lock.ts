// 锁定: in your own turn (play phase or while intel is being passed), name another player; if this
// turn's intel reaches them, they must take it. Several locks: the first locked player the intel
// reaches takes it. Beats 调虎离山.
import { mustReceive } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const lock: CardFunction = {
  id: 'lock',
  name: { zh: '锁定', en: 'Lock' },
  text: {
    zh: '只能在自己回合出牌阶段和情报传递时使用。指定另一位玩家必须接收本回合传递到他的情报。',
    en: "Your turn only, in the play phase or while intel is on its way. Name another player: if this turn's intel reaches them, they must take it.",
  },
  windows: ['play', 'transmit'],
  turn: 'own',
  target: 'otherSeat',
  canTarget: (s, _user, t) => !s.locks.includes(t.seat!),
  resolve: (s, f, out) => mustReceive(s, f.target.seat!, f.user, out),
  afterUse: 'discard',
};
