// What a seat (or a spectator) may see, built from scratch as an allow-list. Nothing else leaves
// the engine: no card ids, no deck order, no PRNG state, no unrevealed identity but one's own.
import { legalCommands, pending } from './commands.ts';
import { campShown } from './modes.ts';
import { getRuleset, policyOf } from './ruleset.ts';
import type {
  Camp,
  CardFace,
  CardId,
  Command,
  FnId,
  GameEvent,
  GameResult,
  GameState,
  Handle,
  Seat,
  Step,
  WindowKind,
} from './types.ts';

export type Viewer = Seat | 'spectator';

/** A card as a viewer sees it: its current handle, and its face only when the viewer may see it. */
export interface CardView {
  handle: Handle;
  face: CardFace | null;
}

export interface PlayerView {
  seat: Seat;
  alive: boolean;
  lost: boolean;
  /** Known only for oneself, or once revealed. */
  camp: Camp | null;
  handCount: number;
  intel: CardView[];
  /** Shown when face up, to its owner, or once revealed; a face-down character is just a card back. */
  character: string | null;
  characterUp: boolean;
  gender: 'male' | 'female' | 'unknown';
  /** The character laid under the identity card whose mission is theirs too: theirs to see, or once revealed. */
  extraMission: string | null;
}

export interface FrameView {
  frame: number;
  user: Seat;
  fn: FnId;
  /** The card used; null for a skill (then `skill` names it). */
  card: CardView | null;
  skill: string | null;
  target: { seat?: Seat; frame?: number; intel?: Handle };
  countered: boolean;
  /** What its user named aloud on using it (秘密下达's code), or null. */
  named: string | null;
}

export interface GameView {
  viewer: Viewer;
  ruleset: string;
  /** The ruleset's mode played, when one was chosen in the lobby: public, and it changes who wins. */
  mode?: string;
  players: PlayerView[];
  /** The viewer's own hand; null for spectators (and while characters are chosen). */
  hand: CardView[] | null;
  /** The two characters the viewer may choose from, while choosing. */
  offer: string[];
  deckCount: number;
  discard: CardView[];
  removedCount: number;
  turn: number;
  current: Seat;
  step: Step;
  locks: Seat[];
  passing: {
    sender: Seat;
    holder: Seat;
    delivery: string;
    direction: 1 | -1;
    stage: 'transmit' | 'arrive' | 'receive';
    mustTake: boolean;
    lured: Seat[];
    directTarget: Seat;
    card: CardView;
  } | null;
  window: { kind: WindowKind; stack: FrameView[]; resolving: boolean } | null;
  /**
   * Who the game waits for. In a priority window with automatic passing, other seats are not told
   * who holds priority: that would reveal who has a card to play.
   */
  pending: {
    seat: Seat | null;
    kind: string;
    prompt?: string;
    options?: { seat?: Seat; card?: CardView; value?: string }[];
  } | null;
  legal: Command[];
  /**
   * Who died, whose kill, and the intel that lay face up in front of them at that moment (the
   * faces only: the cards have gone to the discard, where no handle may follow them).
   */
  deaths: { seat: Seat; killer: Seat; intel: CardFace[] }[];
  result: GameResult | null;
}

function faceOf(s: GameState, c: CardId): CardFace {
  return getRuleset(s.ruleset).cards[c];
}

function shown(s: GameState, c: CardId): CardView {
  return { handle: s.handleOf[c], face: faceOf(s, c) };
}

/** A face seen in public whose card has since gone where its handle must not follow. */
function faceOnly(s: GameState, c: CardId): CardView {
  return { handle: 0, face: faceOf(s, c) };
}

/**
 * A card used (waiting on the stack, or in its `use` event) as a viewer sees it: none for a skill;
 * a face-down 试探's face only for its user and its target.
 */
function usedCardFor(
  s: GameState,
  me: Seat,
  card: CardId,
  hiddenFace: boolean,
  user: Seat,
  target: Seat | undefined,
): CardView | null {
  if (card < 0) return null;
  return hiddenFace && me !== user && me !== target ? hidden(s, card) : shown(s, card);
}

/** A card moved out of sight: neither its face nor a handle to follow it by. */
function unseen(): CardView {
  return { handle: 0, face: null };
}

function hidden(s: GameState, c: CardId): CardView {
  return { handle: s.handleOf[c], face: null };
}

