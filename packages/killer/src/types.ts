// 杀人游戏 (seed 002, the "X游戏" club rules) as plain data: options, state, commands, events,
// result. The state is JSON (numbers, strings, arrays); the PRNG is four numbers in it.
import type { Seat } from '@fengsheng/game';
import type { RngState } from '@fengsheng/game/rng';

export type { Seat };

export type Role = 'police' | 'killer' | 'civilian';
/** The two groups that wake at night and know each other. */
export type Group = 'killer' | 'police';

export interface KillerOptions {
  /** 8 to 16. */
  players: number;
  seed: number;
  /**
   * The seat killed on the first night of this room's previous game: 「不允许连续两局第一轮杀同一个人」,
   * so the killers may not choose it on the first night.
   */
  previousFirstVictim?: number | null;
  /** Fixed roles by seat (tests); must match the count table for `players`. */
  setup?: { roles?: Role[] };
}

/** How a player left the game. */
export type OutHow = 'killed' | 'votedOut' | 'confessed' | 'surrendered';

export interface Out {
  seat: Seat;
  how: OutHow;
  round: number;
  /** Whether this out gave last words (the first `quota` outs do). */
  lastWords: boolean;
}

export interface Check {
  round: number;
  target: Seat;
  killer: boolean;
}

/** One opinion given at night: a seat, or null for no opinion (agrees with the others). */
export interface Opinion {
  seat: Seat;
  target: Seat | null;
}

export interface Ballot {
  voter: Seat;
  target: Seat | null;
}

/** A round of votes once revealed (public). */
export interface VoteRecord {
  round: number;
  /** 0: the day's vote; 1: the tied players again; 2: after the others spoke. */
  tieLevel: number;
  candidates: Seat[];
  ballots: Ballot[];
  /** Votes by candidate, in `candidates` order. */
  tally: number[];
}

/** Words said at the table (public) or at night to one's group (`to` the group). */
export interface Message {
  round: number;
  seat: Seat;
  text: string;
  kind: 'speech' | 'lastWords' | 'nightChat';
  /** For night chat: the group that heard it. */
  group?: Group;
}

export type Step =
  /** Killers in seat order each give an opinion on the victim. */
  | { kind: 'kill'; seats: Seat[]; index: number; opinions: Opinion[] }
  /** Police in seat order each give an opinion on whom to check. */
  | { kind: 'check'; seats: Seat[]; index: number; opinions: Opinion[] }
  /** A player just out says their last words; then `after`. */
  | { kind: 'lastWords'; seat: Seat; nth: number; after: 'speeches' | 'night'; messages: number }
  /** Speeches in order, each once, ended with 过. */
  | { kind: 'speech'; seats: Seat[]; index: number; messages: number }
  /** Secret ballots in order, revealed together. */
  | { kind: 'ballot'; voters: Seat[]; index: number; candidates: Seat[]; ballots: Ballot[] }
  | { kind: 'over' };

export type StepKind = Step['kind'];

export interface KillerResult {
  winner: 'police' | 'killers' | 'draw';
  reason: 'killersOut' | 'policeOut' | 'civiliansOut' | 'thirdTie' | 'policeSurrender' | 'killerSurrender';
  roles: Role[];
  /** The seats that won: police and civilians together, or the killers; none in a draw. */
  winners: Seat[];
  /** The first night's victim: pass it as the next game's `previousFirstVictim` in this room. */
  firstVictim: Seat | null;
}

export interface KillerState {
  game: 'killer';
  players: number;
  roles: Role[];
  alive: boolean[];
  /** How many last words the game gives: the number of police (seed 002, 3.21). */
  quota: number;
  round: number;
  /** The night's victim, chosen but not yet announced. */
  victim: Seat | null;
  /** The victim of the first night (for the next game's `previousFirstVictim`). */
  firstVictim: Seat | null;
  previousFirstVictim: Seat | null;
  /** The speech and vote order of the day: living players from the victim's right. */
  order: Seat[];
  /** 0 before any tie of the day, 1 after the first, 2 after the second. */
  tieLevel: number;
  /** The players tied in the last tie of the day. */
  tied: Seat[];
  step: Step;
  outs: Out[];
  checks: Check[];
  votes: VoteRecord[];
  messages: Message[];
  /** Night chat lines said by each seat this night (a cap keeps logs small). */
  chatCount: number[];
  rng: RngState;
  commandCount: number;
  result: KillerResult | null;
}

export type KillerCommand =
  | { type: 'kill'; target: Seat | null }
  | { type: 'check'; target: Seat | null }
  /** The legal command carries no text; the client adds `text`. */
  | { type: 'speak'; text?: string }
  | { type: 'pass' }
  | { type: 'nightChat'; text?: string }
  | { type: 'ballot'; target: Seat | null }
  | { type: 'confess' }
  | { type: 'surrender' };

/** Events carry the full truth; `to` limits who may see them (absent = everyone). */
export type KillerEvent = { to?: Seat[] } & (
  | { type: 'gameStart'; players: number; police: number; killers: number; civilians: number; quota: number }
  | { type: 'role'; seat: Seat; role: Role; mates: Seat[] }
  | { type: 'nightFalls'; round: number }
  | { type: 'killersWake'; round: number }
  | { type: 'killOpinion'; seat: Seat; target: Seat | null }
  | { type: 'killChosen'; target: Seat; split: boolean }
  | { type: 'killersSleep' }
  | { type: 'policeWake' }
  | { type: 'checkOpinion'; seat: Seat; target: Seat | null }
  | { type: 'checkResult'; target: Seat; killer: boolean; split: boolean }
  | { type: 'policeSleep' }
  | { type: 'nightChat'; seat: Seat; group: Group; text: string }
  | { type: 'dawn'; round: number }
  | { type: 'killed'; seat: Seat; round: number }
  | { type: 'lastWords'; seat: Seat; nth: number; last: boolean }
  | { type: 'noLastWords'; seat: Seat }
  | { type: 'speakTurn'; seat: Seat; again: boolean }
  | { type: 'speech'; seat: Seat; text: string; lastWords: boolean }
  | { type: 'pass'; seat: Seat }
  | { type: 'debate'; tied: Seat[]; others: boolean }
  | { type: 'voteStart'; candidates: Seat[]; tieLevel: number }
  | { type: 'ballot'; seat: Seat; target: Seat | null }
  | { type: 'votesRevealed'; candidates: Seat[]; tally: number[]; ballots: Ballot[] }
  | { type: 'votedOut'; seat: Seat; votes: number; majority: boolean }
  | { type: 'noVotes' }
  | { type: 'tie'; seats: Seat[]; level: number }
  | { type: 'confess'; seat: Seat }
  | { type: 'surrender'; seat: Seat; role: Role }
  | { type: 'gameOver'; winner: KillerResult['winner']; reason: KillerResult['reason']; roles: Role[] }
);

export type KillerEventType = KillerEvent['type'];

/** Most messages one seat may say in one speech, one set of last words, or one night. */
export const MAX_MESSAGES = 20;
/** Longest message, in characters. */
export const MAX_TEXT = 300;
