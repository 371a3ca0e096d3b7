// 风声再临 特工: 「同时宣胜的特工共同获胜，特工宣胜会导致非特工玩家宣胜失败。」 One event can meet several players'
// victories at once (an exchange of intel checks both areas: core/exchange.ts). No card or
// character of the edition has been found to bring it about (合谍 keeps its user's true count and
// the other's when it gives a colour), so the rule is checked on the word itself: two areas
// checked one after the other, as an exchange does, then the declarations settled.
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, type GameEvent, type GameState } from '../src/index.ts';
import { checkIntelArea } from '../src/core/outcome.ts';
import { runNextTask } from '../src/core/tasks.ts';

const cards = getRuleset('zailin').cards;
/** An unused card of one colour (any function: only its colour counts as intel here). */
function card(colour: 'red' | 'blue', used: Set<number>): number {
  const id = cards.findIndex((f, i) => !used.has(i) && f.colour === colour);
  if (id < 0) throw new Error(`no ${colour} card left`);
  used.add(id);
  return id;
}

/** A 潜伏 (seat 0) at two red, and two 特工 (seats 1, 2) at five true intel each. */
function table(camps: ('red' | 'blue' | 'neutral')[]): { s: GameState; used: Set<number> } {
  const used = new Set<number>();
  const five = () => (['red', 'blue', 'red', 'blue', 'red'] as const).map((c) => card(c, used));
  const { state: s } = createGame({
    ruleset: 'zailin',
    players: 4,
    seed: 1,
    characters: true,
    setup: {
      camps,
      characters: [null, null, null, null],
      characterUp: [true, true, true, true],
      intel: [[card('red', used), card('red', used)], five(), five(), []],
      firstPlayer: 3,
      skipFirstDraw: true,
    },
  });
  return { s, used };
}

/** Give each seat one more intel, check the areas in that order, settle the agenda. */
function atOnce(s: GameState, gains: [number, number][]): GameEvent[] {
  const out: GameEvent[] = [];
  for (const [seat, c] of gains) s.players[seat].intel.push(c);
  for (const [seat] of gains) checkIntelArea(s, seat, seat, out);
  while (s.tasks.length > 0 && !s.result) runNextTask(s, out);
  return out;
}

describe('风声再临: declarations made at once', () => {
  it('a 特工 declaring makes the 潜伏 declaring with them fail, whichever was checked first', () => {
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const { s, used } = table(['red', 'neutral', 'blue', 'blue']);
      const gain: Record<number, number> = { 0: card('red', used), 1: card('blue', used) };
      const out = atOnce(
        s,
        order.map((seat) => [seat, gain[seat]]),
      );
      expect(s.result?.winners).toEqual([1]);
      expect(s.result?.declarer).toBe(1);
      expect(out).toContainEqual({ type: 'declareFailed', seat: 0, by: 1 });
    }
  });

  it('the 特工 wins by the mission of 特工, even when the 潜伏 declaring by intel is settled first', () => {
    // Checked in this order, the 潜伏's declaration (by three red) is the last pushed, so the first
    // settled: the game still ends as the 特工's win, by mission, not by the 潜伏's intel.
    const { s, used } = table(['red', 'neutral', 'blue', 'blue']);
    const out = atOnce(s, [
      [1, card('blue', used)],
      [0, card('red', used)],
    ]);
    const over = out.find((e) => e.type === 'gameOver');
    expect(over).toMatchObject({ result: { winners: [1], camps: [], reason: 'mission', declarer: 1 } });
  });

  it('two 特工 declaring at once win together', () => {
    const { s, used } = table(['red', 'neutral', 'neutral', 'blue']);
    const out = atOnce(s, [
      [1, card('red', used)],
      [2, card('blue', used)],
    ]);
    expect([...s.result!.winners].sort()).toEqual([1, 2]);
    expect(out.filter((e) => e.type === 'declareFailed')).toEqual([]);
  });

  it('without a 特工 among them, the declarations are settled one by one as before', () => {
    const { s, used } = table(['red', 'blue', 'blue', 'neutral']);
    s.players[1].intel = [card('blue', used), card('blue', used)];
    const out = atOnce(s, [
      [0, card('red', used)],
      [1, card('blue', used)],
    ]);
    expect(s.result?.camps).toHaveLength(1);
    expect(out.filter((e) => e.type === 'declareFailed')).toEqual([]);
  });
});
