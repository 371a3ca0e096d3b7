// 老金 (风声再临): a state character. 弃车保帅【隐藏】 and 破釜沉舟【暴露】.
// 弃车保帅【隐藏】: 自己成功接收情报时，可隐藏角色，然后选择弃牌堆一张与当前所收情报不同颜色的密电成功接收。
//   宣胜优先于死亡，玩家在死亡结算中若达成胜利条件则宣胜，死亡时优先结算可触发的技能，所以老金死亡时依然可通过
//   触发【弃车保帅】来获得胜利。
//   -> asked at 接收成功 (the `landing` point), before the intel lands; the true card of the two lands
//      first, so a victory it brings is declared before the false one can kill him.
// 破釜沉舟【暴露】: 自己回合结束时，可暴露角色并舍弃两张手牌，然后将牌库底一张牌作为情报指定他人成功接收。
//   该技能结算时，可先对牌库底所抽的牌进行检查或者公开，随后再指定玩家成功接收。由于效果结算后情报便视为成功接收，
//   所以不会进入“情报接收时”的响应时机。
// 机密任务: unreadable in the scan (〔?〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { discardHandCards, isBlack, showCardTo } from '../../../core/moves.ts';
import { gainIntel } from '../../../core/outcome.ts';
import { landIntel } from '../../../core/passing.ts';
import { getRuleset } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef, TriggerSkill } from '../../../core/skills.ts';
import { defineTask, pushTask } from '../../../core/tasks.ts';
import { deckBottom } from '../../../core/zones.ts';
import type { CardId, Colour, GameEvent, GameState, Seat } from '../../../core/types.ts';
import { oldGold as oldGold2010 } from '../../standard/characters/old-gold.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinOldGold.receive': { owner: Seat; card: CardId };
    'zailinOldGold.chosen': { owner: Seat; picks: { card?: CardId }[] };
    'zailinOldGold.price': { owner: Seat; picks: { card: CardId }[] };
    'zailinOldGold.looked': { owner: Seat; card: CardId; picks: { value?: string }[] };
    'zailinOldGold.toPlayer': { picks: { seat: Seat }[]; card: CardId; owner: Seat };
  }
}

/** Two colours with nothing in common (a two-colour card shares red and blue). */
function unlike(a: Colour, b: Colour): boolean {
  if (a === b) return false;
  if (a === 'dual' || b === 'dual') return a === 'black' || b === 'black';
  return true;
}

/**
 * The 密电 in the discard whose colour differs from the intel he is receiving. A 危险情报 prints no
 * delivery (its 'secret' is only nominal): it is no 密电 (密电41张…危险情报5张).
 */
function secretsInDiscard(s: GameState, receiving: CardId): CardId[] {
  const cards = getRuleset(s.ruleset).cards;
  const colour = cards[receiving].colour;
  return s.discard.filter(
    (c) => cards[c].delivery === 'secret' && !cards[c].marks?.anyDelivery && unlike(cards[c].colour, colour),
  );
}

/** A card of the discard he successfully receives (成功接收: no response point of its own). */
function receiveFromDiscard(s: GameState, seat: Seat, card: CardId, out: GameEvent[]): void {
  const i = s.discard.indexOf(card);
  if (i < 0 || !isActive(s, seat) || s.result) return;
  s.discard.splice(i, 1);
  gainIntel(s, seat, card, seat, 'received', seat, out);
}

defineTask('zailinOldGold.receive', (s, data, out) => receiveFromDiscard(s, data.owner, data.card, out));

// 宣胜优先于死亡: the true one of the two lands first, and a victory it brings is declared (a task)
// before the false one lands; the agenda runs last-pushed first.
defineTask('zailinOldGold.chosen', (s, data, out) => {
  const owner = data.owner;
  const card = data.picks[0]?.card;
  const p = s.passing;
  if (card === undefined || !p || p.holder !== owner) return;
  if (isBlack(s, p.card)) {
    receiveFromDiscard(s, owner, card, out);
    return;
  }
  pushTask(s, 'zailinOldGold.receive', { owner, card });
  landIntel(s, out);
});

