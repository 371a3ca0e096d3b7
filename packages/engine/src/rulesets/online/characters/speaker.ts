// 议长 (男), seed 003, a character the 2010 box lacks; 翻开 / 盖伏 skills: placed face down.
// 移花接木: 当情报传递到你时，你可以翻开此角色牌，然后打出一张手牌替换传递的情报。
//   -> when the intel has reached him (the arrive window), the card he plays takes its place face
//      up and travels on as the intel did (调包's word, replaceIntelInTransit); the old one is discarded.
// 金蝉脱壳: 当玩家使用截获或掉包时，盖伏此角色。
//   -> forced: whoever uses 截获 or 调包 (003's card is 调包), his face-up character turns face down.
// 酱油任务: 获得四张以上的红情报，或者四张以上的蓝情报 (以上 counts the four itself).
import { ask } from '../../../core/choices.ts';
import { replaceIntelInTransit } from '../../../core/effects.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, Seat } from '../../../core/types.ts';
import { countColour, takeFromHand } from '../../../core/zones.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'speaker.graft': { owner: Seat; picks: { card: CardId }[] };
  }
}

defineTask('speaker.graft', (s, data, out) => {
  const owner = data.owner;
  const card = data.picks[0]?.card;
  const p = s.passing;
  if (card === undefined || !p || p.holder !== owner || !takeFromHand(s, owner, card)) return;
  replaceIntelInTransit(s, card, owner, out);
});

export const speaker: CharacterDef = {
  id: 'speaker',
  name: { zh: '议长', en: 'Speaker' },
  gender: 'male',
  hidden: true,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'graft',
      name: { zh: '移花接木', en: 'Graft' },
      text: {
        zh: '当情报传递到你时，你可以翻开此角色牌，然后打出一张手牌替换传递的情报。',
        en: 'When intel reaches you, you may turn this character face up and play a hand card in place of the intel in transit.',
      },
      face: 'flip',
      windows: ['arrive'],
      turn: 'any',
      target: 'none',
      canUse: (s, user) => s.passing?.holder === user && s.players[user].hand.length > 0,
      resolve: (s, f, out) => {
        const hand = s.players[f.user].hand.map((card) => ({ card }));
        if (!s.passing || s.passing.holder !== f.user || hand.length === 0) {
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'the intel is no longer with him' });
          return;
        }
        ask(s, f.user, 'skill.graft', hand, 1, 1, { run: 'speaker.graft', data: { owner: f.user } });
      },
    },
    {
      kind: 'trigger',
      id: 'shedSkin',
      name: { zh: '金蝉脱壳', en: 'Shed the Skin' },
      text: {
        zh: '当玩家使用截获或掉包时，盖伏此角色。',
        en: 'When a player uses Intercept or Switch, this character turns face down.',
      },
      face: 'cover',
      on: 'cardUsed',
      optional: false,
      when: (_s, _owner, ev) => ev.fn === 'intercept' || ev.fn === 'swap',
      // The cover is the skill's face rule: 'cover' turns the character face down as it fires.
      run: () => {},
    },
  ],
  mission: {
    text: {
      zh: '获得四张以上的红情报，或者四张以上的蓝情报。',
      en: 'Gain four or more red intel, or four or more blue intel.',
    },
    standing: (s, owner) => countColour(s, owner, 'red') >= 4 || countColour(s, owner, 'blue') >= 4,
  },
};
