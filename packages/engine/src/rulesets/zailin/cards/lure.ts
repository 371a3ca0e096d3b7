// 调虎离山: when another player chooses to receive the intel, cancel it: the intel goes on. Not on
// its sender (无法指定传出者). 「选择接收」属意愿，「接收成功」属结果: once received it is too late, and a
// lock does not stop it (被锁定者…依然可通过【转移/调虎离山…】对情报接收进行响应干扰).
import { cancelReceipt, failResolution } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';
import { receiptStands } from './intercept.ts';

export const lure: CardFunction = {
  id: 'lure',
  name: { zh: '调虎离山', en: 'Lure Away' },
  text: {
    zh: '他人情报接收时使用，取消接收并将情报往下传。无法指定传出者。',
    en: 'When another player chooses to receive the intel: they do not, and it travels on. Not on its sender.',
  },
  windows: ['receive'],
  turn: 'any',
  target: 'otherSeat',
  canTarget: (s, _user, t) => {
    const p = s.passing;
    return p !== null && p.stage === 'receive' && p.holder === t.seat && p.sender !== t.seat;
  },
  resolve: (s, f, out) => {
    if (!receiptStands(s, f)) failResolution(f, 'the intel is no longer being received', out);
    else cancelReceipt(s, out);
  },
  afterUse: 'discard',
};
