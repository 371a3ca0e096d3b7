// The games this server runs. This is the one file that names them: everything else speaks to a
// game only through the rules-free contract of @fengsheng/game.
import { getBot, killerBots } from '@fengsheng/bots';
import { fengsheng } from '@fengsheng/engine';
import { scenarioGame, scenarioInfo } from '@fengsheng/engine/scenario';
import { fileURLToPath } from 'node:url';
import { killerGame } from '@fengsheng/killer';
import { killerScenarioGame, killerScenarioInfo } from '@fengsheng/killer/scenario';
import type { GameDefinition, ScenarioGame, Seat } from '@fengsheng/game';
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
  /** The bot levels a room of this game may ask for. */
  botLevels: readonly string[];
  /**
   * The bot for a difficulty name; an unknown name (a room stored before its level was refused)
   * falls back to one the game has.
   */
  bot(level: string): SeatBot;
  /** The game's scenario files shipped with the build, which a rules page can replay ("show me"). */
  scenarios?: ScenarioSource;
}

/** Where a game's scenario files are, and how its engine reads one. */
export interface ScenarioSource {
  /** Folders of `*.yaml` files (absolute paths). */
  readonly dirs: readonly string[];
  /** What a file is about, without playing it. */
  info(text: string):
    | {
        ok: true;
        name: string;
        ruleset: string;
        seats: number;
        seatNames: readonly string[];
        concerns: readonly string[];
      }
    | { ok: false; errors: string[] };
  /** The file as a game to replay. */
  game(text: string): ({ ok: true } & ScenarioGame) | { ok: false; errors: string[] };
}

/**
 * The engine's scenario folders, found from this file: `packages/server/src` (run by tsx) and
 * `packages/server/dist` (the bundle) are both two levels below `packages/`.
 */
const ENGINE_SCENARIOS = fileURLToPath(new URL('../../engine/test/scenarios/', import.meta.url));
const KILLER_SCENARIOS = fileURLToPath(new URL('../../killer/test/scenarios/', import.meta.url));

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
      rulesets: (fengsheng.rulesets ?? []).map((r) => r.id),
      options: (settings, seed) => ({
        ruleset: settings.ruleset,
        mode: settings.mode,
        players: settings.seats,
        seed,
        characters: settings.options.characters,
        expansion: settings.options.expansion,
        identityTable: settings.options.identityTable,
        autoPass: true,
      }),
      botLevels: ['random', 'heuristic', 'search'],
      bot: botFromRegistry,
      scenarios: {
        dirs: ['standard', 'zailin', 'characters'].map((d) => ENGINE_SCENARIOS + d),
        info: scenarioInfo,
        game: scenarioGame,
      },
    },
  ],
  [
    killerGame.id,
    {
      definition: killerGame,
      rulesets: ['standard'],
      options: (settings, seed) => ({ players: settings.seats, seed }),
      botLevels: Object.keys(killerBots),
      bot: killerBot,
      scenarios: { dirs: [KILLER_SCENARIOS], info: killerScenarioInfo, game: killerScenarioGame },
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
