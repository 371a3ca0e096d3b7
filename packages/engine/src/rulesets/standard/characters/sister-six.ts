// 六姐 (公开, 女) "放轻松啊，放轻松"
// 拷问: 当你试探一位玩家时，你可以抽取他的一张手牌。【试探】没人响应的情况下，先结算【拷问】效果再结算【试探】。
//   【试探】卡牌必须成功使用后（即未被【识破】）方可抽取。
//   Fires when her 试探 comes to resolve uncountered, before its effect; a target with no hand is
//   not offered.
// 搜取: 当一位玩家死亡时，你随机检视他的一张手牌，然后你可以将该牌加入手牌或作为情报。
//   牌面朝下随机抽取，不可查看牌面。当死亡玩家没有手牌时即视为抽取无效。自己死亡不能发动该技能。
//   Forced while another player is dying: one card of their hand at random is shown to her alone;
//   she may take it into her hand, put it in front of herself as intel, or leave it (it is then
//   discarded with the rest of the dead player's cards).
// 机密任务: 获得六张或以上的情报。
import { ask } from '../../../core/choices.ts';
import { showCardTo, takeRandomHandCard } from '../../../core/moves.ts';
import { gainIntel } from '../../../core/outcome.ts';
import { randInt } from '../../../core/rng.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { reissue, takeFromHand } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'sisterSix.search': { owner: Seat; dead: Seat; card: CardId; picks: { value: string }[] };
  }
}

defineTask('sisterSix.search', (s, data, out) => {
  const owner = data.owner;
  const dead = data.dead;
  const card = data.card;
  const picks = data.picks;
  if (picks.length === 0 || !takeFromHand(s, dead, card)) return;
  if (picks[0].value === 'hand') {
    reissue(s, card);
    s.players[owner].hand.push(card);
    out.push({ type: 'take', seat: owner, victim: dead, card });
  } else gainIntel(s, owner, card, owner, 'placed', owner, out);
});

export const sisterSix: CharacterDef = {
  id: 'sisterSix',
  name: { zh: '六姐', en: 'Sister Six' },
  gender: 'female',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'trigger',
      id: 'interrogate',
      name: { zh: '拷问', en: 'Interrogate' },
      text: {
        zh: '当你试探一位玩家时，你可以抽取他的一张手牌。',
        en: 'When you Probe a player, you may take a card at random from their hand.',
      },
      face: 'up',
      on: 'beforeResolve',
      optional: true,
      when: (s, owner, ev) =>
        ev.fn === 'probe' &&
        ev.user === owner &&
        Number(ev.target) >= 0 &&
        s.players[ev.target as Seat].hand.length > 0,
      run: (s, owner, ev, out) => {
        takeRandomHandCard(s, ev.target as Seat, owner, out);
      },
    },
    {
      kind: 'trigger',
      id: 'sisterSixSearch',
      name: { zh: '搜取', en: 'Search' },
      text: {
        zh: '当一位玩家死亡时，你随机检视他的一张手牌，然后你可以将该牌加入手牌或作为情报。',
        en: 'When a player dies, look at one random card from their hand; you may keep it in your hand or lay it as your intel.',
      },
      face: 'up',
      on: 'dying',
      optional: false,
      when: (s, owner, ev) => ev.seat !== owner && s.players[ev.seat as Seat].hand.length > 0,
      run: (s, owner, ev, out) => {
        const dead = ev.seat as Seat;
        const hand = s.players[dead].hand;
        const card = hand[randInt(s.rng, hand.length)];
        showCardTo(s, owner, card, out);
        ask(s, owner, 'skill.sisterSixSearch', [{ value: 'hand' }, { value: 'intel' }], 0, 1, {
          run: 'sisterSix.search',
          data: { owner, dead, card },
        });
      },
    },
  ],
  mission: {
    text: { zh: '获得六张或以上的情报。', en: 'Have six or more intel.' },
    standing: (s, owner) => s.players[owner].intel.length >= 6,
  },
};
