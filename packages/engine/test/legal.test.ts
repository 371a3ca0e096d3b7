// What each seat is offered (`legalCommands`): the list a bot picks from and a client shows as
// buttons. Scenarios check that a command is offered; these check the whole list and each
// command's exact shape, since an extra, missing or malformed entry is a button too many or too few.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, legalCommands } from '../src/index.ts';
import type { Command, GameState, Seat, Setup } from '../src/index.ts';
import { formatCommand, parseCommand } from '../src/scenario/index.ts';

// Card ids of the standard deck (see deck.test.ts): one of each face used here.
const RED_LOCK = 0;
const BLUE_LOCK = 3;
const BLACK_LOCK = 6;
const RED_LURE = 12;
const BLUE_LURE = 14;
const BLACK_LURE = 16;
const RED_INTERCEPT = 18;
const BLACK_INTERCEPT = 20;
const RED_BOUNCE = 26;
const BLACK_DECODE = 38;
const BLACK_COUNTER = 56;
const RED_PROBE_DISCARD = 66; // 试探 (红) 弃一张牌: a red player discards

function game(players: number, setup: Setup, characters?: string[]): GameState {
  return createGame({
    ruleset: 'standard',
    players,
    seed: 1,
    characters: characters !== undefined,
    setup: { firstPlayer: 0, skipFirstDraw: true, ...setup, ...(characters ? { characters } : {}) },
  }).state;
}

/** The seat's offers in scenario words, in the engine's order. */
function offers(s: GameState, seat: Seat): string[] {
  return legalCommands(s, seat).map((c) => formatCommand(s, seat, c));
}

function play(s: GameState, line: string): void {
  const p = parseCommand(line, s);
  if ('error' in p) throw new Error(p.error);
  const r = applyInPlace(s, p.seat, p.command);
  if (!r.ok) throw new Error(`${line}: ${r.error}`);
}

/** The handle a seat's view shows for a card id (handles change whenever a card moves). */
function handle(s: GameState, card: number): number {
  return s.handleOf[card];
}

describe('the priority holder is offered a pass and every card use with every target', () => {
  it('职业杀手 in his play phase: pass, 锁定 on each other player, 调虎离山 as 锁定, 试探', () => {
    const s = game(3, { camps: ['red', 'blue', 'neutral'], hands: [[RED_LURE, RED_LOCK, RED_INTERCEPT]] }, [
      'hitman',
      'beauty',
      'songstress',
    ]);
    expect(offers(s, 0)).toEqual([
      'A: pass',
      'A: use red lure as lock on B',
      'A: use red lure as lock on C',
      'A: use red lock on B',
      'A: use red lock on C',
    ]);
    // A card used as another function names it; a card used as itself does not.
    const cmds = legalCommands(s, 0);
    expect(cmds[1]).toStrictEqual({
      type: 'use',
      card: handle(s, RED_LURE),
      as: 'lock',
      target: { seat: 1 },
    });
    expect(cmds[3]).toStrictEqual({ type: 'use', card: handle(s, RED_LOCK), target: { seat: 1 } });
    expect(cmds[0]).toStrictEqual({ type: 'pass' });
  });

  it('the other seats are offered nothing while the current player holds priority', () => {
    const s = game(3, { camps: ['red', 'blue', 'neutral'], hands: [[RED_LOCK], [BLACK_LOCK], [RED_BOUNCE]] });
    expect(offers(s, 1)).toEqual([]);
    expect(offers(s, 2)).toEqual([]);
    expect(offers(s, 0)).toEqual(['A: pass', 'A: use red lock on B', 'A: use red lock on C']);
  });

  it('识破 names the waiting card it would cancel; 易先生 (洞察) may use a 退回 as one', () => {
    const s = game(
      3,
      { camps: ['red', 'blue', 'neutral'], hands: [[RED_LOCK], [BLACK_COUNTER, RED_BOUNCE]] },
      ['hitman', 'mrYi', 'blade'],
    );
    play(s, 'A: use red lock on B');
    expect(offers(s, 1)).toEqual([
      'B: pass',
      "B: use black counter on A's red lock",
      "B: use red bounce as counter on A's red lock",
    ]);
    const frame = s.window!.stack[0].id;
    expect(legalCommands(s, 1)[1]).toStrictEqual({
      type: 'use',
      card: handle(s, BLACK_COUNTER),
      target: { frame },
    });
    expect(offers(s, 0)).toEqual([]);
  });

  it('an active skill is offered as a skill command, passive skills are not', () => {
    const s = game(
      3,
      { camps: ['red', 'blue', 'neutral'], intel: [[], [BLACK_LOCK, BLACK_LURE, RED_LOCK]] },
      ['beauty', 'hitman', 'blade'],
    );
    expect(offers(s, 0)).toEqual(['A: pass', 'A: skill beautyLove']);
    expect(legalCommands(s, 0)[1]).toStrictEqual({ type: 'skill', skill: 'beautyLove' });
  });
});

