// Priority windows and the response stack (后发先至).
// The current player holds priority first; after any action it moves to the actor's right; a full
// round of passes resolves every waiting card, last used first, with no responses in between. After
// that, priority returns to the current player; a full round of passes over an empty stack closes
// the window.
import { getRuleset } from './ruleset.ts';
import { resolveFrame } from './skills.ts';
import { activeCount, firstPriority, isActive, nextActive } from './seats.ts';
import { defineTask, pushTask } from './tasks.ts';
import { fireTriggers } from './triggers.ts';
import type { Frame, GameEvent, GameState, WindowKind } from './types.ts';

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
  if (w.passes < activeCount(s)) {
    w.priority = nextActive(s, w.priority);
    return;
  }
  if (w.stack.length === 0) {
    s.window = null;
    return;
  }
  w.resolving = true;
  pushTask(s, 'resolveStack');
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
  pushTask(s, 'resolveStack');
  if (frame.countered) {
    w.stack.pop();
    out.push({ type: 'resolve', frame: frame.id, fn: frame.fn, countered: true });
    if (frame.card >= 0) s.discard.push(frame.card);
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
});

/** What skills firing around a card's resolution learn about it (就计, 拷问, 联动...). */
function framePayload(frame: Frame): { frame: number; fn: string; user: number; target: number } {
  return { frame: frame.id, fn: frame.fn, user: frame.user, target: frame.target.seat ?? -1 };
}

export function placeResolved(s: GameState, frame: Frame): void {
  if (frame.card < 0) return;
  if (getRuleset(s.ruleset).functions[frame.fn]?.afterUse === 'removed') s.removed.push(frame.card);
  else s.discard.push(frame.card);
}

function finishResolution(s: GameState): void {
  const w = s.window!;
  w.resolving = false;
  w.passes = 0;
  w.priority = firstPriority(s);
  // The turn ends at once when the current player died during the play phase; a passing window
  // closes once its intel has been taken.
  if (w.kind === 'play' ? !isActive(s, s.current) : !s.passing) s.window = null;
}
