// 大美女 (风声再临): 精明 and 算计. Not a state character: always face up.
// 精明: 自己回合开始抽牌时可额外抽一张牌，然后将一张手牌放回牌库顶。
//   该技能使用时先额外抽一张牌（即合计三张）然后等待响应，结算时再从手牌中选择一张放回牌库顶，若结算时因响应
//   导致没有手牌，则结算失败。
// 算计: 自己回合结束时，可指定自己一张情报，然后其他玩家展示相同颜色手牌，无法展示的玩家需舍弃一张手牌。
//   ① 若指定为双色情报，则其他玩家需展示相同颜色手牌但不限数量，比如红色与蓝色各一张，或直接展示一张【机密文件】。
//   没手牌的玩家无需执行。
//   ② 该技能结算时若因响应导致所指定情报丢失，则结算失败，其他玩家无需执行展示。
// 机密任务: unreadable in the scan (〔?〕〔?〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { handCardToDeckTop, showCardTo } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef, TriggerSkill } from '../../../core/skills.ts';
import { defineTask, pushTask } from '../../../core/tasks.ts';
import { colourMatches, colourOf, drawCards } from '../../../core/zones.ts';
import type { CardId, Colour, GameEvent, GameState, Seat } from '../../../core/types.ts';
import { beauty as beauty2010 } from '../../standard/characters/beauty.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinBeauty.toDeckTop': { picks: { card: CardId }[]; owner: Seat };
    'zailinBeauty.named': { picks: { card: CardId }[]; frame: number };
    'zailinBeauty.answer': { seat: Seat; colour: Colour; frame: number };
    'zailinBeauty.shown': { seat: Seat; picks: { card: CardId }[]; then: unknown };
  }
}

defineTask('zailinBeauty.toDeckTop', (s, data, out) => {
  for (const p of data.picks) handCardToDeckTop(s, data.owner, p.card, out);
});

const shrewd: TriggerSkill = {
  kind: 'trigger',
  id: 'shrewdDraw',
  name: { zh: '精明', en: 'Shrewd' },
  text: {
    zh: '自己回合开始抽牌时可额外抽一张牌，然后将一张手牌放回牌库顶。',
    en: 'When you draw at the start of your turn you may draw one card more; then put one hand card back on top of the deck.',
  },
  face: 'up',
  on: 'drawPhase',
  optional: true,
  when: (s, owner, ev) => ev.seat === owner && ev.drew !== false,
  // Before 「然后」: the extra card, drawn on use; the table may then respond.
  run: (s, owner, _ev, out) => drawCards(s, owner, 1, out),
  resolve: (s, f, out) => {
    const hand = s.players[f.user].hand.map((card) => ({ card }));
    if (hand.length === 0) {
      failResolution(f, 'no hand card left to put back', out);
      return;
    }
    ask(s, f.user, 'skill.shrewdDraw', hand, 1, 1, {
      run: 'zailinBeauty.toDeckTop',
      data: { owner: f.user },
    });
  },
};

// On use: the intel she names stays where it is; her frame (on top) remembers it.
defineTask('zailinBeauty.named', (s, data) => {
  const card = data.picks[0]?.card;
  const f = s.window?.stack.find((x) => x.id === data.frame);
  if (f && card !== undefined) f.alsoCard = card;
});

/** Cards of this hand that show the colour (a two-colour card shows red or blue). */
function showing(s: GameState, seat: Seat, colour: Colour): CardId[] {
  return s.players[seat].hand.filter((c) => colourMatches(colourOf(s, c), colour));
}

function showToAll(s: GameState, owner: Seat, card: CardId, out: GameEvent[]): void {
  for (const p of s.players) if (p.seat !== owner) showCardTo(s, p.seat, card, out);
}

/**
 * One player answers: shows a card of the colour, or for a two-colour intel a red and a blue (or one
 * two-colour card); unable, discards a hand card (⑦: what can be done must be done).
 */
