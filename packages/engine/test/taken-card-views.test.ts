// 钢铁特工 核燃机体 (风声再临, 001: 可将被你识破/离间的牌加入手牌): a card taken from the stack goes as the
// stack showed it. A face-down 试探 he takes keeps its face from everyone but him; a face-up card is
// seen by all.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, eventFor, getRuleset } from '../src/index.ts';
import type { Command, GameEvent, GameState } from '../src/index.ts';
import { scenarioGame } from '../src/scenario/index.ts';

function played(hand: string, use: string, counter: string): { s: GameState; taken: GameEvent } {
  const g = scenarioGame(`
name: a card used and countered, then taken by 钢铁特工
ruleset: zailin
players: 4
camps: [red, blue, red, blue]
characters: { A: none, B: none, C: 钢铁特工, D: none }
first: A
hands: { A: ['${hand}'], B: [blue lock], C: [red counter] }
commands: ['A: ${use}', 'C: use red counter on ${counter}', 'C: choose use']
`);
  if (!g.ok) throw new Error(g.errors.join('; '));
  // The runner hands its game options over untyped (they are the file's, read by zod).
  const { state: s } = createGame(g.options as Parameters<typeof createGame>[0]);
  const events: GameEvent[] = [];
  for (const c of g.commands) {
    const r = applyInPlace(s, c.seat, c.command as Command);
    if (!r.ok) throw new Error(r.error);
    events.push(...r.events);
  }
  const taken = events.find((e) => e.type === 'usedCardTaken');
  if (!taken) throw new Error('nothing was taken');
  return { s, taken };
}

const faceSeenBy = (s: GameState, e: GameEvent, viewer: number | 'spectator') =>
  (eventFor(s, e, viewer) as { card?: { face: unknown } }).card?.face ?? null;

describe('a card 钢铁特工 takes from the stack, as each seat is told', () => {
  it('a face-down 试探: its face only for him; the others see a card go to his hand', () => {
    const { s, taken } = played(
      'black probe blueDraws',
      'use black probe blueDraws on C',
      'black probe blueDraws',
    );
    expect(faceSeenBy(s, taken, 2)).not.toBeNull();
    for (const v of [0, 1, 3, 'spectator'] as const) expect(faceSeenBy(s, taken, v)).toBeNull();
  });

  it('the others are still told who took the card of which frame, by its handle, without its face', () => {
    const { s, taken } = played(
      'black probe blueDraws',
      'use black probe blueDraws on C',
      'black probe blueDraws',
    );
    if (taken.type !== 'usedCardTaken') throw new Error('not a taken card');
    const handle = s.handleOf[taken.card];
    for (const v of [0, 1, 3, 'spectator'] as const)
      expect(eventFor(s, taken, v)).toStrictEqual({
        type: 'usedCardTaken',
        seat: 2,
        frame: taken.frame,
        hiddenFace: true,
        card: { handle, face: null },
      });
  });

  it('a face-up 锁定: every seat sees it', () => {
    const { s, taken } = played('red lock', 'use red lock on B', 'red lock');
    for (const v of [0, 1, 2, 3, 'spectator'] as const) expect(faceSeenBy(s, taken, v)).not.toBeNull();
  });
});

describe('a card taken from the discard pile (福尔摩斯 线索: 从对方当前所弃牌中选择其中一张加入手牌)', () => {
  it('is told to every seat by its face: the discard pile is public', () => {
    const { s } = played('red lock', 'use red lock on B', 'red lock');
    const card = s.discard[0];
    const e = { type: 'fromDiscard', seat: 3, card, from: 2 } as GameEvent;
    for (const v of [0, 1, 2, 3, 'spectator'] as const)
      expect((eventFor(s, e, v) as { card?: { face: unknown } }).card?.face).toStrictEqual(
        getRuleset('zailin').cards[card],
      );
  });
});
