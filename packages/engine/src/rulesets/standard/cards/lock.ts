// 锁定: in your own turn (play phase or while intel is being passed), name another player; if this
// turn's intel reaches them, they must take it. Several locks: the first locked player the intel
// reaches takes it. Beats 调虎离山.
import { mustReceive } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const lock: CardFunction = {
  id: 'lock',
  name: { zh: '锁定', en: 'Lock' },
  windows: ['play', 'transmit'],
  turn: 'own',
  target: 'otherSeat',
  canTarget: (s, _user, t) => !s.locks.includes(t.seat!),
  resolve: (s, f, out) => mustReceive(s, f.target.seat!, f.user, out),
  afterUse: 'discard',
};
