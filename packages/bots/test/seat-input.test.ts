// A bot gets its seat's view, its legal commands and the events its seat saw: nothing else.
import { describe, expect, it } from 'vitest';
import {
  applyInPlace,
  cloneState,
  createGame,
  eventsFor,
  legalCommands,
  pending,
  view,
} from '@fengsheng/engine';
import type { Command, EventView, GameOptions, GameState, GameView } from '@fengsheng/engine';
import { gameSeeds, heuristicBot, mulberry32, playGame } from '../src/index.ts';
import type { Bot, BotInput } from '../src/index.ts';

describe('what a bot is given', () => {
  it('has no way to the true state in its type', () => {
    const peek = (input: BotInput): unknown =>
      // @ts-expect-error a bot's input has no state
      input.state;
    expect(peek({ view: {} as GameView, legal: [], seen: [] })).toBeUndefined();
  });

  it('is exactly {view, legal, seen}: the seat view and the events that seat received, as the engine builds them', () => {
    for (const characters of [false, true]) {
      const { engineSeed, botSeed } = gameSeeds(9, characters ? 1 : 0);
      const options: GameOptions = {
        ruleset: 'standard',
        players: 5,
        seed: engineSeed,
        characters,
        expansion: characters,
      };
      const steps: { seat: number; view: GameView; legal: Command[]; seen: EventView[]; cmd: Command }[] = [];
      const recorder: Bot = {
        name: 'recorder',
        choose(input, rng) {
          expect(Object.keys(input).sort()).toEqual(['legal', 'seen', 'view']);
          expect(input.legal).toBe(input.view.legal);
          const cmd = heuristicBot.choose(input, rng);
          steps.push({
            seat: input.view.viewer as number,
            ...structuredClone({ view: input.view, legal: [...input.legal], seen: [...input.seen] }),
            cmd,
          });
          return cmd;
        },
      };
      const g = playGame(
        options,
        Array.from({ length: 5 }, () => recorder),
        botSeed,
      );
      expect(g.outcome).toBe('finished');
      // Replay with the engine, building each seat's view and log independently.
      const created = createGame(options);
      const state = created.state;
      const logs: EventView[][] = [0, 1, 2, 3, 4].map((s) => eventsFor(state, created.events, s));
      for (const step of steps) {
        expect(pending(state)!.seat).toBe(step.seat);
        expect(step.view).toEqual(view(state, step.seat));
        expect(step.legal).toEqual(legalCommands(state, step.seat));
        expect(step.seen).toEqual(logs[step.seat]);
        const r = applyInPlace(state, step.seat, step.cmd);
        expect(r.ok).toBe(true);
        if (r.ok) for (let s = 0; s < 5; s++) logs[s].push(...eventsFor(state, r.events, s));
      }
      expect(state.result).toEqual(g.result);
    }
  });

  it('decides the same when everything hidden from the seat is different', () => {
    let compared = 0;
    for (let game = 0; game < 6; game++) {
      const { engineSeed, botSeed } = gameSeeds(21, game);
      const created = createGame({ ruleset: 'standard', players: 5, seed: engineSeed });
      const state = created.state;
      const logs: EventView[][] = [0, 1, 2, 3, 4].map((s) => eventsFor(state, created.events, s));
      const rng = mulberry32(botSeed);
      while (!state.result && state.commandCount < 400) {
        const seat = pending(state)!.seat;
        const input: BotInput = {
          view: view(state, seat),
          legal: legalCommands(state, seat),
          seen: logs[seat],
        };
        const other = otherWorld(state, seat);
        if (other) {
          const otherInput: BotInput = {
            view: view(other, seat),
            legal: legalCommands(other, seat),
            seen: logs[seat],
          };
          expect(otherInput.view).toEqual(input.view);
          const a = heuristicBot.choose(input, mulberry32(compared));
          const b = heuristicBot.choose(otherInput, mulberry32(compared));
          expect(b).toEqual(a);
          compared++;
        }
        const cmd = heuristicBot.choose(input, rng);
        const r = applyInPlace(state, seat, cmd);
        expect(r.ok).toBe(true);
        if (r.ok) for (let s = 0; s < 5; s++) logs[s].push(...eventsFor(state, r.events, s));
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

/**
 * The same game as `seat` sees it, with what it cannot see changed: two other unrevealed players'
 * camps swapped, and another player's hand swapped with cards deep in the deck. Null if nothing can change.
 */
function otherWorld(s: GameState, seat: number): GameState | null {
  const t = cloneState(s);
  const others = t.players.filter((p) => p.seat !== seat && !p.revealed && p.camp !== t.players[seat].camp);
  const hidden = t.players.filter((p) => p.seat !== seat && p.alive && !p.lost && p.hand.length > 0);
  if (others.length < 2 || hidden.length === 0 || t.deck.length < 10 || t.passing) return null;
  const [a, b] = others;
  if (a.camp === b.camp) return null;
  [a.camp, b.camp] = [b.camp, a.camp];
  const h = hidden[hidden.length - 1];
  for (let i = 0; i < h.hand.length && i < t.deck.length; i++) {
    const c = h.hand[i];
    const handle = t.handleOf[c];
    h.hand[i] = t.deck[i];
    t.deck[i] = c;
    // The card now in the hand carries the handle the seat could have seen; the one in the deck none it knows.
    t.handleOf[c] = t.handleOf[h.hand[i]];
    t.handleOf[h.hand[i]] = handle;
  }
  return JSON.stringify(t) === JSON.stringify(s) ? null : t;
}
