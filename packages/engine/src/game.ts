// 风声 as a game of the platform: the engine behind the shared contract of @fengsheng/game.
import type { GameDefinition, Pending } from '@fengsheng/game';
import { apply, legalCommands, pending } from './core/commands.ts';
import { getRuleset, listRulesets } from './core/ruleset.ts';
import { createGame } from './core/setup.ts';
import type { Command, GameEvent, GameOptions, GameResult, GameState } from './core/types.ts';
import { eventsFor, view, type GameView } from './core/views.ts';
import {
  coach,
  defaultCommand,
  describeCommand,
  describeCommands,
  glossary,
  narrate,
  rules,
} from './present/index.ts';
import './rulesets/index.ts';

/**
 * Rooms give a player the longer turn timer for decisions in their own turn (playing, sending), the
 * response timer for answering others (priority in another's turn, receiving, choices), and the
 * setup timer for choosing a character (long enough to read its skills and mission).
 */
function pendingWithTimer(s: GameState): Pending | null {
  const p = pending(s);
  if (!p) return null;
  const timer =
    p.kind === 'chooseCharacter'
      ? 'setup'
      : p.seat === s.current && p.kind !== 'receiveIntel'
        ? 'turn'
        : 'response';
  return { seat: p.seat, kind: p.kind, timer };
}

export const fengsheng: GameDefinition<GameOptions, GameState, Command, GameEvent, GameView, GameResult> = {
  id: 'fengsheng',
  name: { zh: '风声', en: 'The Message' },
  minSeats: 3,
  maxSeats: 9,
  rulesets: listRulesets().map((id) => {
    const rs = getRuleset(id);
    return {
      id,
      name: rs.name,
      minSeats: rs.minPlayers,
      maxSeats: rs.maxPlayers,
      characters: rs.characters !== undefined && rs.charactersOffered !== false,
      // The modes as data (words and table sizes): rooms check a chosen one against them.
      ...(rs.modes
        ? {
            modes: Object.values(rs.modes).map((m) => ({
              id: m.id,
              name: m.name,
              text: m.text,
              seats: m.players.slice(),
              ...(m.victory === 'missions' ? { needsCharacters: true } : {}),
            })),
          }
        : {}),
    };
  }),
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
  narrate: (event, s) => narrate(event, s.ruleset),
  describeCommand,
  describeCommands,
  glossary,
  rules,
  coach,
  tableChat: true,
};
