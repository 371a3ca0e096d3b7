// 小白 (风声再临): 乔装 and 收买. Not a state character: always face up.
// 乔装: 自己回合开始抽牌前，可获取他人一项非状态技能，直至回合结束。
//   ① 对方角色会失去被获取的技能，直至回合结束。
//   ② 状态技能指【隐藏】【暴露】技能。
//   ③ 由于【绝密任务】触发时机是游戏开始时，故即便【乔装】，小白依然无法触发该技能效果；且致命香水不会因技能被
//   【乔装】而失去额外胜利条件。
//   -> at `beforeDraw` of his turn he picks one printed skill (all its parts: 先机后置 is three) of
//      another player's face-up character, never a 【隐藏】/【暴露】 one (`face` 'cover'/'flip'); he holds
//      it and its owner lacks it until the turn ends (`borrowSkills`). A skill whose timing has passed
//      (绝密任务: 游戏开始) simply never fires again.
// 收买: 他人回合结束时，你可给予对方四张手牌，然后选择对方一张情报成功接收。
//   该技能的使用需先选择自己四张手牌给予回合玩家随后等待响应，若无响应或响应并不影响结算，则再指定对方一张情报
//   成功接收。
// 机密任务: 成為首先死亡玩家且存有情報少於〔?〕張 (the number unreadable): see
//   docs/rulings-zailin-characters.md for the number chosen.
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { giveCard, intelToIntel } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import {
  borrowSkills,
  characterOf,
  skillsOf,
  type CharacterDef,
  type Skill,
  type TriggerSkill,
} from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { isSealed } from '../../../core/zones.ts';
import type { CardId, ChoiceOption, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinLittleBai.borrow': { owner: Seat; picks: ChoiceOption[] };
    'zailinLittleBai.give': { to: Seat; picks: { card: CardId }[]; owner: Seat };
    'zailinLittleBai.take': { owner: Seat; picks: { card: CardId }[] };
  }
}

const BRIBE = 4;
/** 存有情报少于〔?〕张: the number is unreadable; four chosen (docs/rulings-zailin-characters.md). */
const FEWER_THAN = 4;

/** 非状态技能: not a 【隐藏】 or 【暴露】 skill. */
function isStateSkill(k: Skill): boolean {
  return k.face === 'cover' || k.face === 'flip';
}

/**
 * One option per printed skill (by its name) of the other players' face-up characters, named by
 * the id of its first part: a game has each character once, so the id names the player too.
 */
function borrowable(s: GameState, owner: Seat): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const seat = (owner + i) % n;
    if (!isActive(s, seat) || !s.players[seat].characterUp || !characterOf(s, seat)) continue;
    const names: string[] = [];
    for (const k of skillsOf(s, seat))
      if (!isStateSkill(k) && !names.includes(k.name.zh)) {
        names.push(k.name.zh);
        out.push({ value: k.id });
      }
  }
  return out;
}

defineTask('zailinLittleBai.borrow', (s, data) => {
  const owner = data.owner;
  const id = data.picks[0]?.value;
  const from = s.players.findIndex((p) => p.seat !== owner && skillsOf(s, p.seat).some((k) => k.id === id));
  const named = from < 0 ? undefined : skillsOf(s, from).find((k) => k.id === id);
  if (!named) return;
  // The whole printed skill: every part of it that bears the same name.
  const ids = skillsOf(s, from)
    .filter((k) => k.name.zh === named.name.zh)
    .map((k) => k.id);
  borrowSkills(s, owner, from, ids);
});

const masquerade: TriggerSkill = {
  kind: 'trigger',
  id: 'masquerade',
  name: { zh: '乔装', en: 'Masquerade' },
  text: {
    zh: '自己回合开始抽牌前，可获取他人一项非状态技能，直至回合结束。',
    en: "At the start of your turn, before you draw, you may take one non-state skill of another player's character until the turn ends.",
  },
  face: 'up',
  on: 'beforeDraw',
  optional: true,
  when: (s, owner, ev) => ev.seat === owner && borrowable(s, owner).length > 0,
  run: (s, owner) => {
    ask(s, owner, 'skill.masquerade', borrowable(s, owner), 1, 1, {
      run: 'zailinLittleBai.borrow',
      data: { owner },
    });
  },
};

function takeable(s: GameState, seat: Seat): CardId[] {
  return s.players[seat].intel.filter((c) => !isSealed(s, c));
}

defineTask('zailinLittleBai.give', (s, data, out) => {
  const to = data.to;
  for (const p of data.picks) giveCard(s, data.owner, p.card, to, out);
});

defineTask('zailinLittleBai.take', (s, data, out) => {
  const owner = data.owner;
  const card = data.picks[0]?.card;
  // 成功接收: it lands in front of him, with death and victory checked (a third false intel: his own doing).
  if (card !== undefined && isActive(s, owner)) intelToIntel(s, card, owner, owner, out);
});

const buyOff: TriggerSkill = {
  kind: 'trigger',
  id: 'buyOff',
  name: { zh: '收买', en: 'Buy Off' },
  text: {
    zh: '他人回合结束时，你可给予对方四张手牌，然后选择对方一张情报成功接收。',
    en: "At the end of another player's turn you may give them four hand cards; then take one of their intel as yours (successfully received).",
  },
  face: 'up',
  on: 'turnEnd',
  optional: true,
  when: (s, owner, ev) =>
    ev.seat !== owner &&
    isActive(s, ev.seat as Seat) &&
    s.players[owner].hand.length >= BRIBE &&
    takeable(s, ev.seat as Seat).length > 0,
  // Before 「然后」: four hand cards of his choice go to the player whose turn it is.
  run: (s, owner, ev) => {
    const cards = s.players[owner].hand.map((card) => ({ card }));
    ask(s, owner, 'skill.buyOff.give', cards, BRIBE, BRIBE, {
      run: 'zailinLittleBai.give',
      data: { owner, to: ev.seat as Seat },
    });
  },
  resolve: (s, f, out) => {
    const from = s.current;
    const intel = isActive(s, from) ? takeable(s, from).map((card) => ({ card })) : [];
    if (intel.length === 0) {
      failResolution(f, 'no intel of theirs left to take', out);
      return;
    }
    ask(s, f.user, 'skill.buyOff.intel', intel, 1, 1, {
      run: 'zailinLittleBai.take',
      data: { owner: f.user },
    });
  },
};

export const littleBai: CharacterDef = {
  id: 'littleBai',
  name: { zh: '小白', en: 'Little Bai' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [masquerade, buyOff],
  mission: {
    text: {
      // As printed: the number is unreadable in the scan; the check uses four (FEWER_THAN).
      zh: '成為首先死亡玩家且存有情報少於〔?〕張',
      en: 'Be the first player to die, holding fewer than four intel (the number is unreadable in the rulebook scan; four is our choice).',
    },
    onDeath: (s, owner, dead) => {
      if (dead !== owner) return false;
      const first = s.deaths[0];
      return first !== undefined && first.seat === owner && first.intel.length < FEWER_THAN;
    },
  },
};
