// The public table the policy reading needs (policy-evidence.ts), kept from one seat's events:
// intel in front of each player, who is out, camps shown to all, the passing in progress, and
// each public decision (take or leave, a 直达's target, a sender's lock) with what its decider
// could see, waiting for the intel's face to be known.
import type { CardFace } from '@fengsheng/engine';
import type { Evidence } from './beliefs.ts';

export const RECEIVE = 0;
export const DIRECT = 1;
export const LOCK = 2;
/** Taking or leaving an intel the decider could not see: valued on its guess of the face. */
export const BLIND = 3;

/** One public decision, with what its decider could see when making it. */
export interface Snap {
  kind: number;
  seat: number;
  /** RECEIVE: 1 taken, 0 left; DIRECT and LOCK: the seat chosen. */
  choice: number;
  /** The intel's face, once this seat knows it (at the receive). */
  face: CardFace | null;
  sender: number;
  delivery: string;
  direction: 1 | -1;
  toward: number;
  /** Seats locked when the decision was made (a LOCK: the locks before it). */
  locks: number[];
  lured: number[];
  /** [red, blue, black] per seat, flat; who is out of the game; camps shown to all (-1 unknown). */
  intel: number[];
  out: boolean[];
  camp: number[];
  /** The evidence read before the decision (how many unary and pair terms). */
  unary: number;
  pairs: number;
  /**
   * What a neutral's mission reads (`policyMissions`): each seat's character while face up, the
   * deaths so far and whose turn it was; no characters kept when that reading is off.
   */
  characters: readonly (string | null)[];
  deaths: number;
  turnSeat: number;
}

/** The public table as this seat's log tells it, and the decisions waiting to be read. */
export interface PolicyState {
  intel: number[];
  out: boolean[];
  camp: number[];
  turnSeat: number;
  direction: 1 | -1;
  lured: number[];
  deaths: number;
  /** The face of the last intel burnt (a skill may take it from the discard next). */
  burnt: CardFace | null;
  /**
   * Every intel in front of a player by handle, with its owner and face: a skill may move one to
   * another player's area (掩护, 偷天) with only the receive told, under the same handle.
   */
  heldHandle: number[];
  heldSeat: number[];
  heldFace: CardFace[];
  /** LOCKs of this turn waiting for the send; decisions of this passing waiting for the face. */
  locking: Snap[];
  waiting: Snap[];
  /** Decisions with a face, not yet turned into factors (that needs the ruleset: `settlePolicy`). */
  ready: Snap[];
}

export function freshPolicy(): PolicyState {
  return {
    intel: [],
    out: [],
    camp: [],
    turnSeat: -1,
    direction: 1,
    lured: [],
    deaths: 0,
    burnt: null,
    heldHandle: [],
    heldSeat: [],
    heldFace: [],
    locking: [],
    waiting: [],
    ready: [],
  };
}

/** A copy for a log that continues this one (snaps still waiting are filled in later: copied). */
export function copyPolicy(p: PolicyState): PolicyState {
  return {
    intel: p.intel.slice(),
    out: p.out.slice(),
    camp: p.camp.slice(),
    turnSeat: p.turnSeat,
    direction: p.direction,
    lured: p.lured.slice(),
    deaths: p.deaths,
    burnt: p.burnt,
    heldHandle: p.heldHandle.slice(),
    heldSeat: p.heldSeat.slice(),
    heldFace: p.heldFace.slice(),
    locking: p.locking.map(copySnap),
    waiting: p.waiting.map(copySnap),
    ready: p.ready.slice(),
  };
}

function copySnap(s: Snap): Snap {
  return { ...s };
}

function faceOf(card: unknown): CardFace | null {
  return (card as { face?: CardFace | null } | null)?.face ?? null;
}

/** Add (n = 1) or take away (n = -1) a face in a seat's intel; a two-colour card counts for both. */
function addIntel(p: PolicyState, seat: number, face: CardFace | null, n: number): void {
  if (!face || seat < 0) return;
  while (p.intel.length < 3 * (seat + 1)) p.intel.push(0);
  const c = face.colour;
  if (c === 'dual') {
    p.intel[3 * seat] = Math.max(0, p.intel[3 * seat] + n);
    p.intel[3 * seat + 1] = Math.max(0, p.intel[3 * seat + 1] + n);
  } else {
    const k = 3 * seat + (c === 'red' ? 0 : c === 'blue' ? 1 : 2);
    p.intel[k] = Math.max(0, p.intel[k] + n);
  }
}

function handleOf(card: unknown): number {
  return (card as { handle?: number } | null)?.handle ?? 0;
}

/** An intel lands in front of `seat`; one moved from another player's area leaves it. */
function gain(p: PolicyState, seat: number, card: unknown): void {
  const face = faceOf(card);
  if (!face) return;
  const h = handleOf(card);
  const i = h > 0 ? p.heldHandle.indexOf(h) : -1;
  if (i >= 0) {
    addIntel(p, p.heldSeat[i], p.heldFace[i], -1);
    p.heldSeat[i] = seat;
    p.heldFace[i] = face;
  } else if (h > 0) {
    p.heldHandle.push(h);
    p.heldSeat.push(seat);
    p.heldFace.push(face);
  }
  addIntel(p, seat, face, 1);
}

/** An intel leaves `seat`'s area: by handle when shown, else the first of that face there. */
function lose(p: PolicyState, seat: number, card: unknown): void {
  const face = faceOf(card);
  if (!face) return;
  addIntel(p, seat, face, -1);
  const h = handleOf(card);
  for (let i = 0; i < p.heldHandle.length; i++)
    if (h > 0 ? p.heldHandle[i] === h : p.heldSeat[i] === seat && p.heldFace[i] === face) {
      p.heldHandle.splice(i, 1);
      p.heldSeat.splice(i, 1);
      p.heldFace.splice(i, 1);
      return;
    }
}

