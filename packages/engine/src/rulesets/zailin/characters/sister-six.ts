// 六姐 (风声再临): 搜取 and 拷问. Not a state character: always face up.
// 搜取: 自己情报烧毁时可抽一张牌；他人情报烧毁时你可将其加入手牌。
//   情报使用/替换不属于烧毁。加密情报无法被烧毁/使用/替换。
//   -> an optional trigger of the `intelBurnt` point (every 烧毁 goes through `discardIntel` or
//      `discardAnyIntel`); intel used as a card (就计) or exchanged (合谍) never reaches it, and a
//      sealed intel is never offered to burn (`isSealed`).
// 拷问: 你的试探/公开文本效果可变更为【玩家回合中使用，指定一名玩家选择舍弃两张手牌/烧毁自己一张真情报/被检视身份】
//   ① 该技能的使用会导致【试探】及【公开文本】原功能作废，以变更新的功能效果。
//   ② 该技能的效果由被拷问者选择，被拷问者的身份牌只要非公开，均可重复选择检视。
//   ③ 效果变更为【拷问】的【试探】，使用结算后弃至弃牌堆，而非移出游戏。
//   -> a card used as another (viewAs) as the function `interrogate` below, in the play phase of
//      any player's turn (the 试探's window; 玩家回合中 for its 自己回合中), on any player in the game.
//      Resolved, the player picks what they can: two hand cards to discard, one of their unsealed
//      true intel to burn, or (identity card not public) to have their identity looked at.
// 机密任务: unreadable in the scan (the card reads 你是我的病人, its line); see
// docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { discardIntel } from '../../../core/effects.ts';
import { discardHandCards, showIdentityTo } from '../../../core/moves.ts';
import { getRuleset, type CardFunction } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef, TriggerSkill, ViewAsSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards, isSealed } from '../../../core/zones.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';
import { sisterSix as sisterSix2010 } from '../../standard/characters/sister-six.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinSisterSix.answer': { seat: Seat; user: Seat; picks: { card?: CardId; value?: string }[] };
    'zailinSisterSix.discard': { seat: Seat; picks: { card: CardId }[] };
  }
}

const search: TriggerSkill = {
  kind: 'trigger',
  id: 'searchZailin',
  name: { zh: '搜取', en: 'Search' },
  text: {
    zh: '自己情报烧毁时可抽一张牌；他人情报烧毁时你可将其加入手牌。',
    en: 'When one of your intel is burnt you may draw a card; when another player’s intel is burnt you may take it into your hand.',
  },
  face: 'up',
  on: 'intelBurnt',
  optional: true,
  when: (s, owner, ev) => ev.seat === owner || s.discard.includes(ev.card as CardId),
  run: (s, owner, ev, out) => {
    if (ev.seat === owner) {
      drawCards(s, owner, 1, out);
      return;
    }
    const card = ev.card as CardId;
    const i = s.discard.indexOf(card);
    if (i < 0) return;
    s.discard.splice(i, 1);
    s.players[owner].hand.push(card);
    out.push({ type: 'intelToHand', seat: ev.seat as Seat, card, recipient: owner });
  },
};

/** What the player interrogated can do: two hand cards, a true intel to burn, an identity not public. */
function answersOf(s: GameState, seat: Seat): { card?: CardId; value?: string }[] {
  const p = s.players[seat];
  const cards = getRuleset(s.ruleset).cards;
  const out: { card?: CardId; value?: string }[] = [];
  if (p.hand.length >= 2) out.push({ value: 'twoCards' });
  for (const c of p.intel) if (cards[c].colour !== 'black' && !isSealed(s, c)) out.push({ card: c });
  if (!p.revealed) out.push({ value: 'beInspected' });
  return out;
}

defineTask('zailinSisterSix.answer', (s, data, out) => {
  const seat = data.seat;
  const user = data.user;
  const pick = data.picks[0];
  if (!pick) return;
  if (pick.card !== undefined) discardIntel(s, pick.card, seat, out);
  else if (pick.value === 'beInspected') showIdentityTo(s, seat, user, out);
  else if (pick.value === 'twoCards') {
    const hand = s.players[seat].hand.map((card) => ({ card }));
    ask(s, seat, 'skill.interrogate.two', hand, 2, 2, { run: 'zailinSisterSix.discard', data: { seat } });
  }
});

defineTask('zailinSisterSix.discard', (s, data, out) => {
  const seat = data.seat;
  discardHandCards(
    s,
    seat,
    data.picks.map((p) => p.card),
    out,
  );
});

/** The function a 试探 or 公开文本 of hers takes under 拷问 (not a card of the deck). */
export const interrogateFn: CardFunction = {
  id: 'interrogate',
  name: { zh: '拷问', en: 'Interrogate' },
  text: {
    zh: '玩家回合中使用，指定一名玩家选择舍弃两张手牌/烧毁自己一张真情报/被检视身份',
    en: "In any player's turn: name a player; they choose to discard two hand cards, burn one of their true intel, or let you look at their identity.",
  },
  windows: ['play'],
  turn: 'any',
  target: 'anySeat',
  resolve: (s, f) => {
    const seat = f.target.seat!;
    if (!isActive(s, seat)) return;
    ask(s, seat, 'skill.interrogate', answersOf(s, seat), 1, 1, {
      run: 'zailinSisterSix.answer',
      data: { seat, user: f.user },
    });
  },
  // ③ 弃至弃牌堆，而非移出游戏.
  afterUse: 'discard',
};

const interrogate: ViewAsSkill = {
  kind: 'viewAs',
  id: 'interrogate',
  name: { zh: '拷问', en: 'Interrogate' },
  text: {
    zh: '你的试探/公开文本效果可变更为【玩家回合中使用，指定一名玩家选择舍弃两张手牌/烧毁自己一张真情报/被检视身份】',
    en: "Your Probes and Public Texts may instead work as: [in any player's turn, name a player; they choose to discard two hand cards, burn one of their true intel, or let you look at their identity].",
  },
  face: 'up',
  as: 'interrogate',
  from: (face) => face.fn === 'probe' || face.fn === 'publicText',
};

export const sisterSix: CharacterDef = {
  id: 'sisterSix',
  name: { zh: '六姐', en: 'Sister Six' },
  gender: sisterSix2010.gender,
  hidden: false,
  expansion: false,
  skills: [search, interrogate],
  mission: { ...sisterSix2010.mission!, from: 'standard' },
};
