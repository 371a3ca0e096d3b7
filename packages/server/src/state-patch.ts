// States as changes. After the first full state a connection is sent only what changed in its view
// since the state it last got (an RFC 6902 JSON patch, fast-json-patch, each operation packed as a
// short array), and its commands only when they changed. The server and every client read a state with `readState` against the one before,
// so the rebuilt view is exactly the view the server holds for that connection; a gap in seq asks
// for a full state again (see logic/seq.ts in the web client).
import jsonpatch from 'fast-json-patch';
import type { Operation } from 'fast-json-patch';
import type { LegalCommand, StateMessage } from './protocol.ts';

/**
 * One change as sent: `[0, path, value]` adds, `[1, path]` removes, `[2, path, value]` replaces.
 * The same operations as RFC 6902's objects without their key names: `{"op":"replace","path":…,
 * "value":…}` spent about 20 of its bytes on them, and a change has about seven operations
 * (issue 12's measure).
 */
export type PackedOp = [0 | 2, string, unknown] | [1, string];
export type ViewPatch = PackedOp[];

const ADD = 0;
const REMOVE = 1;
const REPLACE = 2;

type Tree = Record<string, unknown> | unknown[];

function isTree(v: unknown): v is Tree {
  return typeof v === 'object' && v !== null;
}

/** A key as a JSON pointer writes it (RFC 6901: ~ is ~0, / is ~1). */
function pointerKey(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}

/** Whether an undefined sits anywhere in this tree (a JSON copy would drop or null it). */
function holdsUndefined(v: Tree): boolean {
  for (const x of Array.isArray(v) ? v : Object.values(v))
    if (x === undefined || (isTree(x) && holdsUndefined(x))) return true;
  return false;
}

/** A value as the JSON copy fast-json-patch made of it, copied only where that copy would differ. */
function asSent(v: unknown): unknown {
  if (v === undefined) return null;
  return isTree(v) && holdsUndefined(v) ? JSON.parse(JSON.stringify(v)) : v;
}

/**
 * Append to `out` the changes that turn `before` into `after`: the operations fast-json-patch's
 * `compare` makes, in its order (keys removed or changed from the last, then keys added), packed,
 * and without its deep copy of every value added or replaced. No copy is needed: a view is built
 * afresh for each message and never changed after, so a value in the change can be the view's own
 * (copied only where it holds an undefined, which a JSON copy would drop).
 * (The copies were most of the broadcast's garbage: issue 12's server profile.)
 */
function diffInto(before: Tree, after: Tree, path: string, out: ViewPatch): void {
  if (before === after) return;
  const afterIsArray = Array.isArray(after);
  const oldKeys = Object.keys(before);
  const newKeys = Object.keys(after);
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  let deleted = false;
  for (let i = oldKeys.length - 1; i >= 0; i--) {
    const key = oldKeys[i];
    const old = was[key];
    // A key set to undefined in an object counts as gone (it is not sent).
    if (Object.hasOwn(now, key) && !(now[key] === undefined && old !== undefined && !afterIsArray)) {
      const next = now[key];
      if (isTree(old) && isTree(next) && Array.isArray(old) === Array.isArray(next))
        diffInto(old, next, `${path}/${pointerKey(key)}`, out);
      else if (old !== next) out.push([REPLACE, `${path}/${pointerKey(key)}`, asSent(next)]);
    } else if (Array.isArray(before) === afterIsArray) {
      out.push([REMOVE, `${path}/${pointerKey(key)}`]);
      deleted = true;
    } else out.push([REPLACE, path, after]);
  }
  if (!deleted && newKeys.length === oldKeys.length) return;
  for (const key of newKeys)
    if (!Object.hasOwn(was, key) && now[key] !== undefined)
      out.push([ADD, `${path}/${pointerKey(key)}`, asSent(now[key])]);
}

/** The packed change from one view to the next (both JSON objects or arrays). */
export function viewChanges(before: unknown, after: unknown): ViewPatch {
  const out: ViewPatch = [];
  if (isTree(before) && isTree(after)) diffInto(before, after, '', out);
  else if (before !== after) out.push([REPLACE, '', asSent(after)]);
  return out;
}

/** The RFC 6902 operations of a packed change; an operation of no known kind is refused. */
export function unpacked(patch: readonly PackedOp[]): Operation[] {
  return patch.map((p): Operation => {
    if (p[0] === ADD) return { op: 'add', path: p[1], value: p[2] };
    if (p[0] === REMOVE) return { op: 'remove', path: p[1] };
    if (p[0] === REPLACE) return { op: 'replace', path: p[1], value: p[2] };
    throw new Error(`a state's change has an operation of no known kind (${String(p[0])})`);
  });
}

/** A state as its reader has it once read: the whole view and the whole list of commands. */
export type ShownState = Omit<StateMessage, 'view' | 'patch' | 'legal'> & {
  view: unknown;
  legal: LegalCommand[];
};

/** What the server last sent one connection: what the next state is written against. */
export interface LastSent {
  view: unknown;
  legal: LegalCommand[];
  waiting: StateMessage['waiting'];
}

/** What a connection has once `state` reached it. */
export function lastSentOf(state: ShownState): LastSent {
  return { view: state.view, legal: state.legal, waiting: state.waiting };
}

function sameWaiting(a: StateMessage['waiting'], b: StateMessage['waiting']): boolean {
  return a === b || (a !== null && b !== null && a.seat === b.seat && a.deadline === b.deadline);
}

/**
 * The message for a connection given the full state and what that connection last got (null: it
 * gets the full state). Null when nothing it sees changed: no log line, same view, same commands,
 * same waiting (the patch is empty), so not even a message's arrival tells it someone acted.
 */
export function changesSince(last: LastSent | null, state: ShownState): StateMessage | null {
  if (last === null) return { ...state, prevSeq: null, full: true };
  const patch = viewChanges(last.view, state.view);
  const sameLegal = viewChanges(last.legal, state.legal).length === 0;
  if (patch.length === 0 && sameLegal && state.log.length === 0 && sameWaiting(last.waiting, state.waiting))
    return null;
  const message: StateMessage = {
    seq: state.seq,
    prevSeq: state.prevSeq,
    patch,
    waiting: state.waiting,
    log: state.log,
    full: false,
    result: state.result,
    now: state.now,
  };
  if (!sameLegal) message.legal = state.legal;
  // Left out, not sent as undefined (which costs bytes), in a room without the coach.
  if (state.coach !== undefined) message.coach = state.coach;
  return message;
}

/**
 * A state message read against the previous state read (the one at `message.prevSeq`; the caller
 * checks that first). A full state stands alone.
 */
export function readState(previous: ShownState | null, message: StateMessage): ShownState {
  const { patch, view, legal, ...rest } = message;
  if (message.full) return { ...rest, view, legal: legal ?? [] };
  if (previous === null) throw new Error(`state ${message.seq} is a change, and there is no state before it`);
  const next = patch
    ? jsonpatch.applyPatch(previous.view, unpacked(patch), false, false).newDocument
    : previous.view;
  return { ...rest, view: next, legal: legal ?? previous.legal };
}
