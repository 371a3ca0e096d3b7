// The part of the 风声 engine's GameView (packages/engine/src/core/views.ts) the web client reads.
// Declared here so the browser bundle never imports the engine; every field is read defensively.

export type Seat = number;

export interface CardFace {
  fn: string;
  /** 'red' | 'blue' | 'black'; a two-colour card may come as an array or as 'red-black' style text. */
  colour: string | string[];
  delivery: string;
  probe?: { camp: string; effect: string };
  /** Which printed version of its function it is (风声再临); the glossary's `variants` says what it does. */
  variant?: string;
  /** Marks printed on it (风声再临: encrypted, turnable, anyDelivery); the glossary's `marks` names them. */
  marks?: Record<string, boolean>;
}

export interface CardView {
  handle: number;
  face: CardFace | null;
}

export interface PlayerView {
  seat: Seat;
  alive: boolean;
  lost: boolean;
  camp: string | null;
  handCount: number;
  intel: CardView[];
  character: string | null;
  characterUp: boolean;
}

export interface FrameView {
  frame: number;
  user: Seat;
  fn: string;
  card: CardView | null;
  skill: string | null;
  target: { seat?: Seat; frame?: number; intel?: number };
  countered: boolean;
  /** What its user named aloud on using it (秘密下达's code), or null. */
  named: string | null;
}

export interface GameResult {
  winners: Seat[];
  camps: string[];
  reason: string;
  declarer: Seat;
}

export interface GameView {
  viewer: Seat | 'spectator';
  ruleset: string;
  players: PlayerView[];
  hand: CardView[] | null;
  offer: string[];
  deckCount: number;
  discard: CardView[];
  removedCount: number;
  turn: number;
  current: Seat;
  step: string;
  locks: Seat[];
  passing: {
    sender: Seat;
    holder: Seat;
    delivery: string;
    direction: 1 | -1;
    stage: string;
    lured: Seat[];
    directTarget: Seat;
    card: CardView;
  } | null;
  window: { kind: string; stack: FrameView[]; resolving: boolean } | null;
  pending: { seat: Seat | null; kind: string; prompt?: string } | null;
  /** Who died, whose kill, and the intel in front of them when they died (faces only). */
  deaths: { seat: Seat; killer: Seat; intel: CardFace[] }[];
  result: GameResult | null;
}

/** A view from the server, or null when it is not shaped like one (e.g. before the game starts). */
export function asGameView(v: unknown): GameView | null {
  if (!v || typeof v !== 'object') return null;
  const g = v as Partial<GameView>;
  if (!Array.isArray(g.players)) return null;
  return g as GameView;
}

/** The colours of a card face, one or two. */
export function coloursOf(face: CardFace): string[] {
  const c = face.colour;
  // A two-colour card (双色) counts as red and as blue.
  if (c === 'dual') return ['red', 'blue'];
  if (Array.isArray(c)) return c.map(String);
  if (typeof c === 'string' && /[-+/,]/.test(c)) return c.split(/[-+/,]/).filter(Boolean);
  return [String(c)];
}

/**
 * The delivery printed on a card, or null for a card printed without one (marked `anyDelivery`,
 * 风声再临's 危险情报: its sender chooses how it travels; the view's `delivery` is only a nominal one).
 */
export function printedDelivery(face: CardFace): string | null {
  return face.marks?.anyDelivery ? null : face.delivery;
}
