// 秘密下达: when another player declares that intel will be sent, use it on them (they must hold
// cards, ①). Laying it face down you name one of the three codes aloud, and only then may anyone
// respond (③, the 「然后」 of rule ⑥). Resolved, they must send intel of the colour this card's
// table gives that code; holding none, they show you their hand. Only the two of you see the card,
// so the table hears the code but not the colour; afterwards it leaves the game face down
// (countered or failed: face up to the discard, ④). Of several, the first to resolve (the last
// used) makes the others fail (②).
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { showHandTo } from '../../../core/moves.ts';
import { getRuleset, type CardFunction } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { Colour, Frame, GameState } from '../../../core/types.ts';
import { colourMatches } from '../../../core/zones.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailin.secretOrderCode': { frame: number; picks: { value: Code }[] };
  }
}

export type Code = 'wind' | 'rain' | 'sunset';

/** 听风 / 看雨 / 日落 → the colour asked for, by the card's table. */
export const CODE_TABLES: Record<string, Record<Code, Colour>> = {
  tableA: { wind: 'blue', rain: 'black', sunset: 'red' },
  tableB: { wind: 'red', rain: 'blue', sunset: 'black' },
  tableC: { wind: 'black', rain: 'red', sunset: 'blue' },
};

export const secretOrder: CardFunction = {
  id: 'secretOrder',
  name: { zh: '秘密下达', en: 'Secret Order' },
  text: {
    zh: '他人宣言情报传出时使用，对方需根据你所宣言的暗号选择相应情报传出，若无相应情报则给你检视手牌。该牌仅双方玩家可见，执行后需面朝下移出游戏。',
    en: 'When another player declares intel: name a code; they must send intel of the colour this card gives it, or show you their hand if they hold none. Only the two of you see it; then it leaves the game face down.',
  },
  windows: ['declare'],
  turn: 'others',
  target: 'otherSeat',
  hiddenFace: true,
  canTarget: (s, _user, t) => t.seat === s.current && s.players[t.seat].hand.length > 0,
  onUse: (s, f) => {
    ask(s, f.user, 'secretOrder.code', [{ value: 'wind' }, { value: 'rain' }, { value: 'sunset' }], 1, 1, {
      run: 'zailin.secretOrderCode',
      data: { frame: f.id },
    });
  },
  resolve: (s, f, out) => {
    const target = f.target.seat!;
    // Marked by the order resolved before it (②), whether that one set a colour or saw the hand.
    if (f.failed || !isActive(s, target)) {
      failResolution(f, f.failed ? 'an earlier secret order was carried out' : 'the sender is out', out);
      return;
    }
    voidOtherOrders(s, f);
    out.push({ type: 'probeSeen', user: f.user, target, card: f.card, to: [f.user, target] });
    const rs = getRuleset(s.ruleset);
    const colour = CODE_TABLES[rs.cards[f.card].variant!][f.named as Code];
    const holds = s.players[target].hand.some((c) => colourMatches(rs.cards[c].colour, colour));
    if (holds) s.demand = { colour, by: f.user };
    else showHandTo(s, target, f.user, out);
  },
  afterUse: 'removed',
};

/** The orders that void one another (②: 情报处长的【紧急下达】也是如此). */
const ORDERS: readonly string[] = ['secretOrder', 'urgentOrder'];

/**
 * Every other order still waiting in this chain is void now that this one is carried out (②).
 * Called as an order resolves, so its window is open.
 */
export function voidOtherOrders(s: GameState, f: Frame): void {
  for (const x of s.window!.stack) if (x !== f && ORDERS.includes(x.fn) && !x.countered) x.failed = true;
}

/** The code named aloud: it rides on the card while it waits, for every one to hear. */
defineTask('zailin.secretOrderCode', (s, data, out) => {
  const f = s.window!.stack.find((x) => x.id === data.frame)!;
  f.named = data.picks[0].value;
  out.push({ type: 'named', seat: f.user, frame: f.id, value: f.named });
});
