// The messages between the web client and the server, as zod schemas: the server parses every
// incoming message with these and answers anything else with an `error` message, changing nothing.
// The web client imports the same schemas and types, so both ends agree on one definition.
import { z } from 'zod';

/** Largest message the server reads; anything bigger is refused unread. */
export const MAX_MESSAGE_BYTES = 8 * 1024;
export const MAX_CHAT_LENGTH = 300;
export const MAX_NAME_LENGTH = 24;

export const ROOM_NAME = 'table';

const seat = z.number().int().min(0).max(31);

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

/** How well bots play: 'search' thinks ahead (风声; 杀人游戏 uses its heuristic bot for it). */
export const botLevel = z.enum(['random', 'heuristic', 'search']);

export const createRoomRequest = z.strictObject({
  game: z.string().default('fengsheng'),
  ruleset: z.string().default('standard'),
  seats: z.number().int().min(1).max(32),
  /** How many seats bots take at once (the last seats). */
  bots: z.number().int().min(0).max(32).default(0),
  /** 'fast': bots play with no pause and the game starts at once when every seat is a bot. */
  speed: z.enum(['normal', 'fast']).default('normal'),
  /** Seconds for a turn decision and for a response; the default command is played when they run out. */
  turnSeconds: z.number().int().min(5).max(600).default(30),
  responseSeconds: z.number().int().min(3).max(600).default(15),
  botLevel: botLevel.default('heuristic'),
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

/** One line of a game's log as a viewer sees it. */
export interface LogLine {
  /** The number of accepted commands when it happened (0: at the start). */
  seq: number;
  text: Text;
  event: unknown;
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
} as const;
export type ClientMessageType = keyof typeof clientMessages;

export const joinOptions = z.strictObject({
  token: z.string().min(1).max(512),
  spectate: z.boolean().default(false),
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
  /** Display names for the ids in views and results. */
  glossary: unknown;
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
  view: unknown;
  /** Your commands now, with their words; empty when the game does not wait for you. */
  legal: LegalCommand[];
  /** Whom the game waits for (null while hidden or over) and when their timer runs out (ms epoch). */
  waiting: { seat: number | null; deadline: number | null } | null;
  /** Log lines since the previous state you were sent (all of them after a resync). */
  log: LogLine[];
  full: boolean;
  result: unknown;
  /** The server's clock when this was sent (ms epoch): time left is `waiting.deadline - now`. */
  now: number;
}

export interface ChatMessage {
  from: number | null;
  name: string;
  text: string;
  at: number;
}

export interface ErrorMessage {
  code:
    | 'bad-message'
    | 'too-large'
    | 'not-allowed'
    | 'stale'
    | 'illegal'
    | 'not-started'
    | 'unknown-type'
    | 'rate-limited';
  message: string;
}

/** Websocket close codes the room uses, with the reason as words. */
export const CLOSE_SLOW_CONSUMER = 4008;
export const CLOSE_REMOVED = 4009;
