// 黑玫瑰 (风声再临): a state character. 血染【暴露】 and 凋零.
// 血染【暴露】: 暴露角色并展示牌库顶五张牌，然后将所含假情报分予玩家成功接收，每名玩家最多分两张。若展示全为真情报/
//   全为假情报，则均加入手牌。
//   例①：展示牌中含有三张假情报，可指定三名玩家各收一张；或两名玩家，一名收两张另一名收一张；也可分给一名玩家一张，
//   其余舍弃。
//   例②：通过【血染】分予某位玩家两张假情报并成功接收，若此时玩家有针对“情报成功接收时”的触发技能，则仅能触发一次，
//   不会因同时收到多张而触发多次。
//   -> no printed timing: the play phase and every response point (ANY_TIME), face down. On use she
//      turns face up and the five cards are shown and laid out (`dealPool`); on resolution, all true
//      or all false they go to her hand; otherwise she gives each false card to a player (two at
//      most each) or leaves it, the cards land together for each player (`receiveTogether`), and
//      what is not given goes to the discard pile.
// 凋零: 自己回合结束时需烧毁自己一张真情报/弃两张手牌，否则死亡。
//   一旦暴露角色则自己每个回合结束时均需触发一次该效果。
//   -> a forced trigger of her own turn's end while face up: she burns one of her true intel or
//      discards two hand cards (⑦: what can be done must be done); with neither, she dies.
// 机密任务: 至少兩名存真情報的玩家死亡 (readable).
import { ask } from '../../../core/choices.ts';
import { discardIntel } from '../../../core/effects.ts';
import { discardHandCards, isTrue, receiveTogether } from '../../../core/moves.ts';
import { die } from '../../../core/outcome.ts';
import { isActive } from '../../../core/seats.ts';
import type { ActiveSkill, CharacterDef, TriggerSkill } from '../../../core/skills.ts';
import { defineTask, pushTask } from '../../../core/tasks.ts';
import { isSealed, takeTop } from '../../../core/zones.ts';
import type { CardId, ChoiceOption, GameEvent, GameState, Seat } from '../../../core/types.ts';
import { ANY_TIME } from '../cards/timing.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailinBlackRose.card': { owner: Seat; given: Record<string, CardId[]>; picks: { card: CardId }[] };
    'zailinBlackRose.seat': {
      owner: Seat;
      given: Record<string, CardId[]>;
      picks: { seat: Seat }[];
      card: CardId;
    };
    'zailinBlackRose.land': { seat: Seat; cards: CardId[]; owner: Seat };
    'zailinBlackRose.wither': { owner: Seat; picks: { card?: CardId; value?: string }[] };
    'zailinBlackRose.discard': { owner: Seat; picks: { card: CardId }[] };
  }
}

const SHOWN = 5;
const MOST_EACH = 2;
/** 至少两名存真情报的玩家死亡. */
const DEATHS_NEEDED = 2;

function toDiscard(s: GameState, seat: Seat, cards: CardId[], out: GameEvent[]): void {
  if (cards.length === 0) return;
  s.discard.push(...cards);
  out.push({ type: 'cardsToDiscard', seat, cards });
}

/** The next false card to give, or the receipts once she has given what she will. */
function askNextCard(s: GameState, owner: Seat, given: Record<string, CardId[]>): void {
  const left = s.dealPool.filter((c) => !isTrue(s, c)).map((card) => ({ card }));
  ask(s, owner, 'skill.bloodStain.card', left, 0, 1, {
    run: 'zailinBlackRose.card',
    data: { owner, given },
  });
}

defineTask('zailinBlackRose.card', (s, data, out) => {
  const owner = data.owner;
  const given = data.given;
  const card = data.picks[0]?.card;
  if (card === undefined) {
    land(s, owner, given, out);
    return;
  }
  const seats: ChoiceOption[] = s.players
    .filter((p) => isActive(s, p.seat) && (given[p.seat] ?? []).length < MOST_EACH)
    .map((p) => ({ seat: p.seat }));
  ask(s, owner, 'skill.bloodStain.seat', seats, 1, 1, {
    run: 'zailinBlackRose.seat',
    data: { owner, given, card },
  });
});

defineTask('zailinBlackRose.seat', (s, data, out) => {
  const owner = data.owner;
  const given = data.given;
  const seat = data.picks[0]?.seat;
  if (seat === undefined) {
    land(s, owner, given, out);
    return;
  }
  const card = data.card;
  s.dealPool.splice(s.dealPool.indexOf(card), 1);
  (given[seat] ??= []).push(card);
  askNextCard(s, owner, given);
});

