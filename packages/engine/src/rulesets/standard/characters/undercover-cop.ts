// 卧底警察 (公开, 男, 「绝密任务」) "我是一个警察": 004 prints no name (原型是梁朝伟在《无间道》里饰演的陈永仁);
// 卧底警察 is a descriptive name chosen for the engine.
// 城府: 你被试探时可以隐瞒身份。 (隐瞒: answer the 试探 either way, whatever the identity card says.)
// 加密: 你的文本情报可以用密电的方式传递。
// 绝密: 当你传出的情报被截获或破译时，你可以抽取一位玩家的一张手牌，或在其面前放置一张假情报。
//   (One skill, two timing points: two trigger entries, 绝密 on 截获 and 绝密 on 破译.)
// 机密任务: 一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。
//   包括一些通过机密任务胜利的角色（例如小白等）
import { ask } from '../../../core/choices.ts';
import { isBlack, placeIntelFromHand, takeRandomHandCard } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { chengfu } from '../skills/chengfu.ts';
import { winsByYourIntel } from '../missions.ts';
import type { CharacterDef, TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, ChoiceOption, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'undercoverCop.target': { owner: Seat; picks: { seat: Seat }[] };
    'undercoverCop.act': { owner: Seat; target: Seat; picks: { value?: string; card?: CardId }[] };
  }
}

/** The other players he can do something to: take from (they hold cards) or place on (he holds a false card). */
function targets(s: GameState, owner: Seat): { seat: Seat }[] {
  const canPlace = s.players[owner].hand.some((c) => isBlack(s, c));
  return s.players
    .filter((q) => q.seat !== owner && isActive(s, q.seat) && (canPlace || q.hand.length > 0))
    .map((q) => ({ seat: q.seat }));
}

defineTask('undercoverCop.target', (s, data, _out) => {
  const owner = data.owner;
  const picks = data.picks;
  if (picks.length === 0) return;
  const target = picks[0].seat;
  // 抽取他的一张手牌 ("take"), or the false card from his own hand to place in front of him.
  const options: ChoiceOption[] = [];
  if (s.players[target].hand.length > 0) options.push({ value: 'take' });
  for (const card of s.players[owner].hand) if (isBlack(s, card)) options.push({ card });
  ask(s, owner, 'skill.topSecret.action', options, 1, 1, {
    run: 'undercoverCop.act',
    data: { owner, target },
  });
});

defineTask('undercoverCop.act', (s, data, out) => {
  const owner = data.owner;
  const target = data.target;
  for (const p of data.picks) {
    if (p.value === 'take') takeRandomHandCard(s, target, owner, out);
    else if (p.card !== undefined) placeIntelFromHand(s, owner, p.card, target, owner, out);
  }
});

function topSecret(id: string, on: 'intercepted' | 'peeked'): TriggerSkill {
  return {
    kind: 'trigger',
    id,
    name: { zh: '绝密', en: 'Top Secret' },
    text: {
      zh: '当你传出的情报被截获或破译时，你可以抽取一位玩家的一张手牌，或在其面前放置一张假情报。',
      en: "When intel you sent is intercepted or decoded, you may take a card at random from a player's hand, or place a false intel in front of them.",
    },
    face: 'up',
    on,
    optional: true,
    // Intel he sent, intercepted or decoded by someone else.
    when: (s, owner, ev) => ev.sender === owner && ev.seat !== owner && targets(s, owner).length > 0,
    run: (s, owner, _ev, _out) => {
      ask(s, owner, 'skill.topSecret', targets(s, owner), 1, 1, {
        run: 'undercoverCop.target',
        data: { owner },
      });
    },
  };
}

export const undercoverCop: CharacterDef = {
  id: 'undercoverCop',
  name: { zh: '卧底警察', en: 'Undercover Cop' },
  gender: 'male',
  hidden: false,
  expansion: true,
  skills: [
    chengfu('undercoverCopChengfu'),
    {
      kind: 'modifier',
      id: 'encrypt',
      name: { zh: '加密', en: 'Encrypt' },
      text: { zh: '你的文本情报可以用密电的方式传递。', en: 'You may send your text intel as secret intel.' },
      face: 'up',
      textAsSecret: true,
    },
    topSecret('topSecret', 'intercepted'),
    topSecret('topSecretDecoded', 'peeked'),
  ],
  mission: winsByYourIntel,
};
