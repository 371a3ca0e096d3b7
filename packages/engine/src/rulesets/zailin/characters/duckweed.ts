// 浮萍 (风声再临): 先机后置 and 牺牲. Not a state character: always face up.
// 先机后置: 自己回合开始抽牌数可变更为四，但你回合结束时需舍弃所有手牌；若不变更抽牌数则你回合结束时可抽一张牌。
//   此技能为二选一。前者是回合开始抽牌数变更为四，但有代价；后者是回合开始抽牌数默认不变，但回合结束时可抽一张牌。
//   回合结束时属于弃牌后的步骤。
//   -> asked at her draw (the two cards are drawn, two more make four); the choice is remembered for
//      the turn's end: four drawn, her whole hand is discarded; otherwise she may draw one.
// 牺牲: 他人回合玩家成功接收假情报时，你可替对方成功接收，然后抽两张牌。
//   该技能使用时，会立即将情报接收者变更为自己。所有针对“原接收者”的触发技能目标均无效，所有针对“接收者”的触发
//   技能目标均变更为浮萍。
// 机密任务: unreadable in the scan (〔?〕〔?〕); see docs/rulings-zailin-characters.md.
import { discardHandCards, isBlack } from '../../../core/moves.ts';
import { landIntel, takeOverReceipt } from '../../../core/passing.ts';
import { markTurn, turnMarked, type CharacterDef, type TriggerSkill } from '../../../core/skills.ts';
import { drawCards } from '../../../core/zones.ts';
import { duckweed as duckweed2010 } from '../../standard/characters/duckweed.ts';

const FOUR = 'drewFour';
const FIRST_TEXT = {
  zh: '自己回合开始抽牌数可变更为四，但你回合结束时需舍弃所有手牌；若不变更抽牌数则你回合结束时可抽一张牌。',
  en: 'You may draw four cards at the start of your turn, but then discard your whole hand at its end; if you do not, you may draw a card at its end.',
};

const firstMove: TriggerSkill = {
  kind: 'trigger',
  id: 'firstMove',
  name: { zh: '先机后置', en: 'First Move' },
  text: FIRST_TEXT,
  face: 'up',
  on: 'drawPhase',
  optional: true,
  when: (s, owner, ev) => ev.seat === owner && ev.drew !== false,
  run: (s, owner, _ev, out) => {
    markTurn(s, owner, FOUR);
    drawCards(s, owner, 4 - 2, out);
  },
};

// Its other half: at the end of her turn (after the hand-limit discard), the price or the card.
const laterMove: TriggerSkill = {
  kind: 'trigger',
  id: 'firstMoveEnd',
  name: { zh: '先机后置', en: 'First Move (turn end)' },
  text: FIRST_TEXT,
  face: 'up',
  on: 'turnEnd',
  optional: false,
  when: (s, owner, ev) => ev.seat === owner && turnMarked(s, owner, FOUR),
  run: (s, owner, _ev, out) => {
    discardHandCards(s, owner, s.players[owner].hand.slice(), out);
  },
};

const laterCard: TriggerSkill = {
  kind: 'trigger',
  id: 'firstMoveDraw',
  name: { zh: '先机后置', en: 'First Move (a card at the end)' },
  text: FIRST_TEXT,
  face: 'up',
  on: 'turnEnd',
  optional: true,
  when: (s, owner, ev) => ev.seat === owner && !turnMarked(s, owner, FOUR),
  run: (s, owner, _ev, out) => drawCards(s, owner, 1, out),
};

const sacrifice: TriggerSkill = {
  kind: 'trigger',
  id: 'sacrifice',
  name: { zh: '牺牲', en: 'Sacrifice' },
  text: {
    zh: '他人回合玩家成功接收假情报时，你可替对方成功接收，然后抽两张牌。',
    en: "In another's turn, when a player successfully receives a false intel, you may receive it in their place; then draw two cards.",
  },
  face: 'up',
  on: 'landing',
  optional: true,
  when: (s, owner, ev) =>
    s.current !== owner && ev.seat !== owner && s.passing !== null && isBlack(s, ev.card as number),
  run: (s, owner, _ev, out) => {
    // The receiver is she from now on: what the intel does on landing, it does to her.
    takeOverReceipt(s, owner, out);
    landIntel(s, out);
    if (s.players[owner].alive && !s.result) drawCards(s, owner, 2, out);
  },
};

export const duckweed: CharacterDef = {
  id: 'duckweed',
  name: { zh: '浮萍', en: 'Duckweed' },
  gender: 'female',
  hidden: false,
  expansion: false,
  skills: [firstMove, laterMove, laterCard, sacrifice],
  mission: { ...duckweed2010.mission!, from: 'standard' },
};
