// Issue 17's tactics (heuristic/tactics.ts), each in a fixed situation of the standard edition, and
// each seen to go away when that one tactic is turned off (or in `baseline`, which has none).
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, pending, view } from '@fengsheng/engine';
import type { Camp, CardId, Command } from '@fengsheng/engine';
import { baselineBot, createHeuristicBot, heuristicBot, mulberry32, TACTICS } from '../src/index.ts';
import type { Bot, Tactics } from '../src/index.ts';
import { frameValue } from '../src/heuristic/choose-play.ts';
import { makeCtx } from '../src/heuristic/evaluate.ts';
import { cardPicker, step, tableOf } from './helpers/tables.ts';
import type { Table } from './helpers/tables.ts';

const picker = (): ReturnType<typeof cardPicker> => cardPicker('standard');

function game(camps: Camp[], hands: CardId[][], intel: CardId[][], firstPlayer: number): Table {
  const created = createGame({
    ruleset: 'standard',
    players: camps.length,
    seed: 7,
    setup: { camps, hands, intel, firstPlayer, skipFirstDraw: true },
  });
  return tableOf(created);
}

function ask(g: Table, seat: number, bot: Bot = heuristicBot): Command {
  const v = view(g.state, seat);
  return bot.choose({ view: v, legal: v.legal, seen: g.logs[seat] }, mulberry32(1));
}

/** Everyone but `seat` passes until `seat` holds priority. */
function passTo(g: Table, seat: number): void {
  for (let i = 0; i < 20; i++) {
    const p = pending(g.state)!;
    if (p.seat === seat) return;
    step(g, p.seat, { type: 'pass' });
  }
  throw new Error(`seat ${seat} never got priority`);
}

const without = (k: keyof Tactics): Bot => createHeuristicBot(`no-${k}`, { ...TACTICS, [k]: false });
const h = (g: Table, c: CardId): number => g.state.handleOf[c];

describe('heuristic tactics (issue 17)', () => {
  // Seat 1 (its camp unknown to seat 0) locks seat 0, who has two false intel and holds a 识破.
  function lethalLock(allyCounters = false) {
    const pick = picker();
    const lock = pick('lock', 'black');
    const counter = pick('counter', 'red');
    const g = game(
      ['red', 'blue', 'red', 'blue', 'neutral'],
      [
        [counter, pick('probe', 'red'), pick('probe', 'blue')],
        [lock, pick('intercept', 'black'), pick('probe', 'red')],
        [pick('counter', 'blue'), pick('probe', 'blue')],
        [pick('probe', 'red')],
        [pick('probe', 'blue')],
      ],
      [[pick('intercept', 'black'), pick('intercept', 'black')], [], [], [], []],
      1,
    );
    step(g, 1, { type: 'use', card: h(g, lock), target: { seat: 0 } });
    if (allyCounters) {
      // Seat 2 (an ally seat 0 cannot tell) counters the lock first.
      passTo(g, 2);
      const lockFrame = g.state.window!.stack.find((f) => f.fn === 'lock')!.id;
      step(
        g,
        2,
        view(g.state, 2).legal.find((c) => c.type === 'use' && c.target?.frame === lockFrame)!,
      );
    }
    passTo(g, 0);
    return { g, counter: h(g, counter) };
  }

  it('counters a lethal 锁定 on itself from a player who is not a known ally', () => {
    const { g, counter } = lethalLock();
    expect(ask(g, 0)).toMatchObject({ type: 'use', card: counter });
    expect(ask(g, 0, without('lethalLock'))).toEqual({ type: 'pass' });
    expect(ask(g, 0, baselineBot)).toEqual({ type: 'pass' });
  });

  // Seat 1 locks seat 2, one false intel from death, before sending. Seat 0 (red) holds seat 1 for
  // blue at 90% and seat 2 for red at 40%: on those odds alone seat 2's death is worth nothing to
  // red. But a player seldom locks a teammate one false intel from death: the lock makes seat 2
  // likely red, so it is a threat to red that seat 0 should want countered.
  it("reads a lethal 锁定 as saying its target is not of the locker's camp", () => {
    const pick = picker();
    const lock = pick('lock', 'black');
    const g = game(
      ['red', 'blue', 'red', 'blue', 'neutral'],
      [[pick('counter', 'red')], [lock, pick('probe', 'red')], [pick('probe', 'blue')], [], []],
      [[], [], [pick('intercept', 'black'), pick('intercept', 'black')], [], []],
      1,
    );
    step(g, 1, { type: 'use', card: h(g, lock), target: { seat: 2 } });
    passTo(g, 0);
    const v = view(g.state, 0);
    const ctx = makeCtx({ view: v, legal: v.legal, seen: g.logs[0] });
    ctx.P[1] = [0.1, 0.9, 0];
    ctx.P[2] = [0.4, 0.6, 0];
    const lockFrame = v.window!.stack.find((f) => f.fn === 'lock')!;
    // Read so: about -17 (the death of a likely red); on the odds alone: about 0.
    expect(frameValue(ctx, lockFrame)).toBeLessThan(-15);
  });

  it('does not put a second 识破 on a 锁定 a standing 识破 already cancels', () => {
    const { g } = lethalLock(true);
    const lockFrame = g.state.window!.stack.find((f) => f.fn === 'lock')!.id;
    const again = (c: Command) => c.type === 'use' && c.target?.frame === lockFrame;
    expect(view(g.state, 0).legal.some(again)).toBe(true);
    expect(again(ask(g, 0))).toBe(false);
    expect(again(ask(g, 0, without('stackAware')))).toBe(true);
  });

  // Seat 0 (red, one false intel in front of it) sends: a face-up false 文本 would only come back to it.
  it('does not send a face-up false intel by 文本 that nobody would take', () => {
    const pick = picker();
    const blackText = pick('lure', 'black');
    const blueSecret = pick('intercept', 'blue');
    const g = game(
      ['red', 'blue', 'red', 'blue', 'neutral'],
      [
        [blackText, blueSecret],
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [pick('probe', 'red')],
        [pick('probe', 'red')],
      ],
      [[pick('intercept', 'black')], [], [], [], []],
      0,
    );
    while (pending(g.state)!.kind === 'priority') step(g, pending(g.state)!.seat, { type: 'pass' });
    expect(ask(g, 0)).not.toMatchObject({ card: h(g, blackText) });
    expect(ask(g, 0, without('acceptByCamp'))).toMatchObject({ type: 'send', card: h(g, blackText) });
  });

  // Seat 0 (red) may 试探 in its play phase with a 抽二张牌 or a 弃一张手牌 bet on blue, the other camp.
  it('bets on the other camp with the 试探 that takes a card, not the one that hands two', () => {
    const probe = (effect: 'draw2' | 'discard1'): CardId =>
      getRuleset('standard').cards.findIndex(
        (f) => f.fn === 'probe' && f.probe?.camp === 'blue' && f.probe.effect === effect,
      );
    const pick = picker();
    const [draw2, discard1] = [probe('draw2'), probe('discard1')];
    const g = game(
      ['red', 'blue', 'red', 'blue', 'neutral'],
      [
        [draw2, discard1, pick('intercept', 'red')],
        [pick('bounce', 'red')],
        [pick('bounce', 'red')],
        [pick('bounce', 'blue')],
        [pick('bounce', 'blue')],
      ],
      [[], [], [], [], []],
      0,
    );
    expect(ask(g, 0)).toMatchObject({ type: 'use', card: h(g, discard1) });
    expect(ask(g, 0, without('probeGift'))).toMatchObject({ type: 'use', card: h(g, draw2) });
  });
});
