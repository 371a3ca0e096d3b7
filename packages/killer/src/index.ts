// @fengsheng/killer: 杀人游戏 (seed 002, "X游戏" club rules) with an automated judge.
export { killerGame, replay } from './game.ts';
export { apply, applyInPlace, awakeGroup, check, legalCommands, pending } from './commands.ts';
export type { PendingKind } from './commands.ts';
export { defaultCommand, describeCommand, glossary } from './describe.ts';
export { narrate } from './narrate.ts';
export { checkTargets, decide, killTargets } from './night.ts';
export { createGame, MAX_PLAYERS, MIN_PLAYERS, roleCounts, specialsFor } from './setup.ts';
export { eventsFor, knowsRole, view } from './views.ts';
export type { KillerEventView, KillerView, SeatView, StepView } from './views.ts';
export { seatName } from './names.ts';
export * from './types.ts';
export { rules } from './rules.ts';
