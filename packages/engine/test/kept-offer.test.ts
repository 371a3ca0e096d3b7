// The kept offer (`keptCommands`, `applyKept`) at set positions: a driver that owns its state (a
// bot's search, the bench) takes a command from the list the engine built when it stopped, and
// applying it must do exactly what the same command does through `applyInPlace`. The plain path
// runs second, on a copy: playing any command keeps the offer of the state it leaves, so played
// first it would take the engine's one kept offer away from the state under test.
import { describe, expect, it } from 'vitest';
import {
  applyInPlace,
  applyKept,
  cloneState,
  createGame,
  keptCommands,
  legalCommands,
} from '../src/index.ts';
import type { Command, GameState, Seat, Setup } from '../src/index.ts';
import { formatCommand } from '../src/scenario/index.ts';

// Card ids of the standard deck (see deck.test.ts).
const RED_LOCK = 0;
const BLACK_LOCK = 6;
const BLACK_LURE = 16;

function game(setup: Setup, characters?: string[]): GameState {
  return createGame({
    ruleset: 'standard',
    players: 3,
    seed: 1,
    characters: characters !== undefined,
    setup: { firstPlayer: 0, skipFirstDraw: true, ...setup, ...(characters ? { characters } : {}) },
  }).state;
}

/** Play the offered command written `line` both ways; returns the kept path's result and the plain one's. */
function bothWays(s: GameState, seat: Seat, line: string) {
  const offered = keptCommands(s, seat);
  const cmd = offered.find((c) => formatCommand(s, seat, c) === line);
  if (!cmd) throw new Error(`${line} is not offered`);
  const copy = cloneState(s);
  const kept = applyKept(s, seat, cmd);
  const plain = applyInPlace(copy, seat, structuredClone(cmd));
  return { kept, plain, s, copy };
}

describe('a command applied from the kept offer does what the same command does when checked', () => {
  it('a 锁定 taken from the offer locks the player it was offered against, not another', () => {
    const s = game({ camps: ['red', 'blue', 'neutral'], hands: [[RED_LOCK]] });
    const { kept, plain, copy } = bothWays(s, 0, 'A: use red lock on B');
    expect(kept).toEqual(plain);
    expect(s).toEqual(copy);
  });

  it('大美女’s 爱情 taken from the offer is used as that skill', () => {
    const s = game({ camps: ['red', 'blue', 'neutral'], intel: [[], [BLACK_LOCK, BLACK_LURE, RED_LOCK]] }, [
      'beauty',
      'hitman',
      'blade',
    ]);
    const { kept, plain, copy } = bothWays(s, 0, 'A: skill beautyLove');
    expect(kept).toEqual(plain);
    expect(s).toEqual(copy);
  });
});

it('the kept offer hands out the very commands the engine built, in a new list each time', () => {
  // `applyKept` recognises a command of the offer by identity; a list built anew would hold
  // look-alikes that it checks again instead.
  const s = game({ camps: ['red', 'blue', 'neutral'], hands: [[RED_LOCK]] });
  const first: Command[] = keptCommands(s, 0);
  const second: Command[] = keptCommands(s, 0);
  expect(second).not.toBe(first);
  expect(second).toEqual(legalCommands(s, 0));
  second.forEach((c, i) => expect(c).toBe(first[i]));
});
