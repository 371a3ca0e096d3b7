// 福尔摩斯 (风声再临; the card spells it 福爾摩斯): 线索 and 真相. Not a state character: always face up.
// 线索: 他人弃牌时你可从中选一张加入手牌。
//   卡牌效果弃牌、回合结束弃牌、死亡弃牌等，只要是弃牌，你均可从对方当前所弃牌中选择其中一张加入手牌。
//   -> an optional trigger of the `cardsDiscarded` point (every discard of another player's cards: a
//      price, a card's effect, the hand-limit discard as one, a death's hand and intel); he takes one
//      of those cards still in the discard pile. Taken while a chain waits, it cannot join that chain.
// 真相: 自己回合中可舍弃所有手牌且至少四张，然后宣言一名玩家身份并检视，正确则翻开并选对方一张情报成功接收，反之则翻开自己身份牌。
//   宣言正确则翻开对方身份牌以作证明，并选择对方一张未加密情报成功接收。若宣言错误则不得翻开对方身份牌且无法获取情报，反而需翻开自己身份牌。
//   -> an active skill of any window of his own turn, with four hand cards or more: on use (before
//      「然后」) his whole hand goes to the discard; on resolution he names another player whose
//      identity card is face down (never 老鬼: 城府 ①) and a camp, aloud, and looks at their identity.
//      Right: their card turns up and one of their unsealed intel becomes his (成功接收). Wrong: his
//      own identity card turns up.
// 机密任务: unreadable in the scan (〔竖排闲文小字无法辨认〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { discardHandCards, showIdentityTo } from '../../../core/moves.ts';
import { gainIntel } from '../../../core/outcome.ts';
import { isActive } from '../../../core/seats.ts';
import {
  revealIdentity,
  untargetableBy,
  type ActiveSkill,
  type CharacterDef,
  type TriggerSkill,
} from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { isSealed, keepOutOfChain, reissue, takeFromIntel } from '../../../core/zones.ts';
import type { Camp, CardId, GameEvent, GameState, Seat } from '../../../core/types.ts';
import { ANY_TIME } from '../cards/timing.ts';
import { holmes as holmes2010 } from '../../standard/characters/holmes.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinHolmes.clue': { picks: { card?: CardId }[]; owner: Seat; from: Seat };
    'zailinHolmes.suspect': { picks: { seat?: Seat }[]; owner: Seat };
    'zailinHolmes.declare': { owner: Seat; target: Seat; picks: { value?: string }[] };
    'zailinHolmes.take': { owner: Seat; picks: { card?: CardId }[] };
  }
}

/** 舍弃所有手牌且至少四张. */
const LEAST_HAND = 4;
const TRUTH = 'truthZailin';
/** The camps he may name, as choice values. */
const GUESSES: Record<string, Camp> = { guessRed: 'red', guessBlue: 'blue', guessNeutral: 'neutral' };

/** The cards of that discard still in the discard pile (an earlier skill may have taken some). */
function stillDiscarded(s: GameState, cards: readonly CardId[]): CardId[] {
  return cards.filter((c) => s.discard.includes(c));
}

function takeFromDiscard(s: GameState, owner: Seat, card: CardId, from: Seat, out: GameEvent[]): void {
  const i = s.discard.indexOf(card);
  if (i < 0) return;
  s.discard.splice(i, 1);
  reissue(s, card);
  s.players[owner].hand.push(card);
  // 新抽的牌不得加入当次响应链中: a card come into his hand while a chain waits stays out of it.
  keepOutOfChain(s, card);
  out.push({ type: 'fromDiscard', seat: owner, card, from });
}

defineTask('zailinHolmes.clue', (s, data, out) => {
  const card = data.picks[0]?.card;
  if (card !== undefined) takeFromDiscard(s, data.owner, card, data.from, out);
});

const clue: TriggerSkill = {
  kind: 'trigger',
  id: 'clue',
  name: { zh: '线索', en: 'Clue' },
  text: {
    zh: '他人弃牌时你可从中选一张加入手牌。',
    en: 'When another player discards, you may take one of the cards discarded into your hand.',
  },
  face: 'up',
  on: 'cardsDiscarded',
  optional: true,
  when: (s, owner, ev) => ev.seat !== owner && stillDiscarded(s, ev.cards as readonly CardId[]).length > 0,
  run: (s, owner, ev, out) => {
    const cards = stillDiscarded(s, ev.cards as readonly CardId[]);
    const from = ev.seat as Seat;
    if (cards.length === 1) {
      takeFromDiscard(s, owner, cards[0], from, out);
      return;
    }
    ask(
      s,
      owner,
      'skill.clue.card',
      cards.map((card) => ({ card })),
      1,
      1,
      { run: 'zailinHolmes.clue', data: { owner, from } },
    );
  },
};

