// 致命香水 (公开, 女, 「绝密任务」) "情报人员永远得不到足够多的衣服，丢了鞋则是最大的遗憾"
// 攻守兼备: 当你使用锁定或调虎离山时，抽二张牌，然后选择一张手牌放回牌库顶。
// 临危受命: 当另一位玩家死亡时，在其翻开身份牌前，你可以把你的身份牌面朝下移出游戏，然后得到他的身份牌，
//   并且将一位玩家面前的一张情报与牌库顶的第一张牌调换。
//   被移出游戏的身份牌在本场游戏不再使用，请不要和游戏中的卡牌混淆，具体可以参考【试探】。
//   不会触发因某阵营死亡而触发的技能，也不会完成因某阵营死亡而完成的机密任务。
//   若在积分赛中，所有人以其初始身份计算分数 (no ranked play in the engine).
// 机密任务: 无。 (假如【临危受命】换到了打酱油的身份…请再次使用该技能或去杀光其他人。)
import { ask } from '../../../core/choices.ts';
import { handCardToDeckTop, swapIntelWithDeckTop, takeIdentityCard } from '../../../core/moves.ts';
import { checkIntelArea } from '../../../core/outcome.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'deadlyPerfume.putBack': { picks: { card: CardId }[]; owner: Seat };
    'deadlyPerfume.swapIntel': { owner: Seat; picks: { card: CardId }[] };
  }
}

defineTask('deadlyPerfume.putBack', (s, data, out) => {
  for (const p of data.picks) handCardToDeckTop(s, data.owner, p.card, out);
});

defineTask('deadlyPerfume.swapIntel', (s, data, out) => {
  const owner = data.owner;
  for (const p of data.picks) {
    const holder = s.players.findIndex((q) => q.intel.includes(p.card));
    if (holder < 0) continue;
    swapIntelWithDeckTop(s, p.card, owner, out);
    // The card swapped in counts like any intel in front of them: a third false intel kills (by her
    // skill), a third of their colour wins. (A swap is not 获得情报: no skills fire on it.)
    if (isActive(s, holder)) checkIntelArea(s, holder, owner, out);
  }
});

export const deadlyPerfume: CharacterDef = {
  id: 'deadlyPerfume',
  name: { zh: '致命香水', en: 'Deadly Perfume' },
  gender: 'female',
  hidden: false,
  expansion: true,
  skills: [
    {
      kind: 'trigger',
      id: 'offenseDefense',
      name: { zh: '攻守兼备', en: 'Offense and Defense' },
      text: {
        zh: '当你使用锁定或调虎离山时，抽二张牌，然后选择一张手牌放回牌库顶。',
        en: 'When you use a Lock or a Lure, draw two cards, then put one card from your hand on top of the deck.',
      },
      face: 'up',
      on: 'cardUsed',
      optional: false,
      when: (_s, owner, ev) => ev.user === owner && (ev.fn === 'lock' || ev.fn === 'lure'),
      run: (s, owner, _ev, out) => {
        drawCards(s, owner, 2, out);
        const options = s.players[owner].hand.map((card) => ({ card }));
        ask(s, owner, 'skill.offenseDefense', options, 1, 1, {
          run: 'deadlyPerfume.putBack',
          data: { owner },
        });
      },
    },
    {
      kind: 'trigger',
      id: 'takeCommand',
      name: { zh: '临危受命', en: 'Take Command in a Crisis' },
      text: {
        zh: '当另一位玩家死亡时，在其翻开身份牌前，你可以把你的身份牌面朝下移出游戏，然后得到他的身份牌，并且将一位玩家面前的一张情报与牌库顶的第一张牌调换。',
        en: 'When another player dies, before their identity is shown, you may remove your identity card from the game face down and take theirs; then swap one intel in front of a player with the top card of the deck.',
      },
      face: 'up',
      on: 'dying',
      optional: true,
      // Before the death is final (在其翻开身份牌前): not once saved, not a card already taken.
      when: (s, owner, ev) => {
        const dead = ev.seat as Seat;
        return dead !== owner && !s.players[dead].alive && !s.players[dead].identityTaken;
      },
      run: (s, owner, ev, out) => {
        takeIdentityCard(s, owner, ev.seat as Seat, out);
        // Any intel on the table, the dying player's included (it is still in front of them).
        const options = s.players.flatMap((q) => q.intel.map((card) => ({ card })));
        ask(s, owner, 'skill.takeCommand', options, 1, 1, {
          run: 'deadlyPerfume.swapIntel',
          data: { owner },
        });
      },
    },
  ],
  mission: null,
};
