// 礼服蒙面 (风声再临; the scan spells it 禮服蒙面): 危机关系 and 以爱宣名. Not a state character.
// 危机关系: 游戏开始指定除自己外一名玩家为仇敌，对方每次收到假情报你均可抽两张牌。
//   所指指定的玩家关系将在游戏中一直存在。
//   -> as 职业杀手's 雇佣关系, in two parts: at `gameStart` he names another player, tied to him as his
//      enemy for the game (`bind`: the tie belongs to the players, not to the skill); at every
//      成功接收 of a grey intel by the enemy (the `intelGained` point) he may draw two.
// 以爱宣名: 自己情报传出时可宣言让接收者抽两张牌/被你抽一张牌。
//   ① 即使情报在传递中被【调包】等效果所替换，接收者始终需执行【以爱宣名】效果。
//   ② “接收者”指接收情报的玩家，即便最终无法成功接收，只要选择了接收均视为情报接收者。所以若因响应多次变更情报
//      接收者，则【以爱宣名】效果可多次触发。
//   ③ 若宣言内容为“接收者被你抽一张牌”而最终情报接收者是自己，则无需抽牌。
//   -> an active skill of the declaration window (情报传出) of his own turn: he names one of the two
//      aloud (`Frame.named`); resolved, the declaration holds for the turn (`markTurn`). Then each
//      time a player becomes the receiver of the intel he sent (the `receiving` point: chose or must
//      receive it, or a skill made them receiver), whatever card travels now (①), that player draws
//      two, or he takes one of their hand cards at random — not from himself (③).
// 机密任务: unreadable in the scan (〔竖排闲文小字无法辨认〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { takeRandomHandCard } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import {
  boundTo,
  markTurn,
  turnMarked,
  type ActiveSkill,
  type CharacterDef,
  type TriggerSkill,
} from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards, keepOutOfChain } from '../../../core/zones.ts';
import type { GameState, Seat } from '../../../core/types.ts';
import { falseReceipt } from './receipts.ts';
import { gameStartTie } from './ties.ts';
import { maskedGentleman as maskedGentleman2010 } from '../../standard/characters/masked-gentleman.ts';
import type { Picks } from '../../../core/tasks.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinMaskedGentleman.declared': { frame: number; picks: Picks };
  }
}

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinMaskedGentleman.declared': { frame: number; picks: Picks };
  }
}

const ENEMY = 'enemy';

const TIE_NAME = { zh: '危机关系', en: 'Dangerous Liaison' };
const TIE_TEXT = {
  zh: '游戏开始指定除自己外一名玩家为仇敌，对方每次收到假情报你均可抽两张牌。',
  en: 'When the game starts, name another player as your enemy. Each time they receive a false intel you may draw two cards.',
};

const dangerousLiaison = gameStartTie({
  id: 'dangerousLiaison',
  name: TIE_NAME,
  text: TIE_TEXT,
  tie: ENEMY,
  seesIdentity: false,
});

const dangerousLiaisonFalse: TriggerSkill = {
  kind: 'trigger',
  id: 'dangerousLiaisonFalse',
  name: TIE_NAME,
  text: TIE_TEXT,
  face: 'up',
  on: 'intelGained',
  optional: true,
  when: (s, owner, ev) => ev.seat === boundTo(s, owner, ENEMY) && falseReceipt(ev),
  run: (s, owner, _ev, out) => drawCards(s, owner, 2, out),
};

const DRAW_TWO = 'draw2';
const TAKE_ONE = 'giveCard';
const DECLARED = 'inLovesName:';

const LOVE_NAME = { zh: '以爱宣名', en: "In Love's Name" };
const LOVE_TEXT = {
  zh: '自己情报传出时可宣言让接收者抽两张牌/被你抽一张牌。',
  en: 'When you declare your intel, you may announce that its receiver draws two cards, or that you take one of their hand cards.',
};

defineTask('zailinMaskedGentleman.declared', (s, data, out) => {
  const f = s.window?.stack.find((x) => x.id === data.frame);
  const value = data.picks[0]?.value;
  if (!f || value === undefined) return;
  f.named = value;
  out.push({ type: 'named', seat: f.user, frame: f.id, value });
});

const inLovesName: ActiveSkill = {
  kind: 'active',
  id: 'inLovesName',
  name: LOVE_NAME,
  text: LOVE_TEXT,
  face: 'up',
  windows: ['declare'],
  turn: 'own',
  target: 'none',
  // Said aloud as he uses it, before anyone may answer.
  onUse: (s, user, _out, f) => {
    ask(s, user, 'skill.inLovesName', [{ value: DRAW_TWO }, { value: TAKE_ONE }], 1, 1, {
      run: 'zailinMaskedGentleman.declared',
      data: { frame: f.id },
    });
  },
  resolve: (s, f) => {
    if (f.named !== undefined) markTurn(s, f.user, DECLARED + f.named);
  },
};

/** What he declared for the intel he sends this turn, or null. */
function declared(s: GameState, owner: Seat): string | null {
  if (turnMarked(s, owner, DECLARED + DRAW_TWO)) return DRAW_TWO;
  if (turnMarked(s, owner, DECLARED + TAKE_ONE)) return TAKE_ONE;
  return null;
}

const inLovesNameReceiver: TriggerSkill = {
  kind: 'trigger',
  id: 'inLovesNameReceiver',
  name: LOVE_NAME,
  text: LOVE_TEXT,
  face: 'up',
  on: 'receiving',
  optional: false,
  // ① the intel he sent, whatever card travels now; ③ nothing to take from himself.
  when: (s, owner, ev) => {
    const what = s.passing?.sender === owner ? declared(s, owner) : null;
    const to = ev.seat as Seat;
    if (what === DRAW_TWO) return isActive(s, to);
    return what === TAKE_ONE && to !== owner && isActive(s, to) && s.players[to].hand.length > 0;
  },
  run: (s, owner, ev, out) => {
    const to = ev.seat as Seat;
    if (declared(s, owner) === DRAW_TWO) {
      drawCards(s, to, 2, out);
      return;
    }
    const card = takeRandomHandCard(s, to, owner, out);
    if (card >= 0) keepOutOfChain(s, card);
  },
};

export const maskedGentleman: CharacterDef = {
  id: 'maskedGentleman',
  name: { zh: '礼服蒙面', en: 'Masked Gentleman' },
  gender: maskedGentleman2010.gender,
  hidden: false,
  expansion: false,
  skills: [dangerousLiaison, dangerousLiaisonFalse, inLovesName, inLovesNameReceiver],
  mission: { ...maskedGentleman2010.mission!, from: 'standard' },
};
