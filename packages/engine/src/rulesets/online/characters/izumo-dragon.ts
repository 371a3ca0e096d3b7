// 出云龙 (男), seed 003, a character the 2010 box lacks. Neither skill turns up nor covers: placed
// face up.
// 枪下留情: 把所有被烧毁的情报加入手牌。
//   -> forced: every intel burnt, by anyone and from anyone (his own included), goes from the
//      discard into his hand as it is burnt.
// 定点抹除: 你的烧毁可以烧毁红蓝情报。 -> his 烧毁 may be aimed at any intel.
// 酱油任务: 手上收集6张黑色手牌。
import { isBlack } from '../../../core/moves.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import type { CardId, Seat } from '../../../core/types.ts';
import { discardToHand } from './from-discard.ts';

export const izumoDragon: CharacterDef = {
  id: 'izumoDragon',
  name: { zh: '出云龙', en: 'Izumo Dragon' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'trigger',
      id: 'spareTheGun',
      name: { zh: '枪下留情', en: 'Spare the Gun' },
      text: { zh: '把所有被烧毁的情报加入手牌。', en: 'Every intel that is burnt goes into your hand.' },
      face: 'up',
      on: 'intelBurnt',
      optional: false,
      when: (s, _owner, ev) => s.discard.includes(ev.card as CardId),
      run: (s, owner, ev, out) => discardToHand(s, owner, ev.card as CardId, ev.seat as Seat, out),
    },
    {
      kind: 'modifier',
      id: 'pinpointErase',
      name: { zh: '定点抹除', en: 'Pinpoint Erase' },
      text: { zh: '你的烧毁可以烧毁红蓝情报。', en: 'Your Burn may destroy red or blue intel too.' },
      face: 'up',
      anyIntelFor: ['burn'],
    },
  ],
  mission: {
    text: { zh: '手上收集6张黑色手牌。', en: 'Hold six black cards in your hand.' },
    standing: (s, owner) => s.players[owner].hand.filter((c) => isBlack(s, c)).length >= 6,
  },
};
