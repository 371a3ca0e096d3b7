// 怪盗九九 (风声再临; the card spells it 怪盜九九): 窃于无形 and 帽子戏法. Not a state character: always face up.
// 窃于无形: 你使用调虎离山/离间/调包时可抽他人一张手牌。
//   “使用..时”特指当卡牌被使用时，与响应结果无关。故只要一旦使用，则该技能即可触发。由于卡牌使用时即进入响应，
//   故新抽的牌不得加入当次响应。
// 帽子戏法: 玩家情报接收时你可抽一张牌，然后将至少两张手牌与原情报洗混，从中随机抽一张作为新的情报，其余面朝下
//   放回牌库底。
//   该技能结算时，选择至少两张手牌（无上限）与原情报（即玩家接收中的情报）洗混，从中随机抽一张作为新情报替代原情报。
// 机密任务: unreadable in the scan (〔竖排闲文小字无法辨认〕); see docs/rulings-zailin-characters.md.
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { takeRandomHandCard } from '../../../core/moves.ts';
import { randInt } from '../../../core/rng.ts';
import { isActive } from '../../../core/seats.ts';
import type { ActiveSkill, CharacterDef, TriggerSkill } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards, keepOutOfChain, reissue, takeFromHand } from '../../../core/zones.ts';
import type { CardId, GameState, Seat } from '../../../core/types.ts';
import { phantomThief as phantomThief2010 } from '../../standard/characters/phantom-thief.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinPhantomThief.take': { owner: Seat; picks: { seat?: Seat }[] };
    'zailinPhantomThief.shuffle': { owner: Seat; picks: { card: CardId }[] };
  }
}

const STEALTHY: readonly string[] = ['lure', 'sowDiscord', 'swap'];
/** 至少两张手牌. */
const HAT_MIN = 2;

function othersWithCards(s: GameState, owner: Seat): Seat[] {
  return s.players
    .filter((q) => q.seat !== owner && isActive(s, q.seat) && q.hand.length > 0)
    .map((q) => q.seat);
}

// The card taken joins his hand after the card he used: it waits out that chain.
defineTask('zailinPhantomThief.take', (s, data, out) => {
  const owner = data.owner;
  const from = data.picks[0]?.seat;
  if (from === undefined) return;
  const card = takeRandomHandCard(s, from, owner, out);
  if (card >= 0) keepOutOfChain(s, card);
});

const unseenHand: TriggerSkill = {
  kind: 'trigger',
  id: 'unseenHand',
  name: { zh: '窃于无形', en: 'Unseen Hand' },
  text: {
    zh: '你使用调虎离山/离间/调包时可抽他人一张手牌。',
    en: "When you use Lure, Sow Discord or Swap, you may take a card at random from another player's hand.",
  },
  face: 'up',
  // 使用时: as the card is laid, whatever becomes of it.
  on: 'cardUsed',
  optional: true,
  when: (s, owner, ev) =>
    ev.user === owner &&
    Number(ev.card) >= 0 &&
    STEALTHY.includes(ev.fn as string) &&
    othersWithCards(s, owner).length > 0,
  run: (s, owner) => {
    const options = othersWithCards(s, owner).map((seat) => ({ seat }));
    ask(s, owner, 'skill.unseenHand', options, 1, 1, { run: 'zailinPhantomThief.take', data: { owner } });
  },
};

// 洗混，从中随机抽一张作为新的情报，其余面朝下放回牌库底.
defineTask('zailinPhantomThief.shuffle', (s, data, out) => {
  const owner = data.owner;
  const p = s.passing;
  if (!p) return;
  const pool: CardId[] = [p.card];
  for (const pick of data.picks) if (takeFromHand(s, owner, pick.card)) pool.push(pick.card);
  const old = p.card;
  const chosen = pool.splice(randInt(s.rng, pool.length), 1)[0];
  for (const c of pool) {
    reissue(s, c);
    s.deck.unshift(c);
  }
  reissue(s, chosen);
  p.card = chosen;
  p.seenBy = [];
  p.swapped = true;
  // 取代: the new intel stands for the old one (速译 ② still resolves on it).
  if (chosen !== old) (p.supersedes ??= []).push(old);
  out.push({ type: 'transitSwapped', seat: owner, card: old, replacement: chosen, faceUp: p.faceUp });
});

const hatTrick: ActiveSkill = {
  kind: 'active',
  id: 'hatTrick',
  name: { zh: '帽子戏法', en: 'Hat Trick' },
  text: {
    zh: '玩家情报接收时你可抽一张牌，然后将至少两张手牌与原情报洗混，从中随机抽一张作为新的情报，其余面朝下放回牌库底。',
    en: 'When a player is receiving intel you may draw a card; then shuffle at least two hand cards with that intel, draw one of them at random as the new intel, and put the rest face down at the bottom of the deck.',
  },
  face: 'up',
  windows: ['receive'],
  turn: 'any',
  target: 'none',
  // 玩家情报接收时 is its window (`receive`: open only while an intel is being received, anyone's).
  // ⑦ what can be done must be: with the card drawn he needs two, so one in hand before.
  canUse: (s, user) => s.players[user].hand.length >= HAT_MIN - 1,
  // Before 「然后」: the card, drawn on use (it cannot join this chain).
  onUse: (s, user, out) => drawCards(s, user, 1, out),
  resolve: (s, f, out) => {
    const hand = s.players[f.user].hand;
    if (!s.passing || hand.length < HAT_MIN) {
      failResolution(f, 'no intel being received or fewer than two hand cards', out);
      return;
    }
    ask(
      s,
      f.user,
      'skill.hatTrick',
      hand.map((card) => ({ card })),
      HAT_MIN,
      hand.length,
      { run: 'zailinPhantomThief.shuffle', data: { owner: f.user } },
    );
  },
};

export const phantomThief: CharacterDef = {
  id: 'phantomThief',
  name: { zh: '怪盗九九', en: 'Phantom Thief' },
  gender: phantomThief2010.gender,
  hidden: false,
  expansion: false,
  skills: [unseenHand, hatTrick],
  mission: { ...phantomThief2010.mission!, from: 'standard' },
};
