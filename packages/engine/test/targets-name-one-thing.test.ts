// A card aims at exactly one thing: a 识破 at one card waiting on the table, a 烧毁 at one intel.
// A command that names that thing and something else besides (a seat, another kind of target), or
// a card that is not waiting, is refused with the card's own reason, and nothing changes. Commands
// come from the network, so a client may send any mix of `seat`, `frame` and `intel`.
import { describe, expect, it } from 'vitest';
import { check } from '../src/index.ts';
import { table } from './helpers/table.ts';
import { refused } from './helpers/refused.ts';

describe('识破 names one waiting card, and nothing else', () => {
  /** A used 锁定 on B; B holds a 识破 and priority. C has a black intel on the table. */
  function lockWaits() {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      hands: { 0: ['red lock', 'black intercept'], 1: ['red counter'] },
      intel: { 2: ['black burn'] },
    });
    t.play('A: use red lock on B');
    const s = t.s;
    const frame = s.window!.stack[0].id;
    const counter = s.handleOf[t.card('red counter')];
    const intel = s.handleOf[t.card('black burn')];
    return { s, frame, counter, intel };
  }

  it('the 锁定 alone is a legal target', () => {
    const { s, frame, counter } = lockWaits();
    expect(check(s, 1, { type: 'use', card: counter, target: { frame } })).toMatchObject({
      ok: true,
      target: { frame },
      fn: 'counter',
    });
  });

  it('the 锁定 and a player besides is refused', () => {
    const { s, frame, counter } = lockWaits();
    expect(refused(s, 1, { type: 'use', card: counter, target: { frame, seat: 0 } })).toBe(
      `counter: not a legal target: {"frame":${frame},"seat":0}`,
    );
  });

  it('the 锁定 and an intel besides is refused', () => {
    const { s, frame, counter, intel } = lockWaits();
    expect(refused(s, 1, { type: 'use', card: counter, target: { frame, intel } })).toBe(
      `counter: not a legal target: {"frame":${frame},"intel":${intel}}`,
    );
  });

  it('a card that is not waiting is refused, not an error', () => {
    const { s, counter } = lockWaits();
    expect(refused(s, 1, { type: 'use', card: counter, target: { frame: 999 } })).toBe(
      'counter: not a legal target: {"frame":999}',
    );
  });
});

describe('烧毁 names one false intel, and nothing else', () => {
  /** A's play phase: A holds a 烧毁; C has a black intel on the table. */
  function burnReady() {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      hands: { 0: ['red burn', 'black intercept'] },
      intel: { 2: ['black lock'] },
    });
    const s = t.s;
    return { s, burn: s.handleOf[t.card('red burn')], intel: s.handleOf[t.card('black lock')] };
  }

  it('the black intel alone is a legal target', () => {
    const { s, burn, intel } = burnReady();
    expect(check(s, 0, { type: 'use', card: burn, target: { intel } })).toMatchObject({
      ok: true,
      fn: 'burn',
    });
  });

  it('no intel named is refused', () => {
    const { s, burn } = burnReady();
    expect(refused(s, 0, { type: 'use', card: burn })).toBe('burn: not a legal target: {}');
  });

  it('the intel and its owner besides is refused', () => {
    const { s, burn, intel } = burnReady();
    expect(refused(s, 0, { type: 'use', card: burn, target: { intel, seat: 2 } })).toBe(
      `burn: not a legal target: {"intel":${intel},"seat":2}`,
    );
  });

  it('the intel and a waiting card besides is refused', () => {
    const { s, burn, intel } = burnReady();
    expect(refused(s, 0, { type: 'use', card: burn, target: { intel, frame: 1 } })).toBe(
      `burn: not a legal target: {"intel":${intel},"frame":1}`,
    );
  });
});

describe('黄雀 潜藏伏击 names one intel of another player', () => {
  it('潜藏伏击 with no intel named is refused, not an error', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['黄雀', '戴笠', '礼服蒙面人'],
      down: [0],
      hands: { 0: ['black intercept'] },
      intel: { 2: ['black lock'] },
    });
    const s = t.s;
    const intel = s.handleOf[t.card('black lock')];
    expect(check(s, 0, { type: 'skill', skill: 'ambush', target: { intel } })).toMatchObject({ ok: true });
    expect(refused(s, 0, { type: 'skill', skill: 'ambush' })).toBe('ambush: not a legal target: {}');
  });
});
