// The search bot with characters: samples agree with the seat's view at sending and receiving
// intel in every edition, and the bot searches there and plays whole games.
import { describe, expect, it } from 'vitest';
import {
  applyInPlace,
  createGame,
  eventsFor,
  getRuleset,
  legalCommands,
  pending,
  view,
} from '@fengsheng/engine';
import type { EventView, GameOptions, GameState } from '@fengsheng/engine';
import { gameSeeds, heuristicBot, mulberry32, playGame, searchBot, searchChoose } from '../src/index.ts';
import type { Bot, BotInput, SearchStats } from '../src/index.ts';
import { TACTICS } from '../src/heuristic/tactics.ts';
import { knowledge, sample, unsupported, withCharacters } from '../src/search/determinize.ts';

/** Every card id of the edition, each in exactly one zone of the state. */
function zones(s: GameState): number[] {
  return [
    ...s.deck,
    ...s.discard,
    ...s.removed,
    ...s.dealPool,
    ...s.players.flatMap((p) => [...p.hand, ...p.intel]),
    ...(s.passing ? [s.passing.card] : []),
    ...(s.window?.stack.filter((f) => f.card >= 0).map((f) => f.card) ?? []),
  ].sort((a, b) => a - b);
}

/** Every send/receive decision of a few games played by the heuristic, with the seat's input. */
function decisions(ruleset: string, games: number, seed: number, visit: (input: BotInput) => void): void {
  for (let g = 0; g < games; g++) {
    const { engineSeed, botSeed } = gameSeeds(seed, g);
    const options: GameOptions = { ruleset, players: 5 + (g % 3), seed: engineSeed, characters: true };
    const created = createGame(options);
    const s = created.state;
    const logs: EventView[][] = s.players.map((_, seat) => eventsFor(s, created.events, seat));
    const botRng = mulberry32(botSeed);
    for (let n = 0; !s.result && n < 3000; n++) {
      const p = pending(s)!;
      const v = view(s, p.seat);
      const input = { view: v, legal: v.legal, seen: logs[p.seat] };
      if (p.kind === 'sendIntel' || p.kind === 'receiveIntel') visit(input);
      const r = applyInPlace(s, p.seat, heuristicBot.choose(input, botRng));
      expect(r.ok).toBe(true);
      if (r.ok) for (let q = 0; q < logs.length; q++) logs[q].push(...eventsFor(s, r.events, q));
    }
    expect(s.result).not.toBeNull();
  }
}

describe('search with characters', () => {
  for (const ruleset of ['standard', 'zailin', 'online'])
    it(`${ruleset}: at sending and receiving intel a sample shows the seat its real view, or is refused`, () => {
      const rng = mulberry32(17);
      const all = getRuleset(ruleset).cards.map((_, c) => c);
      let checked = 0;
      // Refused: the sample's legal commands differ from the real ones (a turn mark of a skill, a
      // demand or a tie the sample lacks changed them); the bot then plays the heuristic's pick.
      let refused = 0;
      decisions(ruleset, 6, 170, (input) => {
        expect(withCharacters(input.view)).toBe(true);
        expect(unsupported(input, true)).toBeNull();
        const k = knowledge(input, true, TACTICS.evidence, true);
        expect(k).not.toBeNull();
        const s = sample(k!, rng);
        expect(s).not.toBeNull();
        const me = input.view.viewer as number;
        expect(zones(s!)).toEqual(all);
        if (JSON.stringify(legalCommands(s!, me)) !== JSON.stringify(input.legal)) refused++;
        else expect(view(s!, me)).toEqual(input.view);
        checked++;
      });
      expect(checked).toBeGreaterThan(100);
      expect(refused / checked).toBeLessThan(0.05);
    }, 300_000);

  it('searches at a send decision with characters (no fallback) and returns a legal command', () => {
    let searched = 0;
    let sends = 0;
    decisions('standard', 2, 171, (input) => {
      if (input.legal.length < 2 || input.view.pending?.kind !== 'sendIntel' || sends >= 6) return;
      sends++;
      const stats = {} as SearchStats;
      const cmd = searchChoose(input, mulberry32(sends), { maxIterations: 3, paired: true }, stats);
      expect(input.legal.map((c) => JSON.stringify(c))).toContain(JSON.stringify(cmd));
      if (stats.fallback === null) searched++;
    });
    expect(sends).toBe(6);
    expect(searched).toBeGreaterThanOrEqual(5);
  }, 300_000);

  it('plays whole games with characters in every edition', () => {
    for (const ruleset of ['standard', 'zailin', 'online']) {
      const { engineSeed, botSeed } = gameSeeds(172, 0);
      const options: GameOptions = { ruleset, players: 5, seed: engineSeed, characters: true };
      const bots: Bot[] = [searchBot, heuristicBot, searchBot, heuristicBot, heuristicBot];
      const played = playGame(options, bots, botSeed);
      expect(played.outcome).toBe('finished');
    }
  }, 300_000);
});
