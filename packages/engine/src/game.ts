// 风声 as a game of the platform: the engine behind the shared contract of @fengsheng/game.
import type { GameDefinition } from '@fengsheng/game';
import { apply, legalCommands, pending } from './core/commands.ts';
import { createGame } from './core/setup.ts';
import type { Command, GameEvent, GameOptions, GameResult, GameState } from './core/types.ts';
import { eventsFor, view, type GameView } from './core/views.ts';
import { defaultCommand, describeCommand, glossary, narrate } from './present/index.ts';
import './rulesets/index.ts';

export const fengsheng: GameDefinition<GameOptions, GameState, Command, GameEvent, GameView, GameResult> = {
  id: 'fengsheng',
  name: { zh: '风声', en: 'The Message' },
  minSeats: 3,
  maxSeats: 9,
  create: createGame,
  legalCommands,
  apply,
  pending,
  view,
  eventsFor,
  result: (s) => s.result,
  defaultCommand,
  narrate,
  describeCommand,
  glossary,
};
