// 贝雷帽 (风声再临; the card spells it 貝雷帽): a state character. 险境还生【隐藏】 and 单枪匹马【暴露】.
// 险境还生【隐藏】: 隐藏角色并翻开身份，然后烧毁自己一张假情报，可同时烧毁他人一张情报。
//   ① 已被翻开的身份牌不能重复翻开，即该技能仅能使用一次。
//   ② 加密情报无法被烧毁。
//   -> no printed timing: the play phase and every response point, anyone's turn.
// 单枪匹马【暴露】: 自己回合中可暴露角色并舍弃任意张手牌，然后抽取所弃手牌数+2的牌。回合中可额外进行一次
//   情报传出，且任选传递方式。
//   ① 若不弃牌，则直接抽两张牌。
//   ② 没手牌进行情报传出时，可从牌库顶抽一张牌作为情报传出。
//   ③ 该技能使用后，回合中任何一次情报传出均可任选传递方式。
//   -> the turn marks the core reads: `EXTRA_SEND` and `ANY_DELIVERY`.
// 机密任务: unreadable in the scan (〔竖排闲文小字无法辨认〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { discardIntel, failResolution } from '../../../core/effects.ts';
import { discardHandCards, isBlack } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import {
  ANY_DELIVERY,
  EXTRA_SEND,
  markTurn,
  revealIdentity,
  type ActiveSkill,
  type CharacterDef,
} from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards, isSealed } from '../../../core/zones.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';
import { ANY_TIME } from '../cards/timing.ts';
import { beret as beret2010 } from '../../standard/characters/beret.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinBeret.burnOwn': { user: Seat; picks: { card?: CardId }[] };
    'zailinBeret.burnOther': { picks: { card?: CardId }[]; user: Seat };
    'zailinBeret.discard': { user: Seat; picks: { card: CardId }[]; frame: number };
  }
}

/** 单枪匹马: 抽取所弃手牌数+2的牌. */
const DRAW_BONUS = 2;

/** His own false intel that can be burnt (加密 never can). */
function ownFalse(s: GameState, seat: Seat): CardId[] {
  return s.players[seat].intel.filter((c) => isBlack(s, c) && !isSealed(s, c));
}

/** Another player's intel that can be burnt. */
function othersIntel(s: GameState, seat: Seat): CardId[] {
  const out: CardId[] = [];
  for (const q of s.players)
    if (q.seat !== seat && isActive(s, q.seat)) for (const c of q.intel) if (!isSealed(s, c)) out.push(c);
  return out;
}

defineTask('zailinBeret.burnOwn', (s, data, out) => {
  const user = data.user;
  const card = data.picks[0]?.card;
  if (card === undefined || !discardIntel(s, card, user, out)) return;
  // 可同时烧毁他人一张情报: his choice, none at all too.
  const options = othersIntel(s, user).map((c) => ({ card: c }));
  if (options.length > 0)
    ask(s, user, 'skill.outOfTheFire.other', options, 0, 1, { run: 'zailinBeret.burnOther', data: { user } });
});

defineTask('zailinBeret.burnOther', (s, data, out) => {
  const card = data.picks[0]?.card;
  if (card !== undefined) discardIntel(s, card, data.user, out);
});

const outOfTheFire: ActiveSkill = {
  kind: 'active',
  id: 'outOfTheFire',
  name: { zh: '险境还生', en: 'Out of the Fire' },
  text: {
    zh: '【隐藏】隐藏角色并翻开身份，然后烧毁自己一张假情报，可同时烧毁他人一张情报。',
    en: "[Hide] Turn your character face down and your identity card face up; then burn one of your false intel, and you may burn one of another player's intel with it.",
  },
  face: 'cover',
  windows: ANY_TIME,
  turn: 'any',
  target: 'none',
  // ① once a game (an identity card up stays up); offered only with a false intel of his to burn.
  canUse: (s, user) => !s.players[user].revealed && ownFalse(s, user).length > 0,
  onUse: (s, user, out) => revealIdentity(s, user, out),
  resolve: (s, f, out) => {
    const options = ownFalse(s, f.user).map((card) => ({ card }));
    if (options.length === 0) {
      failResolution(f, 'no false intel of his left to burn', out);
      return;
    }
    ask(s, f.user, 'skill.outOfTheFire', options, 1, 1, {
      run: 'zailinBeret.burnOwn',
      data: { user: f.user },
    });
  },
};

// On use: the cards of his choice (none too) go to the discard; the count is said aloud (`named`).
defineTask('zailinBeret.discard', (s, data, out) => {
  const user = data.user;
  const picks = data.picks;
  const cards = discardHandCards(
    s,
    user,
    picks.map((p) => p.card),
    out,
  );
  const f = s.window?.stack.find((x) => x.id === data.frame);
  if (f) f.named = String(cards.length);
});

const loneWolf: ActiveSkill = {
  kind: 'active',
  id: 'loneWolf',
  name: { zh: '单枪匹马', en: 'Lone Wolf' },
  text: {
    zh: '【暴露】自己回合中可暴露角色并舍弃任意张手牌，然后抽取所弃手牌数+2的牌。回合中可额外进行一次情报传出，且任选传递方式。',
    en: '[Reveal] In your turn you may turn your character face up and discard any number of hand cards; then draw that many cards plus two. This turn you may send intel once more, and choose the delivery of what you send.',
  },
  face: 'flip',
  windows: ANY_TIME,
  turn: 'own',
  target: 'none',
  onUse: (s, user, _out, frame) => {
    const hand = s.players[user].hand.map((card) => ({ card }));
    if (hand.length === 0) {
      frame.named = '0';
      return;
    }
    ask(s, user, 'skill.loneWolf', hand, 0, hand.length, {
      run: 'zailinBeret.discard',
      data: { user, frame: frame.id },
    });
  },
  resolve: (s, f, out) => {
    drawCards(s, f.user, Number(f.named ?? '0') + DRAW_BONUS, out);
    markTurn(s, f.user, EXTRA_SEND);
    markTurn(s, f.user, ANY_DELIVERY);
  },
};

export const beret: CharacterDef = {
  id: 'beret',
  name: { zh: '贝雷帽', en: 'Green Beret' },
  gender: beret2010.gender,
  hidden: false,
  stateful: true,
  expansion: false,
  skills: [outOfTheFire, loneWolf],
  mission: { ...beret2010.mission!, from: 'standard' },
};
