// What happened, as the engine tells it: every event with the full truth, and who may see it.
import type { Camp, CardId, Delivery, FnId, GameResult, Seat, Target } from './types.ts';

/**
 * Events carry the full truth; `to` limits who may see them (absent = everyone).
 * `views.ts` redacts each event for a viewer before it leaves the engine.
 */
export type GameEvent = EventBody & {
  /** Seats allowed to see this event; absent means everyone. */
  to?: Seat[];
};

export type EventBody =
  | { type: 'gameStart'; players: number; first: Seat }
  | { type: 'turnStart'; turn: number; seat: Seat }
  | { type: 'draw'; seat: Seat; cards: CardId[] }
  | { type: 'reshuffle'; count: number }
  | { type: 'pass'; seat: Seat }
  | {
      type: 'use';
      seat: Seat;
      frame: number;
      fn: FnId;
      card: CardId;
      target: Target;
      hiddenFace: boolean;
      skill?: string;
      /** What it answers, when it targets a card or skill waiting on the stack (识破 on whose 试探). */
      answers?: { fn: FnId; user: Seat; skill?: string };
    }
  | { type: 'resolve'; frame: number; fn: FnId; countered: boolean }
  | { type: 'fizzle'; frame: number; fn: FnId; why: string }
  | { type: 'countered'; frame: number; counter: number }
  | { type: 'locked'; seat: Seat; by: Seat }
  | { type: 'lured'; seat: Seat; by: Seat }
  | { type: 'send'; seat: Seat; card: CardId; delivery: Delivery; faceUp: boolean; toward: Seat }
  /** The current player announces that intel will be sent (情报传出), before choosing it. */
  | { type: 'sendDeclared'; seat: Seat }
  /** The holder chose to receive the intel; the table may respond before it lands. */
  | { type: 'receiving'; seat: Seat }
  /** The intel in transit was sent on to another player (转移, 截获). */
  | { type: 'redirected'; seat: Seat; recipient: Seat; by: Seat; mustTake: boolean }
  | { type: 'transmit'; from: Seat; direction: 1 | -1 }
  | { type: 'arrive'; seat: Seat }
  | { type: 'bounced'; seat: Seat }
  | { type: 'peek'; seat: Seat; card: CardId }
  | { type: 'refuse'; seat: Seat }
  | {
      type: 'receive';
      seat: Seat;
      card: CardId;
      from: Seat;
      how: 'accepted' | 'forced' | 'intercepted' | 'dealt' | 'placed' | 'received';
    }
  | { type: 'burn'; seat: Seat; card: CardId; by: Seat }
  | { type: 'discarded'; seat: Seat; card: CardId }
  | { type: 'probeSeen'; user: Seat; target: Seat; card: CardId }
  /** A probe's answer: its effect, or the line said (the edition names each in its choice values). */
  | { type: 'probeAnswer'; seat: Seat; answer: string }
  /** A value named aloud on using a card (`Frame.named`), before the responses. */
  | { type: 'named'; seat: Seat; frame: number; value: string }
  | { type: 'scrambleDeal'; user: Seat; count: number }
  | { type: 'death'; seat: Seat; killer: Seat; camp: Camp }
  | { type: 'lose'; seat: Seat; camp: Camp; why: 'cannotSend' | 'exposed' }
  | { type: 'dying'; seat: Seat; killer: Seat }
  | { type: 'saved'; seat: Seat; by: Seat }
  | { type: 'declare'; seat: Seat; how: string }
  | { type: 'declareFailed'; seat: Seat; by: Seat }
  | { type: 'cardsToDiscard'; seat: Seat; cards: CardId[] }
  /** `camps`: every seat's camp, turned up; null for a player whose identity card was taken (临危受命). */
  | { type: 'gameOver'; result: GameResult; camps: (Camp | null)[] }
  | { type: 'characterFlip'; seat: Seat; up: boolean; character: string }
  /** A hand card given to another hand: only the two of them see which. */
  | { type: 'give'; seat: Seat; recipient: Seat; card: CardId }
  /** A card taken at random from another's hand: only the two of them see which. */
  | { type: 'take'; seat: Seat; victim: Seat; card: CardId }
  /** The card of a frame still on the stack went to `seat`'s hand (its face as the stack shows it). */
  | { type: 'usedCardTaken'; seat: Seat; frame: number; card: CardId; hiddenFace: boolean }
  /** A hand card put back on the deck top, face down: only its owner sees which. */
  | { type: 'toDeckTop'; seat: Seat; card: CardId }
  | { type: 'intelToDeckTop'; seat: Seat; card: CardId; by: Seat }
  | { type: 'intelToHand'; seat: Seat; card: CardId; recipient: Seat }
  /** A card of the discard pile taken into a hand (线索): its face was public, its new handle is not. */
  | { type: 'fromDiscard'; seat: Seat; card: CardId; from: Seat }
  /** A player named another's camp aloud (真相's 宣言): a guess, not the identity card. */
  | { type: 'identityGuessed'; seat: Seat; target: Seat; guess: Camp }
  /** A 直达 whose target left the game goes back to its sender's hand: only the sender sees which card. */
  | { type: 'intelReturned'; seat: Seat; card: CardId }
  | { type: 'intelSwapped'; seat: Seat; card: CardId; replacement: CardId; by: Seat }
  | { type: 'deckTopShown'; card: CardId; by: Seat }
  /** The intel in transit swapped with the deck top (偷龙转凤): the faces are public only for face-up intel. */
  | { type: 'transitSwapped'; seat: Seat; card: CardId; replacement: CardId; faceUp: boolean }
  /** The face-down intel in transit turned face up for everyone (揭露). */
  | { type: 'intelTurnedUp'; card: CardId; by: Seat }
  | { type: 'identitySwapped'; seat: Seat; with: Seat }
  /** One player is shown another's identity card (合谋): only `recipient` sees it. */
  | { type: 'identityShown'; seat: Seat; camp: Camp; recipient: Seat }
  | { type: 'identityRevealed'; seat: Seat; camp: Camp }
  | { type: 'skill'; seat: Seat; skill: string }
  | { type: 'charactersDealt'; seat: Seat; offer: string[] }
  /** A character card laid under a player's identity card: its mission is theirs too (only they see which). */
  | { type: 'extraMission'; seat: Seat; character: string }
  | { type: 'characterChosen'; seat: Seat; character: string; up: boolean };