defineTask('zailinBeauty.answer', (s, data) => {
  const seat = data.seat;
  const colour = data.colour;
  if (!isActive(s, seat) || s.players[seat].hand.length === 0) return;
  if (colour !== 'dual') {
    const cards = showing(s, seat, colour);
    if (cards.length > 0)
      ask(
        s,
        seat,
        'skill.scheming.show',
        cards.map((card) => ({ card })),
        1,
        1,
        {
          run: 'zailinBeauty.shown',
          data: { seat, then: null },
        },
      );
    else s.decision = { kind: 'discardCard', seat, frame: data.frame };
    return;
  }
  const red = showing(s, seat, 'red');
  const blue = showing(s, seat, 'blue');
  const dual = red.filter((c) => colourOf(s, c) === 'dual');
  const canPair = red.some((r) => blue.some((b) => b !== r));
  if (dual.length === 0 && !canPair) {
    s.decision = { kind: 'discardCard', seat, frame: data.frame };
    return;
  }
  const first = canPair ? [...new Set([...red, ...blue])] : dual;
  ask(
    s,
    seat,
    'skill.scheming.show',
    first.map((card) => ({ card })),
    1,
    1,
    {
      run: 'zailinBeauty.shown',
      data: { seat, then: 'pair' },
    },
  );
});

// A card shown; for a two-colour intel, a red (or blue) one calls for one of the other colour.
defineTask('zailinBeauty.shown', (s, data, out) => {
  const seat = data.seat;
  const card = data.picks[0]?.card;
  if (card === undefined) return;
  showToAll(s, seat, card, out);
  const c = colourOf(s, card);
  if (data.then !== 'pair' || c === 'dual') return;
  const other = showing(s, seat, c === 'red' ? 'blue' : 'red').filter((x) => x !== card);
  ask(
    s,
    seat,
    'skill.scheming.show',
    other.map((x) => ({ card: x })),
    1,
    1,
    {
      run: 'zailinBeauty.shown',
      data: { seat, then: null },
    },
  );
});

const scheming: TriggerSkill = {
  kind: 'trigger',
  id: 'scheming',
  name: { zh: '算计', en: 'Scheming' },
  text: {
    zh: '自己回合结束时，可指定自己一张情报，然后其他玩家展示相同颜色手牌，无法展示的玩家需舍弃一张手牌。',
    en: 'At the end of your turn you may name one of your intel; then every other player shows a hand card of its colour, and whoever cannot discards a hand card.',
  },
  face: 'up',
  on: 'turnEnd',
  optional: true,
  when: (s, owner, ev) => ev.seat === owner && s.players[owner].intel.length > 0,
  run: (s, owner) => {
    const f = s.window!.stack[s.window!.stack.length - 1];
    const mine = s.players[owner].intel.map((card) => ({ card }));
    ask(s, owner, 'skill.scheming', mine, 1, 1, { run: 'zailinBeauty.named', data: { frame: f.id } });
  },
  resolve: (s, f, out) => {
    const card = f.alsoCard;
    // ② the named intel lost meanwhile: nobody shows.
    if (card === undefined || !s.players[f.user].intel.includes(card)) {
      failResolution(f, 'the named intel is no longer hers', out);
      return;
    }
    const colour = colourOf(s, card);
    const n = s.players.length;
    // The agenda runs last-pushed first: push from the far end so the next seat answers first.
    for (let i = n - 1; i >= 1; i--)
      pushTask(s, 'zailinBeauty.answer', { seat: (f.user + i) % n, colour, frame: f.id });
  },
};

export const beauty: CharacterDef = {
  id: 'beauty',
  name: { zh: '大美女', en: 'Beauty' },
  gender: 'female',
  hidden: false,
  expansion: false,
  skills: [shrewd, scheming],
  mission: { ...beauty2010.mission!, from: 'standard' },
};
