// The messages between the web client and the server, as zod schemas: the server parses every
// incoming message with these and answers anything else with an `error` message, changing nothing.
// The web client imports the same schemas and types, so both ends agree on one definition.
import type { CoachLine } from '@fengsheng/game';
import { z } from 'zod';
import type { ViewPatch } from './state-patch.ts';

/** Largest message the server reads; anything bigger is refused unread. */
export const MAX_MESSAGE_BYTES = 8 * 1024;
export const MAX_CHAT_LENGTH = 300;
export const MAX_NAME_LENGTH = 24;

export const ROOM_NAME = 'table';

const seat = z.number().int().min(0).max(31);
/** The languages a connection may ask its words in. */
export const lang = z.enum(['zh', 'en']);

// ---- HTTP ---------------------------------------------------------------------------------

export const sessionRequest = z.strictObject({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
});
export type SessionRequest = z.infer<typeof sessionRequest>;
export interface SessionResponse {
  token: string;
  playerId: string;
  name: string;
  /** When the token stops being good (ms epoch); `POST /api/session/renew` before then. */
  expiresAt: number;
}

/** How well bots play: 'search' thinks ahead (风声 only: a 杀人游戏 room asking for it is refused). */
export const botLevel = z.enum(['random', 'heuristic', 'search']);

export const createRoomRequest = z.strictObject({
  game: z.string().default('fengsheng'),
  ruleset: z.string().default('standard'),
  /**
   * One of the edition's modes (its `RulesetInfo.modes`: 网络版 新手场, 3V3…), checked against the
   * game's list and its seat counts; absent: the edition's own game.
   */
  mode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  seats: z.number().int().min(1).max(32),
  /** How many seats bots take at once (the last seats). */
  bots: z.number().int().min(0).max(32).default(0),
  /** 'fast': bots play with no pause and the game starts at once when every seat is a bot. */
  speed: z.enum(['normal', 'fast']).default('normal'),
  /** Seconds for a turn decision and for a response; the default command is played when they run out. */
  turnSeconds: z.number().int().min(5).max(600).default(30),
  responseSeconds: z.number().int().min(3).max(600).default(15),
  /** Seconds to choose a character before play begins (time to read its skills and mission). */
  setupSeconds: z.number().int().min(10).max(600).default(45),
  botLevel: botLevel.default('heuristic'),
  /**
   * A first game's coach (新手): each seat's states carry lines on what just happened and what its
   * commands mean. Only for a game that has a coach.
   */
  coach: z.boolean().default(false),
  options: z
    .strictObject({
      characters: z.boolean().default(false),
      expansion: z.boolean().default(true),
      identityTable: z.enum(['standard', 'variant']).default('standard'),
    })
    .default({ characters: false, expansion: true, identityTable: 'standard' }),
});
export type CreateRoomRequest = z.input<typeof createRoomRequest>;
export type RoomSettings = z.output<typeof createRoomRequest>;
export interface CreateRoomResponse {
  roomId: string;
  gameId: string;
  joinUrl: string;
}

export type GameStatus = 'waiting' | 'playing' | 'finished';

export interface Text {
  zh: string;
  en: string;
}

/**
 * One line of a game's log as a viewer sees it. In a websocket state the text is in the
 * connection's language only (the other one empty) when it said one, and the event is only what a
 * client reads of it: `{ type, private? }` (wire.ts). HTTP summaries and replays carry both
 * languages and the whole event, as the engine gave it to that viewer.
 */
export interface LogLine {
  /** The number of accepted commands when it happened (0: at the start). */
  seq: number;
  text: Text;
  event: unknown;
}

/**
 * A finished game in a list of replays (`GET /api/rooms/:id/games`, `GET /api/me/games`): who sat
 * where as the table named them, how it ended, and, in your own list, your seat.
 */
export interface GameListing {
  gameId: string;
  roomId: string;
  game: string;
  ruleset: string;
  commandCount: number;
  result: unknown;
  /** When it ended (ms epoch). */
  finishedAt: number;
  seats: { seat: number; kind: SeatInfo['kind']; name: string | null }[];
  /** Your seat in it (your own list), else null. */
  you: number | null;
}

