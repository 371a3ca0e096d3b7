// 老枪 (潜伏, 男) "我就知道你是我的同志！" (标准版) / "我已清楚你的身份" (「绝密任务」)
// 就计: 当你被试探或锁定时，可以翻开此角色，然后抽二张牌。
//   【试探】或【锁定】没人响应的情况下，先结算【就计】效果再结算【试探】或【锁定】。
//   不符合翻开条件时不能主动翻开角色牌。【试探】或【锁定】被【识破】后的情况下不能使用该技能。
// 合谋: 在你面前放置一张假情报，盖伏此角色牌和另一张潜伏角色牌，然后你们互相查看对方的身份牌。
//   该技能操作方法：翻开状态的【老枪】在自己面前放一张假情报，同时盖伏自己的角色牌与场上另一位翻开状态的潜伏角色牌，
//   然后互相交换身份牌进行查看，看完后交还对方。当场上有另一张翻开的潜伏角色牌才可使用该技能。
//   该技能可以在任何时候发动，即任何人的回合发动，无次数限制。该技能可选择发动。
//   只有进行效果的两位玩家才能查看到对方的身份牌。
//   -> face up, holding a black card, at any moment he has priority, naming another player whose
//      潜伏 character is face up: his card turns face down at once; on resolution he lays a black
//      hand card as his own intel, turns the other's character face down, and each is shown the
//      other's identity.
// 机密任务: 获得三张或以上的红色情报。
import { ask } from '../../../core/choices.ts';
import { coverCharacter, isBlack, placeIntelFromHand, showIdentityTo } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { ANY_MOMENT, characterOf, type CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { threeIntelOf } from '../missions.ts';
import type { CardId, Seat } from '../../../core/types.ts';
import { jiuji } from '../skills/jiuji.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'oldGun.conspire': { owner: Seat; other: Seat; picks: { card: CardId }[] };
  }
}

defineTask('oldGun.conspire', (s, data, out) => {
  const owner = data.owner;
  const other = data.other;
  const card = data.picks[0]?.card;
  if (card === undefined) return;
  placeIntelFromHand(s, owner, card, owner, owner, out);
  coverCharacter(s, other, out);
  showIdentityTo(s, owner, other, out);
  showIdentityTo(s, other, owner, out);
});

export const oldGun: CharacterDef = {
  id: 'oldGun',
  name: { zh: '老枪', en: 'Old Gun' },
  gender: 'male',
  hidden: true,
  expansion: false,
  skills: [
    jiuji('oldGunJiuji'),
    {
      kind: 'active',
      id: 'conspire',
      name: { zh: '合谋', en: 'Conspire' },
      text: {
        zh: '在你面前放置一张假情报，盖伏此角色牌和另一张潜伏角色牌，然后你们互相查看对方的身份牌。',
        en: "Place a false intel in front of yourself, turn this character and another face-up hidden character face down, then you and that player look at each other's identity cards.",
      },
      face: 'cover',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'otherSeat',
      canUse: (s, user) => s.players[user].hand.some((c) => isBlack(s, c)),
      canTarget: (s, _user, t) => {
        const p = s.players[t.seat!];
        return p.characterUp && characterOf(s, t.seat!)?.hidden === true;
      },
      resolve: (s, f, out) => {
        const other = f.target.seat!;
        const blacks = s.players[f.user].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        if (!isActive(s, other) || !isActive(s, f.user) || blacks.length === 0) {
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'no partner or no false intel to lay' });
          return;
        }
        ask(s, f.user, 'skill.conspire', blacks, 1, 1, {
          run: 'oldGun.conspire',
          data: { owner: f.user, other },
        });
      },
    },
  ],
  mission: threeIntelOf('red'),
};