const abandonTheRook: TriggerSkill = {
  kind: 'trigger',
  id: 'abandonTheRook',
  name: { zh: '弃车保帅', en: 'Give Up the Rook' },
  text: {
    zh: '【隐藏】自己成功接收情报时，可隐藏角色，然后选择弃牌堆一张与当前所收情报不同颜色的密电成功接收。',
    en: '[Hide] When you successfully receive intel, you may turn your character face down; then successfully receive a Secret intel from the discard of a colour other than the intel received.',
  },
  face: 'cover',
  on: 'landing',
  optional: true,
  // Offered with no such 密电 in the discard too (as 笑里藏刀 ②): the character turns, nothing lands.
  when: (s, owner, ev) => ev.seat === owner && s.passing !== null && s.passing.holder === owner,
  run: (s, owner) => {
    const options = secretsInDiscard(s, s.passing!.card).map((card) => ({ card }));
    ask(s, owner, 'skill.abandonTheRook', options, 1, 1, { run: 'zailinOldGold.chosen', data: { owner } });
  },
};

defineTask('zailinOldGold.price', (s, data, out) => {
  const owner = data.owner;
  discardHandCards(
    s,
    owner,
    data.picks.map((p) => p.card),
    out,
  );
});

// 可先对牌库底所抽的牌进行检查或者公开: looked at, and shown to all if he says so; then the player.
defineTask('zailinOldGold.looked', (s, data, out) => {
  const owner = data.owner;
  const card = data.card;
  if (data.picks[0]?.value === 'show')
    for (const q of s.players) if (q.seat !== owner) showCardTo(s, q.seat, card, out);
  const others = s.players
    .filter((q) => q.seat !== owner && isActive(s, q.seat))
    .map((q) => ({ seat: q.seat }));
  ask(s, owner, 'skill.burnTheBoats.to', others, 1, 1, {
    run: 'zailinOldGold.toPlayer',
    data: { owner, card },
  });
});

defineTask('zailinOldGold.toPlayer', (s, data, out) => {
  const to = data.picks[0]?.seat;
  const card = data.card;
  if (to === undefined || s.deck[0] !== card) return;
  s.deck.shift();
  // 视为成功接收: it lands at once, with no 情报接收 response point.
  gainIntel(s, to, card, data.owner, 'received', data.owner, out);
});

const burnTheBoats: TriggerSkill = {
  kind: 'trigger',
  id: 'burnTheBoats',
  name: { zh: '破釜沉舟', en: 'Burn the Boats' },
  text: {
    zh: '【暴露】自己回合结束时，可暴露角色并舍弃两张手牌，然后将牌库底一张牌作为情报指定他人成功接收。',
    en: '[Reveal] At the end of your turn you may turn your character face up and discard two hand cards; then another player of your choice successfully receives the bottom card of the deck as intel.',
  },
  face: 'flip',
  on: 'turnEnd',
  optional: true,
  when: (s, owner, ev) =>
    ev.seat === owner &&
    s.players[owner].hand.length >= 2 &&
    s.players.some((q) => q.seat !== owner && isActive(s, q.seat)),
  // Before 「然后」: the two cards, discarded on use.
  run: (s, owner) => {
    const hand = s.players[owner].hand.map((card) => ({ card }));
    ask(s, owner, 'skill.burnTheBoats', hand, 2, 2, { run: 'zailinOldGold.price', data: { owner } });
  },
  resolve: (s, f, out) => {
    const card = deckBottom(s, out);
    if (card < 0 || !s.players.some((q) => q.seat !== f.user && isActive(s, q.seat))) {
      failResolution(f, 'no card or no player to receive it', out);
      return;
    }
    showCardTo(s, f.user, card, out);
    ask(s, f.user, 'skill.burnTheBoats.show', [{ value: 'show' }, { value: 'keep' }], 1, 1, {
      run: 'zailinOldGold.looked',
      data: { owner: f.user, card },
    });
  },
};

export const oldGold: CharacterDef = {
  id: 'oldGold',
  name: { zh: '老金', en: 'Old Gold' },
  gender: oldGold2010.gender,
  hidden: false,
  stateful: true,
  expansion: false,
  skills: [abandonTheRook, burnTheBoats],
  mission: { ...oldGold2010.mission!, from: 'standard' },
};
