// 戴笠 (风声再临): a state character. 运筹帷幄【隐藏】 and 笑里藏刀【暴露】.
// 运筹帷幄【隐藏】: 自己成功接收真情报时，可隐藏角色并检视牌库顶五张牌，然后将其中两张放至牌库底，其余三张任意顺序
//   放回牌库顶。 若牌库不足五张，则将弃牌堆洗匀作为新牌库，不足部分再从新牌库抽取。
// 笑里藏刀【暴露】: 他人成功接收真情报时你可暴露角色，然后选择弃牌堆一张假情报指定对方成功接收。
//   ① 成功接收指情报接收无响应或响应不影响结果，进而确认了情报归属，即收到/存有。
//   ② 他人只要成功接收真情报则戴笠均可暴露角色，哪怕弃牌堆并不存有假情报。
//   -> both fire once the true intel is the receiver's (the `intelGained` point), received through the
//      passing or by a skill; after a landing no response point is open, so they resolve at once.
// 机密任务 (卡名右侧竖排小字): 親手殺死一名非特工玩家.
import { ask } from '../../../core/choices.ts';
import { isBlack, showCardTo } from '../../../core/moves.ts';
import { gainIntel } from '../../../core/outcome.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef, Mission, TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { deckTopCards } from '../../../core/zones.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';
import { trueReceipt } from './receipts.ts';
import { daiLi as daiLi2010 } from '../../standard/characters/dai-li.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinDaiLi.bottom': { owner: Seat; seen: CardId[]; picks: { card: CardId }[] };
    'zailinDaiLi.top': { picks: { card: CardId }[] };
    'zailinDaiLi.dagger': { owner: Seat; to: Seat; picks: { card?: CardId }[] };
  }
}

/** Take these cards out of the deck, wherever they lie in it. */
function pullFromDeck(s: GameState, cards: readonly CardId[]): void {
  s.deck = s.deck.filter((c) => !cards.includes(c));
}

// Two of the five to the bottom (the first picked lowest); then the rest are ordered.
defineTask('zailinDaiLi.bottom', (s, data) => {
  const owner = data.owner;
  const seen = data.seen;
  const down = data.picks.map((p) => p.card);
  pullFromDeck(s, down);
  s.deck.unshift(...down);
  const rest = seen.filter((c) => !down.includes(c)).map((card) => ({ card }));
  ask(s, owner, 'skill.masterPlanZailin.top', rest, rest.length, rest.length, {
    run: 'zailinDaiLi.top',
    data: {},
  });
});

// 任意顺序放回牌库顶: picked first goes back first, so the last card picked is the new top.
defineTask('zailinDaiLi.top', (s, data) => {
  const up = data.picks.map((p) => p.card);
  pullFromDeck(s, up);
  s.deck.push(...up);
});

const masterPlan: TriggerSkill = {
  kind: 'trigger',
  id: 'masterPlanZailin',
  name: { zh: '运筹帷幄', en: 'Master Plan' },
  text: {
    zh: '【隐藏】自己成功接收真情报时，可隐藏角色并检视牌库顶五张牌，然后将其中两张放至牌库底，其余三张任意顺序放回牌库顶。',
    en: '[Hide] When you successfully receive a true intel, you may turn your character face down and look at the top five cards of the deck; then put two of them at the bottom and the other three back on top in any order.',
  },
  face: 'cover',
  on: 'intelGained',
  optional: true,
  when: (s, owner, ev) => ev.seat === owner && trueReceipt(ev),
  run: (s, owner, _ev, out) => {
    // 若牌库不足五张: the discard, shuffled, goes under what is left, and the five are taken from both.
    const seen = deckTopCards(s, 5, out);
    for (const c of seen) showCardTo(s, owner, c, out);
    const down = Math.min(2, seen.length);
    ask(
      s,
      owner,
      'skill.masterPlanZailin',
      seen.map((card) => ({ card })),
      down,
      down,
      { run: 'zailinDaiLi.bottom', data: { owner, seen } },
    );
  },
};

// 选择弃牌堆一张假情报指定对方成功接收: the receiver of that true intel receives it at once.
defineTask('zailinDaiLi.dagger', (s, data, out) => {
  const owner = data.owner;
  const to = data.to;
  const card = data.picks[0]?.card;
  if (card === undefined || s.result || !isActive(s, to)) return;
  const i = s.discard.indexOf(card);
  if (i < 0) return;
  s.discard.splice(i, 1);
  gainIntel(s, to, card, owner, 'received', owner, out);
});

const daggerInASmile: TriggerSkill = {
  kind: 'trigger',
  id: 'daggerInASmileZailin',
  name: { zh: '笑里藏刀', en: 'Dagger in a Smile' },
  text: {
    zh: '【暴露】他人成功接收真情报时你可暴露角色，然后选择弃牌堆一张假情报指定对方成功接收。',
    en: 'When another player successfully receives a true intel you may turn your character face up; then that player successfully receives a false intel of your choice from the discard.',
  },
  face: 'flip',
  on: 'intelGained',
  optional: true,
  // ② offered whether or not the discard holds a false intel.
  when: (s, owner, ev) => ev.seat !== owner && trueReceipt(ev) && isActive(s, ev.seat as Seat),
  run: (s, owner, ev) => {
    const blacks = s.discard.filter((c) => isBlack(s, c)).map((card) => ({ card }));
    ask(s, owner, 'skill.daggerInASmileZailin', blacks, 1, 1, {
      run: 'zailinDaiLi.dagger',
      data: { owner, to: ev.seat as Seat },
    });
  },
};

/** 親手殺死一名非特工玩家: his kill (亲手), of a player of the 潜伏战线 or the 军情处. */
const killANonAgent: Mission = {
  text: {
    // As printed on the card (traditional characters).
    zh: '親手殺死一名非特工玩家',
    en: 'Kill, by your own hand, a player who is not an Agent.',
  },
  onDeath: (s, owner, dead, killer) =>
    killer === owner && dead !== owner && s.players[dead].camp !== 'neutral',
};

export const daiLi: CharacterDef = {
  id: 'daiLi',
  name: { zh: '戴笠', en: 'Dai Li' },
  gender: daiLi2010.gender,
  hidden: false,
  stateful: true,
  expansion: false,
  skills: [masterPlan, daggerInASmile],
  mission: killANonAgent,
};
