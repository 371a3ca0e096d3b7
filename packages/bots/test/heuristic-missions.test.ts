// A neutral (打酱油的) plays for its character's mission (heuristic/missions.ts): it collects the
// intel its mission counts, and lets a player whose declaration wins for it go on to win. Each in a
// fixed situation of the standard edition, and each seen to go away with the `missions` tactic off.
import { describe, expect, it } from 'vitest';
import { createGame, pending, view } from '@fengsheng/engine';
import type { Camp, CardId, Colour, Command, Delivery, FnId } from '@fengsheng/engine';
import { createHeuristicBot, heuristicBot, mulberry32, TACTICS } from '../src/index.ts';
import type { Bot } from '../src/index.ts';
import { cardPicker, step, tableOf } from './helpers/tables.ts';
import type { Table } from './helpers/tables.ts';

const CAMPS: Camp[] = ['blue', 'red', 'blue', 'red', 'neutral'];
const SENDER = 3;
const NEUTRAL = 4;
const withoutMissions: Bot = createHeuristicBot('no-missions', { ...TACTICS, missions: false });

/** Distinct cards of an edition by function, colour and, when given, delivery. */
/** A five-seat table, `first` (seat 3) to send; the neutral at seat 4 with `neutral`'s character, or none. */
function game(
  hands: CardId[][],
  intel: CardId[][],
  neutral: string | null,
  ruleset = 'standard',
  first = SENDER,
  deck: CardId[] = [],
): Table {
  const characters = [null, null, null, null, neutral];
  return tableOf(
    createGame({
      ruleset,
      players: 5,
      seed: 7,
      characters: neutral !== null,
      setup: {
        camps: CAMPS,
        hands,
        intel,
        firstPlayer: first,
        skipFirstDraw: true,
        ...(deck.length > 0 ? { deck } : {}),
        ...(neutral !== null ? { characters, characterUp: characters.map((c) => c !== null) } : {}),
      },
    }),
  );
}

function ask(g: Table, seat: number, bot: Bot, seed = 1): Command {
  const v = view(g.state, seat);
  return bot.choose({ view: v, legal: v.legal, seen: g.logs[seat] }, mulberry32(seed));
}

/** Seat 3 sends `card` on its way (seat 4 is next); everyone passes until seat 4 decides. */
function sendToTheNeutral(g: Table, card: CardId): void {
  while (pending(g.state)!.kind === 'priority') step(g, pending(g.state)!.seat!, { type: 'pass' });
  step(g, SENDER, { type: 'send', card: g.state.handleOf[card] });
  for (let i = 0; i < 40; i++) {
    const p = pending(g.state)!;
    if (p.seat === NEUTRAL && p.kind !== 'priority') return;
    step(g, p.seat!, { type: 'pass' });
  }
  throw new Error('the intel never reached the neutral');
}

/**
 * Seat 3 sends a card of `sent` (function, colour, delivery) to the neutral at seat 4, who holds the
 * intel `intel`; everyone else holds one 识破. Returns the table once the neutral must decide.
 */
function intelReachesTheNeutral(
  neutral: string | null,
  sent: [FnId, Colour, Delivery],
  intel: [FnId, Colour][],
  ruleset = 'standard',
): Table {
  const pick = cardPicker(ruleset);
  const card = pick(...sent);
  const g = game(
    [
      [pick('counter', 'blue')],
      [pick('counter', 'blue')],
      [pick('counter', 'red')],
      [card],
      [pick('counter', 'red')],
    ],
    [[], [], [], [], intel.map(([fn, colour]) => pick(fn, colour))],
    neutral,
    ruleset,
  );
  sendToTheNeutral(g, card);
  return g;
}

/** What the neutral answers with the tactic and without it, the same for three rng seeds. */
function expectAnswers(g: Table, withMissions: Command, withoutThem: Command): void {
  for (const seed of [1, 2, 3]) {
    expect(ask(g, NEUTRAL, heuristicBot, seed)).toEqual(withMissions);
    expect(ask(g, NEUTRAL, withoutMissions, seed)).toEqual(withoutThem);
  }
}

