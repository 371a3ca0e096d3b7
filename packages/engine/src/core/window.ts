// Priority windows and the response stack (后发先至).
// The current player holds priority first; after any action it moves to the actor's right; a full
// round of passes resolves every waiting card, last used first, with no responses in between. After
// that, priority returns to the current player; a full round of passes over an empty stack closes
// the window.
import { getRuleset } from './ruleset.ts';
import { activeCount, firstPriority, isActive, nextActive } from './seats.ts';
import type { GameEvent, GameState, WindowKind } from './types.ts';

export function openWindow(s: GameState, kind: WindowKind): void {
  s.window = { kind, priority: firstPriority(s), passes: 0, stack: [], resolving: false };
}

/** The priority holder passes. Returns true when the window closed (full round over an empty stack). */
export function passPriority(s: GameState, out: GameEvent[], explicit: boolean): void {
  const w = s.window!;
  if (explicit) out.push({ type: 'pass', seat: w.priority });
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
  continueResolution(s, out);
}

/** After an action, priority moves to the seat on the actor's right. */
export function afterAction(s: GameState, actor: number): void {
  const w = s.window!;
  w.passes = 0;
  const next = nextActive(s, actor);
  w.priority = next < 0 ? actor : next;
}

/**
 * Resolve the stack from the top until it is empty, a decision suspends it, or the game ends.
 * A countered card does nothing and goes to the discard.
 */
export function continueResolution(s: GameState, out: GameEvent[]): void {
  const rs = getRuleset(s.ruleset);
  const w = s.window!;
  while (w.stack.length > 0) {
    if (s.result || s.decision) return;
    const frame = w.stack.pop()!;
    const fn = rs.functions[frame.fn];
    if (frame.countered) {
      out.push({ type: 'resolve', frame: frame.id, fn: frame.fn, countered: true });
      s.discard.push(frame.card);
      continue;
    }
    out.push({ type: 'resolve', frame: frame.id, fn: frame.fn, countered: false });
    fn.resolve(s, frame, out);
    if (fn.afterUse === 'removed') s.removed.push(frame.card);
    else s.discard.push(frame.card);
  }
  if (s.result || s.decision) return;
  w.resolving = false;
  w.passes = 0;
  w.priority = firstPriority(s);
  // The turn ends at once when the current player died during the play phase; a passing window
  // closes once its intel has been taken.
  if (w.kind === 'play' ? !isActive(s, s.current) : !s.passing) s.window = null;
}
