// 情报猎手 (男), seed 003, a character the 2010 box lacks; placed face down.
// 化剑为犁: 翻开此角色牌，指定一名其他玩家弃掉一张手牌。
//   -> at any moment (no timing printed); the player named chooses which of their cards to discard.
// 斗转星移: 当你获得黑情报时，盖伏此角色。 -> forced, face up only.
// 酱油任务: 亲手让一位没有手牌的玩家死亡。 -> the dead held no hand card when they died.
import { ask } from '../../../core/choices.ts';
import { discardHandCards, isBlack } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { ANY_MOMENT, type CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'intelHunter.discard': { picks: { card: CardId }[]; victim: Seat };
  }
}

defineTask('intelHunter.discard', (s, data, out) => {
  const cards = data.picks.map((p) => p.card);
  discardHandCards(s, data.victim, cards, out);
});

export const intelHunter: CharacterDef = {
  id: 'intelHunter',
  name: { zh: '情报猎手', en: 'Intel Hunter' },
  gender: 'male',
  hidden: true,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'swordsToPloughshares',
      name: { zh: '化剑为犁', en: 'Swords to Ploughshares' },
      text: {
        zh: '翻开此角色牌，指定一名其他玩家弃掉一张手牌。',
        en: 'Turn this character face up and make another player discard a hand card.',
      },
      face: 'flip',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'otherSeat',
      canTarget: (s, _user, t) => s.players[t.seat!].hand.length > 0,
      resolve: (s, f, out) => {
        const victim = f.target.seat!;
        const hand = isActive(s, victim) ? s.players[victim].hand.map((card) => ({ card })) : [];
        if (hand.length === 0) {
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'the player named has no hand card' });
          return;
        }
        ask(s, victim, 'skill.swordsToPloughshares', hand, 1, 1, {
          run: 'intelHunter.discard',
          data: { victim },
        });
      },
    },
    {
      kind: 'trigger',
      id: 'starsShift',
      name: { zh: '斗转星移', en: 'The Stars Shift' },
      text: {
        zh: '当你获得黑情报时，盖伏此角色。',
        en: 'When you gain black intel, this character turns face down.',
      },
      face: 'cover',
      on: 'intelGained',
      optional: false,
      when: (s, owner, ev) => ev.seat === owner && isBlack(s, ev.card as CardId),
      // The cover is the skill's face rule: 'cover' turns the character face down as it fires.
      run: () => {},
    },
  ],
  mission: {
    text: {
      zh: '亲手让一位没有手牌的玩家死亡。',
      en: 'Kill, by your own hand, a player who holds no hand card.',
    },
    onDeath: (s, owner, dead, killer) => {
      const d = s.deaths.find((x) => x.seat === dead);
      return killer === owner && !!d && d.hand.length === 0;
    },
  },
};
