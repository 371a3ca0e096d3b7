// A game is its options plus its commands (how a server restores a room and a reviewer replays a
// game): replaying the log rebuilds the same table and the same events, and a log with a command
// the rules refuse is rejected, naming the command, never replayed past it.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, replay } from '../src/index.ts';
import type { GameEvent, GameOptions } from '../src/index.ts';

const options: GameOptions = {
  ruleset: 'standard',
  players: 3,
  seed: 7,
  setup: { camps: ['red', 'blue', 'neutral'], hands: [[0], [], []], firstPlayer: 0, skipFirstDraw: true },
};

describe('replay', () => {
  it('rebuilds the table and the events of the commands played', () => {
    const { state, events } = createGame(options);
    const all: GameEvent[] = [...events];
    const log = [
      { seat: 0, command: { type: 'pass' as const } },
      { seat: 0, command: { type: 'send' as const, card: state.handleOf[0], to: 1 } },
      { seat: 1, command: { type: 'accept' as const } },
    ];
    for (const { seat, command } of log) {
      const r = applyInPlace(state, seat, command);
      if (!r.ok) throw new Error(r.error);
      all.push(...r.events);
    }
    const again = replay(options, log);
    expect(again.state).toEqual(state);
    expect(again.events).toEqual(all);
    expect(again.state.players[1].intel).toEqual([0]);
  });

  it('refuses a log with a command the rules reject, naming it', () => {
    const log = [
      { seat: 0, command: { type: 'pass' as const } },
      { seat: 2, command: { type: 'pass' as const } },
    ];
    expect(() => replay(options, log)).toThrow(/^replay: command 1 by seat 2 was rejected: .+/);
  });
});
