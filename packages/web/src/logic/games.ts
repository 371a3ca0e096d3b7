// The games the lobby offers: their names and seat ranges (as the server's games declare them).
import type { Text } from '@fengsheng/server/protocol';

/**
 * One of an edition's modes as the game declares it (`RulesetInfo.modes`): its id and the seat
 * counts it is played at. Its words are the page's (`modeKeys`); what it changes is the game's.
 */
export interface ModeChoice {
  id: string;
  seats: readonly number[];
  /** Won through the characters' missions: the room deals characters whatever the toggle says. */
  needsCharacters?: boolean;
}

/** An edition of a game's rules the create form offers, with its own seat range. */
export interface RulesetChoice {
  id: string;
  minSeats: number;
  maxSeats: number;
  /** Whether it can be played with characters (the characters option). */
  characters: boolean;
  /** Whether it has the 「绝密任务」 expansion's characters (the expansion option). */
  expansion: boolean;
  /** Its modes, the default first; empty: it has none (a room names no mode). */
  modes: readonly ModeChoice[];
}

export interface GameChoice {
  id: string;
  name: Text;
  minSeats: number;
  maxSeats: number;
  defaultSeats: number;
  /** Whether the create form offers the ruleset, characters and expansion options. */
  fengshengOptions: boolean;
  /** Whether seated players may use the room chat while a game is played (the game's `tableChat`). */
  tableChat: boolean;
  /** The editions, first the default (as the server's game declares them). */
  rulesets: readonly RulesetChoice[];
  /** The bot levels the game has (the server's `bot(level)`), the default first. */
  botLevels: readonly BotLevel[];
  /**
   * What the room's two timers time in this game, as i18n keys: `turnSeconds` and
   * `responseSeconds` (the game's `Pending.timer` says which one a wait uses).
   */
  timerLabels: { turn: string; response: string };
}

export type BotLevel = 'random' | 'heuristic' | 'search';

/** The i18n key naming each bot level. */
export const BOT_LEVEL_LABELS: Record<BotLevel, string> = {
  heuristic: 'lobby.botHeuristic',
  search: 'lobby.botSearch',
  random: 'lobby.botRandom',
};

export const GAMES: readonly GameChoice[] = [
  {
    id: 'fengsheng',
    name: { zh: '风声', en: 'The Message' },
    minSeats: 3,
    maxSeats: 9,
    defaultSeats: 5,
    fengshengOptions: true,
    tableChat: true,
    rulesets: [
      { id: 'standard', minSeats: 3, maxSeats: 9, characters: true, expansion: true, modes: [] },
      { id: 'zailin', minSeats: 3, maxSeats: 7, characters: true, expansion: false, modes: [] },
      {
        id: 'online',
        minSeats: 3,
        maxSeats: 8,
        characters: true,
        expansion: false,
        modes: [
          { id: 'novice', seats: [4] },
          { id: 'threeVsThree', seats: [6] },
          { id: 'fiveSix', seats: [5, 6] },
          { id: 'missions', seats: [6], needsCharacters: true },
          { id: 'free', seats: [3, 4, 5, 6, 7, 8] },
        ],
      },
    ],
    botLevels: ['heuristic', 'search', 'random'],
    timerLabels: { turn: 'lobby.timer', response: 'lobby.responseTimer' },
  },
  {
    id: 'killer',
    name: { zh: '杀人游戏', en: 'Killer' },
    minSeats: 8,
    maxSeats: 16,
    defaultSeats: 12,
    fengshengOptions: false,
    tableChat: false,
    rulesets: [{ id: 'standard', minSeats: 8, maxSeats: 16, characters: false, expansion: false, modes: [] }],
    // packages/bots killerBots: no search bot (the server would seat its heuristic one instead).
    botLevels: ['heuristic', 'random'],
    // killer/src/commands.ts pending(): speeches and last words wait on the turn timer, the
    // ballot and the night's kill and check on the response timer.
    timerLabels: { turn: 'lobby.speechTimer', response: 'lobby.ballotTimer' },
  },
];

export function gameChoice(id: string): GameChoice {
  return GAMES.find((g) => g.id === id) ?? GAMES[0];
}

/** A game's edition by id (an unknown id: its default edition). */
export function rulesetChoice(game: string, ruleset: string): RulesetChoice {
  const g = gameChoice(game);
  return g.rulesets.find((r) => r.id === ruleset) ?? g.rulesets[0];
}

/** An edition's mode by id, or null when it has no such mode (or none is named). */
export function modeChoice(
  game: string,
  ruleset: string,
  mode: string | null | undefined,
): ModeChoice | null {
  if (!mode) return null;
  return rulesetChoice(game, ruleset).modes.find((m) => m.id === mode) ?? null;
}

/**
 * The mode a create form starts an edition on: the free game where the edition has one (the rules
 * closest to playing with no mode), else its first; null when it has none.
 */
export function defaultMode(game: string, ruleset: string): string | null {
  const modes = rulesetChoice(game, ruleset).modes;
  return (modes.find((m) => m.id === 'free') ?? modes[0])?.id ?? null;
}

/** The seat range the create form offers: the mode's when one is chosen, else the edition's. */
export function seatRange(game: string, ruleset: string, mode?: string | null): { min: number; max: number } {
  const m = modeChoice(game, ruleset, mode);
  if (m) return { min: Math.min(...m.seats), max: Math.max(...m.seats) };
  const r = gameChoice(game).fengshengOptions ? rulesetChoice(game, ruleset) : gameChoice(game);
  return { min: r.minSeats, max: r.maxSeats };
}

/** A seat count brought into the range of a game (and of its edition and mode, if given). */
export function clampSeats(id: string, n: number, ruleset?: string, mode?: string | null): number {
  const g = gameChoice(id);
  const r = ruleset === undefined ? { min: g.minSeats, max: g.maxSeats } : seatRange(id, ruleset, mode);
  if (!Number.isFinite(n)) return Math.max(r.min, Math.min(r.max, g.defaultSeats));
  return Math.max(r.min, Math.min(r.max, Math.round(n)));
}

/** The i18n keys of a mode's name and of the sentence saying what it changes. */
export function modeKeys(mode: string): { name: string; text: string } {
  return { name: `lobby.modes.${mode}.name`, text: `lobby.modes.${mode}.text` };
}

/** A game's display name by id (an unknown id shows as itself). */
export function gameName(id: string, lang: 'zh' | 'en'): string {
  const g = GAMES.find((x) => x.id === id);
  return g ? g.name[lang] : id;
}

/**
 * Whether the room chat is closed to this person now: 杀人游戏 carries its talk as commands
 * (speeches in one's turn), and the server refuses seated players' chat while it is played.
 * Spectators may always chat.
 */
export function chatClosed(game: string, status: string, you: number | null): boolean {
  const g = GAMES.find((x) => x.id === game);
  return !!g && !g.tableChat && status === 'playing' && you !== null;
}

/** The words naming an edition in the lobby and the rules pages. */
export function editionKey(ruleset: string | undefined): string {
  if (ruleset === 'zailin') return 'lobby.rulesetZailin';
  if (ruleset === 'online') return 'lobby.rulesetOnline';
  return 'lobby.rulesetStandard';
}
