// Rulings of 风声再临's characters about what a response may do to a waiting skill, where no card or
// character written so far can do it (nothing that answers in the owner's turn takes hand cards):
// these tests stand in for that response and change the table themselves.
//  - 老枪 声东击西 ②: 该技能结算时，若因响应导致手牌不足以如数奉还，则无需奉还.
//  - 大美女 精明: 若结算时因响应导致没有手牌，则结算失败.
//  - 蝮蛇 无限弹药: 结算时若因响应导致获取手牌，则该技能效果结算失败，但蝮蛇仍处于隐藏状态.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, getRuleset, legalCommands } from '../src/index.ts';
import { formatFace } from '../src/scenario/index.ts';
import type { Command, GameEvent, GameState } from '../src/index.ts';

const cards = getRuleset('zailin').cards;
const used = new Set<number>();
function card(name: string): number {
  const id = cards.findIndex((f, i) => !used.has(i) && formatFace(f) === name);
  if (id < 0) throw new Error(`no card ${name}`);
  used.add(id);
  return id;
}

function play(s: GameState, seat: number, cmd: Command): void {
  const r = applyInPlace(s, seat, cmd);
  if (!r.ok) throw new Error(r.error);
}

function table(): GameState {
  used.clear();
  return tableWith('oldGun');
}

function tableWith(character: string, deck: number[] = []): GameState {
  return createGame({
    ruleset: 'zailin',
    players: 3,
    seed: 1,
    characters: true,
    setup: {
      camps: ['red', 'blue', 'neutral'],
      characters: [character, null, null],
      deck,
      // C keeps a 烧毁 whichever card is taken, and B's false intel is something to burn: the skill
      // then waits for C's answer instead of resolving at once.
      hands: [[card('black lock')], [card('red counter')], [card('blue burn'), card('red burn')]],
      intel: [[], [card('black lure')], []],
      firstPlayer: 0,
      skipFirstDraw: deck.length === 0,
    },
  }).state;
}

/** 老枪 uses 声东击西 on one from each; returns the state with the skill waiting for responses. */
function diversionWaiting(): GameState {
  const s = table();
  play(s, 0, { type: 'skill', skill: 'diversion', target: {} });
  play(s, 0, { type: 'choose', pick: { value: 'eachOne' } });
  expect(s.players[0].hand).toHaveLength(3);
  expect(s.window!.stack).toHaveLength(1);
  expect(s.decision).toBe(null);
  expect(s.window!.priority).toBe(2);
  return s;
}

/** Everyone passes until the skill has resolved or its owner is asked; the events meanwhile. */
function resolve(s: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  while (s.window?.stack.length && s.decision?.kind !== 'choose') {
    const r = applyInPlace(s, s.window.priority, { type: 'pass' });
    if (!r.ok) throw new Error(r.error);
    events.push(...r.events);
  }
  return events;
}

describe('老枪 声东击西 ② — too few hand cards left to give back as many: nothing is given back', () => {
  it('with his hand intact he gives back one to each', () => {
    const s = diversionWaiting();
    resolve(s);
    expect(s.decision).toMatchObject({ kind: 'choose', seat: 0, prompt: 'skill.diversion.return', min: 1 });
    expect(legalCommands(s, 0).length).toBeGreaterThan(0);
  });

  it('a response that leaves him one card short: no giving back at all', () => {
    const s = diversionWaiting();
    // The stand-in for a response: two of his three cards leave his hand; he owes two.
    s.discard.push(s.players[0].hand.pop()!, s.players[0].hand.pop()!);
    resolve(s);
    expect(s.decision).toBe(null);
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.players[1].hand).toHaveLength(0);
    expect(s.players[2].hand).toHaveLength(1);
  });
});

describe('大美女 精明 — no hand card left at the resolution: it fails', () => {
  function shrewdWaiting(): GameState {
    used.clear();
    const s = tableWith('beauty', [card('red lock'), card('blue lock'), card('blue lure')]);
    // Her draw phase: she is asked, draws the extra card, and 精明 waits for C's answer (C can burn).
    play(s, 0, { type: 'choose', pick: { value: 'use' } });
    expect(s.players[0].hand).toHaveLength(4);
    expect(s.window!.stack).toHaveLength(1);
    expect(s.window!.priority).toBe(2);
    return s;
  }

  it('with cards in hand she is asked which goes back', () => {
    const s = shrewdWaiting();
    resolve(s);
    expect(s.decision).toMatchObject({ kind: 'choose', seat: 0, prompt: 'skill.shrewdDraw' });
  });

  it('her hand emptied meanwhile: nothing is asked, the skill fails', () => {
    const s = shrewdWaiting();
    s.discard.push(...s.players[0].hand.splice(0));
    const events = resolve(s);
    expect(events).toContainEqual(expect.objectContaining({ type: 'fizzle', fn: 'shrewdDraw' }));
    expect(s.decision?.kind).not.toBe('choose');
    expect(s.window?.stack ?? []).toHaveLength(0);
  });
});

describe('蝮蛇 无限弹药 — cards gained meanwhile: it fails, and she stays face down', () => {
  function ammoWaiting(): GameState {
    used.clear();
    const s = createGame({
      ruleset: 'zailin',
      players: 3,
      seed: 1,
      characters: true,
      setup: {
        camps: ['red', 'blue', 'neutral'],
        characters: [null, 'viper', null],
        hands: [[card('black reinforce')], [], [card('blue burn')]],
        intel: [[card('black lure')], [], []],
        firstPlayer: 0,
        skipFirstDraw: true,
      },
    }).state;
    play(s, 0, { type: 'pass' });
    play(s, 1, { type: 'skill', skill: 'endlessAmmo', target: {} });
    expect(s.players[1].characterUp).toBe(false);
    expect(s.window!.priority).toBe(2);
    return s;
  }

  it('with her hand still empty she draws two', () => {
    const s = ammoWaiting();
    resolve(s);
    expect(s.players[1].hand).toHaveLength(2);
  });

  it('a card in her hand meanwhile: nothing drawn, the skill fails, still face down', () => {
    const s = ammoWaiting();
    s.players[1].hand.push(s.deck.pop()!);
    const events = resolve(s);
    // The log names why (its narration reads the reason).
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'fizzle', fn: 'endlessAmmo', why: 'she holds cards again' }),
    );
    expect(s.players[1].hand).toHaveLength(1);
    expect(s.players[1].characterUp).toBe(false);
  });
});

// 译电员 速译 ①: 情报不会因翻开而变更传递方式 — what a scenario cannot show (views name no delivery
// of the intel in transit), checked on the state: a 密电 turned up travels on as a 密电.
describe('译电员 速译 ① — turned up, the intel keeps its way of travelling', () => {
  it('a 密电 turned up by 速译 is still a 密电, now face up', () => {
    used.clear();
    const intel = card('black intercept');
    const s = createGame({
      ruleset: 'zailin',
      players: 4,
      seed: 1,
      characters: true,
      setup: {
        camps: ['red', 'blue', 'red', 'blue'],
        characters: [null, null, 'cipherClerk', null],
        characterUp: [false, false, false, false],
        hands: [[intel], [], [], []],
        firstPlayer: 0,
        skipFirstDraw: true,
      },
    }).state;
    play(s, 0, { type: 'send', card: s.handleOf[intel] });
    expect(s.passing).toMatchObject({ delivery: 'secret', faceUp: false });
    play(s, 2, { type: 'skill', skill: 'speedReading', target: {} });
    play(s, 2, { type: 'choose', pick: { value: 'turnUp' } });
    expect(s.passing).toMatchObject({ card: intel, delivery: 'secret', faceUp: true });
  });
});
