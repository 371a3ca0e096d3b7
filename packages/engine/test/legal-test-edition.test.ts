// What the legal list offers in combinations no shipped character has yet: a test edition (the 2010
// game with four made-up characters) gives one seat several view-as skills, both direction and
// encryption on its sends, a card used as a function without a target, and a choice of named
// values taking two picks. The engine supports each (an edition may ship such a character); the
// legal list is the client's buttons, so each play must be offered exactly once and in its exact
// shape.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, getRuleset, legalCommands, registerRuleset } from '../src/index.ts';
import type { GameState, Setup } from '../src/index.ts';
import { ask } from '../src/core/choices.ts';
import { defineTask } from '../src/core/tasks.ts';
import type { CardFunction } from '../src/core/ruleset.ts';
import type { CharacterDef, Skill } from '../src/core/skills.ts';

declare module '../src/core/tasks.ts' {
  interface TaskPayloads {
    'testEdition.twoWords': { picks: { value: string }[] };
  }
}

// Card ids of the standard deck (see deck.test.ts).
const RED_LURE = 12;
const BLACK_LURE = 16;
const BLACK_INTERCEPT = 20;

const text = { zh: '测试', en: 'test' };
function character(id: string, skills: Skill[]): CharacterDef {
  return { id, name: text, gender: 'male', hidden: false, expansion: false, skills, mission: null };
}

/** 调虎离山 as 锁定, any black card as 锁定, 调虎离山 as 试探: two ways to one function, one to another. */
const threeViews = character('threeViews', [
  {
    kind: 'viewAs',
    id: 'lureAsLock',
    name: text,
    text,
    face: 'up',
    as: 'lock',
    from: (f) => f.fn === 'lure',
  },
  {
    kind: 'viewAs',
    id: 'blackAsLock',
    name: text,
    text,
    face: 'up',
    as: 'lock',
    from: (f) => f.colour === 'black',
  },
  {
    kind: 'viewAs',
    id: 'lureAsProbe',
    name: text,
    text,
    face: 'up',
    as: 'probe',
    from: (f) => f.fn === 'lure',
  },
]);

/** 逢缘 and 加密 on one character. */
const leftAndSecret = character('leftAndSecret', [
  { kind: 'modifier', id: 'left', name: text, text, face: 'up', choosesDirection: true },
  { kind: 'modifier', id: 'secret', name: text, text, face: 'up', textAsSecret: true },
]);

defineTask('testEdition.twoWords', () => {});
/** A skill that asks its user for up to two of three words. */
const twoWords = character('twoWords', [
  {
    kind: 'active',
    id: 'twoWords',
    name: text,
    text,
    face: 'up',
    windows: ['play'],
    turn: 'own',
    target: 'none',
    onUse: (s, user) =>
      ask(s, user, 'skill.twoWords', [{ value: 'wind' }, { value: 'rain' }, { value: 'sunset' }], 1, 2, {
        run: 'testEdition.twoWords',
        data: {},
      }),
  },
]);

/** A function without a target, usable in one's play phase, and a skill that turns red cards into it. */
const signal: CardFunction = {
  id: 'testSignal',
  name: text,
  text,
  windows: ['play'],
  turn: 'own',
  target: 'none',
  resolve: () => {},
  afterUse: 'discard',
};
const signaller = character('signaller', [
  {
    kind: 'viewAs',
    id: 'redAsSignal',
    name: text,
    text,
    face: 'up',
    as: 'testSignal',
    from: (f) => f.colour === 'red',
  },
]);

const standard = getRuleset('standard');
registerRuleset({
  ...standard,
  id: 'standard-test-edition',
  functions: { ...standard.functions, testSignal: signal },
  characters: { ...standard.characters, threeViews, leftAndSecret, twoWords, signaller },
});

function game(first: string, setup: Setup): GameState {
  return createGame({
    ruleset: 'standard-test-edition',
    players: 3,
    seed: 1,
    characters: true,
    setup: {
      firstPlayer: 0,
      skipFirstDraw: true,
      camps: ['red', 'blue', 'neutral'],
      ...setup,
      characters: [first, 'hitman', 'blade'],
    },
  }).state;
}

function handle(s: GameState, card: number): number {
  return s.handleOf[card];
}

describe('a card several view-as skills turn into functions is offered once under each function', () => {
  it('a black 调虎离山: as 锁定 once (two skills make it one), and as 试探', () => {
    const s = game('threeViews', { hands: [[BLACK_LURE]] });
    const h = handle(s, BLACK_LURE);
    expect(legalCommands(s, 0)).toStrictEqual([
      { type: 'pass' },
      { type: 'use', card: h, as: 'lock', target: { seat: 1 } },
      { type: 'use', card: h, as: 'lock', target: { seat: 2 } },
      { type: 'use', card: h, as: 'probe', target: { seat: 1 } },
      { type: 'use', card: h, as: 'probe', target: { seat: 2 } },
    ]);
  });

  it('a black 截获, which only the second skill takes: as 锁定', () => {
    const s = game('threeViews', { hands: [[BLACK_INTERCEPT]] });
    const h = handle(s, BLACK_INTERCEPT);
    expect(legalCommands(s, 0)).toStrictEqual([
      { type: 'pass' },
      { type: 'use', card: h, as: 'lock', target: { seat: 1 } },
      { type: 'use', card: h, as: 'lock', target: { seat: 2 } },
    ]);
  });
});

it('a card used as a function without a target names the function and no target', () => {
  const s = game('signaller', { hands: [[RED_LURE]] });
  expect(legalCommands(s, 0)).toStrictEqual([
    { type: 'pass' },
    { type: 'use', card: handle(s, RED_LURE), as: 'testSignal' },
  ]);
});

it('a sender who chooses the direction and may encrypt: a 文本 intel four ways, 密电 either way included', () => {
  // With nothing to use, A has passed the play phase by himself: he is asked to send.
  const s = game('leftAndSecret', { hands: [[RED_LURE]] });
  expect(s.decision?.kind).toBe('sendIntel');
  const h = handle(s, RED_LURE);
  expect(legalCommands(s, 0)).toStrictEqual([
    { type: 'send', card: h },
    { type: 'send', card: h, direction: -1 },
    { type: 'send', card: h, secret: true },
    { type: 'send', card: h, secret: true, direction: -1 },
  ]);
});

describe('a choice of named values taking two picks', () => {
  it('once one word is picked the other two are still offered, and “done”', () => {
    const s = game('twoWords', {});
    expect(applyInPlace(s, 0, { type: 'skill', skill: 'twoWords' }).ok).toBe(true);
    expect(applyInPlace(s, 0, { type: 'choose', pick: { value: 'rain' } }).ok).toBe(true);
    expect(legalCommands(s, 0)).toStrictEqual([
      { type: 'choose', pick: { value: 'wind' } },
      { type: 'choose', pick: { value: 'sunset' } },
      { type: 'choose' },
    ]);
  });

  it('a second, different word is taken; the same word twice is refused', () => {
    const s = game('twoWords', {});
    applyInPlace(s, 0, { type: 'skill', skill: 'twoWords' });
    applyInPlace(s, 0, { type: 'choose', pick: { value: 'rain' } });
    expect(applyInPlace(s, 0, { type: 'choose', pick: { value: 'rain' } })).toEqual({
      ok: false,
      error: 'already picked',
    });
    expect(applyInPlace(s, 0, { type: 'choose', pick: { value: 'wind' } }).ok).toBe(true);
    expect(s.decision).toBeNull();
  });
});
