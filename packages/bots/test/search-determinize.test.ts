// Determinization: sampled hidden states agree with everything the seat sees.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, eventsFor, getRuleset, pending, view } from '@fengsheng/engine';
import type { EventView, Frame, GameOptions } from '@fengsheng/engine';
import { gameSeeds, heuristicBot, mulberry32, playGame } from '../src/index.ts';
import type { Bot } from '../src/index.ts';
import { knowledge, sample, unsupported } from '../src/search/determinize.ts';

describe('determinization', () => {
  it('samples states whose view for the seat equals the real view, over many positions', () => {
    const rng = mulberry32(7);
    let checked = 0;
    let unsupportedCount = 0;
    for (let g = 0; g < 12; g++) {
      const { engineSeed, botSeed } = gameSeeds(3, g);
      const options: GameOptions = { ruleset: 'standard', players: 3 + (g % 7), seed: engineSeed };
      const checker: Bot = {
        name: 'checker',
        choose(input, r) {
          if (unsupported(input)) unsupportedCount++;
          else {
            const k = knowledge(input);
            expect(k).not.toBeNull();
            // The second sample draws a face-down intel in transit as its sender would (`sent`).
            for (let i = 0; i < 2; i++) {
              const s = sample(k!, rng, i === 1);
              expect(s).not.toBeNull();
              const me = input.view.viewer as number;
              expect(view(s!, me)).toEqual(input.view);
              // Every card is in exactly one zone.
              const all = [
                ...s!.deck,
                ...s!.discard,
                ...s!.removed,
                ...s!.players.flatMap((p) => [...p.hand, ...p.intel]),
                ...(s!.passing ? [s!.passing.card] : []),
                ...(s!.window?.stack.filter((f) => f.card >= 0).map((f) => f.card) ?? []),
              ].sort((a, b) => a - b);
              expect(all).toEqual(getRuleset('standard').cards.map((_, c) => c));
              checked++;
            }
          }
          return heuristicBot.choose(input, r);
        },
      };
      const played = playGame(
        options,
        Array.from({ length: options.players }, () => checker),
        botSeed,
      );
      expect(played.outcome).toBe('finished');
    }
    expect(checked).toBeGreaterThan(500);
    expect(unsupportedCount).toBe(0);
  }, 120_000); // about 6 s on a quiet machine; a loaded one takes several times that

  it('rebuilds what the view leaves out but the seat can infer (priority, passes, the passing, the agenda) as it is', () => {
    const rng = mulberry32(8);
    let compared = 0;
    // Cards with the same face are interchangeable: compare the intel a frame targets by its face.
    const cards = getRuleset('standard').cards;
    // While the stack resolves, priority and passes are never read (resolving resets them).
    const idle = (w: { resolving: boolean; priority: number; passes: number }): object =>
      w.resolving ? { priority: 0, passes: 0 } : {};
    const norm = (f: Frame): unknown => ({
      ...f,
      card: 0,
      target: { ...f.target, card: f.target.card === undefined ? undefined : cards[f.target.card] },
    });
    for (let g = 0; g < 8; g++) {
      const { engineSeed, botSeed } = gameSeeds(4, g);
      const options: GameOptions = { ruleset: 'standard', players: 4 + (g % 5), seed: engineSeed };
      const created = createGame(options);
      const s = created.state;
      const logs: EventView[][] = s.players.map((_, seat) => eventsFor(s, created.events, seat));
      const botRng = mulberry32(botSeed);
      while (!s.result) {
        const seat = pending(s)!.seat;
        const v = view(s, seat);
        const input = { view: v, legal: v.legal, seen: logs[seat] };
        const k = knowledge(input)!;
        const d = sample(k, rng)!;
        expect(d.window && { ...d.window, ...idle(d.window), stack: d.window.stack.map(norm) }).toEqual(
          s.window && { ...s.window, ...idle(s.window), stack: s.window.stack.map(norm) },
        );
        expect(d.tasks).toEqual(s.tasks);
        expect(d.decision).toEqual(s.decision);
        expect(d.passing && { ...d.passing, card: 0 }).toEqual(s.passing && { ...s.passing, card: 0 });
        compared++;
        const r = applyInPlace(s, seat, heuristicBot.choose(input, botRng));
        expect(r.ok).toBe(true);
        if (r.ok) for (let q = 0; q < logs.length; q++) logs[q].push(...eventsFor(s, r.events, q));
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});
