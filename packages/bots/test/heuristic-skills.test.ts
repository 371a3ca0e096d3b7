// The heuristic with characters' active skills (lookahead.ts): it uses a skill that wins, and it
// declines one that would hand an enemy its winning intel. Both tables are 风声再临 scenarios.
import { describe, expect, it } from 'vitest';
import { createGame, pending, view } from '@fengsheng/engine';
import type { Camp, CardId, Command } from '@fengsheng/engine';
import { heuristicBot, mulberry32 } from '../src/index.ts';
import { cardPicker, step, tableOf } from './helpers/tables.ts';
import type { Table } from './helpers/tables.ts';

const picker = (): ReturnType<typeof cardPicker> => cardPicker('zailin');

function table(
  camps: Camp[],
  characters: (string | null)[],
  hands: CardId[][],
  intel: CardId[][],
  characterUp?: boolean[],
): Table {
  const created = createGame({
    ruleset: 'zailin',
    players: camps.length,
    seed: 11,
    characters: true,
    setup: { camps, hands, intel, characters, characterUp, firstPlayer: 0, skipFirstDraw: true },
  });
  return tableOf(created);
}

function ask(t: Table, seat: number, seed = 1): Command {
  const v = view(t.state, seat);
  return heuristicBot.choose({ view: v, legal: v.legal, seen: t.logs[seat] }, mulberry32(seed));
}

/** Seat 0 passes its play step and sends `card` face up to seat 1, who accepts it. */
function sendAndAccept(t: Table, card: CardId): void {
  while (pending(t.state)!.kind === 'priority' && pending(t.state)!.seat === 0) step(t, 0, { type: 'pass' });
  step(t, 0, { type: 'send', card: t.state.handleOf[card] });
  while (pending(t.state)!.kind !== 'receiveIntel') step(t, pending(t.state)!.seat, { type: 'pass' });
  step(t, 1, { type: 'accept' });
}

describe('heuristic bot with characters’ active skills', () => {
  it('uses 截上截 to receive the red intel that wins for its camp', () => {
    const pick = picker();
    const sent = pick('swap', 'red');
    const t = table(
      ['red', 'blue', 'red', 'blue'],
      [null, null, 'emeiPeak', null],
      [
        [sent, pick('lock', 'blue')],
        [pick('lure', 'black')],
        [pick('lure', 'blue')],
        [pick('decode', 'black')],
      ],
      [[], [], [pick('lock', 'red'), pick('decode', 'red')], []],
      [false, false, false, false],
    );
    sendAndAccept(t, sent);
    const p = pending(t.state)!;
    expect(p).toMatchObject({ kind: 'priority', seat: 2 });
    const offered = view(t.state, 2).legal.filter((c) => c.type === 'skill');
    expect(offered).toContainEqual({ type: 'skill', skill: 'doubleIntercept', target: { seat: 1 } });
    for (const seed of [1, 2, 3])
      expect(ask(t, 2, seed)).toMatchObject({ type: 'skill', skill: 'doubleIntercept' });
  });

  it('declines 合谍 when the only exchange offered first would give a likely enemy its third blue', () => {
    const pick = picker();
    const sent = pick('lure', 'black');
    const myBlue = pick('lock', 'blue');
    const theirBlack = pick('decode', 'black');
    const t = table(
      ['red', 'blue', 'red', 'blue'],
      ['oldGun', null, null, null],
      [
        [sent, pick('lock', 'black')],
        [pick('lure', 'red')],
        [pick('lure', 'blue')],
        [pick('decode', 'black')],
      ],
      [[myBlue], [theirBlack, pick('decode', 'blue'), pick('intercept', 'blue')], [], []],
    );
    sendAndAccept(t, sent);
    // Seat 2 holds a card and answers first: it passes.
    while (pending(t.state)!.seat !== 0) step(t, pending(t.state)!.seat, { type: 'pass' });
    expect(pending(t.state)).toMatchObject({ kind: 'priority', seat: 0 });
    const offered = view(t.state, 0).legal.filter((c) => c.type === 'skill');
    // Exchanging his blue for seat 1's black would leave seat 1 with three blue.
    expect(offered[0]).toEqual({
      type: 'skill',
      skill: 'collusion',
      target: { intel: t.state.handleOf[theirBlack] },
    });
    for (const seed of [1, 2, 3]) expect(ask(t, 0, seed)).not.toMatchObject({ type: 'skill' });
  });
});