export interface GameSummary {
  gameId: string;
  roomId: string;
  game: string;
  status: GameStatus;
  commandCount: number;
  settings: RoomSettings;
  seats: SeatInfo[];
  result: unknown;
  /** The public log (what a spectator sees). */
  log: LogLine[];
  /** Display names for the ids in views and results. */
  glossary: unknown;
}

// ---- websocket: client -> server ---------------------------------------------------------

export const clientMessages = {
  /** Take an empty seat before the game starts. */
  sit: z.strictObject({ seat }),
  /** Give the seat back (before the game starts). */
  stand: z.strictObject({}),
  addBot: z.strictObject({ seat }),
  removeBot: z.strictObject({ seat }),
  /** Host only, before the start: free a seat a person holds; they may not sit here again. */
  removePlayer: z.strictObject({ seat }),
  start: z.strictObject({}),
  /** After a game ends: a new game in the same room with the same seats (host only). */
  again: z.strictObject({}),
  /**
   * A game command. `seq` is the last state seq the client saw: a command sent against an older
   * state is refused as stale, so nobody acts on a board that has changed under them.
   */
  command: z.strictObject({ seq: z.number().int().min(0), command: z.unknown() }),
  chat: z.strictObject({ text: z.string().trim().min(1).max(MAX_CHAT_LENGTH) }),
  /** Ask for the whole current state again (after a gap in seq). */
  resync: z.strictObject({}),
  /** The player switched language: from now on words in this one, starting with a full state. */
  lang: z.strictObject({ lang }),
} as const;
export type ClientMessageType = keyof typeof clientMessages;

export const joinOptions = z.strictObject({
  token: z.string().min(1).max(512),
  spectate: z.boolean().default(false),
  /** The words of states (log, commands, coach) in this language only; absent: both. */
  lang: lang.optional(),
});
export type JoinOptions = z.input<typeof joinOptions>;

// ---- websocket: server -> client ---------------------------------------------------------

export interface SeatInfo {
  seat: number;
  kind: 'empty' | 'human' | 'bot';
  name: string | null;
  /** A human seat whose player is away is played by a bot (托管) until they return. */
  connected: boolean;
}

/**
 * What does not change while a connection lasts, sent once when it joins (and again only if a next
 * game in the room names things differently): the game and its display names.
 */
export interface StaticMessage {
  game: string;
  gameName: Text;
  /**
   * Where to get the display names and texts for the ids in views and results (`GET`, JSON). The
   * address is named by its content: the same address always holds the same glossary.
   */
  glossaryUrl: string;
}

/**
 * The room as this connection sees it: sent on join and when the room changes for everyone (seats
 * taken or freed, the game starting or ending). No player id: nobody needs another's.
 */
export interface RoomMessage {
  roomId: string;
  gameId: string;
  game: string;
  status: GameStatus;
  settings: RoomSettings;
  seats: SeatInfo[];
  /** Your seat, or null for a spectator / someone not seated yet. */
  you: number | null;
  /** Whether you made the room: only the host adds bots, removes players and starts. */
  isHost: boolean;
}

/** One seat whose player came or went (its connection, not the seating, changed). */
export type SeatMessage = SeatInfo;

export interface LegalCommand {
  command: unknown;
  label: {
    text: Text;
    card?: number;
    seat?: number;
    intel?: number;
    input?: { field: string; maxLength: number };
  };
}

