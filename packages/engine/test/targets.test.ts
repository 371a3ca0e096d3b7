// A card names exactly one target of the kind it aims at: a card aimed at nobody (真伪莫辨) names
// nothing, a card aimed at a player (锁定) names one player alone, alive and in the game. A command
// comes from the network and may carry any fields; each extra one is refused, not ignored.
import { describe, expect, it } from 'vitest';
import { check, createGame, getRuleset, legalCommands, registerRuleset } from '../src/index.ts';
import type { Command } from '../src/index.ts';
import { table } from './helpers/table.ts';
import { refused } from './helpers/refused.ts';

/**
 * A made-up edition (the 2010 game with two cards changed) for shapes no shipped card has: card 0
 * has no function of its own ('blank'), card 1 is a card aimed at nobody with a condition ('quiet':
 * only while a card waits).
 */
const standard = getRuleset('standard');
registerRuleset({
  ...standard,
  id: 'standard-uses-test',
  functions: {
    ...standard.functions,
    quiet: {
      id: 'quiet',
      name: { zh: '测试', en: 'test' },
      text: { zh: '测试', en: 'test' },
      windows: ['play'],
      turn: 'own',
      target: 'none',
      canTarget: (s) => s.window !== null && s.window.stack.length > 0,
      resolve: () => {},
      afterUse: 'discard',
    },
  },
  cards: standard.cards.map((c, id) =>
    id === 0 ? { ...c, fn: 'blank' } : id === 1 ? { ...c, fn: 'quiet' } : c,
  ),
});

/**
 * A's play phase at a 3-seat table: A holds a 真伪莫辨, a 锁定 and a 识破; C has a black 烧毁 as
 * intel; a 锁定 waits on the stack (frame 1) once A has used one, so every kind of target exists.
 */
function playPhase() {
  const t = table({
    players: 3,
    camps: ['red', 'blue', 'neutral'],
    hands: { 0: ['red scramble', 'red lock', 'blue lock'] },
    intel: { 2: ['black burn'] },
    autoPass: false,
  });
  return { t, s: t.s, h: (face: string) => t.s.handleOf[t.card(face)] };
}

describe('a card names exactly one target of the kind it aims at', () => {
  it('真伪莫辨 aims at nobody: naming a player, a waiting card or an intel is refused', () => {
    const { s, h } = playPhase();
    const scramble = h('red scramble');
    const burnt = h('black burn');
    expect(check(s, 0, { type: 'use', card: scramble })).toMatchObject({ ok: true, fn: 'scramble' });
    expect(refused(s, 0, { type: 'use', card: scramble, target: { seat: 1 } })).toBe(
      'scramble: not a legal target: {"seat":1}',
    );
    expect(refused(s, 0, { type: 'use', card: scramble, target: { frame: 1 } })).toBe(
      'scramble: not a legal target: {"frame":1}',
    );
    expect(refused(s, 0, { type: 'use', card: scramble, target: { intel: burnt } })).toBe(
      `scramble: not a legal target: {"intel":${burnt}}`,
    );
  });

  it('锁定 names one player alone: not a waiting card or an intel beside him', () => {
    const { t, s, h } = playPhase();
    t.play('A: use red lock on B');
    // B passes: priority is back with A, with a 锁定 waiting (frame 1).
    t.play('B: pass');
    t.play('C: pass');
    expect(s.window?.stack.map((f) => f.id)).toEqual([1]);
    const lock = h('blue lock');
    const burnt = h('black burn');
    expect(check(s, 0, { type: 'use', card: lock, target: { seat: 2 } })).toMatchObject({ ok: true });
    expect(refused(s, 0, { type: 'use', card: lock, target: { seat: 2, frame: 1 } })).toBe(
      'lock: not a legal target: {"seat":2,"frame":1}',
    );
    expect(refused(s, 0, { type: 'use', card: lock, target: { seat: 2, intel: burnt } })).toBe(
      `lock: not a legal target: {"seat":2,"intel":${burnt}}`,
    );
    expect(refused(s, 0, { type: 'use', card: lock, target: { frame: 1 } })).toBe(
      'lock: not a legal target: {"frame":1}',
    );
  });

  it('锁定 names a player at the table: a seat nobody sits in is refused', () => {
    const { s, h } = playPhase();
    expect(refused(s, 0, { type: 'use', card: h('red lock'), target: { seat: 7 } })).toBe(
      'lock: not a legal target: {"seat":7}',
    );
  });
});

describe('a card named as its own function is that card', () => {
  // A client may name the function even when it is the card's own ("use red lock as lock"): that
  // is the card itself, in a game with characters or without.
  it('without characters: 锁定 used as 锁定 is accepted and used as itself', () => {
    const { s, h } = playPhase();
    expect(check(s, 0, { type: 'use', card: h('red lock'), as: 'lock', target: { seat: 1 } })).toMatchObject({
      ok: true,
      fn: 'lock',
      target: { seat: 1 },
    });
  });

  it('with characters: 锁定 used as 锁定 is accepted and used as itself', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['小白', '戴笠', '职业杀手'],
      hands: { 0: ['red lock'] },
    });
    const cmd = { type: 'use', card: t.s.handleOf[t.card('red lock')], as: 'lock', target: { seat: 1 } };
    expect(check(t.s, 0, cmd as Command)).toMatchObject({ ok: true, fn: 'lock', target: { seat: 1 } });
  });
});

describe('a card with no function of its own is only intel', () => {
  // An edition may print a card that is only ever sent (the engine's tables allow a face whose
  // function is not defined): playing it is refused like any card that cannot be used now.
  it('it is never offered, and using it is refused with a reason', () => {
    const s = createGame({
      ruleset: 'standard-uses-test',
      players: 3,
      seed: 1,
      autoPass: false,
      characters: false,
      setup: { firstPlayer: 0, skipFirstDraw: true, camps: ['red', 'blue', 'neutral'], hands: [[0], [], []] },
    }).state;
    const h = s.handleOf[0];
    expect(legalCommands(s, 0).filter((c) => c.type === 'use')).toEqual([]);
    expect(refused(s, 0, { type: 'use', card: h })).toBe('blank cannot be used now (play window, your turn)');
    expect(refused(s, 0, { type: 'use', card: h, target: { seat: 1 } })).toBe(
      'blank cannot be used now (play window, your turn)',
    );
  });
});

describe('a card aimed at nobody with a condition of its own', () => {
  // No shipped card aimed at nobody has a condition on its target; an edition may print one (a card
  // used "when no card waits", say). Where the condition fails, the card is neither offered nor
  // accepted.
  it('its condition failing, it is not offered and using it is refused', () => {
    const s = createGame({
      ruleset: 'standard-uses-test',
      players: 3,
      seed: 1,
      autoPass: false,
      characters: false,
      setup: { firstPlayer: 0, skipFirstDraw: true, camps: ['red', 'blue', 'neutral'], hands: [[1], [], []] },
    }).state;
    const h = s.handleOf[1];
    expect(legalCommands(s, 0)).toEqual([{ type: 'pass' }]);
    expect(refused(s, 0, { type: 'use', card: h })).toBe('quiet: not a legal target: {}');
  });
});