export function view(s: GameState, viewer: Viewer): GameView {
  const me = viewer === 'spectator' ? -1 : viewer;
  const p = s.passing;
  const w = s.window;
  const choosing = s.step === 'chooseCharacters';
  // While characters are being chosen nobody knows an identity yet, unless the edition deals them first.
  const ownCampHidden = choosing && !policyOf(s.ruleset).identityBeforeCharacters;
  const seesPassing = p !== null && (p.faceUp || (p.sender === me && !p.swapped) || p.seenBy.includes(me));
  return {
    viewer,
    ruleset: s.ruleset,
    // Only when set, so the views of games without a mode keep their shape.
    ...(s.options.mode !== undefined ? { mode: s.options.mode } : {}),
    players: s.players.map((q) => ({
      seat: q.seat,
      alive: q.alive,
      lost: q.lost,
      // A dying player's identity card taken by 临危受命 is never revealed: they have none.
      camp:
        !q.identityTaken && (q.revealed || (q.seat === me && !ownCampHidden) || campShown(s, me, q.seat))
          ? q.camp
          : null,
      handCount: choosing ? 0 : q.hand.length,
      intel: q.intel.map((c) => shown(s, c)),
      character: q.characterUp || q.seat === me || q.revealed ? q.character : null,
      characterUp: q.characterUp,
      gender: q.gender,
      extraMission: q.seat === me || q.revealed ? extraMissionOf(s, q.seat) : null,
    })),
    hand: me >= 0 && !choosing ? s.players[me].hand.map((c) => shown(s, c)) : null,
    offer: me >= 0 ? s.players[me].offer.slice() : [],
    deckCount: s.deck.length,
    discard: s.discard.map((c) => shown(s, c)),
    removedCount: s.removed.length,
    turn: s.turn,
    current: s.current,
    step: s.step,
    locks: s.locks.slice(),
    passing: p && {
      sender: p.sender,
      holder: p.holder,
      delivery: p.delivery,
      direction: p.direction,
      stage: p.stage,
      mustTake: p.mustTake,
      lured: p.lured.slice(),
      directTarget: p.directTarget,
      card: seesPassing ? shown(s, p.card) : hidden(s, p.card),
    },
    window: w && {
      kind: w.kind,
      resolving: w.resolving,
      stack: w.stack.map((f) => {
        const hiddenFace = !!getRuleset(s.ruleset).functions[f.fn]?.hiddenFace;
        return {
          frame: f.id,
          user: f.user,
          fn: f.fn,
          card: usedCardFor(s, me, f.card, hiddenFace, f.user, f.target.seat),
          skill: f.skill ?? null,
          target: targetView(s, f.target),
          countered: f.countered,
          named: f.named ?? null,
        };
      }),
    },
    pending: pendingView(s, me),
    legal: me >= 0 ? legalCommands(s, me) : [],
    deaths: s.deaths.map((d) => ({
      seat: d.seat,
      killer: d.killer,
      intel: d.intel.map((c) => faceOf(s, c)),
    })),
    result: s.result,
  };
}

function extraMissionOf(s: GameState, seat: Seat): string | null {
  if (!s.extraMissions) return null;
  for (const x of s.extraMissions) if (x.seat === seat) return x.character;
  return null;
}

/**
 * An optional skill offered to a seat whose character is face down: anyone else told that this seat
 * decides (or shown its timer) would learn it has that character. Other viewers see the table as it
 * would be without the offer.
 */
export function hiddenOffer(s: GameState): Seat | null {
  const d = s.decision;
  if (d?.kind !== 'choose' || d.resume.run !== 'triggerChosen') return null;
  const q = s.players[d.seat];
  return q.characterUp || q.revealed ? null : d.seat;
}

/** Who the game waits for, as this viewer may know it. */
function pendingView(s: GameState, me: Seat | -1): GameView['pending'] {
  const offeredTo = hiddenOffer(s);
  const pend = offeredTo !== null && offeredTo !== me ? pendingBesides(s) : pending(s);
  if (!pend) return null;
  // Under automatic passing nobody but the holder knows who holds priority; while a hidden offer
  // waits, not even the holder (it cannot act yet).
  const hideFrom = offeredTo === null ? me : -1;
  const seat = pend.kind === 'priority' && s.options.autoPass && pend.seat !== hideFrom ? null : pend.seat;
  // What a choice is about and its options are for the chooser alone.
  if (s.decision?.kind !== 'choose' || s.decision.seat !== me) return { seat, kind: pend.kind };
  return {
    seat,
    kind: pend.kind,
    prompt: s.decision.prompt,
    options: s.decision.options.map((o) => ({
      ...(o.seat !== undefined ? { seat: o.seat } : {}),
      ...(o.card !== undefined ? { card: shown(s, o.card) } : {}),
      ...(o.value !== undefined ? { value: o.value } : {}),
    })),
  };
}

/** Whom the game would wait for if no decision were open: a window's priority, or nobody. */
function pendingBesides(s: GameState): { seat: Seat; kind: 'priority' } | null {
  return s.window && !s.window.resolving ? { seat: s.window.priority, kind: 'priority' } : null;
}

