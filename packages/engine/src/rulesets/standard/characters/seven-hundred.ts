// 柒佰 (公开, 男) "My code is Seven，Seven Hundred"
// 敏锐: 你可以在他人回合中使用锁定。这些【锁定】可以被【识破】。
//   His 锁定 may be used in others' turns too, in the windows a 锁定 may be used (play phase and
//   情报传递); they are ordinary cards and can be countered.
// 联动: 当你使用锁定时，抽二张牌，然后选择一张手牌分给另一位玩家。【锁定】被识破的情况下无法发动。
//   该技能为强制发动，使用【锁定】后必须抽牌，抽牌后必须分牌给另一个人。
//   Forced; it fires when his 锁定 comes to resolve uncountered, before the lock itself (004's
//   passing example: 玩家E【锁定】成功使用，触发【联动】马上结算抽二张牌，把手牌分给玩家A，然后开始结算【锁定】).
// 风度: 当你宣告胜利时，选择一位女性一同胜利。若场上存在女性时，此效果必须触发。
//   盖伏状态下的角色失去性别…女性包括女性角色与女性玩家…因此效果一同胜利的女性之胜利只属于她个人。
//   The core's declaration asks him to pick one living woman not already winning (a face-down
//   character has no gender; a woman player counts whatever her character); she wins alone.
// 机密任务: 获得五张或以上的真情报。
import { ask } from '../../../core/choices.ts';
import { giveCard, isTrue, livingSeats } from '../../../core/moves.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'sevenHundred.card': { owner: Seat; picks: { card: CardId }[] };
    'sevenHundred.give': { picks: { seat: Seat }[]; owner: Seat; card: CardId };
  }
}

defineTask('sevenHundred.card', (s, data, _out) => {
  const owner = data.owner;
  const picks = data.picks;
  if (picks.length === 0) return;
  const others = livingSeats(s)
    .filter((seat) => seat !== owner)
    .map((seat) => ({ seat }));
  ask(s, owner, 'skill.linkage.recipient', others, others.length > 0 ? 1 : 0, 1, {
    run: 'sevenHundred.give',
    data: { owner, card: picks[0].card },
  });
});

defineTask('sevenHundred.give', (s, data, out) => {
  for (const p of data.picks) giveCard(s, data.owner, data.card, p.seat, out);
});

export const sevenHundred: CharacterDef = {
  id: 'sevenHundred',
  name: { zh: '柒佰', en: 'Seven Hundred' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'modifier',
      id: 'keen',
      name: { zh: '敏锐', en: 'Keen' },
      text: { zh: '你可以在他人回合中使用锁定。', en: "You may use Lock in other players' turns too." },
      face: 'up',
      anyTurn: ['lock'],
    },
    {
      kind: 'trigger',
      id: 'linkage',
      name: { zh: '联动', en: 'Linkage' },
      text: {
        zh: '当你使用锁定时，抽二张牌，然后选择一张手牌分给另一位玩家。',
        en: 'When you use a Lock, draw two cards, then give one card from your hand to another player.',
      },
      face: 'up',
      on: 'beforeResolve',
      optional: false,
      when: (_s, owner, ev) => ev.fn === 'lock' && ev.user === owner,
      run: (s, owner, _ev, out) => {
        drawCards(s, owner, 2, out);
        const hand = s.players[owner].hand.map((card) => ({ card }));
        ask(s, owner, 'skill.linkage.card', hand, hand.length > 0 ? 1 : 0, 1, {
          run: 'sevenHundred.card',
          data: { owner },
        });
      },
    },
    {
      kind: 'modifier',
      id: 'chivalry',
      name: { zh: '风度', en: 'Chivalry' },
      text: {
        zh: '当你宣告胜利时，选择一位女性一同胜利。',
        en: 'When you declare victory, choose a woman to win with you.',
      },
      face: 'up',
      bringsWoman: true,
    },
  ],
  mission: {
    text: { zh: '获得五张或以上的真情报。', en: 'Have five or more true intel.' },
    standing: (s, owner) => s.players[owner].intel.filter((c) => isTrue(s, c)).length >= 5,
  },
};
