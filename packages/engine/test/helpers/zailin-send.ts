// A 4-seat 风声再临 table (red, blue, red, blue) brought to seat 0's choice of the intel to send,
// holding the given cards: everyone passes through the play phase and the declaration's window.
import { applyInPlace, createGame, getRuleset, pending, view } from '../../src/index.ts';
import type { CardFace, GameState } from '../../src/index.ts';

/** The index of the first 风声再临 card matching `is`. */
export function zailinCard(is: (c: CardFace) => boolean): number {
  return getRuleset('zailin').cards.findIndex(is);
}

export function zailinAtSend(hand: number[]): GameState {
  const { state: s } = createGame({
    ruleset: 'zailin',
    players: 4,
    seed: 1,
    autoPass: false,
    setup: {
      camps: ['red', 'blue', 'red', 'blue'],
      hands: [hand, [], [], []],
      firstPlayer: 0,
      skipFirstDraw: true,
    },
  });
  while (pending(s)!.kind !== 'sendIntel') {
    const seat = pending(s)!.seat!;
    const legal = view(s, seat).legal;
    const r = applyInPlace(
      s,
      seat,
      legal.find((c) => c.type === 'pass') ?? legal.find((c) => c.type !== 'use')!,
    );
    if (!r.ok) throw new Error(r.error);
  }
  return s;
}
