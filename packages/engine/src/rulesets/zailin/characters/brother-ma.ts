// 小马哥 (风声再临; the card spells it 小馬哥): 英雄本色 and 成仁取义. Not a state character: always face up.
// 英雄本色: 自己回合开始抽牌时，若手牌少于三张，则可额外抽取等同自己假情报数的牌。
//   “少于三张”指两张或两张以下。
//   -> asked at his turn's draw (`drawPhase`), the hand counted as the draw begins (`held`).
// 成仁取义: 自己回合中可翻开身份并弃三张灰色手牌，然后将弃牌堆一张牌作为情报指定玩家成功接收。
//   技能使用需优先履行条件。以该技能为例，条件是翻开身份并舍弃三张灰色手牌，履行条件后再询问玩家是否响应。
//   -> the identity turned up and the three cards discarded on use (before the table answers); on
//      resolution a card of the discard and a player (himself too: 玩家 in a skill includes you).
// 机密任务: unreadable in the scan (〔?〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { discardHandCards, isBlack } from '../../../core/moves.ts';
import { gainIntel } from '../../../core/outcome.ts';
import { isActive } from '../../../core/seats.ts';
import {
  revealIdentity,
  type ActiveSkill,
  type CharacterDef,
  type TriggerSkill,
} from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';
import { ANY_TIME } from '../cards/timing.ts';
import { brotherMa as brotherMa2010 } from '../../standard/characters/brother-ma.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinBrotherMa.price': { owner: Seat; picks: { card: CardId }[] };
    'zailinBrotherMa.card': { owner: Seat; picks: { card?: CardId }[] };
    'zailinBrotherMa.receive': { owner: Seat; picks: { seat?: Seat }[]; card: CardId };
  }
}

/** 少于三张: two or fewer. */
const HAND_BELOW = 3;
/** 弃三张灰色手牌. */
const GREY_PRICE = 3;

function falseIntel(s: GameState, seat: Seat): number {
  let n = 0;
  for (const c of s.players[seat].intel) if (isBlack(s, c)) n++;
  return n;
}

const betterTomorrow: TriggerSkill = {
  kind: 'trigger',
  id: 'heroicSpirit',
  name: { zh: '英雄本色', en: 'A Better Tomorrow' },
  text: {
    zh: '自己回合开始抽牌时，若手牌少于三张，则可额外抽取等同自己假情报数的牌。',
    en: 'When you draw at the start of your turn holding fewer than three hand cards, you may draw as many more cards as you have false intel.',
  },
  face: 'up',
  on: 'drawPhase',
  optional: true,
  // Not asked when it would draw nothing (no false intel of his).
  when: (s, owner, ev) =>
    ev.seat === owner && ev.drew !== false && Number(ev.held) < HAND_BELOW && falseIntel(s, owner) > 0,
  run: (s, owner, _ev, out) => drawCards(s, owner, falseIntel(s, owner), out),
};

function greyInHand(s: GameState, seat: Seat): CardId[] {
  return s.players[seat].hand.filter((c) => isBlack(s, c));
}

defineTask('zailinBrotherMa.price', (s, data, out) => {
  const owner = data.owner;
  discardHandCards(
    s,
    owner,
    data.picks.map((p) => p.card),
    out,
  );
});

defineTask('zailinBrotherMa.card', (s, data) => {
  const owner = data.owner;
  const card = data.picks[0]?.card;
  if (card === undefined) return;
  const players = s.players.filter((q) => isActive(s, q.seat)).map((q) => ({ seat: q.seat }));
  ask(s, owner, 'skill.dieForTheCause.to', players, 1, 1, {
    run: 'zailinBrotherMa.receive',
    data: { owner, card },
  });
});

// 成功接收: it lands at once, with no 情报接收 response point; a death it causes is his.
defineTask('zailinBrotherMa.receive', (s, data, out) => {
  const owner = data.owner;
  const to = data.picks[0]?.seat;
  const card = data.card;
  const i = s.discard.indexOf(card);
  if (to === undefined || i < 0 || !isActive(s, to) || s.result) return;
  s.discard.splice(i, 1);
  gainIntel(s, to, card, owner, 'received', owner, out);
});

const dieForTheCause: ActiveSkill = {
  kind: 'active',
  id: 'dieForTheCause',
  name: { zh: '成仁取义', en: 'Die for the Cause' },
  text: {
    zh: '自己回合中可翻开身份并弃三张灰色手牌，然后将弃牌堆一张牌作为情报指定玩家成功接收。',
    en: 'In your turn you may turn your identity card face up and discard three grey hand cards; then a player of your choice successfully receives a card of the discard pile as intel.',
  },
  face: 'up',
  windows: ANY_TIME,
  turn: 'own',
  target: 'none',
  // An identity card turned up cannot be turned up again: once a game.
  canUse: (s, user) => !s.players[user].revealed && greyInHand(s, user).length >= GREY_PRICE,
  // 技能使用需优先履行条件: identity and cards, before anyone is asked to respond.
  onUse: (s, user, out) => {
    revealIdentity(s, user, out);
    const options = greyInHand(s, user).map((card) => ({ card }));
    ask(s, user, 'skill.dieForTheCause', options, GREY_PRICE, GREY_PRICE, {
      run: 'zailinBrotherMa.price',
      data: { owner: user },
    });
  },
  resolve: (s, f, out) => {
    if (s.discard.length === 0) {
      failResolution(f, 'no card in the discard pile', out);
      return;
    }
    const options = s.discard.map((card) => ({ card }));
    ask(s, f.user, 'skill.dieForTheCause.card', options, 1, 1, {
      run: 'zailinBrotherMa.card',
      data: { owner: f.user },
    });
  },
};

export const brotherMa: CharacterDef = {
  id: 'brotherMa',
  name: { zh: '小马哥', en: 'Brother Ma' },
  gender: brotherMa2010.gender,
  hidden: false,
  expansion: false,
  skills: [betterTomorrow, dieForTheCause],
  mission: { ...brotherMa2010.mission!, from: 'standard' },
};
