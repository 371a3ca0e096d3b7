// A search's rollouts read the past once and continue it (beliefs.ts, `ContinuedLog`): at every
// split of real logs, the past's evidence continued by the events since (only those the evidence
// reads) must give what reading the whole log gives, beliefs included, and the beliefs shared
// between continuations of one past must be those each would compute alone.
import { describe, expect, it } from 'vitest';
import type { EventView, GameView } from '@fengsheng/engine';
import {
  EVIDENCE_EVENTS,
  beliefs,
  continuedEvidence,
  continuedLog,
  evidenceOf,
  readEvidence,
  TUNED_EVIDENCE,
  UNTUNED_EVIDENCE,
} from '../src/heuristic/beliefs.ts';
import type { Evidence } from '../src/heuristic/beliefs.ts';
import { gameSeeds, heuristicBot, playGame } from '../src/index.ts';
import type { Bot } from '../src/index.ts';

/** What the evidence holds, without its caches and read counters. */
function content(ev: Evidence): unknown {
  const frames = new Map([...(ev.pastFrameUser ?? []), ...ev.frameUser]);
  return {
    unary: ev.unary,
    pairs: ev.pairs,
    pass: [ev.passFaceUp, ev.passSender, ev.passDelivery, ev.passToward],
    decoders: ev.decoders,
    refusers: ev.refusers,
    locks: ev.locks,
    probe: ev.probe,
    frames: [...frames].sort((a, b) => a[0] - b[0]),
  };
}

describe('continued evidence', () => {
  it('equals the evidence of the whole log, at every split of every seat decision', () => {
    const decisions: { view: GameView; seen: EventView[]; seat: number }[] = [];
    const recorder: Bot = {
      name: 'rec',
      choose(input, rng) {
        if (input.legal.length > 1)
          decisions.push({ view: input.view, seen: input.seen.slice(), seat: input.view.viewer as number });
        return heuristicBot.choose(input, rng);
      },
    };
    for (let g = 0; g < 2; g++) {
      const { engineSeed, botSeed } = gameSeeds(31, g);
      playGame({ ruleset: 'standard', players: 5, seed: engineSeed }, Array(5).fill(recorder), botSeed);
    }
    let checked = 0;
    // The untuned weights (the baseline's) and the heuristic's, which read decisions through its policy.
    for (const w of [UNTUNED_EVIDENCE, TUNED_EVIDENCE])
      for (let d = 0; d < decisions.length; d += 7) {
        const { view, seen, seat } = decisions[d];
        const whole = evidenceOf(seen.slice(), seat, w);
        for (const split of [
          0,
          Math.floor(seen.length / 3),
          Math.floor((2 * seen.length) / 3),
          seen.length,
        ]) {
          const past = readEvidence(seen.slice(0, split), seat, w);
          const logs = [continuedLog(past, seat), continuedLog(past, seat)];
          for (const e of seen.slice(split))
            if (EVIDENCE_EVENTS.has(e.type)) for (const log of logs) log.events.push(e);
          const [a, b] = logs.map(continuedEvidence);
          expect(content(a)).toEqual(content(whole));
          // The second continuation may take the first one's shared posterior: it must be its own.
          expect(beliefs(view, a)).toEqual(beliefs(view, whole));
          expect(beliefs(view, b)).toEqual(beliefs(view, whole));
          // The policy's factors, settled by those calls, are valued against the same evidence.
          expect(a.policy).toEqual(whole.policy);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(80);
  });

  it("a rollout's continuation keeps the past's policy factors and reads no decision since through the policy", () => {
    let input: { view: GameView; seen: EventView[] } | null = null;
    const recorder: Bot = {
      name: 'rec',
      choose(inp, rng) {
        if (inp.view.viewer === 0 && inp.view.turn >= 8) input ??= { view: inp.view, seen: inp.seen.slice() };
        return heuristicBot.choose(inp, rng);
      },
    };
    const { engineSeed, botSeed } = gameSeeds(33, 0);
    playGame({ ruleset: 'standard', players: 5, seed: engineSeed }, Array(5).fill(recorder), botSeed);
    const { view, seen } = input!;
    const split = Math.floor(seen.length / 2);
    const past = readEvidence(seen.slice(0, split), 0, TUNED_EVIDENCE);
    beliefs(view, past);
    const whole = evidenceOf(seen, 0, TUNED_EVIDENCE);
    beliefs(view, whole);
    const log = continuedLog(past, 0, false);
    for (const e of seen.slice(split)) if (EVIDENCE_EVENTS.has(e.type)) log.events.push(e);
    const ev = continuedEvidence(log);
    beliefs(view, ev);
    expect(past.policy.length).toBeGreaterThan(0);
    expect(whole.policy.length).toBeGreaterThan(past.policy.length);
    expect(ev.policy).toEqual(past.policy);
  });

  it('shares a posterior only between continuations that added the same evidence', () => {
    let input: { view: GameView; seen: EventView[] } | null = null;
    const recorder: Bot = {
      name: 'rec',
      choose(inp, rng) {
        if (!input && inp.view.viewer === 0 && inp.view.turn >= 3)
          input = { view: inp.view, seen: inp.seen.slice() };
        return heuristicBot.choose(inp, rng);
      },
    };
    const { engineSeed, botSeed } = gameSeeds(32, 0);
    playGame({ ruleset: 'standard', players: 5, seed: engineSeed }, Array(5).fill(recorder), botSeed);
    const { view, seen } = input!;
    const past = readEvidence(seen, 0);
    // The same count of evidence added, different in what it says: seat 2 shown red, or blue.
    const shown = (camp: string): EventView => ({ type: 'identityShown', seat: 2, recipient: 0, camp });
    for (const order of [
      ['red', 'blue'],
      ['blue', 'red'],
    ]) {
      for (const camp of order) {
        const log = continuedLog(past, 0);
        log.events.push(shown(camp));
        const alone = evidenceOf([...seen, shown(camp)], 0);
        expect(beliefs(view, continuedEvidence(log))).toEqual(beliefs(view, alone));
      }
    }
  });
});
