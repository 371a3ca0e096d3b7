// Issue 17's later tactics (heuristic/tactics.ts): keeping a card to send, players one false intel
// from death, 锁定 used through a view-as skill, and 识破 through one. Each in a fixed situation of
// the standard edition, and each seen to go away when that one tactic is turned off.
import { describe, expect, it } from 'vitest';
import { createGame, pending, view } from '@fengsheng/engine';
import type { Camp, CardId, Command } from '@fengsheng/engine';
import { createHeuristicBot, heuristicBot, mulberry32, TACTICS } from '../src/index.ts';
import type { Bot, Tactics } from '../src/index.ts';
import { cardPicker, step, tableOf } from './helpers/tables.ts';
import type { Table } from './helpers/tables.ts';

const picker = (): ReturnType<typeof cardPicker> => cardPicker('standard');
const CAMPS: Camp[] = ['red', 'blue', 'red', 'blue', 'neutral'];

function game(
  hands: CardId[][],
  intel: CardId[][],
  firstPlayer: number,
  characters?: (string | null)[],
): Table {
  const created = createGame({
    ruleset: 'standard',
    players: 5,
    seed: 7,
    characters: characters !== undefined,
    setup: {
      camps: CAMPS,
      hands,
      intel,
      firstPlayer,
      skipFirstDraw: true,
      ...(characters ? { characters, characterUp: characters.map((c) => c !== null) } : {}),
    },
  });
  return tableOf(created);
}

function ask(g: Table, seat: number, bot: Bot = heuristicBot, seed = 1): Command {
  const v = view(g.state, seat);
  return bot.choose({ view: v, legal: v.legal, seen: g.logs[seat] }, mulberry32(seed));
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

describe('heuristic tactics: sends, near death, aimed locks, counters (issue 17)', () => {
  // Seat 0 (red) in its play phase: its red 试探 is the only card it can send well (a blue 文本 would
  // hand seat 1 its third blue, a false 文本 would come back), so it keeps it rather than probing.
  it('keeps the one card it can send well rather than spending it before the send', () => {
    const pick = picker();
    const probe = pick('probe', 'red');
    const g = game(
      [
        [probe, pick('bounce', 'blue'), pick('lure', 'black')],
        [pick('counter', 'red')],
        [pick('counter', 'red')],
        [pick('counter', 'blue')],
        [pick('counter', 'blue')],
      ],
      [[], [pick('decode', 'blue'), pick('decode', 'blue')], [], [], []],
      0,
    );
    expect(ask(g, 0)).toEqual({ type: 'pass' });
    expect(ask(g, 0, without('keepSend'))).toMatchObject({ type: 'use', card: h(g, probe) });
  });

  // Seat 0 (red) sends; seat 1, next on the way, has two false intel: it will not take a face-down
  // intel it may refuse, so a false 密电 is no kill there and goes on round the table.
  it('does not count on a player at two false intel taking a face-down false intel', () => {
    const pick = picker();
    const black = pick('intercept', 'black');
    const red = pick('decode', 'red');
    const g = game(
      [
        [black, red],
        [pick('counter', 'red')],
        [pick('counter', 'red')],
        [pick('counter', 'blue')],
        [pick('counter', 'blue')],
      ],
      [[], [pick('lure', 'black'), pick('bounce', 'black')], [], [], []],
      0,
    );
    while (pending(g.state)!.kind === 'priority') step(g, pending(g.state)!.seat, { type: 'pass' });
    expect(ask(g, 0)).toEqual({ type: 'send', card: h(g, red) });
    expect(ask(g, 0, without('nearDeath'))).toEqual({ type: 'send', card: h(g, black) });
  });

  // Seat 0 (red, 刀锋: 试探 and 退回 may be used as 锁定) holds a 试探 and a red 密电; seat 1, next on
  // the way, has two red intel: locking it makes it take the red, a win if it is red.
  it('uses a 试探 as 锁定 (亮剑) to force a red intel onto a player at two red', () => {
    const pick = picker();
    const probe = pick('probe', 'black');
    const g = game(
      [
        [probe, pick('decode', 'red')],
        [pick('probe', 'blue')],
        [pick('probe', 'blue')],
        [pick('probe', 'red')],
        [pick('probe', 'blue')],
      ],
      [[], [pick('intercept', 'red'), pick('bounce', 'red')], [], [], []],
      0,
      ['blade', null, null, null, null],
    );
    for (const seed of [1, 2, 3]) {
      expect(ask(g, 0, heuristicBot, seed)).toEqual({
        type: 'use',
        card: h(g, probe),
        as: 'lock',
        target: { seat: 1 },
      });
      expect(ask(g, 0, without('lockIntent'), seed)).toEqual({ type: 'pass' });
    }
  });

  // Seat 1 locks seat 0 (易先生, face up: 退回 and 截获 may be used as 识破), who has two false intel
  // and no 识破 card: it counters with its 退回.
  it('counters a lethal 锁定 with a 退回 used as 识破 (洞察)', () => {
    const pick = picker();
    const lock = pick('lock', 'black');
    const bounce = pick('bounce', 'red');
    const g = game(
      [
        [bounce, pick('probe', 'red'), pick('probe', 'blue')],
        [lock, pick('intercept', 'black'), pick('probe', 'red')],
        [pick('probe', 'blue')],
        [pick('probe', 'red')],
        [pick('probe', 'blue')],
      ],
      [[pick('intercept', 'black'), pick('intercept', 'black')], [], [], [], []],
      1,
      ['mrYi', null, null, null, null],
    );
    step(g, 1, { type: 'use', card: h(g, lock), target: { seat: 0 } });
    passTo(g, 0);
    const lockFrame = g.state.window!.stack.find((f) => f.fn === 'lock')!.id;
    for (const seed of [1, 2, 3]) {
      expect(ask(g, 0, heuristicBot, seed)).toEqual({
        type: 'use',
        card: h(g, bounce),
        as: 'counter',
        target: { frame: lockFrame },
      });
      expect(ask(g, 0, without('asCounter'), seed)).toEqual({ type: 'pass' });
    }
  });

  // Seat 0 (red) must send: a face-up false 文本 that nobody takes comes back to it (a false intel
  // in front of itself), while a face-up blue 文本 may feed a blue player its second blue. It sends
  // the blue; without the tactic the returning false intel looks the cheaper.
  it('does not send a face-up false 文本 round the table only to take it back', () => {
    const pick = picker();
    const black = pick('bounce', 'black');
    const blue = pick('bounce', 'blue');
    const g = game(
      [
        [black, blue],
        [pick('counter', 'red')],
        [pick('counter', 'red')],
        [pick('counter', 'blue')],
        [pick('counter', 'blue')],
      ],
      [[], [pick('decode', 'blue')], [], [pick('decode', 'blue')], []],
      0,
    );
    while (pending(g.state)!.kind === 'priority') step(g, pending(g.state)!.seat, { type: 'pass' });
    for (const seed of [1, 2, 3]) {
      expect(ask(g, 0, heuristicBot, seed)).toEqual({ type: 'send', card: h(g, blue) });
      expect(ask(g, 0, without('returnedBlack'), seed)).toEqual({ type: 'send', card: h(g, black) });
    }
  });
});
