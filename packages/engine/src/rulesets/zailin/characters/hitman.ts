// 职业杀手 (风声再临; the scan spells it 職業殺手): 雇佣关系 and 暗杀. Not a state character.
// 雇佣关系: 游戏开始指定除自己外一名玩家为雇主并检视其身份。对方每次收到假情报你均舍弃一张手牌；对方每次收到真情报则你可抽两张牌。
//   ① 所指定的玩家关系将在游戏中一直存在，即使该技能因【乔装】效果抹除。
//   ② 雇主因接收假情报而死亡时，职业杀手依然会触发技能效果舍弃一张手牌。
//   -> three parts of one skill (as 先机后置's): at `gameStart` he names the employer, who is tied
//      to him for the game (`bind`: the tie belongs to the players, not to the skill), and looks at
//      their identity card (检视: not turned up, so 城府 does not stop it); at every 成功接收 of the
//      employer's (the `intelGained` point, also the one that kills them) he discards a hand card
//      of his choice for a false intel (forced) or may draw two for a true one.
// 暗杀: 他人回合中，你可烧毁自己一张真情报/舍弃三张手牌，然后将手牌中一张假情报指定对方成功接收。
//   该技能在一个回合中可多次使用，但无法在同一时间点中重复使用。
//   -> an active skill of any window of another's turn; 对方 is the player whose turn it is (as in
//      致命一击). On use he pays (before 「然后」); on resolution a grey card of his hand, his choice,
//      lands in front of that player at once (how `received`; a death is his kill). Once per window
//      (`skillOncePerWindow`).
// 机密任务: unreadable in the scan (〔?〕〔?〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { discardIntel, failResolution } from '../../../core/effects.ts';
import { discardHandCards, isBlack } from '../../../core/moves.ts';
import { gainIntel } from '../../../core/outcome.ts';
import { isActive } from '../../../core/seats.ts';
import { boundTo, type ActiveSkill, type CharacterDef, type TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards, isSealed, takeFromHand } from '../../../core/zones.ts';
import type { CardId, GameEvent, GameState, Seat } from '../../../core/types.ts';
import { ANY_TIME } from '../cards/timing.ts';
import { falseReceipt, trueReceipt } from './receipts.ts';
import { gameStartTie } from './ties.ts';
import { hitman as hitman2010 } from '../../standard/characters/hitman.ts';
import type { Picks } from '../../../core/tasks.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinHitman.discard': { owner: Seat; picks: Picks };
    'zailinHitman.price': { user: Seat; picks: Picks };
    'zailinHitman.three': { user: Seat; picks: Picks };
    'zailinHitman.give': { user: Seat; to: Seat; picks: Picks };
  }
}

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinHitman.discard': { owner: Seat; picks: Picks };
    'zailinHitman.price': { user: Seat; picks: Picks };
    'zailinHitman.three': { user: Seat; picks: Picks };
    'zailinHitman.give': { user: Seat; to: Seat; picks: Picks };
  }
}

const EMPLOYER = 'employer';

const NAME = { zh: '雇佣关系', en: 'Employment' };
const TEXT = {
  zh: '游戏开始指定除自己外一名玩家为雇主并检视其身份。对方每次收到假情报你均舍弃一张手牌；对方每次收到真情报则你可抽两张牌。',
  en: 'When the game starts, name another player as your employer and look at their identity. Each time they receive a false intel you discard a hand card; each time they receive a true intel you may draw two cards.',
};

const employment = gameStartTie({
  id: 'employment',
  name: NAME,
  text: TEXT,
  tie: EMPLOYER,
  seesIdentity: true,
});

defineTask('zailinHitman.discard', (s, data, out) => {
  const owner = data.owner;
  const card = data.picks[0]?.card;
  if (card !== undefined) discardHandCards(s, owner, [card], out);
});

const employmentFalse: TriggerSkill = {
  kind: 'trigger',
  id: 'employmentFalse',
  name: NAME,
  text: TEXT,
  face: 'up',
  on: 'intelGained',
  optional: false,
  // ② the employer dying of it changes nothing: the receipt happened.
  when: (s, owner, ev) =>
    ev.seat === boundTo(s, owner, EMPLOYER) && falseReceipt(ev) && s.players[owner].hand.length > 0,
  run: (s, owner) => {
    const hand = s.players[owner].hand.map((card) => ({ card }));
    ask(s, owner, 'skill.employmentFalse', hand, 1, 1, { run: 'zailinHitman.discard', data: { owner } });
  },
};