describe('nothing is offered once the game is over', () => {
  it('after the third red intel reaches a red player, no seat has anything to do', () => {
    const s = game(3, {
      camps: ['blue', 'red', 'neutral'],
      hands: [[RED_LOCK]],
      intel: [[], [RED_LURE, RED_BOUNCE]],
    });
    play(s, 'A: pass');
    play(s, 'A: send red lock to B');
    expect(offers(s, 1)).toEqual(['B: accept', 'B: refuse']);
    play(s, 'B: accept');
    expect(s.result?.winners).toEqual([1]);
    for (const seat of [0, 1, 2]) expect(offers(s, seat)).toEqual([]);
  });
});

describe('sending intel (传递情报): each card, each way it may go', () => {
  const hand = [RED_LURE, RED_LOCK, RED_INTERCEPT]; // 文本, 直达, 密电

  it('text and secret intel go the default way; direct intel names each other player', () => {
    const s = game(4, { camps: ['red', 'blue', 'red', 'blue'], hands: [hand] });
    play(s, 'A: pass');
    expect(offers(s, 0)).toEqual([
      'A: send red lure',
      'A: send red lock to B',
      'A: send red lock to C',
      'A: send red lock to D',
      'A: send red intercept',
    ]);
    expect(legalCommands(s, 0)[0]).toStrictEqual({ type: 'send', card: handle(s, RED_LURE) });
    expect(legalCommands(s, 0)[1]).toStrictEqual({ type: 'send', card: handle(s, RED_LOCK), to: 1 });
    expect(offers(s, 1)).toEqual([]);
  });

  it('歌女 (逢缘) may also send each non-direct intel to the left', () => {
    const s = game(4, { camps: ['red', 'blue', 'red', 'blue'], hands: [hand] }, [
      'songstress',
      'hitman',
      'blade',
      'beret',
    ]);
    play(s, 'A: pass');
    expect(offers(s, 0)).toEqual([
      'A: send red lure',
      'A: send red lure (to the left)',
      'A: send red lock to B',
      'A: send red lock to C',
      'A: send red lock to D',
      'A: send red intercept',
      'A: send red intercept (to the left)',
    ]);
    expect(legalCommands(s, 0)[1]).toStrictEqual({ type: 'send', card: handle(s, RED_LURE), direction: -1 });
  });

  it('卧底警察 may also send a text intel as a secret one, and only a text one', () => {
    const s = game(4, { camps: ['red', 'blue', 'red', 'blue'], hands: [hand] }, [
      'undercoverCop',
      'hitman',
      'blade',
      'beret',
    ]);
    play(s, 'A: pass');
    expect(offers(s, 0)).toEqual([
      'A: send red lure',
      'A: send red lure (secret)',
      'A: send red lock to B',
      'A: send red lock to C',
      'A: send red lock to D',
      'A: send red intercept',
    ]);
    expect(legalCommands(s, 0)[1]).toStrictEqual({ type: 'send', card: handle(s, RED_LURE), secret: true });
  });
});

