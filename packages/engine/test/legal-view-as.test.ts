// A card a character's skill lets be used as another function (当作, view-as skills) is offered
// under each function it has, each once: the legal list is the client's buttons, so a function
// offered twice would be a second button for the same play.
import { expect, it } from 'vitest';
import { createGame, legalCommands } from '../src/index.ts';
import { formatCommand } from '../src/scenario/index.ts';

// Card ids of the standard deck (see deck.test.ts).
const BLACK_LOCK = 6;

it('贝雷帽 (换日): a black 锁定 is offered as the 锁定 it is, not a second time “as 锁定”', () => {
  const s = createGame({
    ruleset: 'standard',
    players: 3,
    seed: 1,
    characters: true,
    setup: {
      firstPlayer: 0,
      skipFirstDraw: true,
      camps: ['red', 'blue', 'neutral'],
      hands: [[BLACK_LOCK]],
      characters: ['beret', 'hitman', 'blade'],
    },
  }).state;
  expect(legalCommands(s, 0).map((c) => formatCommand(s, 0, c))).toEqual([
    'A: pass',
    'A: use black lock on B',
    'A: use black lock on C',
  ]);
});
