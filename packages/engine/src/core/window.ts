// Priority windows and the response stack (后发先至).
// The current player holds priority first; after any action it moves to the actor's right; a full
// round of passes resolves every waiting card, last used first, with no responses in between. After
// that, priority returns to the current player; a full round of passes over an empty stack closes
// the window.
import { getRuleset, policyOf } from './ruleset.ts';
import { resolveFrame } from './skills.ts';
import { activeMoreThan, firstPriority, isActive, nextActive } from './seats.ts';
import { defineTask, pushTask } from './tasks.ts';
import { fireTriggers } from './triggers.ts';
import type { Frame, GameEvent, GameState, WindowKind } from './types.ts';

declare module './tasks.ts' {
  interface TaskPayloads {
    resolveStack: Record<string, never>;
    resolveAtOnce: { frame: number };
    resolvedAtOnce: { frame: number };
  }
}

export function openWindow(s: GameState, kind: WindowKind): void {
  s.window = { kind, priority: firstPriority(s), passes: 0, stack: [], resolving: false };
}

/** The priority holder passes; a full round closes the window (empty stack) or starts resolving it. */
export function passPriority(s: GameState, out: GameEvent[], explicit: boolean): void {
  const w = s.window!;
  // With automatic passing, a pass is private: a public one would tell the table who held a card.
  if (explicit)
    out.push(
      s.options.autoPass
        ? { type: 'pass', seat: w.priority, to: [w.priority] }
        : { type: 'pass', seat: w.priority },
    );
  w.passes++;
  // Run at every pass: counting stops as soon as one seat is left to ask.
  if (activeMoreThan(s, w.passes)) {
    // A receipt is asked about in its direction; a card once used is answered in seat order (④).
    w.priority = nextActive(s, w.priority, w.stack.length === 0 && w.direction === -1 ? -1 : 1);
    return;
  }
  if (w.stack.length === 0) {
    s.window = null;
    return;
  }
  w.resolving = true;
  pushTask(s, 'resolveStack', {});
}

/** After an action, priority moves to the seat on the actor's right. */
export function afterAction(s: GameState, actor: number): void {
  const w = s.window!;
  w.passes = 0;
  const next = nextActive(s, actor);
  w.priority = next < 0 ? actor : next;
}

/**
 * Resolve the top waiting card, then come back for the next (the continuation is pushed first so
 * that whatever the card sets off, triggers, deaths, decisions, happens before the next card).
 * A countered card does nothing and goes to the discard.
 */
defineTask('resolveStack', (s, _data, out) => {
  const w = s.window!;
  const frame = w.stack[w.stack.length - 1];
  if (!frame) {
    finishResolution(s);
    return;
  }
  pushTask(s, 'resolveStack', {});
  stepFrame(s, frame, out);
});

/** One step of the top frame: its before-resolve triggers, its effect, or its leaving the stack. */
function stepFrame(s: GameState, frame: Frame, out: GameEvent[]): void {
  const w = s.window!;
  if (frame.countered) {
    w.stack.pop();
    out.push({ type: 'resolve', frame: frame.id, fn: frame.fn, countered: true });
    if (frame.card >= 0 && !frame.taken) s.discard.push(frame.card);
    return;
  }
  if (frame.stage === 0) {
    frame.stage = 1;
    // Without characters nothing fires here: go straight on to the effect.
    if (s.options.characters) {
      fireTriggers(s, 'beforeResolve', framePayload(frame), out);
      return;
    }
  }
  if (frame.stage === 1) {
    frame.stage = 2;
    out.push({ type: 'resolve', frame: frame.id, fn: frame.fn, countered: false });
    resolveFrame(s, frame, out);
    return;
  }
  placeResolved(s, w.stack.pop()!);
  if (s.options.characters) fireTriggers(s, 'afterResolve', framePayload(frame), out);
}

/**
 * A skill nobody may answer (policy `skillsUnanswerable`) resolves the moment it is used, alone: the
 * cards waiting under it keep waiting, and priority goes on from its user's right as after any
 * action. Queued under whatever its use set off (`cardUsed` triggers), so those run first.
 */
