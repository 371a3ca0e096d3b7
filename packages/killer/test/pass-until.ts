import type { Script } from './script.ts';

/** Everyone speaking before `seat` says 过. */
export function passUntil(g: Script, seat: number): void {
  while (g.pendingSeat !== seat) g.next({ type: 'pass' });
}
