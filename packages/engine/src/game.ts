// 风声 as a game of the platform: the engine behind the shared contract of @fengsheng/game.
import type { GameDefinition, Pending } from '@fengsheng/game';
import { apply, legalCommands, pending } from './core/commands.ts';
import { createGame } from './core/setup.ts';
import type { Command, GameEvent, GameOptions, GameResult, GameState } from './core/types.ts';
import { eventsFor, view, type GameView } from './core/views.ts';
import { defaultCommand, describeCommand, glossary, narrate } from './present/index.ts';
import './rulesets/index.ts';

/**
 * Rooms give a player the longer turn timer for decisions in their own turn (playing, sending) and
 * the response timer for answering others (priority in another's turn, receiving, choices).
 */
function pendingWithTimer(s: GameState): Pending | null {
  const p = pending(s);
  if (!p) return null;
  return { ...p, timer: p.seat === s.current && p.kind !== 'receiveIntel' ? 'turn' : 'response' };
}

export const fengsheng: GameDefinition<GameOptions, GameState, Command, GameEvent, GameView, GameResult> = {
  id: 'fengsheng',
  name: { zh: '风声', en: 'The Message' },
  minSeats: 3,
  maxSeats: 9,
  create: createGame,
  legalCommands,
  apply,
  pending: pendingWithTimer,
  // The spectator's view hides the waited-for seat exactly where the rules hide it (and shows the
  // table as it would be without a hidden offer, so only a match with the truth makes it public).
  pendingIsPublic: (s) => {
    const seen = view(s, 'spectator').pending;
    return seen !== null && seen.seat !== null && seen.seat === pending(s)?.seat;
  },
  view,
  eventsFor,
  result: (s) => s.result,
  defaultCommand,
  narrate,
  describeCommand,
  glossary,
  tableChat: true,
};
