// The scenario format's own checks: each expectation passes on a table where it holds, and fails
// with a message naming what is wrong on a table where it does not (a check that cannot fail
// protects nothing).
import { describe, expect, it } from 'vitest';
import { getRuleset, registerRuleset } from '../src/index.ts';
import { runScenarioText } from '../src/scenario/index.ts';

/** A probe, then a 直达 to B, stopped where B must decide (nobody has drawn). */
const probeAndSend = (expectations: string, steps = ''): string => `
name: format check
players: 3
camps: [red, blue, neutral]
hands:
  A: [red lock, black intercept, black probe red draw2]
deck: [red counter, blue burn]
commands:
${steps}
  - A: use black probe red draw2 on B
  - A: pass
  - A: pass
  - A: send red lock to B
expect:
${expectations}
`;

/** 老鬼 face up dies with cards in hand: she is asked whether to use 遗志. */
const lastWishAsked = (expectations: string): string => `
name: format check with a skill on offer
players: 3
camps: [red, red, blue]
characters: { A: 老金, B: 老鬼, C: 老枪 }
characterUp: { B: true }
hands:
  A: [black lock]
  B: [red counter, blue counter]
intel:
  B: [black burn, black lure]
commands:
  - A: pass
  - A: send black lock to B
  - B: accept
expect:
${expectations}
`;

function errorsOf(text: string): string {
  const r = runScenarioText(text);
  return r.errors.join('\n');
}

const holds = (text: string): void => expect(errorsOf(text)).toBe('');
const fails = (text: string, message: string | RegExp): void => {
  const r = runScenarioText(text);
  expect(r.ok).toBe(false);
  expect(r.errors.join('\n')).toMatch(message);
};

describe('expectations at a step', () => {
  const step = (x: string): string =>
    probeAndSend('  pending: { seat: B, kind: receiveIntel }', `  - expect: { ${x} }`);
  it('checks the table at that moment of the play, then the play goes on', () => {
    holds(step('handCount: { A: 3 }, illegal: [{ command: "B: pass", reason: "priority" }]'));
  });
  it('fails with the step and the field at fault', () => {
    fails(step('handCount: { A: 2 }'), 'commands.0.expect: handCount A: expected 2, got 3');
    fails(
      step('illegal: [{ command: "A: pass" }]'),
      'commands.0.expect: "A: pass" was expected to be illegal',
    );
  });
  it('reports a missed step expectation even when the end holds', () => {
    const r = runScenarioText(step('handCount: { A: 0 }'));
    expect(r.errors).toEqual(['commands.0.expect: handCount A: expected 0, got 3']);
  });
});

describe('offered and not offered', () => {
  it('lists a legal command, with or without its target', () => {
    holds(probeAndSend('  offered: { B: [accept, refuse] }'));
    fails(probeAndSend('  offered: { A: [pass] }'), /offered A: "A: pass" is not offered; offered: \[\]/);
    fails(
      probeAndSend('  notOffered: { B: [accept] }'),
      'notOffered B: "B: accept" is offered, and must not be',
    );
  });
  it('matches a card command with no target against the same card aimed anywhere', () => {
    const start = (x: string): string => probeAndSend('  pending: { seat: B }', `  - expect: { ${x} }`);
    holds(start('offered: { A: [use red lock, use red lock on C] }'));
    fails(start('offered: { A: [use red lock on A] }'), '"A: use red lock on A" is not offered');
    fails(start('notOffered: { A: [use black probe red draw2] }'), 'is offered, and must not be');
  });
  it('sees an optional skill the seat is asked about, which leaves no event', () => {
    holds(lastWishAsked('  offered: { B: [skill 遗志] }\n  noEvents: [{ type: skill }]'));
    fails(lastWishAsked('  notOffered: { B: [skill 遗志] }'), 'notOffered B: "B: skill lastWish" is offered');
    fails(lastWishAsked('  neverOffered: { B: [skill 遗志] }'), 'neverOffered after commands.2 B');
  });
  it('a skill the character lacks is a mistake in the scenario, not a pass', () => {
    fails(lastWishAsked('  notOffered: { B: [skill 狙击] }'), `seat B's character has no skill "狙击"`);
  });
  it('a card the seat does not hold is not offered', () => {
    holds(probeAndSend('  notOffered: { B: [use red burn] }'));
    fails(probeAndSend('  offered: { B: [use red burn] }'), 'seat B holds no red burn');
  });
});

