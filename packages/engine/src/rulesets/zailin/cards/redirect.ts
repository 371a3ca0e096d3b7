// 转移: when intel reaches you, send it to another player, who must receive it (③). Its timing is
// the arrival (传至自己时), before any receipt, so nobody can answer a 转移 with 转移 (①) and a lock
// does not stop it (②). It fails if the intel has left you meanwhile.
import { failResolution, redirectIntel } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const redirect: CardFunction = {
  id: 'redirect',
  name: { zh: '转移', en: 'Redirect' },
  text: {
    zh: '将传至自己的情报传至他人接收。',
    en: 'When intel reaches you: send it to another player, who must receive it.',
  },
  windows: ['arrive'],
  turn: 'any',
  target: 'otherSeat',
  canUse: (s, user) => s.passing !== null && s.passing.stage === 'arrive' && s.passing.holder === user,
  resolve: (s, f, out) => {
    const p = s.passing;
    if (!p || p.holder !== f.user || p.stage !== 'arrive') failResolution(f, 'the intel has left', out);
    else redirectIntel(s, f.target.seat!, f.user, true, out);
  },
  afterUse: 'discard',
};
