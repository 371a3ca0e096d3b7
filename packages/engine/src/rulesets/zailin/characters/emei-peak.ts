// 峨眉峰 (风声再临): a state character. 计中计【隐藏】 and 截上截【暴露】.
// 计中计【隐藏】: 他人情报接收时，你可隐藏角色并舍弃一张破译/两张手牌，然后烧毁对方一张情报。
//   “情报接收时”并非“成功接收时”；“对方一张情报”特指对方所存有的一张情报。
// 截上截【暴露】: 他人情报接收时，你可暴露角色，然后成功接收该情报。
//   ①【计中计】与【截上截】同属一个使用时机，由于玩家无法响应自己，且一个响应链结算完毕则进入下一环节，所以这两个
//   技能无法在同一时机点中被连环使用。
//   ② 该技能的结算效果为“成功接收”，所以效果结算后不会产生情报接收时的响应点。
//   -> ① follows from the edition's policy (noSelfResponse, chainEndsResponsePoint); ② she becomes
//      the receiver and the intel lands once the chain is over, with no receive window of its own.
// 机密任务: unreadable in the scan (年轻人就是太年轻；〔?〕); see docs/rulings-zailin-characters.md.
import { takeOverReceipt } from '../../../core/passing.ts';
import { ask } from '../../../core/choices.ts';
import { discardIntel, failResolution } from '../../../core/effects.ts';
import { discardHandCards } from '../../../core/moves.ts';
import { getRuleset } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import type { ActiveSkill, CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, GameEvent, GameState, Seat } from '../../../core/types.ts';
import { receiptStands } from '../cards/intercept.ts';
import { emeiPeak as emeiPeak2010 } from '../../standard/characters/emei-peak.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinEmeiPeak.price': { user: Seat; picks: { card?: CardId; value?: string }[] };
    'zailinEmeiPeak.discard': { user: Seat; picks: { card: CardId }[] };
  }
}

/** The player receiving the intel now, if it is someone else (他人情报接收时). */
function otherReceiver(s: GameState, user: Seat): Seat | null {
  const p = s.passing;
  return p && p.stage === 'receive' && p.holder !== user && s.window?.kind === 'receive' ? p.holder : null;
}

function decodesIn(s: GameState, seat: Seat): CardId[] {
  const cards = getRuleset(s.ruleset).cards;
  return s.players[seat].hand.filter((c) => cards[c].fn === 'decode');
}

function discardPicked(s: GameState, seat: Seat, picks: { card?: CardId }[], out: GameEvent[]): void {
  const cards: CardId[] = [];
  for (const p of picks) if (p.card !== undefined) cards.push(p.card);
  discardHandCards(s, seat, cards, out);
}

// The price, paid on use (before 「然后」): one 破译, or two hand cards of her choice.
defineTask('zailinEmeiPeak.price', (s, data, out) => {
  const user = data.user;
  const pick = data.picks[0];
  if (!pick) return;
  if (pick.value !== 'twoCards') {
    discardPicked(s, user, [pick], out);
    return;
  }
  const hand = s.players[user].hand.map((card) => ({ card }));
  ask(s, user, 'skill.plotInPlot.two', hand, 2, 2, { run: 'zailinEmeiPeak.discard', data: { user } });
});

defineTask('zailinEmeiPeak.discard', (s, data, out) => discardPicked(s, data.user, data.picks, out));

const plotInPlot: ActiveSkill = {
  kind: 'active',
  id: 'plotInPlot',
  name: { zh: '计中计', en: 'Plot within a Plot' },
  text: {
    zh: '【隐藏】他人情报接收时，你可隐藏角色并舍弃一张破译/两张手牌，然后烧毁对方一张情报。',
    en: '[Hide] When another player is receiving intel, you may turn your character face down and discard a Decode or two hand cards; then burn one of the intel they hold.',
  },
  face: 'cover',
  windows: ['receive'],
  turn: 'any',
  // 对方所存有的一张情报: one already in front of the receiver, not the one arriving.
  target: 'anyIntel',
  canUse: (s, user) =>
    otherReceiver(s, user) !== null && (decodesIn(s, user).length > 0 || s.players[user].hand.length >= 2),
  canTarget: (s, user, t) => {
    const to = otherReceiver(s, user);
    return to !== null && s.players[to].intel.includes(t.card!);
  },
  onUse: (s, user) => {
    const options: { card?: CardId; value?: string }[] = decodesIn(s, user).map((card) => ({ card }));
    if (s.players[user].hand.length >= 2) options.push({ value: 'twoCards' });
    ask(s, user, 'skill.plotInPlot.price', options, 1, 1, { run: 'zailinEmeiPeak.price', data: { user } });
  },
  resolve: (s, f, out) => {
    // It burns the card named (any colour), wherever it lies now; gone from every intel area, it fails.
    if (!discardIntel(s, f.target.card!, f.user, out)) failResolution(f, 'that intel is gone', out);
  },
};

const doubleIntercept: ActiveSkill = {
  kind: 'active',
  id: 'doubleIntercept',
  name: { zh: '截上截', en: 'Intercept the Intercept' },
  text: {
    zh: '【暴露】他人情报接收时，你可暴露角色，然后成功接收该情报。',
    en: '[Reveal] When another player is receiving intel, you may turn your character face up; then you successfully receive that intel.',
  },
  face: 'flip',
  windows: ['receive'],
  turn: 'any',
  // The receipt it answers: named so that the intel moved meanwhile (截获, 转移) makes it fail.
  target: 'otherSeat',
  canUse: (s, user) => otherReceiver(s, user) !== null,
  canTarget: (s, user, t) => otherReceiver(s, user) === t.seat,
  resolve: (s, f, out) => {
    if (!receiptStands(s, f) || !isActive(s, f.user)) {
      failResolution(f, 'the intel is no longer being received', out);
      return;
    }
    // ② 成功接收: she is the receiver; it lands once the chain is over, with no receive point for her.
    takeOverReceipt(s, f.user, out);
    s.passing!.mustTake = false;
  },
};

export const emeiPeak: CharacterDef = {
  id: 'emeiPeak',
  name: { zh: '峨眉峰', en: 'Emei Peak' },
  gender: emeiPeak2010.gender,
  hidden: false,
  stateful: true,
  expansion: false,
  skills: [plotInPlot, doubleIntercept],
  mission: { ...emeiPeak2010.mission!, from: 'standard' },
};