/** Who he may name: another player in the game whose identity card is face down, not shielded (城府). */
function suspects(s: GameState, user: Seat): Seat[] {
  const out: Seat[] = [];
  for (const q of s.players)
    if (q.seat !== user && isActive(s, q.seat) && !q.revealed && !untargetableBy(s, q.seat, TRUTH))
      out.push(q.seat);
  return out;
}

defineTask('zailinHolmes.suspect', (s, data) => {
  const target = data.picks[0]?.seat;
  if (target === undefined) return;
  const owner = data.owner;
  const guesses = Object.keys(GUESSES).map((value) => ({ value }));
  ask(s, owner, 'skill.truthZailin.camp', guesses, 1, 1, {
    run: 'zailinHolmes.declare',
    data: { owner, target },
  });
});

// 宣言 aloud, then 检视 (only he sees the card); right, the card turns up as proof and he takes an
// unsealed intel of theirs; wrong, their card stays down and his own turns up.
defineTask('zailinHolmes.declare', (s, data, out) => {
  const owner = data.owner;
  const target = data.target;
  const guess = GUESSES[data.picks[0]?.value ?? ''];
  if (guess === undefined || !isActive(s, target)) return;
  out.push({ type: 'identityGuessed', seat: owner, target, guess });
  showIdentityTo(s, target, owner, out);
  if (s.players[target].camp !== guess) {
    revealIdentity(s, owner, out);
    return;
  }
  revealIdentity(s, target, out);
  const intel = s.players[target].intel.filter((c) => !isSealed(s, c)).map((card) => ({ card }));
  if (intel.length === 0) return;
  ask(s, owner, 'skill.truthZailin.intel', intel, 1, 1, { run: 'zailinHolmes.take', data: { owner } });
});

// 成功接收: it lands in front of him, death and victory checked (a third false intel: his own doing).
defineTask('zailinHolmes.take', (s, data, out) => {
  const owner = data.owner;
  const card = data.picks[0]?.card;
  if (card === undefined || !isActive(s, owner) || s.result || takeFromIntel(s, card) < 0) return;
  gainIntel(s, owner, card, owner, 'received', owner, out);
});

const truth: ActiveSkill = {
  kind: 'active',
  id: TRUTH,
  name: { zh: '真相', en: 'The Truth' },
  text: {
    zh: '自己回合中可舍弃所有手牌且至少四张，然后宣言一名玩家身份并检视，正确则翻开并选对方一张情报成功接收，反之则翻开自己身份牌。',
    en: "In your turn you may discard your whole hand, four cards or more; then name a player's identity aloud and look at it: if you are right, turn it face up and successfully receive one of their intel; if not, turn your own identity card face up.",
  },
  face: 'up',
  windows: ANY_TIME,
  turn: 'own',
  target: 'none',
  // ⑦ 必须优先选择所能执行的项: not offered with nobody he could name.
  canUse: (s, user) => s.players[user].hand.length >= LEAST_HAND && suspects(s, user).length > 0,
  onUse: (s, user, out) => {
    discardHandCards(s, user, s.players[user].hand.slice(), out);
  },
  resolve: (s, f, out) => {
    const who = suspects(s, f.user);
    if (who.length === 0) {
      failResolution(f, 'nobody left to name', out);
      return;
    }
    ask(
      s,
      f.user,
      'skill.truthZailin',
      who.map((seat) => ({ seat })),
      1,
      1,
      { run: 'zailinHolmes.suspect', data: { owner: f.user } },
    );
  },
};

export const holmes: CharacterDef = {
  id: 'holmes',
  name: { zh: '福尔摩斯', en: 'Holmes' },
  gender: holmes2010.gender,
  hidden: false,
  expansion: false,
  skills: [clue, truth],
  mission: { ...holmes2010.mission!, from: 'standard' },
};
