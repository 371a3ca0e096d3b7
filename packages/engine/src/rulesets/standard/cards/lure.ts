// 调虎离山: while intel is being passed, name a player who takes no part in this passing. May name
// yourself; not the sender, nor a locked player (锁定 beats 调虎离山). Usable in anyone's turn. On
// the target of a 直达 intel, the intel goes back to the sender.
import { leaveOutOfPassing } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const lure: CardFunction = {
  id: 'lure',
  name: { zh: '调虎离山', en: 'Lure' },
  text: {
    zh: '只能在情报传递时使用。指定另一位玩家不参与本次的情报传递。（传出情报者与被锁定的玩家不受此影响）',
    en: 'Only while intel is on its way. Name another player: the intel skips them this time. It cannot skip the sender or a locked player.',
  },
  windows: ['transmit'],
  turn: 'any',
  target: 'anySeat',
  canUse: (s) => s.passing !== null,
  canTarget: (s, _user, t) =>
    t.seat !== s.passing!.sender && !s.locks.includes(t.seat!) && !s.passing!.lured.includes(t.seat!),
  resolve: (s, f, out) => leaveOutOfPassing(s, f.target.seat!, f.user, out),
  afterUse: 'discard',
};