/**
 * Once the neutral (to play) holds priority no more, it sends `card` at `seat` (or on its way, a
 * card that is not 直达: no seat) for the three rng seeds, and with the `missions` tactic off it does not.
 */
function expectSendAt(g: Table, card: CardId, seat?: number): void {
  while (pending(g.state)!.kind === 'priority') step(g, pending(g.state)!.seat!, { type: 'pass' });
  const send =
    seat === undefined
      ? { type: 'send', card: g.state.handleOf[card] }
      : { type: 'send', card: g.state.handleOf[card], to: seat };
  for (const seed of [1, 2, 3]) {
    expect(ask(g, NEUTRAL, heuristicBot, seed)).toEqual(send);
    expect(ask(g, NEUTRAL, withoutMissions, seed)).not.toEqual(send);
  }
}

/** 网络版: seat 3 sends `sent` to the neutral `neutral` at seat 4, who holds the intel `intel`. */
function onlineIntelReachesTheNeutral(
  neutral: string,
  sent: [FnId, Colour, Delivery],
  intel: [FnId, Colour][],
): Table {
  const pick = cardPicker('online');
  const card = pick(...sent);
  const g = game(
    [[pick('burn', 'blue')], [pick('burn', 'black')], [pick('burn', 'red')], [card], [pick('lure', 'black')]],
    [[], [], [], [], intel.map(([fn, colour]) => pick(fn, colour))],
    neutral,
    'online',
  );
  sendToTheNeutral(g, card);
  return g;
}

