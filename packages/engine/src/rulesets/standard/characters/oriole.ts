// 黄雀 (潜伏, 女, 「绝密任务」) "螳螂捕蝉"
// 潜藏伏击: 翻开此角色牌，然后把另一位玩家面前的一张情报放回牌库顶。
//   No timing is printed, so it may be used at any moment one may respond, in anyone's turn
//   (000: 没有注明使用时机的技能可以在任何时候使用); only another player's intel, of any colour.
// 黄雀在后: 当另一位玩家死亡时，可以翻开你的身份牌，然后在一位玩家面前放置最多二张假情报。
//   A second skill of a 潜伏 character: it works only face up (000: 潜伏角色处于盖伏状态时不触发其
//   第二第三技能). 翻开你的身份牌 is its cost, so it can be paid once: with the identity already
//   revealed the skill is not offered. The false intel comes from her hand; zero to two cards, all
//   in front of one living player, who counts as killed by her if they die of it.
// 机密任务: 一位潜伏战线玩家和一位军情处玩家死亡。
import { ask } from '../../../core/choices.ts';
import { intelToDeckTop, isBlack, livingSeats, placeIntelFromHand } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { ANY_MOMENT, revealIdentity, type CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { redAndBlueDie } from '../missions.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'oriole.target': { owner: Seat; picks: { seat: Seat }[] };
    'oriole.place': { owner: Seat; target: Seat; picks: { card: CardId }[] };
  }
}

defineTask('oriole.target', (s, data, _out) => {
  const owner = data.owner;
  const picks = data.picks;
  if (picks.length === 0) return;
  const blacks = s.players[owner].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
  ask(s, owner, 'skill.orioleBehind.cards', blacks, 0, 2, {
    run: 'oriole.place',
    data: { owner, target: picks[0].seat },
  });
});

defineTask('oriole.place', (s, data, out) => {
  const owner = data.owner;
  const target = data.target;
  for (const p of data.picks) {
    // A player killed by the first card takes no second one.
    if (!isActive(s, target)) return;
    placeIntelFromHand(s, owner, p.card, target, owner, out);
  }
});

export const oriole: CharacterDef = {
  id: 'oriole',
  name: { zh: '黄雀', en: 'Oriole' },
  gender: 'female',
  hidden: true,
  expansion: true,
  skills: [
    {
      kind: 'active',
      id: 'ambush',
      name: { zh: '潜藏伏击', en: 'Ambush' },
      text: {
        zh: '翻开此角色牌，然后把另一位玩家面前的一张情报放回牌库顶。',
        en: 'Turn this character face up, then put one intel from in front of another player on top of the deck.',
      },
      face: 'flip',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'anyIntel',
      canTarget: (s, user, t) => !s.players[user].intel.includes(t.card!),
      resolve: (s, f, out) => intelToDeckTop(s, f.target.card!, f.user, out),
    },
    {
      kind: 'trigger',
      id: 'orioleBehind',
      name: { zh: '黄雀在后', en: 'The Oriole Behind' },
      text: {
        zh: '当另一位玩家死亡时，可以翻开你的身份牌，然后在一位玩家面前放置最多二张假情报。',
        en: 'When another player dies, you may turn your identity card face up and place up to two false intel in front of a player.',
      },
      face: 'up',
      on: 'dying',
      optional: true,
      when: (s, owner, ev) => ev.seat !== owner && !s.players[owner].revealed,
      run: (s, owner, _ev, out) => {
        revealIdentity(s, owner, out);
        const seats = livingSeats(s).map((seat) => ({ seat }));
        ask(s, owner, 'skill.orioleBehind.target', seats, seats.length > 0 ? 1 : 0, 1, {
          run: 'oriole.target',
          data: { owner },
        });
      },
    },
  ],
  mission: redAndBlueDie,
};
