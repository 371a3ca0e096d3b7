// What a game mode changes in what players see (`GameMode.campsShown`) and in how they win
// (`GameMode.victory`): the core asks it for every seat of every view and whenever victories are
// checked, so a game with no mode answers at once.
import { getRuleset } from './ruleset.ts';
import type { GameState, Seat } from './types.ts';

/**
 * Whether `viewer` is shown `seat`'s camp by the mode: every camp ('all'), or their own camp's
 * players ('team'); never while characters are chosen, before identities are known.
 */
export function campShown(s: GameState, viewer: Seat, seat: Seat): boolean {
  const id = s.options.mode;
  if (id === undefined || s.step === 'chooseCharacters') return false;
  const shown = getRuleset(s.ruleset).modes?.[id]?.campsShown;
  if (shown === 'all') return true;
  return shown === 'team' && viewer >= 0 && s.players[viewer].camp === s.players[seat].camp;
}

/**
 * Whether every player wins only by their own character's mission, whatever the identity
 * (`GameMode.victory` 'missions'): camps then win nothing by their colour of intel.
 */
export function missionsOnly(s: GameState): boolean {
  const id = s.options.mode;
  return id !== undefined && getRuleset(s.ruleset).modes?.[id]?.victory === 'missions';
}
