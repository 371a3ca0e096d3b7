// The games this server runs. This is the one file that names them: everything else speaks to a
// game only through the rules-free contract of @fengsheng/game.
import { getBot, killerBots } from '@fengsheng/bots';
import { fengsheng } from '@fengsheng/engine';
import { killerGame } from '@fengsheng/killer';
import type { GameDefinition, Seat } from '@fengsheng/game';
import type { RoomSettings } from './protocol.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any, any, any>;

/** A computer player as the server uses it: a seat's view and legal commands in, one command out. */
export interface SeatBot {
  /** `seen`: every event of the game so far as this seat received it, in order. */
  choose(view: unknown, legal: unknown[], seen: unknown[], rng: () => number): unknown;
}

export interface GameEntry {
  definition: AnyGame;
  rulesets: string[];
  /** The options for `definition.create`, from a room's settings, its seat count and a fresh seed. */
  options(settings: RoomSettings, seed: number): unknown;
  /** The bot for a difficulty name; unknown names fall back to the simplest bot. */
  bot(level: string): SeatBot;
}

function botFromRegistry(level: string): SeatBot {
  const bot = getBot(level) ?? getBot('random')!;
  return {
    choose: (view, legal, seen, rng) =>
      bot.chooseFromLegal
        ? bot.chooseFromLegal(legal as never, rng)
        : bot.choose({ view, legal, seen } as never, rng),
  };
}

/** 杀人游戏's bots; a level it does not have gets its best one. */
function killerBot(level: string): SeatBot {
  const bot = killerBots[level] ?? killerBots.heuristic;
  return { choose: (view, legal, seen, rng) => bot.choose({ view, legal, seen } as never, rng) };
}

const registry = new Map<string, GameEntry>([
  [
    fengsheng.id,
    {
      definition: fengsheng,
      rulesets: ['standard'],
      options: (settings, seed) => ({
        ruleset: settings.ruleset,
        players: settings.seats,
        seed,
        characters: settings.options.characters,
        expansion: settings.options.expansion,
        identityTable: settings.options.identityTable,
        autoPass: true,
      }),
      bot: botFromRegistry,
    },
  ],
  [
    killerGame.id,
    {
      definition: killerGame,
      rulesets: ['standard'],
      options: (settings, seed) => ({ players: settings.seats, seed }),
      bot: killerBot,
    },
  ],
]);

export function gameEntry(id: string): GameEntry | undefined {
  return registry.get(id);
}

export function gameIds(): string[] {
  return [...registry.keys()];
}

export type { Seat };
