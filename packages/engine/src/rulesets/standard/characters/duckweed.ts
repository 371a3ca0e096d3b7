// 浮萍 (潜伏, 女, 「绝密任务」) "信息了无痕"
// 先机: 翻开此角色牌，抽取另一位玩家的二张手牌，然后他抽二张牌。
//   -> no timing printed, so at any moment she holds priority (000: 没有注明使用时机的技能可以在任何时候使用).
// 后着: 当你死亡时，可以检视另一位玩家的手牌，然后把其中一张放置在一位玩家面前。
//   -> face up only (a face-down 潜伏 character's second skill does not work); the card placed is
//      her kill if deadly.
// 机密任务: 你成为第二位或以后死亡的玩家。
import { ask } from '../../../core/choices.ts';
import { placeIntelFromHand, showHandTo, takeRandomHandCard } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { ANY_MOMENT, type CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, Frame, GameEvent, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'duckweed.look': { owner: Seat; picks: { seat: Seat }[] };
    'duckweed.card': { picks: { card: CardId }[]; owner: Seat; victim: Seat };
    'duckweed.place': { picks: { seat: Seat }[]; victim: Seat; card: CardId; owner: Seat };
  }
}

function othersWithCards(s: GameState, owner: Seat): Seat[] {
  return s.players
    .filter((p) => p.seat !== owner && isActive(s, p.seat) && p.hand.length > 0)
    .map((p) => p.seat);
}

defineTask('duckweed.look', (s, data, out) => {
  const owner = data.owner;
  const victim = data.picks[0].seat;
  showHandTo(s, victim, owner, out);
  const cards = s.players[victim].hand.map((card) => ({ card }));
  ask(s, owner, 'skill.partingMove.card', cards, 1, 1, { run: 'duckweed.card', data: { owner, victim } });
});

defineTask('duckweed.card', (s, data) => {
  const card = data.picks[0].card;
  const seats = s.players.filter((p) => isActive(s, p.seat)).map((p) => ({ seat: p.seat }));
  ask(s, data.owner, 'skill.partingMove.seat', seats, 1, 1, {
    run: 'duckweed.place',
    data: { owner: data.owner, victim: data.victim, card },
  });
});

defineTask('duckweed.place', (s, data, out) => {
  const to = data.picks[0].seat;
  placeIntelFromHand(s, data.victim, data.card, to, data.owner, out);
});

/**
 * 先机's effect: two cards taken at random from the player named, who then draws `theyDraw` (2010: two;
 * the online edition: one). Built once per edition, when the module loads.
 */
export function seizeInitiative(theyDraw: number): (s: GameState, f: Frame, out: GameEvent[]) => void {
  return (s, f, out) => {
    const victim = f.target.seat!;
    if (!isActive(s, victim)) {
      out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'the player named is out of the game' });
      return;
    }
    takeRandomHandCard(s, victim, f.user, out);
    takeRandomHandCard(s, victim, f.user, out);
    drawCards(s, victim, theyDraw, out);
  };
}

export const duckweed: CharacterDef = {
  id: 'duckweed',
  name: { zh: '浮萍', en: 'Duckweed' },
  gender: 'female',
  hidden: true,
  expansion: true,
  skills: [
    {
      kind: 'active',
      id: 'seizeInitiative',
      name: { zh: '先机', en: 'Seize the Initiative' },
      text: {
        zh: '翻开此角色牌，抽取另一位玩家的二张手牌，然后他抽二张牌。',
        en: "Turn this character face up and take two cards from another player's hand; then they draw two cards.",
      },
      face: 'flip',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'otherSeat',
      resolve: seizeInitiative(2),
    },
    {
      kind: 'trigger',
      id: 'partingMove',
      name: { zh: '后着', en: 'Parting Move' },
      text: {
        zh: '当你死亡时，可以检视另一位玩家的手牌，然后把其中一张放置在一位玩家面前。',
        en: "When you die, you may look at another player's hand and lay one of its cards as intel in front of any player.",
      },
      face: 'up',
      on: 'dying',
      optional: true,
      whileDying: true,
      when: (s, owner, ev) => ev.seat === owner && othersWithCards(s, owner).length > 0,
      run: (s, owner, _ev, _out) => {
        const seats = othersWithCards(s, owner).map((seat) => ({ seat }));
        ask(s, owner, 'skill.partingMove', seats, 1, 1, { run: 'duckweed.look', data: { owner } });
      },
    },
  ],
  mission: {
    text: { zh: '你成为第二位或以后死亡的玩家。', en: 'Be the second or a later player to die.' },
    onDeath: (s, owner, dead) => dead === owner && s.deaths.findIndex((d) => d.seat === owner) >= 1,
  },
};