const employmentTrue: TriggerSkill = {
  kind: 'trigger',
  id: 'employmentTrue',
  name: NAME,
  text: TEXT,
  face: 'up',
  on: 'intelGained',
  optional: true,
  when: (s, owner, ev) => ev.seat === boundTo(s, owner, EMPLOYER) && trueReceipt(ev),
  run: (s, owner, _ev, out) => drawCards(s, owner, 2, out),
};

function trueIntelOf(s: GameState, seat: Seat): CardId[] {
  return s.players[seat].intel.filter((c) => !isBlack(s, c) && !isSealed(s, c));
}

function greyInHand(s: GameState, seat: Seat): CardId[] {
  return s.players[seat].hand.filter((c) => isBlack(s, c));
}

function discardCards(s: GameState, seat: Seat, picks: { card?: CardId }[], out: GameEvent[]): void {
  const cards: CardId[] = [];
  for (const p of picks) if (p.card !== undefined) cards.push(p.card);
  discardHandCards(s, seat, cards, out);
}

// The price, paid on use: one of his true intel burnt, or three hand cards that are not his only
// grey card (⑦ 必须优先选择所能执行的项: a price that would leave him no false intel to give is none).
defineTask('zailinHitman.price', (s, data, out) => {
  const user = data.user;
  const pick = data.picks[0];
  if (!pick) return;
  if (pick.card !== undefined) {
    discardIntel(s, pick.card, user, out);
    return;
  }
  // His only grey card is never among the three: it is the one he gives.
  const greys = greyInHand(s, user);
  const keep = greys.length === 1 ? greys[0] : -1;
  const hand = s.players[user].hand.filter((c) => c !== keep).map((card) => ({ card }));
  ask(s, user, 'skill.assassinate.three', hand, 3, 3, { run: 'zailinHitman.three', data: { user } });
});

defineTask('zailinHitman.three', (s, data, out) => {
  discardCards(s, data.user, data.picks, out);
});

defineTask('zailinHitman.give', (s, data, out) => {
  const user = data.user;
  const to = data.to;
  const card = data.picks[0]?.card;
  if (card === undefined || s.result || !isActive(s, to) || !takeFromHand(s, user, card)) return;
  gainIntel(s, to, card, user, 'received', user, out);
});

/** Three hand cards may go and a grey one stay: four or more, or a grey card beyond three. */
function canPayThree(s: GameState, seat: Seat): boolean {
  return s.players[seat].hand.length >= 4 && greyInHand(s, seat).length > 0;
}

const assassinate: ActiveSkill = {
  kind: 'active',
  id: 'assassinate',
  name: { zh: '暗杀', en: 'Assassination' },
  text: {
    zh: '他人回合中，你可烧毁自己一张真情报/舍弃三张手牌，然后将手牌中一张假情报指定对方成功接收。',
    en: "In another player's turn you may burn one of your true intel or discard three hand cards; then that player successfully receives a false intel from your hand.",
  },
  face: 'up',
  windows: ANY_TIME,
  turn: 'others',
  target: 'otherSeat',
  canUse: (s, user) =>
    greyInHand(s, user).length > 0 && (trueIntelOf(s, user).length > 0 || canPayThree(s, user)),
  canTarget: (s, _user, t) => t.seat === s.current,
  onUse: (s, user) => {
    const options: { card?: CardId; value?: string }[] = trueIntelOf(s, user).map((card) => ({ card }));
    if (canPayThree(s, user)) options.push({ value: 'threeCards' });
    ask(s, user, 'skill.assassinate.price', options, 1, 1, { run: 'zailinHitman.price', data: { user } });
  },
  resolve: (s, f, out) => {
    const to = f.target.seat!;
    const greys = greyInHand(s, f.user).map((card) => ({ card }));
    if (!isActive(s, to) || greys.length === 0) {
      failResolution(f, isActive(s, to) ? 'no false intel left in his hand' : 'that player is out', out);
      return;
    }
    ask(s, f.user, 'skill.assassinate', greys, 1, 1, {
      run: 'zailinHitman.give',
      data: { user: f.user, to },
    });
  },
};

export const hitman: CharacterDef = {
  id: 'hitman',
  name: { zh: '职业杀手', en: 'Hitman' },
  gender: hitman2010.gender,
  hidden: false,
  expansion: false,
  skills: [employment, employmentFalse, employmentTrue, assassinate],
  mission: { ...hitman2010.mission!, from: 'standard' },
};
