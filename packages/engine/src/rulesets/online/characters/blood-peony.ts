// 血牡丹 (女), seed 003, a character the 2010 box lacks; placed face down.
// 光影浮华: 在你的出牌阶段，你可以翻开此角色牌，然后抽取另一位玩家的一张手牌，并将该牌放给你以外的一位玩家作为情报。
//   -> the card is drawn blind (抽取: 抽牌人面向卡牌背面) and she places it, as her intel, in front
//      of a player other than herself (a death it causes is hers).
// 岁月留痕: 当另一位玩家死亡时，盖伏此角色牌。 -> forced, face up only.
// 酱油任务: 一位潜伏战线玩家和一位军情处玩家死亡。
import { ask } from '../../../core/choices.ts';
import { livingSeats, placeIntelFromHand, takeRandomHandCard } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, Seat } from '../../../core/types.ts';
import { redAndBlueDie } from '../../standard/missions.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'bloodPeony.place': { owner: Seat; card: CardId; picks: { seat: Seat }[] };
  }
}

defineTask('bloodPeony.place', (s, data, out) => {
  const owner = data.owner;
  const card = data.card;
  const to = data.picks[0]?.seat;
  if (to === undefined || !isActive(s, to) || !s.players[owner].hand.includes(card)) return;
  placeIntelFromHand(s, owner, card, to, owner, out);
});

export const bloodPeony: CharacterDef = {
  id: 'bloodPeony',
  name: { zh: '血牡丹', en: 'Blood Peony' },
  gender: 'female',
  hidden: true,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'fleetingGlamour',
      name: { zh: '光影浮华', en: 'Fleeting Glamour' },
      text: {
        zh: '在你的出牌阶段，你可以翻开此角色牌，然后抽取另一位玩家的一张手牌，并将该牌放给你以外的一位玩家作为情报。',
        en: "In your play phase, you may turn this character face up, take a card blind from another player's hand and place it as intel in front of a player other than you.",
      },
      face: 'flip',
      windows: ['play'],
      turn: 'own',
      target: 'otherSeat',
      canTarget: (s, _user, t) => s.players[t.seat!].hand.length > 0,
      resolve: (s, f, out) => {
        const victim = f.target.seat!;
        const card = isActive(s, victim) ? takeRandomHandCard(s, victim, f.user, out) : -1;
        const seats = livingSeats(s)
          .filter((seat) => seat !== f.user)
          .map((seat) => ({ seat }));
        if (card < 0 || seats.length === 0) {
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'no card to take or nobody to place it' });
          return;
        }
        ask(s, f.user, 'skill.fleetingGlamour', seats, 1, 1, {
          run: 'bloodPeony.place',
          data: { owner: f.user, card },
        });
      },
    },
    {
      kind: 'trigger',
      id: 'tracesOfYears',
      name: { zh: '岁月留痕', en: 'Traces of the Years' },
      text: {
        zh: '当另一位玩家死亡时，盖伏此角色牌。',
        en: 'When another player dies, this character turns face down.',
      },
      face: 'cover',
      on: 'dying',
      optional: false,
      when: (_s, owner, ev) => ev.seat !== owner,
      // The cover is the skill's face rule: 'cover' turns the character face down as it fires.
      run: () => {},
    },
  ],
  mission: redAndBlueDie,
};