export interface StateMessage {
  /**
   * Accepted commands so far. A client is sent a state only when what it sees changed, so its
   * seq may jump (others' hidden actions are not announced, not even by a message).
   */
  seq: number;
  /** The seq of the previous state sent to this client (null on a full state): a gap check. */
  prevSeq: number | null;
  /** What you see, whole: only in a full state (read states with `readState`). */
  view?: unknown;
  /** What changed in what you see since the state at `prevSeq`: in every state that is not full. */
  patch?: ViewPatch;
  /**
   * Your commands now, with their words; empty when the game does not wait for you. Left out of a
   * state that is not full when they are the same as in the state before.
   */
  legal?: LegalCommand[];
  /** Whom the game waits for (null while hidden or over) and when their timer runs out (ms epoch). */
  waiting: { seat: number | null; deadline: number | null } | null;
  /** Log lines since the previous state you were sent (all of them after a resync). */
  log: LogLine[];
  full: boolean;
  result: unknown;
  /** The server's clock when this was sent (ms epoch): time left is `waiting.deadline - now`. */
  now: number;
  /** In a room with the coach on, a seat's coach lines for this state (absent otherwise). */
  coach?: CoachLine[];
}

export type { CoachLine };

/**
 * Sent to a seat's own connections after its timer ran out and the game's default was played for
 * it: what was played, in words, and the seq of that command.
 */
export interface TimedOutMessage {
  seq: number;
  text: Text;
}

export interface ChatMessage {
  from: number | null;
  name: string;
  text: string;
  at: number;
}

/**
 * Why the server refused something, so that a client can say it in its own language (the English
 * `message` beside it is for logs and scripts); `params` fill in the client's words.
 */
export const PROBLEM_REASONS = [
  // seats and the start (websocket)
  'game-started',
  'no-such-seat',
  'seat-taken',
  'no-seat',
  'host-only',
  'not-a-bot',
  'seat-empty',
  'remove-self',
  'seats-empty',
  'spectator',
  'removed',
  'game-not-over',
  'speak-in-turn',
  // room settings and other requests (HTTP)
  'unknown-game',
  'unknown-ruleset',
  'seat-count',
  'no-characters',
  'unknown-mode',
  'mode-seat-count',
  'mode-needs-characters',
  'no-coach',
  'unknown-bot-level',
  'too-many-bots',
  'out-of-range',
  'bad-request',
  'bad-name',
  'bad-token',
  'too-large',
  'not-found',
  'server-busy',
  'too-many-requests',
  'too-many-rooms',
  'server-error',
  // joining a room that is not open: none by that code, closed unstarted, damaged, finished, not yet
  'room-none',
  'room-expired',
  'room-damaged',
  'room-finished',
  'room-starting',
] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];
export type ProblemParams = Record<string, string | number>;

export interface Problem {
  reason: ProblemReason;
  message: string;
  params?: ProblemParams;
}

/** The body of every HTTP error answer. */
export interface HttpErrorBody {
  error: string;
  reason?: ProblemReason;
  params?: ProblemParams;
}

/** What kind of websocket message was refused (`reason` says more when it can). */
export const ERROR_CODES = [
  'bad-message',
  'too-large',
  'not-allowed',
  'stale',
  'illegal',
  'not-started',
  'unknown-type',
  'rate-limited',
] as const;

export interface ErrorMessage {
  code: (typeof ERROR_CODES)[number];
  message: string;
  /** Set when the refusal has its own words beyond the code. */
  reason?: ProblemReason;
  params?: ProblemParams;
}

/** Websocket close codes the room uses, with the reason as words. */
export const CLOSE_SLOW_CONSUMER = 4008;
export const CLOSE_REMOVED = 4009;

export { readState } from './state-patch.ts';
export type { ShownState, ViewPatch } from './state-patch.ts';
export type { RulesDoc, RulesEntry, RulesList, RulesSection, RulesTable } from '@fengsheng/game';

/** One scenario of an edition, as a rules page lists it ("show me" replays it). */
export interface ScenarioListing {
  id: string;
  name: string;
  seats: number;
  /** How the scenario calls each seat (A, B…; 1号, 2号…). */
  seatNames: readonly string[];
  /** Rules entries it is about, as `<list id>/<entry id>`. */
  concerns: readonly string[];
}

/** `GET /api/rules/:game/:ruleset`: the edition's rules and the scenarios of its rulings. */
export type RulesPageResponse = import('@fengsheng/game').RulesDoc & { scenarios: ScenarioListing[] };