/** Each player's cards land together, in seat order from her; the rest goes to the discard pile. */
function land(s: GameState, owner: Seat, given: Record<string, CardId[]>, out: GameEvent[]): void {
  toDiscard(s, owner, s.dealPool.splice(0), out);
  const n = s.players.length;
  // Last pushed runs first: from the far end, so the seat nearest her receives first.
  for (let i = n - 1; i >= 0; i--) {
    const seat = (owner + i) % n;
    if ((given[seat] ?? []).length > 0)
      pushTask(s, 'zailinBlackRose.land', { owner, seat, cards: given[seat] });
  }
}

defineTask('zailinBlackRose.land', (s, data, out) => {
  const seat = data.seat;
  const cards = data.cards;
  // A player who left the game meanwhile (a receipt before killed them) gets nothing: to the discard.
  if (!isActive(s, seat)) toDiscard(s, data.owner, cards, out);
  else receiveTogether(s, seat, cards, data.owner, out);
});

const bloodStain: ActiveSkill = {
  kind: 'active',
  id: 'bloodStain',
  name: { zh: '血染', en: 'Blood Stain' },
  text: {
    zh: '【暴露】暴露角色并展示牌库顶五张牌，然后将所含假情报分予玩家成功接收，每名玩家最多分两张。若展示全为真情报/全为假情报，则均加入手牌。',
    en: '[Reveal] Turn your character face up and show the top five cards of the deck; then give the false intel among them to players to receive, two at most each. If all are true or all are false, take them all into your hand.',
  },
  face: 'flip',
  windows: ANY_TIME,
  turn: 'any',
  target: 'none',
  // Before 「然后」: the five cards are shown and laid out, for everyone to see.
  onUse: (s, user, out) => {
    for (let i = 0; i < SHOWN; i++) {
      const c = takeTop(s, out);
      if (c < 0) break;
      s.dealPool.push(c);
      out.push({ type: 'deckTopShown', card: c, by: user });
    }
  },
  resolve: (s, f) => {
    const shown = s.dealPool;
    const trueOnes = shown.filter((c) => isTrue(s, c)).length;
    if (trueOnes === shown.length || trueOnes === 0) {
      // 全为真情报/全为假情报，则均加入手牌.
      s.players[f.user].hand.push(...shown.splice(0));
      return;
    }
    askNextCard(s, f.user, {});
  },
};

defineTask('zailinBlackRose.wither', (s, data, out) => {
  const owner = data.owner;
  const pick = data.picks[0];
  if (pick?.card !== undefined) {
    discardIntel(s, pick.card, owner, out);
    return;
  }
  const hand = s.players[owner].hand.map((card) => ({ card }));
  ask(s, owner, 'skill.wither.two', hand, 2, 2, { run: 'zailinBlackRose.discard', data: { owner } });
});

defineTask('zailinBlackRose.discard', (s, data, out) => {
  const owner = data.owner;
  discardHandCards(
    s,
    owner,
    data.picks.map((p) => p.card),
    out,
  );
});

const wither: TriggerSkill = {
  kind: 'trigger',
  id: 'wither',
  name: { zh: '凋零', en: 'Wither' },
  text: {
    zh: '自己回合结束时需烧毁自己一张真情报/弃两张手牌，否则死亡。',
    en: 'At the end of your turn you must burn one of your true intel or discard two hand cards, or die.',
  },
  // 一旦暴露角色: only face up, every turn of hers.
  face: 'up',
  on: 'turnEnd',
  optional: false,
  when: (s, owner, ev) => ev.seat === owner,
  run: (s, owner, _ev, out) => {
    const options: ChoiceOption[] = s.players[owner].intel
      .filter((c) => isTrue(s, c) && !isSealed(s, c))
      .map((card) => ({ card }));
    if (s.players[owner].hand.length >= 2) options.push({ value: 'twoCards' });
    if (options.length === 0) {
      die(s, owner, -1, out);
      return;
    }
    ask(s, owner, 'skill.wither', options, 1, 1, { run: 'zailinBlackRose.wither', data: { owner } });
  },
};

export const blackRose: CharacterDef = {
  id: 'blackRose',
  name: { zh: '黑玫瑰', en: 'Black Rose' },
  gender: 'female',
  hidden: false,
  stateful: true,
  expansion: false,
  skills: [bloodStain, wither],
  mission: {
    text: {
      zh: '至少兩名存真情報的玩家死亡',
      en: 'At least two players who hold true intel die.',
    },
    // 机密任务中所指玩家均不包括自己: the deaths of others, each holding a true intel as it became final.
    onDeath: (s, owner) =>
      s.deaths.filter((d) => d.seat !== owner && d.intel.some((c) => isTrue(s, c))).length >= DEATHS_NEEDED,
  },
};