describe('the pending choice', () => {
  it('names its seat, its skill, its options and how many to pick', () => {
    holds(lastWishAsked('  choice: { seat: B, skill: 遗志, options: [use], min: 0, max: 1 }'));
    fails(
      lastWishAsked('  choice: { options: [use, A] }'),
      'choice.options: expected ["A","use"], got ["use"]',
    );
    fails(lastWishAsked('  choice: { skill: 就计 }'), 'choice.skill: expected a choice for skill 就计');
    fails(probeAndSend('  choice: { seat: B }'), 'choice: no choice is pending (pending: receiveIntel)');
  });
});

describe('zones', () => {
  const start = (x: string): string => probeAndSend('  pending: { seat: B }', `  - expect: { ${x} }`);
  it('deck top, top first', () => {
    holds(start('deckTop: [red counter, blue burn]'));
    fails(start('deckTop: [blue burn]'), 'deckTop: expected ["blue burn"] (top first), got ["red counter"]');
  });
  it('intel counts per seat', () => {
    holds(lastWishAsked('  intelCount: { A: 0, B: 3 }'));
    fails(lastWishAsked('  intelCount: { B: 2 }'), 'intelCount B: expected 2, got 3');
  });
  it('the removed zone: its faces, and that no view shows them', () => {
    holds(
      probeAndSend(
        '  removed: [black probe red draw2]\n  sees: { A: { removedCount: 1 }, C: { removedCount: 1 } }',
      ),
    );
    fails(probeAndSend('  removed: []'), 'removed: expected [], got ["black probe red draw2"]');
    fails(probeAndSend('  sees: { B: { removedCount: 0 } }'), 'sees B removedCount: expected 0, got 1');
  });
  it('does not contain', () => {
    holds(
      probeAndSend(
        '  without: { hands: { A: [red lock] }, removed: [red lock], discard: [black probe red draw2] }',
      ),
    );
    fails(
      probeAndSend('  without: { hands: { A: [black intercept] } }'),
      'without hands A: black intercept is there',
    );
    fails(start('without: { deck: [red counter] }'), 'without deck: red counter is there');
  });
});

describe('consecutive events (nothing between them)', () => {
  it('holds when the events follow one another, fails when anything came between', () => {
    holds(probeAndSend('  consecutive: [[{ type: send }, { type: transmit }, { type: arrive, seat: B }]]'));
    fails(
      probeAndSend('  consecutive: [[{ type: use, fn: probe }, { type: resolve }]]'),
      /consecutive.0: expected .* one right after the other, got .*"type":"pass"/,
    );
    fails(
      probeAndSend('  consecutive: [[{ type: death }, { type: arrive }]]'),
      'consecutive.0: {"type":"death"} never happened',
    );
  });
});

describe('identities dealt', () => {
  const dealt = (counts: string, table = 'standard'): string => `
name: camps left random
players: 6
identityTable: ${table}
expect:
  campCounts: ${counts}
`;
  it('counts the seats of each camp', () => {
    holds(dealt('{ red: 2, blue: 2, neutral: 2 }'));
    fails(dealt('{ red: 3, blue: 3, neutral: 0 }'), 'campCounts red: expected 3, got 2');
    fails(dealt('{ neutral: 1 }'), 'campCounts neutral: expected 1, got 2');
  });
});

describe('every question a seat is asked has words the table can show', () => {
  // 小马哥 takes a false intel and is asked which false intel to place (英雄本色), then where.
  const brotherMa = (ruleset: string): string => `
name: format check, a question's words
ruleset: ${ruleset}
players: 3
camps: [red, blue, neutral]
characters: { A: 戴笠, B: 小马哥, C: 职业杀手 }
hands:
  A: [black intercept]
  B: [black lock]
commands:
  - A: send black intercept
  - B: accept
  - B: choose black lock
  - B: choose C
`;
  it('holds where every prompt is in the glossary', () => holds(brotherMa('standard')));
  it('fails, naming the seat and the prompt, where a question has no words', () => {
    // The standard edition with the words of its skills' sub-steps taken away.
    const rs = getRuleset('standard');
    registerRuleset({ ...rs, id: 'standard-without-step-words', terms: { ...rs.terms!, prompts: {} } });
    fails(
      brotherMa('standard-without-step-words'),
      'seat B is asked a question without words ("skill.aBetterTomorrow.target" is not in the glossary\'s prompts)',
    );
  });
});