describe('a neutral plays for its mission (issue 17)', () => {
  // 蝮蛇 (neutral): 当一位玩家宣告胜利时，没有玩家死亡。 Nobody has died; a face-up blue intel reaches
  // him first, and seat 0 (blue, two blue intel) is next: he lets it go on, seat 3 declares, and his
  // mission takes the win. Without the tactic he takes it to deny the blue camp its third.
  it('蝮蛇 lets a winning intel go on to a player who will declare while nobody has died', () => {
    const pick = cardPicker('standard');
    const blue = pick('bounce', 'blue', 'text');
    const g = game(
      [
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [blue],
        [pick('probe', 'red')],
      ],
      [[pick('decode', 'blue'), pick('decode', 'blue')], [], [], [], []],
      'viper',
    );
    sendToTheNeutral(g, blue);
    expect(g.state.passing?.holder).toBe(NEUTRAL);
    expectAnswers(g, { type: 'refuse' }, { type: 'accept' });
    // The mission pays: seat 0 takes its third blue, and 蝮蛇's mission takes the win.
    step(g, NEUTRAL, { type: 'refuse' });
    for (let i = 0; i < 40 && !g.state.result; i++) {
      const p = pending(g.state)!;
      step(g, p.seat!, p.seat === 0 && p.kind !== 'priority' ? { type: 'accept' } : { type: 'pass' });
    }
    expect(g.state.result?.winners).toEqual([NEUTRAL]);
  });

  // 七百 (neutral): 获得五张或以上的真情报. He holds four true intel and one false one; a face-down
  // intel reaching him may be his fifth true one, which wins. He takes it; without the tactic his
  // true intel are worth nothing to him and he refuses.
  it('七百 at four true intel takes a face-down intel that may be his fifth', () => {
    const g = intelReachesTheNeutral(
      'sevenHundred',
      ['probe', 'red', 'secret'],
      [
        ['probe', 'red'],
        ['probe', 'red'],
        ['probe', 'blue'],
        ['probe', 'blue'],
        ['intercept', 'black'],
      ],
    );
    expectAnswers(g, { type: 'accept' }, { type: 'refuse' });
  });

  // 小白 (neutral): 你第一个死亡. Nobody has died; she has two false intel and a face-up false intel
  // reaches her: taking it kills her first, which wins. Without the tactic her death is the worst
  // outcome and she refuses.
  it('小白 takes the false intel that makes her the first to die', () => {
    const pick = cardPicker('standard');
    const black = pick('bounce', 'black', 'text');
    const g = game(
      [
        [pick('counter', 'blue')],
        [pick('counter', 'blue')],
        [pick('counter', 'blue')],
        [black],
        [pick('counter', 'blue')],
      ],
      [[], [], [], [], [pick('intercept', 'black'), pick('intercept', 'black')]],
      'littleBai',
    );
    sendToTheNeutral(g, black);
    expectAnswers(g, { type: 'accept' }, { type: 'refuse' });
    step(g, NEUTRAL, { type: 'accept' });
    for (let i = 0; i < 40 && !g.state.result; i++) step(g, pending(g.state)!.seat!, { type: 'pass' });
    expect(g.state.result?.winners).toEqual([NEUTRAL]);
  });

  // 风声再临's 特工 wins by holding six true intel (001, 身份牌: 存有六张真情报), whatever the character.
  // With five true intel and one false, a face-down intel reaching him may be his sixth: he takes
  // it; without the tactic only a false one would count for him, and he refuses.
  it('风声再临: a 特工 at five true intel takes a face-down intel that may be his sixth', () => {
    const g = intelReachesTheNeutral(
      null,
      ['decode', 'red', 'secret'],
      [
        ['intercept', 'red'],
        ['intercept', 'red'],
        ['intercept', 'blue'],
        ['intercept', 'blue'],
        ['lure', 'red'],
        ['intercept', 'black'],
      ],
      'zailin',
    );
    expectAnswers(g, { type: 'accept' }, { type: 'refuse' });
  });

  // 狙击手 (neutral): 亲手让一位没有获得真情报的玩家死亡. He sends: seat 0 and seat 2 each hold two false
  // intel, seat 2 a true one too. A false 直达 to seat 0 that kills her is his win; to seat 2 it is
  // only a death. He aims at seat 0; without the tactic a player near death rarely takes a false
  // intel, so neither kill is worth aiming at and he sends it elsewhere.
  it('狙击手 sends his false intel at the player with no true intel', () => {
    const pick = cardPicker('standard');
    const black = pick('lock', 'black', 'direct');
    const g = game(
      [
        [pick('counter', 'blue')],
        [pick('counter', 'blue')],
        [pick('counter', 'blue')],
        [pick('counter', 'blue')],
        [black],
      ],
      [
        [pick('intercept', 'black'), pick('intercept', 'black')],
        [],
        [pick('intercept', 'black'), pick('intercept', 'black'), pick('probe', 'red')],
        [],
        [],
      ],
      'sniper',
      'standard',
      NEUTRAL,
    );
    expectSendAt(g, black, 0);
  });

  // 风声再临's 老枪 keeps his 2010 mission (获得三张或以上的红色情报). As a 特工 at two red and one false
  // intel, a face-down intel reaching him may be his third red: he takes it. Six true intel alone
  // (the 特工's own goal, four away) would not be worth a false intel's risk.
  it('风声再临: a 特工 老枪 at two red takes a face-down intel that may be his third red', () => {
    const g = intelReachesTheNeutral(
      'oldGun',
      ['decode', 'red', 'secret'],
      [
        ['intercept', 'red'],
        ['intercept', 'red'],
        ['intercept', 'black'],
      ],
      'zailin',
    );
    expectAnswers(g, { type: 'accept' }, { type: 'refuse' });
  });

  // 蝮蛇 (neutral) holds two false intel and a 识破; seat 3 (red) locks him before sending. Every
  // declaration would win his mission, so he counts the locker as one whose win he wants, yet a red
  // player locking a neutral one false intel from death means to kill him: he counters the lock.
  it('蝮蛇 one false intel from death counters a 锁定 on himself from a player whose declaration he wants', () => {
    const pick = cardPicker('standard');
    const lock = pick('lock', 'black');
    const counter = pick('counter', 'red');
    const g = game(
      [
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [lock, pick('probe', 'blue')],
        [counter],
      ],
      [[], [], [], [], [pick('intercept', 'black'), pick('intercept', 'black')]],
      'viper',
    );
    step(g, SENDER, { type: 'use', card: g.state.handleOf[lock], target: { seat: NEUTRAL } });
    for (let i = 0; i < 10 && pending(g.state)!.seat !== NEUTRAL; i++)
      step(g, pending(g.state)!.seat!, { type: 'pass' });
    const lockFrame = g.state.window!.stack.find((f) => f.fn === 'lock')!.id;
    for (const seed of [1, 2, 3])
      expect(ask(g, NEUTRAL, heuristicBot, seed)).toMatchObject({
        type: 'use',
        card: g.state.handleOf[counter],
        target: { frame: lockFrame },
      });
  });
  // 钢铁特工 (风声再临, neutral): 存有三张真情报且无人死亡. Nobody has died; at two true intel and one
  // false, a face-down intel reaching him may be his third true one, which wins. He takes it; the
  // 特工's own six true intel (four away) would not be worth the risk, and without the tactic
  // neither counts. Once a player has died (seat 2 kills seat 1 in the turn before), the mission is
  // lost and he refuses it.
  it('风声再临: 钢铁特工 at two true intel takes a face-down intel that may be his third while nobody has died', () => {
    const g = intelReachesTheNeutral(
      'steelAgent',
      ['decode', 'red', 'secret'],
      [
        ['intercept', 'red'],
        ['intercept', 'blue'],
        ['intercept', 'black'],
      ],
      'zailin',
    );
    expectAnswers(g, { type: 'accept' }, { type: 'refuse' });

    const pick = cardPicker('zailin');
    const killing = pick('probe', 'black', 'direct');
    const card = pick('decode', 'red', 'secret');
    const after = game(
      [[pick('counter', 'blue')], [pick('counter', 'blue')], [killing], [card], [pick('counter', 'red')]],
      [
        [],
        [pick('probe', 'black'), pick('probe', 'black')],
        [],
        [],
        [pick('intercept', 'red'), pick('intercept', 'blue'), pick('intercept', 'black')],
      ],
      'steelAgent',
      'zailin',
      2,
    );
    while (pending(after.state)!.kind === 'priority')
      step(after, pending(after.state)!.seat!, { type: 'pass' });
    step(after, 2, { type: 'send', card: after.state.handleOf[killing], to: 1 });
    for (
      let i = 0;
      i < 80 && !(after.state.current === SENDER && pending(after.state)!.kind === 'sendIntel');
      i++
    ) {
      const p = pending(after.state)!;
      step(after, p.seat!, p.seat === 1 && p.kind !== 'priority' ? { type: 'accept' } : { type: 'pass' });
    }
    expect(after.state.deaths.map((d) => d.seat)).toEqual([1]);
    sendToTheNeutral(after, card);
    expectAnswers(after, { type: 'refuse' }, { type: 'refuse' });
  });

  // 戴笠 (风声再临, neutral): 亲手杀死一名非特工玩家. He sends: seat 0 holds two false intel, and every
  // other player is of a colour camp (he is the only 特工). A false 直达 to seat 0 that kills her is
  // his win; without the tactic a player near death rarely takes a false intel, so he sends it
  // elsewhere.
  it('风声再临: 戴笠 sends his false intel at a player of a colour camp it would kill', () => {
    const pick = cardPicker('zailin');
    const black = pick('probe', 'black', 'direct');
    const g = game(
      [
        [pick('decode', 'blue')],
        [pick('decode', 'blue')],
        [pick('decode', 'red')],
        [pick('decode', 'red')],
        [black],
      ],
      [[pick('intercept', 'black'), pick('intercept', 'black')], [], [], [], []],
      'daiLi',
      'zailin',
      NEUTRAL,
    );
    expectSendAt(g, black, 0);
  });

  // 黑玫瑰 (风声再临, neutral): 至少两名存真情报的玩家死亡. Seat 3 kills seat 2, who held a true intel,
  // with a false 直达; then, in her turn, seat 0 holds two false intel and a true one: a false 直达
  // that kills seat 0 is the second such death, her win. She aims at seat 0; without the tactic she
  // sends it elsewhere, as she does before any death.
  it('风声再临: 黑玫瑰 after one death of a true intel holder aims her false intel at another', () => {
    const pick = cardPicker('zailin');
    const killing = pick('probe', 'black', 'direct');
    const black = pick('probe', 'black', 'direct');
    const g = game(
      [[pick('decode', 'blue')], [pick('decode', 'blue')], [pick('decode', 'red')], [killing], [black]],
      [
        [pick('intercept', 'black'), pick('intercept', 'black'), pick('intercept', 'red')],
        [],
        [pick('lure', 'black'), pick('lure', 'black'), pick('lure', 'red')],
        [],
        [],
      ],
      'blackRose',
      'zailin',
      SENDER,
      [pick('redirect', 'red'), pick('redirect', 'blue')],
    );
    while (pending(g.state)!.kind === 'priority') step(g, pending(g.state)!.seat!, { type: 'pass' });
    step(g, SENDER, { type: 'send', card: g.state.handleOf[killing], to: 2 });
    for (let i = 0; i < 80 && !(g.state.current === NEUTRAL && pending(g.state)!.kind === 'sendIntel'); i++) {
      const p = pending(g.state)!;
      step(g, p.seat!, p.seat === 2 && p.kind !== 'priority' ? { type: 'accept' } : { type: 'pass' });
    }
    expect(g.state.deaths.map((d) => d.seat)).toEqual([2]);
    expectSendAt(g, black, 0);
    // Before any death, the same kill would be only the first: she does not aim at seat 0.
    const pick2 = cardPicker('zailin');
    const black2 = pick2('probe', 'black', 'direct');
    const before = game(
      [
        [pick2('decode', 'blue')],
        [pick2('decode', 'blue')],
        [pick2('decode', 'red')],
        [pick2('decode', 'red')],
        [black2],
      ],
      [[pick2('intercept', 'black'), pick2('intercept', 'black'), pick2('intercept', 'red')], [], [], [], []],
      'blackRose',
      'zailin',
      NEUTRAL,
    );
    while (pending(before.state)!.kind === 'priority')
      step(before, pending(before.state)!.seat!, { type: 'pass' });
    for (const seed of [1, 2, 3])
      expect(ask(before, NEUTRAL, heuristicBot, seed)).not.toEqual({
        type: 'send',
        card: before.state.handleOf[black2],
        to: 0,
      });
  });

  // 小白 (风声再临, neutral): 成为首先死亡玩家且存有情报少于四张. Nobody has died; at two false intel a
  // face-up false intel reaching him kills him first holding three, which wins: he takes it. With a
  // true intel too he would die holding four, no win: he refuses, as he does without the tactic.
  it('风声再临: 小白 takes the false intel that makes him the first to die holding fewer than four', () => {
    const g = intelReachesTheNeutral(
      'littleBai',
      ['publicText', 'black', 'text'],
      [
        ['intercept', 'black'],
        ['intercept', 'black'],
      ],
      'zailin',
    );
    expectAnswers(g, { type: 'accept' }, { type: 'refuse' });
    const four = intelReachesTheNeutral(
      'littleBai',
      ['publicText', 'black', 'text'],
      [
        ['intercept', 'black'],
        ['intercept', 'black'],
        ['intercept', 'red'],
      ],
      'zailin',
    );
    expectAnswers(four, { type: 'refuse' }, { type: 'refuse' });
    step(g, NEUTRAL, { type: 'accept' });
    for (let i = 0; i < 40 && !g.state.result; i++) step(g, pending(g.state)!.seat!, { type: 'pass' });
    expect(g.state.result?.winners).toEqual([NEUTRAL]);
  });

  // 老鬼 (风声再临, neutral): 死亡时存有五张或以上手牌. At two false intel and five hand cards, a face-up
  // false intel reaching her kills her with them in hand, which wins: she takes it. With four hand
  // cards she refuses, as she does without the tactic.
  it('风声再临: 老鬼 holding five hand cards takes the false intel that kills her', () => {
    const table = (cards: number): Table => {
      const pick = cardPicker('zailin');
      const black = pick('publicText', 'black', 'text');
      const fillers: [FnId, Colour][] = [
        ['decode', 'red'],
        ['decode', 'blue'],
        ['intercept', 'red'],
        ['intercept', 'blue'],
        ['lure', 'red'],
      ];
      const g = game(
        [
          [pick('counter', 'blue')],
          [pick('counter', 'blue')],
          [pick('counter', 'red')],
          [black],
          fillers.slice(0, cards).map(([fn, colour]) => pick(fn, colour)),
        ],
        [[], [], [], [], [pick('probe', 'black'), pick('probe', 'black')]],
        'oldGhost',
        'zailin',
      );
      sendToTheNeutral(g, black);
      return g;
    };
    const g = table(5);
    expectAnswers(g, { type: 'accept' }, { type: 'refuse' });
    expectAnswers(table(4), { type: 'refuse' }, { type: 'refuse' });
    step(g, NEUTRAL, { type: 'accept' });
    for (let i = 0; i < 40 && !g.state.result; i++) {
      const p = pending(g.state)!;
      step(g, p.seat!, p.kind === 'choose' ? ask(g, p.seat!, heuristicBot) : { type: 'pass' });
    }
    expect(g.state.result?.winners).toEqual([NEUTRAL]);
  });

  // 网络版 贝雷帽 (获得二张红情报和二张蓝情报) holds two red and one blue intel: a face-down intel may be
  // the blue that wins, and its colour is two to one true against false among the cards he has not
  // seen; a plain neutral leaves a face-down intel that may be false.
  it('网络版: 贝雷帽 at two red and one blue takes a face-down intel that may be his second blue', () => {
    const g = onlineIntelReachesTheNeutral(
      'beret',
      ['decode', 'blue', 'secret'],
      [
        ['intercept', 'red'],
        ['redirect', 'red'],
        ['intercept', 'blue'],
      ],
    );
    expectAnswers(g, { type: 'accept' }, { type: 'refuse' });
  });

  // 网络版 硬汉 is the 2010 老枪 with its mission (获得三张或以上的红色情报).
  it('网络版: 硬汉 at two red intel takes a face-down intel that may be his third', () => {
    const g = onlineIntelReachesTheNeutral(
      'oldGun',
      ['decode', 'red', 'secret'],
      [
        ['intercept', 'red'],
        ['redirect', 'red'],
      ],
    );
    expectAnswers(g, { type: 'accept' }, { type: 'refuse' });
  });
});