function snap(ev: Evidence, p: PolicyState, kind: number, seat: number, choice: number): Snap {
  return {
    kind,
    seat,
    choice,
    face: null,
    sender: ev.passSender,
    delivery: ev.passDelivery,
    direction: p.direction,
    toward: ev.passToward,
    locks: lockedSeats(ev),
    lured: p.lured.slice(),
    intel: p.intel.slice(),
    out: p.out.slice(),
    camp: p.camp.slice(),
    unary: ev.unary.length,
    pairs: ev.pairs.length,
    characters: ev.weights.policyMissions ? ev.upCharacter.slice() : NO_CHARACTERS,
    deaths: p.deaths,
    turnSeat: p.turnSeat,
  };
}

const NO_CHARACTERS: readonly (string | null)[] = [];

function lockedSeats(ev: Evidence): number[] {
  const out: number[] = [];
  for (const l of ev.locks) out.push(l[1]);
  return out;
}

/**
 * Read one event into the public table and the decisions waiting: called by beliefs.ts before
 * its own reading of the event (so `ev` still shows the passing as it was).
 */
export function policyRead(ev: Evidence, p: PolicyState, x: Record<string, unknown>, me: number): void {
  const seat = x.seat as number;
  switch (x.type as string) {
    case 'turnStart':
      p.turnSeat = seat;
      p.locking = [];
      break;
    case 'locked': {
      const by = x.by as number;
      // A sender's own lock is aimed for its send; others' locks are read the old way.
      if (by === p.turnSeat && by !== me && ev.weights.policyAim !== 0) {
        const s = snap(ev, p, LOCK, by, seat);
        p.locking.push(s);
      }
      break;
    }
    case 'send': {
      p.direction = 1;
      p.lured = [];
      p.waiting = [];
      const delivery = x.delivery as string;
      const toward = x.toward as number;
      for (const s of p.locking)
        if (s.seat === seat) {
          s.sender = seat;
          s.delivery = delivery;
          s.toward = toward;
          p.waiting.push(s);
        }
      p.locking = [];
      if (delivery === 'direct' && toward !== seat && seat !== me && ev.weights.policyAim !== 0) {
        const s = snap(ev, p, DIRECT, seat, toward);
        s.sender = seat;
        s.delivery = delivery;
        s.toward = toward;
        p.waiting.push(s);
      }
      break;
    }
    case 'transmit':
      p.direction = x.direction as 1 | -1;
      break;
    case 'lured':
      p.lured.push(seat);
      break;
    case 'transitSwapped':
      // The face received is not the one sent: what the decisions knew is unknown.
      p.waiting = [];
      break;
    case 'refuse': {
      const kind = receiveKind(ev, seat, me);
      if (kind >= 0) p.waiting.push(snap(ev, p, kind, seat, 0));
      break;
    }
    case 'receive': {
      const face = faceOf(x.card);
      const kind = x.how === 'accepted' ? receiveKind(ev, seat, me) : -1;
      if (kind >= 0 && face) p.waiting.push(snap(ev, p, kind, seat, 1));
      if (face && x.how !== 'dealt' && x.how !== 'placed' && x.how !== 'received')
        for (const s of p.waiting) {
          s.face = face;
          p.ready.push(s);
        }
      p.waiting = [];
      gain(p, seat, x.card);
      break;
    }
    case 'burn':
      p.burnt = faceOf(x.card);
      lose(p, seat, x.card);
      break;
    case 'intelToDeckTop':
      lose(p, seat, x.card);
      break;
    case 'intelToHand': {
      // 老六 takes a burnt intel from the discard: it left the intel area at the burn already.
      const face = faceOf(x.card);
      if (face !== p.burnt) lose(p, seat, x.card);
      p.burnt = null;
      break;
    }
    case 'intelSwapped':
      lose(p, seat, x.card);
      gain(p, seat, x.replacement);
      break;
    case 'death':
    case 'lose':
    case 'identityRevealed': {
      if (x.type !== 'identityRevealed') setAt(p.out, seat, true, false);
      // A dead player's intel goes to the discard.
      if (x.type === 'death') {
        p.deaths++;
        for (let k = 3 * seat; k < 3 * seat + 3 && k < p.intel.length; k++) p.intel[k] = 0;
        for (let i = p.heldSeat.length - 1; i >= 0; i--)
          if (p.heldSeat[i] === seat) {
            p.heldHandle.splice(i, 1);
            p.heldSeat.splice(i, 1);
            p.heldFace.splice(i, 1);
          }
      }
      const c = x.camp as string | null;
      if (c) setAt(p.camp, seat, c === 'red' ? 0 : c === 'blue' ? 1 : 2, -1);
      break;
    }
  }
}

function setAt<T>(a: T[], i: number, v: T, fill: T): void {
  while (a.length <= i) a.push(fill);
  a[i] = v;
}

/** How a take-or-leave decision is read: RECEIVE (face known), BLIND (not), or -1 (not read). */
function receiveKind(ev: Evidence, seat: number, me: number): number {
  if (seat === me || ev.passSender < 0) return -1;
  if (knewFace(ev, seat)) return ev.weights.policyReceive !== 0 ? RECEIVE : -1;
  return ev.weights.policyBlind !== 0 ? BLIND : -1;
}

/** Whether a seat saw the face of the intel in transit (face up, or decoded it). */
function knewFace(ev: Evidence, seat: number): boolean {
  return ev.passFaceUp || ev.decoders.includes(seat);
}
