// @fengsheng/engine: the 风声 rules as a pure, synchronous, deterministic library.
import './rulesets/index.ts';

export * from './core/types.ts';
export { createGame } from './core/setup.ts';
export {
  apply,
  applyInPlace,
  applyKept,
  check,
  cloneState,
  keptCommands,
  legalCommands,
  pending,
} from './core/commands.ts';
export { view, eventFor, eventsFor } from './core/views.ts';
export type { GameView, PlayerView, CardView, FrameView, EventView, Viewer } from './core/views.ts';
export { getRuleset, listRulesets, registerRuleset } from './core/ruleset.ts';
export type { Ruleset, RulesetTerms, Name, CardFunction, TargetKind } from './core/ruleset.ts';
export { standard } from './rulesets/index.ts';
export { replay } from './core/replay.ts';
export {
  coach,
  defaultCommand,
  describeCommand,
  describeCommands,
  glossary,
  narrate,
  rules,
} from './present/index.ts';
export { fengsheng } from './game.ts';
