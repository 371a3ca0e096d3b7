// 危险情报: in your own turn, look at another player's hand and discard one card of it. It must name a
// player with hand cards (rule ⑦). As intel its sender chooses the delivery (the card's 任意 mark).
// A user who may aim it at one more player (钢铁特工 核燃机体) names the second on laying it, and
// chooses, as it resolves, which of the two it acts on first (① 由你选择执行顺序).
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { cardsDiscarded, showHandTo } from '../../../core/moves.ts';
import type { CardFunction } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import { mayAimTwice } from '../../../core/skills.ts';
import { defineTask, pushTask } from '../../../core/tasks.ts';
import type { ChoiceOption, Frame, GameEvent, GameState, Seat } from '../../../core/types.ts';
import { forEachTarget } from '../../../core/uses.ts';
import { takeFromHand } from '../../../core/zones.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailin.dangerousAlso': { picks: { seat?: Seat }[]; frame: number };
    'zailin.dangerousOrder': { user: Seat; picks: { seat?: Seat }[]; seats: Seat[] };
    'zailin.dangerousNext': { user: Seat; target: Seat };
    'zailin.dangerousDiscard': { target: Seat; picks: { card: number }[] };
  }
}

function hasHand(s: GameState, seat: Seat): boolean {
  return isActive(s, seat) && s.players[seat].hand.length > 0;
}

/** The players it is aimed at who can still be acted on, first target first. */
function targetsLeft(s: GameState, f: Frame): Seat[] {
  const out: Seat[] = [];
  if (hasHand(s, f.target.seat!)) out.push(f.target.seat!);
  if (f.alsoSeat !== undefined && f.alsoSeat !== f.target.seat && hasHand(s, f.alsoSeat))
    out.push(f.alsoSeat);
  return out;
}

/** Look at one target's hand; the user picks the card to discard. */
function lookAndPick(s: GameState, user: Seat, target: Seat, out: GameEvent[]): void {
  if (!hasHand(s, target)) return;
  showHandTo(s, target, user, out);
  const options = s.players[target].hand.map((card) => ({ card }));
  ask(s, user, 'dangerousIntel.discard', options, 1, 1, {
    run: 'zailin.dangerousDiscard',
    data: { target },
  });
}

export const dangerousIntel: CardFunction = {
  id: 'dangerousIntel',
  name: { zh: '危险情报', en: 'Dangerous Intel' },
  text: {
    zh: '自己回合中使用，检视一名玩家手牌并从中选择一张舍弃（此牌作为情报时，任选传递方式）',
    en: 'In your turn: look at a player’s hand and discard one card of it. Sent as intel, it may go any way you choose.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'otherSeat',
  canTarget: (s, _user, t) => s.players[t.seat!].hand.length > 0,
  onUse: (s, f) => {
    if (!mayAimTwice(s, f.user, 'dangerousIntel')) return;
    const options: ChoiceOption[] = [];
    forEachTarget(s, f.user, dangerousIntel, (t) => {
      if (t.seat !== f.target.seat) options.push({ seat: t.seat });
      return false;
    });
    // 可额外指定: he may name none.
    ask(s, f.user, 'dangerousIntel.also', options, 0, 1, {
      run: 'zailin.dangerousAlso',
      data: { frame: f.id },
    });
  },
  resolve: (s, f, out) => {
    const seats = targetsLeft(s, f);
    if (seats.length === 0) {
      failResolution(f, 'no hand card to look at', out);
      return;
    }
    if (seats.length === 1) {
      lookAndPick(s, f.user, seats[0], out);
      return;
    }
    ask(
      s,
      f.user,
      'dangerousIntel.first',
      seats.map((seat) => ({ seat })),
      1,
      1,
      { run: 'zailin.dangerousOrder', data: { user: f.user, seats } },
    );
  },
  afterUse: 'discard',
};

defineTask('zailin.dangerousAlso', (s, data) => {
  const seat = data.picks[0]?.seat;
  const f = s.window?.stack.find((x) => x.id === data.frame);
  if (f && seat !== undefined) f.alsoSeat = seat;
});

// The one picked goes first; the other is looked at once the first discard is done.
defineTask('zailin.dangerousOrder', (s, data, out) => {
  const user = data.user;
  const first = data.picks[0]?.seat;
  const seats = data.seats;
  if (first === undefined) return;
  const second = seats.find((x) => x !== first);
  if (second !== undefined) pushTask(s, 'zailin.dangerousNext', { user, target: second });
  lookAndPick(s, user, first, out);
});

defineTask('zailin.dangerousNext', (s, data, out) => {
  lookAndPick(s, data.user, data.target, out);
});

defineTask('zailin.dangerousDiscard', (s, data, out) => {
  const target = data.target;
  const picks = data.picks;
  const card = picks[0]?.card;
  if (card === undefined || !takeFromHand(s, target, card)) return;
  s.discard.push(card);
  out.push({ type: 'discarded', seat: target, card });
  // The target's card, whoever chose it: their discard (线索: 卡牌效果弃牌).
  cardsDiscarded(s, target, [card], out);
});
