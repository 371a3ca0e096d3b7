// Determinization: sampled hidden states agree with everything the seat sees.
import { describe, expect, it } from 'vitest';
import { getRuleset, view } from '@fengsheng/engine';
import type { GameOptions } from '@fengsheng/engine';
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
            for (let i = 0; i < 2; i++) {
              const s = sample(k!, rng);
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
  });
});