function targetView(s: GameState, t: { seat?: Seat; frame?: number; card?: CardId }): FrameView['target'] {
  const out: FrameView['target'] = {};
  if (t.seat !== undefined) out.seat = t.seat;
  if (t.frame !== undefined) out.frame = t.frame;
  // A targeted intel that has left the intel areas (to a hand: 调包) since is named by no handle:
  // its new one would let everybody follow it into that hand.
  if (t.card !== undefined) {
    const c = t.card;
    out.intel = s.players.some((q) => q.intel.includes(c)) ? s.handleOf[c] : 0;
  }
  return out;
}

/** An event as one viewer may see it: card ids become views, private parts are dropped. */
export type EventView = { type: GameEvent['type'] } & Record<string, unknown>;

export function eventFor(s: GameState, e: GameEvent, viewer: Viewer): EventView | null {
  const me = viewer === 'spectator' ? -1 : viewer;
  if (e.to && !e.to.includes(me)) return null;
  switch (e.type) {
    case 'draw':
      return e.seat === me
        ? { type: 'draw', seat: e.seat, cards: e.cards.map((c) => shown(s, c)) }
        : { type: 'draw', seat: e.seat, count: e.cards.length };
    case 'use': {
      return {
        type: 'use',
        seat: e.seat,
        frame: e.frame,
        fn: e.fn,
        card: usedCardFor(s, me, e.card, e.hiddenFace, e.seat, e.target.seat),
        skill: e.skill ?? null,
        target: targetView(s, e.target),
        answers: e.answers ?? null,
      };
    }
    case 'send': {
      const visible = e.faceUp || e.seat === me;
      return { ...withoutTo(e), card: visible ? shown(s, e.card) : hidden(s, e.card) };
    }
    case 'give':
    case 'take': {
      // Others see a card go from hand to hand, but not its handle: with it they could tell which
      // card the recipient later plays was the one given or taken.
      const party = me === e.seat || me === (e.type === 'give' ? e.recipient : e.victim);
      return { ...withoutTo(e), card: party ? shown(s, e.card) : unseen() };
    }
    // A face-down 试探 taken off the stack: its face for the taker only (its user and target saw it
    // on the stack already, and this event tells them nothing new); everyone else sees the handle.
    case 'usedCardTaken':
      return e.hiddenFace && me !== e.seat
        ? { ...withoutTo(e), card: hidden(s, e.card) }
        : { ...withoutTo(e), card: shown(s, e.card) };
    case 'toDeckTop':
    case 'intelReturned':
      return { ...withoutTo(e), card: me === e.seat ? shown(s, e.card) : unseen() };
    // The face was public, but the card now lies hidden under a new handle: show the face alone.
    case 'intelSwapped':
      return { ...withoutTo(e), card: faceOnly(s, e.card), replacement: shown(s, e.replacement) };
    // Face-down intel swapped in transit: nobody sees either face.
    case 'transitSwapped':
      return e.faceUp
        ? { ...withoutTo(e), card: faceOnly(s, e.card), replacement: shown(s, e.replacement) }
        : { type: e.type, seat: e.seat, faceUp: false };
    case 'intelToDeckTop':
    case 'intelToHand':
    case 'fromDiscard':
    case 'deckTopShown':
      return { ...withoutTo(e), card: faceOnly(s, e.card) };
    case 'receive':
    case 'intelTurnedUp':
    case 'discarded':
    case 'burn':
    case 'peek':
      return { ...withoutTo(e), card: shown(s, e.card) };
    case 'probeSeen':
      return { ...withoutTo(e), card: shown(s, e.card) };
    case 'cardsToDiscard':
      return { type: e.type, seat: e.seat, cards: e.cards.map((c) => shown(s, c)) };
    // Their identity card went, face down, to the 临危受命 player: the death reveals no camp.
    case 'death':
      // …and one kept face down (城府: 可隐藏身份) shows none until it is turned up.
      return s.players[e.seat].identityTaken ||
        (!s.players[e.seat].alive && !s.players[e.seat].revealed && e.seat !== me)
        ? { ...withoutTo(e), camp: null }
        : withoutTo(e);
    default:
      return withoutTo(e);
  }
}

function withoutTo(e: GameEvent): EventView {
  // Most events are public and carry no `to`: then the event is its own view, as a copy without
  // `to` would be field for field (events are never changed once made).
  if (!('to' in e)) return e as EventView;
  const { to: _to, ...rest } = e as GameEvent & { to?: Seat[] };
  return rest as EventView;
}

export function eventsFor(s: GameState, events: readonly GameEvent[], viewer: Viewer): EventView[] {
  const out: EventView[] = [];
  for (const e of events) {
    const v = eventFor(s, e, viewer);
    if (v) out.push(v);
  }
  return out;
}
