// 情报处长 (风声再临; the scan spells it 情報處長): 偷龙转凤 and 紧急下达. Not a state character.
// 偷龙转凤: 他人情报接收时，你可舍弃一张手牌，然后检视情报与牌库顶一张牌，选择是否将两者替换。
//   该技能使用时，即使情报位置或接收者发生变更，均不影响该技能的结算。
//   -> an active skill of the 情报接收 window while another player receives; the hand card is paid
//      on use (before 「然后」); on resolution he looks at the intel in transit, wherever it is now,
//      and at the deck top, then chooses whether they change places (`swapIntelInTransitWithDeckTop`).
// 紧急下达: 你的秘密下达/危险情报效果可变更为【他人宣言情报传出时使用，检视并选择对方一张手牌令其作为情报传出】
//   该技能的使用会导致【秘密下达】及【危险情报】原功能作废，以变更新的功能效果。
//   -> a card used as another (viewAs) as the function `urgentOrder` below: no code, no discard of
//      危险情报; resolved, he looks at the sender's hand and the card he picks is the one they must
//      send (`GameState.demand.card`). Of several orders in one chain the first resolved voids the
//      others (秘密下达 ②: 情报处长的【紧急下达】也是如此).
// 机密任务: unreadable in the scan (〔竖排闲文小字无法辨认〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import {
  discardHandCards,
  lookAtIntelInTransit,
  showCardTo,
  showHandTo,
  swapIntelInTransitWithDeckTop,
} from '../../../core/moves.ts';
import { getRuleset, type CardFunction } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import type { ActiveSkill, CharacterDef, ViewAsSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { deckTopCards } from '../../../core/zones.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';
import { voidOtherOrders } from '../cards/secret-order.ts';
import { intelChief as intelChief2010 } from '../../standard/characters/intel-chief.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinIntelChief.discard': { user: Seat; picks: { card: CardId }[] };
    'zailinIntelChief.swap': { user: Seat; picks: { value: string }[] };
    'zailinIntelChief.order': { picks: { card?: CardId }[]; user: Seat };
  }
}

/** Someone else is receiving intel now (他人情报接收时). */
function anotherReceives(s: GameState, user: Seat): boolean {
  const p = s.passing;
  return p !== null && p.stage === 'receive' && p.holder !== user && s.window?.kind === 'receive';
}

defineTask('zailinIntelChief.discard', (s, data, out) => {
  const user = data.user;
  discardHandCards(
    s,
    user,
    data.picks.map((p) => p.card),
    out,
  );
});

defineTask('zailinIntelChief.swap', (s, data, out) => {
  const user = data.user;
  if (data.picks[0]?.value !== 'swapThem' || !s.passing) return;
  if (swapIntelInTransitWithDeckTop(s, user, out)) s.passing.user = user;
});

const dragonSwap: ActiveSkill = {
  kind: 'active',
  id: 'dragonSwap',
  name: { zh: '偷龙转凤', en: 'Steal the Dragon, Swap the Phoenix' },
  text: {
    zh: '他人情报接收时，你可舍弃一张手牌，然后检视情报与牌库顶一张牌，选择是否将两者替换。',
    en: 'When another player is receiving intel, you may discard a hand card; then look at the intel and the top card of the deck, and choose whether to swap them.',
  },
  face: 'up',
  windows: ['receive'],
  turn: 'any',
  // 即使情报位置或接收者发生变更，均不影响该技能的结算: it names no receiver.
  target: 'none',
  canUse: (s, user) => anotherReceives(s, user) && s.players[user].hand.length > 0,
  onUse: (s, user) => {
    const hand = s.players[user].hand.map((card) => ({ card }));
    ask(s, user, 'skill.dragonSwap.discard', hand, 1, 1, { run: 'zailinIntelChief.discard', data: { user } });
  },
  resolve: (s, f, out) => {
    const top = s.passing ? deckTopCards(s, 1, out) : [];
    if (!s.passing || top.length === 0) {
      failResolution(f, s.passing ? 'there is no card to swap it with' : 'no intel is in transit', out);
      return;
    }
    lookAtIntelInTransit(s, f.user, out);
    showCardTo(s, f.user, top[0], out);
    ask(s, f.user, 'skill.dragonSwap', [{ value: 'swapThem' }, { value: 'keepThem' }], 1, 1, {
      run: 'zailinIntelChief.swap',
      data: { user: f.user },
    });
  },
};

defineTask('zailinIntelChief.order', (s, data) => {
  const card = data.picks[0]?.card;
  if (card === undefined) return;
  s.demand = { colour: getRuleset(s.ruleset).cards[card].colour, by: data.user, card };
});

/** The function a 秘密下达 or 危险情报 of his takes under 紧急下达 (not a card of the deck). */
export const urgentOrderFn: CardFunction = {
  id: 'urgentOrder',
  name: { zh: '紧急下达', en: 'Urgent Order' },
  text: {
    zh: '他人宣言情报传出时使用，检视并选择对方一张手牌令其作为情报传出',
    en: 'When another player declares intel: look at their hand and choose the card they must send as intel.',
  },
  windows: ['declare'],
  turn: 'others',
  target: 'otherSeat',
  canTarget: (s, _user, t) => t.seat === s.current && s.players[t.seat].hand.length > 0,
  resolve: (s, f, out) => {
    const target = f.target.seat!;
    if (f.failed || !isActive(s, target) || s.players[target].hand.length === 0) {
      failResolution(
        f,
        f.failed ? 'an earlier order was carried out' : 'the sender has no card to send',
        out,
      );
      return;
    }
    voidOtherOrders(s, f);
    showHandTo(s, target, f.user, out);
    const hand = s.players[target].hand.map((card) => ({ card }));
    ask(s, f.user, 'skill.urgentOrder', hand, 1, 1, {
      run: 'zailinIntelChief.order',
      data: { user: f.user },
    });
  },
  afterUse: 'discard',
};

const urgentOrder: ViewAsSkill = {
  kind: 'viewAs',
  id: 'urgentOrder',
  name: { zh: '紧急下达', en: 'Urgent Order' },
  text: {
    zh: '你的秘密下达/危险情报效果可变更为【他人宣言情报传出时使用，检视并选择对方一张手牌令其作为情报传出】',
    en: 'Your Secret Orders and Dangerous Intel may instead work as: [when another player declares intel, look at their hand and choose the card they must send as intel].',
  },
  face: 'up',
  as: 'urgentOrder',
  from: (face) => face.fn === 'secretOrder' || face.fn === 'dangerousIntel',
};

export const intelChief: CharacterDef = {
  id: 'intelChief',
  name: { zh: '情报处长', en: 'Intelligence Chief' },
  gender: intelChief2010.gender,
  hidden: false,
  expansion: false,
  skills: [dragonSwap, urgentOrder],
  mission: { ...intelChief2010.mission!, from: 'standard' },
};
