// 老枪 (风声再临): 声东击西 and 合谍. Not a state character: always face up.
// 声东击西: 自己回合出牌前，可抽所有玩家各一张手牌/一名玩家两张手牌，然后从手牌中选择如数奉还。
//   ① 出牌前指使用卡牌/传出情报前。
//   ② 该技能使用时，没手牌的玩家无需执行。该技能结算时，若因响应导致手牌不足以如数奉还，则无需奉还。
// 合谍: 他人情报接收时，你可指定自己一张真情报与对方一张情报，然后互相替换。
//   该技能使用时需指定自己一张当前存有的真情报与对方当前存有的一张情报，结算时再进行替换。替换指将一张牌与
//   另一张牌位置互换，情报的位置替换不属于接收。
// 机密任务: unreadable in the scan (〔?〕): the 2010 老枪's, carried over (docs/rulings-zailin-characters.md).
import { ask } from '../../../core/choices.ts';
import { failResolution } from '../../../core/effects.ts';
import { exchangeIntel } from '../../../core/exchange.ts';
import { giveCard, isTrue, takeRandomHandCard } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import type { ActiveSkill, CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { isSealed } from '../../../core/zones.ts';
import type { CardId, Frame, GameState, Seat } from '../../../core/types.ts';
import { oldGun as oldGun2010 } from '../../standard/characters/old-gun.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'oldGun.diversionTake': { frame: number; picks: { seat?: Seat; value?: string }[] };
    'oldGun.diversionReturn': {
      user: Seat;
      queue: Seat[];
      owed: number[];
      picks: { card: CardId }[] | undefined;
      to: Seat;
    };
    'oldGun.collusionOwn': { frame: number; picks: { card: CardId }[] };
  }
}

/** The players 声东击西 may take from: the others who hold a card (② 没手牌的玩家无需执行). */
function holders(s: GameState, user: Seat): Seat[] {
  const out: Seat[] = [];
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const seat = (user + i) % n;
    if (isActive(s, seat) && s.players[seat].hand.length > 0) out.push(seat);
  }
  return out;
}

function frameById(s: GameState, id: number): Frame | undefined {
  return s.window?.stack.find((f) => f.id === id);
}

// On use (before 「然后」): one card from each player, or two from one, taken at random (抽).
defineTask('oldGun.diversionTake', (s, data, out) => {
  const f = frameById(s, data.frame);
  const pick = data.picks[0];
  if (!f || !pick) return;
  const owed = new Array<number>(s.players.length).fill(0);
  const from = pick.value === 'eachOne' ? holders(s, f.user) : [pick.seat!];
  const each = pick.value === 'eachOne' ? 1 : 2;
  for (const seat of from)
    for (let k = 0; k < each; k++) if (takeRandomHandCard(s, seat, f.user, out) >= 0) owed[seat]++;
  f.named = pick.value === 'eachOne' ? 'eachOne' : 'twoFromOne';
  f.owed = owed;
});

// On resolution: the same number back to each, chosen from the hand, one player at a time.
defineTask('oldGun.diversionReturn', (s, data, out) => {
  const user = data.user;
  const queue = data.queue;
  const owed = data.owed;
  for (const c of data.picks ?? []) giveCard(s, user, c.card, data.to, out);
  returnNext(s, user, queue, owed);
});

function returnNext(s: GameState, user: Seat, queue: Seat[], owed: number[]): void {
  const to = queue.find((seat) => isActive(s, seat));
  if (to === undefined || !isActive(s, user)) return;
  const rest = queue.slice(queue.indexOf(to) + 1);
  const cards = s.players[user].hand.map((card) => ({ card }));
  ask(s, user, 'skill.diversion.return', cards, owed[to], owed[to], {
    run: 'oldGun.diversionReturn',
    data: { user, to, queue: rest, owed },
  });
}

