// 增援 draws (black intel + 1) cards and costs itself. When the deck and the discard pile may hold
// no other card to draw, it only draws back copies of itself: the heuristic keeps it, so that a bot
// holding several never plays them round and round (新手场 games stalled so at 5,000 commands, two
// hands holding nearly every card). With other cards to draw it still plays it.
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, view } from '@fengsheng/engine';
import { heuristicBot, mulberry32 } from '../src/index.ts';
import { cardPicker } from './helpers/tables.ts';

const cards = getRuleset('online').cards;

const picker = (): ReturnType<typeof cardPicker> => cardPicker('online');

/**
 * Seat 0's first command in its play phase, holding 增援 and two 试探, with `deckSize` other cards
 * left to draw and `copiesDiscarded` other 增援 in the discard pile; every other card is out.
 */
function firstPlay(deckSize: number, copiesDiscarded = 0) {
  const pick = picker();
  const reinforce = pick('reinforce', 'red');
  const hand = [reinforce, pick('probe', 'red'), pick('probe', 'blue')];
  const discard = cards
    .map((_, id) => id)
    .filter((id) => cards[id].fn === 'reinforce' && id !== reinforce)
    .slice(0, copiesDiscarded);
  const deck = cards
    .map((_, id) => id)
    .filter((id) => !hand.includes(id) && cards[id].fn !== 'reinforce')
    .slice(0, deckSize);
  const { state } = createGame({
    ruleset: 'online',
    players: 4,
    seed: 3,
    mode: 'novice',
    setup: {
      camps: ['red', 'blue', 'red', 'blue'],
      hands: [hand, [], [], []],
      deck,
      discard,
      rest: 'removed',
      firstPlayer: 0,
      skipFirstDraw: true,
    },
  });
  const v = view(state, 0);
  const command = heuristicBot.choose({ view: v, legal: v.legal, seen: [] }, mulberry32(1));
  return { command, reinforce: state.handleOf[reinforce], offered: v.legal };
}

describe('the heuristic and 增援 (网络版)', () => {
  it('keeps 增援 when the piles may hold no other card to draw (the unseen copies may be in the deck)', () => {
    const { command, reinforce, offered } = firstPlay(1);
    // It is offered: keeping it is the bot's choice, not the rules'.
    expect(offered.some((c) => c.type === 'use' && c.card === reinforce)).toBe(true);
    expect(command).not.toMatchObject({ type: 'use', card: reinforce });
  });

  it('keeps 增援 when the discard pile holds only copies of it: they are not cards to draw', () => {
    // Three cards in the piles, but two are 增援 and the last unseen copy may be the deck's card.
    const { command, reinforce } = firstPlay(1, 2);
    expect(command).not.toMatchObject({ type: 'use', card: reinforce });
  });

  it('plays 增援 when there are cards to draw', () => {
    const { command, reinforce } = firstPlay(10);
    expect(command).toMatchObject({ type: 'use', card: reinforce });
  });
});
