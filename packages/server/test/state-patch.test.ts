// A state as a change, packed (state-patch.ts): read against the state before, it is exactly the
// state the server holds, and it carries nothing that is not in the view it leads to.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import jsonpatch from 'fast-json-patch';
import {
  changesSince,
  lastSentOf,
  readState,
  unpacked,
  viewChanges,
  type ShownState,
} from '../src/state-patch.ts';

function shown(seq: number, view: unknown): ShownState {
  return {
    seq,
    prevSeq: seq - 1,
    view,
    legal: [],
    waiting: null,
    log: [],
    full: false,
    result: null,
    now: 0,
  };
}

// Views are JSON objects of a few levels, as the games' views are.
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.string({ maxLength: 6 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'hand', 'face'), tie('value'), { maxKeys: 3 }),
  ),
})).value;
const view = fc.dictionary(fc.constantFrom('players', 'hand', 'discard', 'step', 'x'), json, { maxKeys: 5 });

describe('a state sent as a packed change', () => {
  it('reads back as the whole view, and carries only values found in that view', () => {
    fc.assert(
      fc.property(view, view, (a, b) => {
        const before = shown(1, a);
        const message = changesSince(lastSentOf(before), shown(2, b));
        if (message === null) {
          expect(b).toEqual(a);
          return;
        }
        expect(message.full).toBe(false);
        expect(message.view).toBeUndefined();
        expect(readState(structuredClone(before), message).view).toEqual(b);
        const whole = JSON.stringify(b);
        for (const p of message.patch ?? []) {
          expect([0, 1, 2]).toContain(p[0]);
          if (p.length === 3) expect(whole).toContain(JSON.stringify(p[2]));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('makes the very changes RFC 6902 compare makes, in its order, keys to escape and arrays included', () => {
    // Keys a pointer must escape, and undefined (a key not sent), are in these trees too.
    const tree = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.integer({ min: 0, max: 3 }),
        fc.constant(null),
        fc.constant(undefined),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom('a', 'b/c', 'd~e', '0'), tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    const root = fc.oneof(fc.array(tree, { maxLength: 4 }), fc.dictionary(fc.constantFrom('a', 'x/y'), tree));
    fc.assert(
      fc.property(root, root, (a, b) => {
        const theirs = jsonpatch
          .compare(a as object, b as object)
          .map((op) =>
            op.op === 'remove'
              ? [1, op.path]
              : [op.op === 'add' ? 0 : 2, op.path, (op as { value: unknown }).value],
          );
        expect(viewChanges(a, b)).toEqual(theirs);
      }),
      { numRuns: 2000 },
    );
  });

  it('packs each operation as [kind, path, value], shorter than RFC 6902 objects', () => {
    const message = changesSince(
      lastSentOf(shown(1, { hand: [1, 2], step: 'draw', gone: true })),
      shown(2, { hand: [1, 2, 3], step: 'play' }),
    )!;
    expect(message.patch).toEqual(
      expect.arrayContaining([
        [0, '/hand/2', 3],
        [1, '/gone'],
        [2, '/step', 'play'],
      ]),
    );
    expect(message.patch).toHaveLength(3);
    // A room without the coach sends no coach key at all (not even undefined).
    expect('coach' in message).toBe(false);
  });

  it('refuses an operation of no known kind', () => {
    expect(() => unpacked([[7 as 0, '/x', 1]])).toThrow(/no known kind/);
    const before = shown(1, { x: 0 });
    expect(() => readState(before, { ...shown(2, undefined), patch: [[3 as 0, '/x', 1]] })).toThrow();
    expect(before.view).toEqual({ x: 0 });
  });
});