const diversion: ActiveSkill = {
  kind: 'active',
  id: 'diversion',
  name: { zh: '声东击西', en: 'Diversion' },
  text: {
    zh: '自己回合出牌前，可抽所有玩家各一张手牌/一名玩家两张手牌，然后从手牌中选择如数奉还。',
    en: 'In your turn, before you use a card or send intel: take one card at random from every player, or two from one player; then give back as many, chosen from your hand.',
  },
  face: 'up',
  windows: ['play'],
  turn: 'own',
  target: 'none',
  canUse: (s, user) => s.step === 'play' && !s.usedCard && holders(s, user).length > 0,
  onUse: (s, user, _out, f) => {
    const options: { seat?: Seat; value?: string }[] = [{ value: 'eachOne' }];
    for (const seat of holders(s, user)) options.push({ seat });
    ask(s, user, 'skill.diversion', options, 1, 1, { run: 'oldGun.diversionTake', data: { frame: f.id } });
  },
  resolve: (s, f, out) => {
    const owed = f.owed ?? [];
    const queue: Seat[] = [];
    let total = 0;
    for (let i = 1; i < s.players.length; i++) {
      const seat = (f.user + i) % s.players.length;
      if ((owed[seat] ?? 0) > 0 && isActive(s, seat)) {
        queue.push(seat);
        total += owed[seat];
      }
    }
    if (queue.length === 0) return;
    // ② 若因响应导致手牌不足以如数奉还，则无需奉还.
    if (s.players[f.user].hand.length < total) {
      failResolution(f, 'too few hand cards left to give back as many', out);
      return;
    }
    returnNext(s, f.user, queue, owed);
  },
};

/** The player receiving the intel now, if it is someone else (他人情报接收时). */
function otherReceiver(s: GameState, user: Seat): Seat | null {
  const p = s.passing;
  return p && p.stage === 'receive' && p.holder !== user && s.window?.kind === 'receive' ? p.holder : null;
}

function ownTrueIntel(s: GameState, user: Seat): CardId[] {
  return s.players[user].intel.filter((c) => isTrue(s, c) && !isSealed(s, c));
}

// On use: the user names his own true intel too; both stay where they are until the resolution.
defineTask('oldGun.collusionOwn', (s, data) => {
  const f = frameById(s, data.frame);
  const card = data.picks[0]?.card;
  if (f && card !== undefined) f.alsoCard = card;
});

const collusion: ActiveSkill = {
  kind: 'active',
  id: 'collusion',
  name: { zh: '合谍', en: 'Collusion' },
  text: {
    zh: '他人情报接收时，你可指定自己一张真情报与对方一张情报，然后互相替换。',
    en: 'When another player is receiving intel, you may name one of your true intel and one of their intel; then the two change places.',
  },
  face: 'up',
  windows: ['receive'],
  turn: 'any',
  target: 'anyIntel',
  canUse: (s, user) => otherReceiver(s, user) !== null && ownTrueIntel(s, user).length > 0,
  canTarget: (s, user, t) => {
    const to = otherReceiver(s, user);
    return to !== null && s.players[to].intel.includes(t.card!);
  },
  onUse: (s, user, _out, f) => {
    // 对方: the receiver whose intel he named; the exchange is with that player's area only.
    f.alsoSeat = otherReceiver(s, user)!;
    const own = ownTrueIntel(s, user).map((card) => ({ card }));
    ask(s, user, 'skill.collusion.own', own, 1, 1, { run: 'oldGun.collusionOwn', data: { frame: f.id } });
  },
  resolve: (s, f, out) => {
    const own = f.alsoCard ?? -1;
    const theirs = f.target.card!;
    const to = f.alsoSeat!;
    // Both must still be where they were named: the user's own, the receiver's (taken meanwhile into a
    // third area, as by 真相, it is no longer 对方's intel). 不属于接收: no receipt.
    const ok =
      own >= 0 &&
      s.players[f.user].intel.includes(own) &&
      s.players[to].intel.includes(theirs) &&
      exchangeIntel(s, own, theirs, f.user, out);
    if (!ok) failResolution(f, 'one of the two intel is no longer where it was', out);
  },
};

export const oldGun: CharacterDef = {
  id: 'oldGun',
  name: { zh: '老枪', en: 'Old Gun' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [diversion, collusion],
  mission: { ...oldGun2010.mission!, from: 'standard' },
};
