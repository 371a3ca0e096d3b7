// Seed 003's moments, as the core's windows: 「情报传递阶段」 is the whole passing of the intel, both
// while it travels (transmit) and when it reaches a player (arrive).
import type { GameState, Seat, WindowKind } from '../../../core/types.ts';

export const PASSING_PHASE: readonly WindowKind[] = ['transmit', 'arrive'];

/** A card usable in the play phase only by the player whose turn it is (「自己的出牌阶段」). */
export function ownPlayPhaseOrPassing(s: GameState, user: Seat): boolean {
  return s.window!.kind !== 'play' || s.current === user;
}
