// 刀锋 (公开, 男) "出来混，迟早都要还"
// 亮剑: 你的试探和退回可以当作锁定使用。
//   Only the name and effect change (as 预谋); the 锁定 keeps the card's colour and can be countered.
// 嗜血: 当另一位玩家死亡时，你可以抽四张牌，然后选择一张手牌分给任意一位玩家。
//   即使死亡的玩家被拯救（如【礼服蒙面人】技能），此效果也可以触发。可以分给自己。自己死亡不能发动该技能。
//   Fires while the other player is dying, so a later 救美 does not take it back; the card goes
//   to any living player, himself included (then it simply stays in his hand).
// 机密任务: 一位潜伏战线玩家和一位军情处玩家死亡。
import { ask } from '../../../core/choices.ts';
import { giveCard, livingSeats } from '../../../core/moves.ts';
import { redAndBlueDie } from '../missions.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'blade.card': { owner: Seat; picks: { card: CardId }[] };
    'blade.give': { owner: Seat; picks: { seat: Seat }[]; card: CardId };
  }
}

defineTask('blade.card', (s, data, _out) => {
  const owner = data.owner;
  const picks = data.picks;
  if (picks.length === 0) return;
  const seats = livingSeats(s).map((seat) => ({ seat }));
  ask(s, owner, 'skill.bloodthirst.recipient', seats, seats.length > 0 ? 1 : 0, 1, {
    run: 'blade.give',
    data: { owner, card: picks[0].card },
  });
});

defineTask('blade.give', (s, data, out) => {
  const owner = data.owner;
  for (const p of data.picks) if (p.seat !== owner) giveCard(s, owner, data.card, p.seat, out);
});

export const blade: CharacterDef = {
  id: 'blade',
  name: { zh: '刀锋', en: 'Blade' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'viewAs',
      id: 'drawSword',
      name: { zh: '亮剑', en: 'Draw the Sword' },
      text: {
        zh: '你的试探和退回可以当作锁定使用。',
        en: 'You may use your Probe and Bounce cards as Locks.',
      },
      face: 'up',
      as: 'lock',
      from: (face) => face.fn === 'probe' || face.fn === 'bounce',
    },
    {
      kind: 'trigger',
      id: 'bloodthirst',
      name: { zh: '嗜血', en: 'Bloodthirst' },
      text: {
        zh: '当另一位玩家死亡时，你可以抽四张牌，然后选择一张手牌分给任意一位玩家。',
        en: 'When another player dies, you may draw four cards, then give one card from your hand to any player.',
      },
      face: 'up',
      on: 'dying',
      optional: true,
      when: (_s, owner, ev) => ev.seat !== owner,
      run: (s, owner, _ev, out) => {
        drawCards(s, owner, 4, out);
        const hand = s.players[owner].hand.map((card) => ({ card }));
        ask(s, owner, 'skill.bloodthirst.card', hand, hand.length > 0 ? 1 : 0, 1, {
          run: 'blade.card',
          data: { owner },
        });
      },
    },
  ],
  mission: redAndBlueDie,
};