// A neutral whose mission is a hand (heuristic/missions.ts's hand aims) keeps the cards that count
// toward it: it sends and uses others, and takes the death its hand wins.
describe('a neutral gathers the hand its mission needs', () => {
  // 眼镜蛇 (neutral): 手牌集齐四张识破. Holding three 识破 and a false 锁定 (直达), he sends the 锁定;
  // without the tactic a red 识破 is the better send to him.
  it('眼镜蛇 holding three 识破 sends another card', () => {
    const pick = cardPicker('standard');
    const counters = [pick('counter', 'red'), pick('counter', 'blue'), pick('counter', 'black')];
    const lock = pick('lock', 'black');
    const g = game(
      [
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [pick('probe', 'blue')],
        [...counters, lock],
      ],
      [[], [], [], [], []],
      'cobra',
      'standard',
      NEUTRAL,
    );
    expectSendAt(g, lock, 0);
  });

  // 怪盗九九 (neutral): 获得九张或以上的手牌. Seat 2 sends a face-up red intel; seat 3 (red, one red
  // intel) is next. He holds three cards, one a 截获: he keeps it and passes. Without the tactic he
  // intercepts the red camp's second red.
  it('怪盗九九 keeps his cards rather than intercept a second red', () => {
    const pick = cardPicker('standard');
    const red = pick('bounce', 'red', 'text');
    const intercept = pick('intercept', 'blue');
    const g = game(
      [
        [pick('probe', 'blue')],
        [pick('probe', 'blue')],
        [red, pick('probe', 'blue')],
        [pick('probe', 'blue')],
        [intercept, pick('probe', 'blue'), pick('probe', 'black')],
      ],
      [[], [], [], [pick('decode', 'red')], []],
      'phantomThief',
      'standard',
      2,
    );
    while (pending(g.state)!.kind === 'priority') step(g, pending(g.state)!.seat!, { type: 'pass' });
    step(g, 2, { type: 'send', card: g.state.handleOf[red] });
    for (let i = 0; i < 20 && pending(g.state)!.seat !== NEUTRAL; i++)
      step(g, pending(g.state)!.seat!, { type: 'pass' });
    expect(pending(g.state)).toMatchObject({ seat: NEUTRAL, kind: 'priority' });
    expectAnswers(g, { type: 'pass' }, { type: 'use', card: g.state.handleOf[intercept] });
  });

  // 老金 (neutral): 手牌集齐三张红色卡牌和三张蓝色卡牌. Holding two red and four blue 试探, he sends a
  // blue one (the fourth blue counts for nothing); without the tactic the cards are alike to him and
  // he sends a red one.
  it('老金 holding two red and four blue cards sends a blue one', () => {
    const pick = cardPicker('standard');
    const reds = [pick('probe', 'red'), pick('probe', 'red')];
    const blues = [
      pick('probe', 'blue'),
      pick('probe', 'blue'),
      pick('probe', 'blue'),
      pick('probe', 'blue'),
    ];
    const g = game(
      [
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [pick('probe', 'blue')],
        [...reds, ...blues],
      ],
      [[], [], [], [], []],
      'oldGold',
      'standard',
      NEUTRAL,
    );
    expectSendAt(g, blues[0]);
  });

  // 出云龙 (网络版, neutral): 手上收集6张黑色手牌. Holding five black cards and a red 锁定, he sends the
  // red one; without the tactic he sends a black 破译.
  it('网络版: 出云龙 holding five black cards sends the red one', () => {
    const pick = cardPicker('online');
    const blacks = [
      pick('lock', 'black'),
      pick('lock', 'black'),
      pick('lure', 'black'),
      pick('intercept', 'black'),
      pick('decode', 'black'),
    ];
    const red = pick('lock', 'red');
    const g = game(
      [
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [pick('probe', 'blue')],
        [...blacks, red],
      ],
      [[], [], [], [], []],
      'izumoDragon',
      'online',
      NEUTRAL,
    );
    expectSendAt(g, red);
  });

  // 老鬼 (neutral): 当你死亡时，展示你的手牌，其中有三张或以上的红色卡牌. At two false intel, holding three
  // red cards, she takes the face-up false intel that kills her, keeps her hand from 遗志, and wins.
  // Holding two red she refuses it, as she does without the tactic.
  it('老鬼 holding three red cards takes the false intel that kills her', () => {
    const table = (reds: number): Table => {
      const pick = cardPicker('standard');
      const black = pick('bounce', 'black', 'text');
      const hand = [
        pick('probe', 'red'),
        pick('probe', 'red'),
        reds === 3 ? pick('probe', 'red') : pick('probe', 'blue'),
        pick('probe', 'blue'),
      ];
      const g = game(
        [[pick('counter', 'blue')], [pick('counter', 'blue')], [pick('counter', 'blue')], [black], hand],
        [[], [], [], [], [pick('intercept', 'black'), pick('intercept', 'black')]],
        'oldGhost',
      );
      sendToTheNeutral(g, black);
      return g;
    };
    const g = table(3);
    expectAnswers(g, { type: 'accept' }, { type: 'refuse' });
    expectAnswers(table(2), { type: 'refuse' }, { type: 'refuse' });
    step(g, NEUTRAL, { type: 'accept' });
    let offered = false;
    for (let i = 0; i < 40 && !g.state.result; i++) {
      const p = pending(g.state)!;
      if (p.seat === NEUTRAL && p.kind === 'choose') {
        offered = true;
        expect(ask(g, NEUTRAL, heuristicBot)).toEqual({ type: 'choose' });
      }
      step(g, p.seat!, p.kind === 'choose' ? ask(g, p.seat!, heuristicBot) : { type: 'pass' });
    }
    expect(offered).toBe(true);
    expect(g.state.result?.winners).toEqual([NEUTRAL]);
  });
});
