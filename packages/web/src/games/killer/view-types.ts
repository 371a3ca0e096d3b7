// The part of the 杀人游戏 engine's KillerView (packages/killer/src/views.ts) the web client reads.
// Declared here so the browser bundle never imports the engine; every field is read defensively.

export type Seat = number;

export interface KillerSeatView {
  seat: Seat;
  alive: boolean;
  /** How and when the seat left the game (an id the glossary's `outHows` names). */
  out: { how: string; round: number; lastWords: boolean } | null;
  /** Known to this viewer, else null (an id the glossary's `roles` names). */
  role: string | null;
}

export type KillerStepView =
  | { kind: 'kill' | 'check'; seat: Seat | null; seats: Seat[] | null; opinions: Opinion[] | null }
  | { kind: 'lastWords'; seat: Seat; nth: number; last: boolean }
  | { kind: 'speech'; seat: Seat; speakers: Seat[]; index: number }
  | {
      kind: 'ballot';
      seat: Seat;
      voters: Seat[];
      candidates: Seat[];
      voted: Seat[];
      myBallot?: Seat | null;
    }
  | { kind: 'over' };

export interface Opinion {
  seat: Seat;
  target: Seat | null;
}

export interface KillerMessage {
  round: number;
  seat: Seat;
  text: string;
  kind: 'speech' | 'lastWords' | 'nightChat';
  group?: string;
}

export interface VoteRecord {
  round: number;
  tieLevel: number;
  candidates: Seat[];
  ballots: { voter: Seat; target: Seat | null }[];
  tally: number[];
}

export interface CheckRecord {
  round: number;
  target: Seat;
  killer: boolean;
}

export interface KillerResult {
  /** 'police' | 'killers' | 'draw' (the glossary's `winners`). */
  winner: string;
  reason: string;
  roles: string[];
  /** The seats that won, when the game says so. */
  winners?: Seat[];
}

export interface KillerView {
  game: 'killer';
  viewer: Seat | 'spectator';
  players: number;
  counts: Record<string, number>;
  quota: number;
  round: number;
  phase: 'night' | 'day' | 'over';
  me: { seat: Seat; role: string; mates: Seat[]; alive: boolean } | null;
  seats: KillerSeatView[];
  step: KillerStepView;
  pending: { seat: Seat | null; kind: string } | null;
  order: Seat[];
  tieLevel: number;
  tied: Seat[];
  messages: KillerMessage[];
  votes: VoteRecord[];
  checks: CheckRecord[] | null;
  result: KillerResult | null;
}

/** A 杀人游戏 view from the server, or null when it is not shaped like one. */
export function asKillerView(v: unknown): KillerView | null {
  if (!v || typeof v !== 'object') return null;
  const k = v as Partial<KillerView>;
  if (k.game !== 'killer' || !Array.isArray(k.seats) || !k.step) return null;
  return {
    ...k,
    messages: Array.isArray(k.messages) ? k.messages : [],
    votes: Array.isArray(k.votes) ? k.votes : [],
    checks: Array.isArray(k.checks) ? k.checks : null,
  } as KillerView;
}

/** A 杀人游戏 result, or null. */
export function asKillerResult(r: unknown): KillerResult | null {
  if (!r || typeof r !== 'object') return null;
  const k = r as Partial<KillerResult>;
  return typeof k.winner === 'string' && Array.isArray(k.roles) ? (k as KillerResult) : null;
}