export function resolveAtOnce(s: GameState, frame: Frame, queuedAt: number): void {
  s.window!.resolving = true;
  s.tasks.splice(queuedAt, 0, { run: 'resolveAtOnce', data: { frame: frame.id } });
}

defineTask('resolveAtOnce', (s, data, out) => {
  const w = s.window!;
  const frame = w.stack.find((f) => f.id === data.frame);
  if (!frame) throw new Error(`skill frame ${String(data.frame)} is not on the stack`);
  pushTask(s, 'resolvedAtOnce', { frame: frame.id });
  out.push({ type: 'resolve', frame: frame.id, fn: frame.fn, countered: false });
  resolveFrame(s, frame, out);
});

defineTask('resolvedAtOnce', (s, data, out) => {
  const w = s.window;
  if (!w) return;
  const i = w.stack.findIndex((f) => f.id === data.frame);
  if (i < 0) return;
  const frame = w.stack.splice(i, 1)[0];
  w.resolving = false;
  w.passes = 0;
  if (s.options.characters) fireTriggers(s, 'afterResolve', framePayload(frame), out);
});

/**
 * What skills firing around a card's resolution learn about it (就计, 拷问, 联动...): `answers` is the
 * frame it was aimed at (-1: none), `failed` whether its effect failed (结算失败).
 */
function framePayload(frame: Frame): {
  frame: number;
  fn: string;
  user: number;
  target: number;
  answers: number;
  failed: boolean;
} {
  return {
    frame: frame.id,
    fn: frame.fn,
    user: frame.user,
    target: frame.target.seat ?? -1,
    answers: frame.target.frame ?? -1,
    failed: frame.failed === true,
  };
}

export function placeResolved(s: GameState, frame: Frame): void {
  // A card taken into a hand while it waited is there already.
  if (frame.card < 0 || frame.taken) return;
  const after = getRuleset(s.ruleset).functions[frame.fn]?.afterUse;
  // A failed card is shown, face up in the discard (秘密下达/试探 …结算失败，均面朝上弃至弃牌堆).
  if (after === 'removed' && !frame.failed) s.removed.push(frame.card);
  else if (after !== 'byEffect' || frame.failed) s.discard.push(frame.card);
}

function finishResolution(s: GameState): void {
  const w = s.window!;
  w.resolving = false;
  w.passes = 0;
  // The chain is over: cards drawn during it may be used from now on.
  delete w.fresh;
  w.priority = firstPriority(s);
  // The turn ends at once when the current player died during the play phase; a passing window
  // closes once its intel has been taken.
  if (w.kind === 'play' || w.kind === 'declare') {
    if (!isActive(s, s.current)) s.window = null;
    else if (w.kind === 'declare' && policyOf(s.ruleset).chainEndsResponsePoint) s.window = null;
    return;
  }
  const p = s.passing;
  if (!p) s.window = null;
  else if (policyOf(s.ruleset).chainEndsResponsePoint) nextResponsePoint(s, w.kind);
  // A card moved the intel to another step (转移, 截获, 调虎离山, 调包): this window gives way to that
  // step's own, or to none where the edition has no window there.
  else if (p.stage !== w.kind && w.kind !== 'end') {
    if (p.stage === 'transmit' && !policyOf(s.ruleset).transmitWindow) s.window = null;
    else openWindow(s, p.stage);
  }
}

/**
 * The chain at a passing response point has resolved: the intel moved by a card gets the response
 * point of its new place (none while it travels, where the edition has no transmit window);
 * otherwise the step goes on (the holder decides, the intel lands, the turn ends).
 */
function nextResponsePoint(s: GameState, kind: WindowKind): void {
  const p = s.passing!;
  const moved = p.moved === true;
  delete p.moved;
  if (!moved || kind === 'end') s.window = null;
  else if (p.stage === 'transmit' && !policyOf(s.ruleset).transmitWindow) s.window = null;
  else openWindow(s, p.stage);
}