describe('a pending decision offers only its answers, to its seat only', () => {
  it('试探 弃一张牌: the red target is offered each card in hand to discard', () => {
    const s = game(3, { camps: ['red', 'red', 'blue'], hands: [[RED_PROBE_DISCARD], [RED_LURE, RED_LOCK]] });
    play(s, 'A: use red probe red discard1 on B');
    while (!s.decision) play(s, `${'ABC'[s.window!.priority]}: pass`);
    expect(s.decision.kind).toBe('discardCard');
    expect(offers(s, 1)).toEqual(['B: discard red lure', 'B: discard red lock']);
    expect(legalCommands(s, 1)[0]).toStrictEqual({ type: 'discard', card: handle(s, RED_LURE) });
    expect(offers(s, 0)).toEqual([]);
  });

  it('大美女 (爱情): each false intel not yet picked, and "done" only once two are picked', () => {
    const s = game(3, { camps: ['red', 'blue', 'neutral'], intel: [[], [BLACK_LOCK, BLACK_LURE]] }, [
      'beauty',
      'hitman',
      'blade',
    ]);
    play(s, 'A: skill 爱情');
    expect(offers(s, 0)).toEqual(['A: choose black lock', 'A: choose black lure']);
    expect(legalCommands(s, 0)[0]).toStrictEqual({ type: 'choose', pick: { card: handle(s, BLACK_LOCK) } });
    play(s, 'A: choose black lock');
    expect(offers(s, 0)).toEqual(['A: choose black lure']);
    expect(offers(s, 1)).toEqual([]);
    // The same card cannot be picked twice; the other one can.
    const again = applyInPlace(s, 0, { type: 'choose', pick: { card: handle(s, BLACK_LOCK) } });
    expect(again).toEqual({ ok: false, error: 'already picked' });
    play(s, 'A: choose black lure');
    expect(s.players[1].intel).toEqual([]);
  });

  it('刀锋 (嗜血): "use" or "done", then a card, then a living player', () => {
    const s = game(
      4,
      {
        camps: ['red', 'blue', 'red', 'blue'],
        hands: [[BLACK_INTERCEPT]],
        intel: [[], [BLACK_LURE, BLACK_DECODE]],
        deck: [RED_LOCK, BLUE_LOCK, RED_LURE, BLUE_LURE],
      },
      ['intelChief', 'sevenHundred', 'hitman', 'blade'],
    );
    play(s, 'A: send black intercept');
    play(s, 'B: accept');
    expect(offers(s, 3)).toEqual(['D: choose use', 'D: choose done']);
    expect(legalCommands(s, 3)).toStrictEqual([
      { type: 'choose', pick: { value: 'use' } },
      { type: 'choose' },
    ]);
    play(s, 'D: choose use');
    expect(offers(s, 3)).toEqual([
      'D: choose red lock',
      'D: choose blue lock',
      'D: choose red lure',
      'D: choose blue lure',
    ]);
    play(s, 'D: choose red lure');
    expect(offers(s, 3)).toEqual(['D: choose A', 'D: choose C', 'D: choose D']);
    expect(legalCommands(s, 3)[0]).toStrictEqual({ type: 'choose', pick: { seat: 0 } });
  });

  it('choosing characters (选将): the seat choosing is offered its two characters', () => {
    const s = createGame({
      ruleset: 'standard',
      players: 3,
      seed: 1,
      characters: true,
      setup: { camps: ['red', 'blue', 'neutral'], firstPlayer: 1 },
    }).state;
    const offer = s.players[1].offer;
    expect(offer).toHaveLength(2);
    expect(legalCommands(s, 1)).toStrictEqual(
      offer.map((character) => ({ type: 'chooseCharacter', character })),
    );
    expect(legalCommands(s, 0)).toEqual([]);
    expect(legalCommands(s, 2)).toEqual([]);
  });
});

// Kept for the record: a command list is plain data, the same however often it is asked for.
it('asking twice gives the same list (the scratch target list is emptied each time)', () => {
  const s = game(3, { camps: ['red', 'blue', 'neutral'], hands: [[RED_LOCK]] });
  const first: Command[] = legalCommands(s, 0);
  expect(legalCommands(s, 0)).toStrictEqual(first);
});
