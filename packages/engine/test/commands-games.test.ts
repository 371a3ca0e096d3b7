// Whole games through \`apply\` and \`cloneState\`: the state given is never changed, and a copy shares
// no list the engine writes to. Whole-game tests live in *-games.test.ts files, which the mutation run
// of the rulesets leaves out (vitest.mutation.config.ts): they reach every line and cost every mutant
// their full run.
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, cloneState, createGame, legalCommands, pending } from '../src/index.ts';

describe('apply, the step function of the game contract', () => {
  it('returns the next state and leaves the one it was given as it was, through whole games', () => {
    // Deterministic games (the n-th legal command, n moving on each step) with characters, so that
    // every part of the table changes at some point: hands, intel, the deck and discard, cards set
    // aside, locks, the lured, who has seen the intel, the stack, choices, deaths and the result.
    const seen = {
      dealPool: 0,
      removed: 0,
      locks: 0,
      lured: 0,
      seenBy: 0,
      stack: 0,
      tasks: 0,
      deaths: 0,
      over: 0,
      choices: 0,
    };
    for (const seed of [1, 2, 3, 4]) {
      let s = createGame({ ruleset: 'standard', players: 5, seed, characters: true }).state;
      for (let step = 0; step < 600 && !s.result; step++) {
        const seat = pending(s)!.seat;
        const legal = legalCommands(s, seat);
        // Mostly something other than passing, so that cards get played.
        const acts = legal.filter((c) => c.type !== 'pass');
        const from = acts.length > 0 && step % 4 !== 0 ? acts : legal;
        const cmd = from[(step * 7 + seed) % from.length];
        const before = structuredClone(s);
        const r = apply(s, seat, cmd);
        if (!r.ok) throw new Error(r.error);
        expect(s).toStrictEqual(before);
        // The same command carried out in place on a copy gives the same table and events.
        const copy = structuredClone(before);
        const inPlace = applyInPlace(copy, seat, cmd);
        expect(inPlace).toStrictEqual({ ok: true, events: r.events });
        expect(r.state).toStrictEqual(copy);
        s = r.state;
        seen.dealPool += s.dealPool.length;
        seen.removed += s.removed.length;
        seen.locks += s.locks.length;
        seen.lured += s.passing?.lured.length ?? 0;
        seen.seenBy += s.passing?.seenBy.length ?? 0;
        seen.stack += s.window?.stack.length ?? 0;
        seen.tasks += s.tasks.length;
        seen.choices += s.decision?.kind === 'choose' ? 1 : 0;
        seen.deaths += s.deaths.length;
      }
      if (s.result) {
        seen.over++;
        // Once it is over the game waits for nobody, and nobody may do anything.
        expect(pending(s)).toBeNull();
        for (const p of s.players) expect(legalCommands(s, p.seat)).toStrictEqual([]);
      }
    }
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  });

  it('风声再临 with characters: a copy has its own notes of skills used in the window and turn marks', () => {
    // Both are lists the engine pushes to: a copy sharing them wrote into the state it was made from.
    const seen = { secondSkill: 0, turnMarks: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      let s = createGame({ ruleset: 'zailin', players: 4, seed, characters: true }).state;
      for (let step = 0; step < 800 && !s.result; step++) {
        const seat = pending(s)!.seat;
        const legal = legalCommands(s, seat);
        // Skills whenever there are some, so that windows see a skill used after another was noted.
        const skills = legal.filter((c) => c.type === 'skill');
        const from = skills.length > 0 ? skills : legal;
        const cmd = from[(step * 5 + seed) % from.length];
        if (cmd.type === 'skill' && (s.window?.skillsUsed?.length ?? 0) > 0) seen.secondSkill++;
        const before = structuredClone(s);
        const next = cloneState(s);
        const r = applyInPlace(next, seat, cmd);
        if (!r.ok) throw new Error(r.error);
        expect(s).toStrictEqual(before);
        s = next;
        seen.turnMarks += s.turnMarks?.length ?? 0;
      }
    }
    expect(seen.secondSkill).toBeGreaterThan(0);
    expect(seen.turnMarks).toBeGreaterThan(0);
  });
});
