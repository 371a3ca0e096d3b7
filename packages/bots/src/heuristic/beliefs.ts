// Camp inference from what this seat has seen. Evidence becomes likelihood factors (per seat, or
// between two seats: "same camp" vs "different camps"); the belief is the exact posterior over
// every assignment of camps to the unknown seats that fits the identity table's counts.
import { getRuleset } from '@fengsheng/engine';
import type { Camp, CardFace, EventView, GameView } from '@fengsheng/engine';
import { UNTUNED_EVIDENCE, type EvidenceWeights } from './evidence-weights.ts';
import { enumerateCamps, type Pair, type Unary } from './camp-enumeration.ts';
import { concealsIdentity } from './conceals.ts';
import { copyPolicy, freshPolicy, policyRead, settlePolicy, type PolicyState } from './policy-evidence.ts';

export { TUNED_EVIDENCE, UNTUNED_EVIDENCE, type EvidenceWeights } from './evidence-weights.ts';
export { enumerateCamps } from './camp-enumeration.ts';

export const CAMPS: readonly Camp[] = ['red', 'blue', 'neutral'];
export const campIndex = (c: Camp): number => (c === 'red' ? 0 : c === 'blue' ? 1 : 2);

/** The evidence gathered from one seat's event log; grows as the log grows. */
export interface Evidence {
  unary: Unary[];
  pairs: Pair[];
  /** Factors from decisions read through the heuristic's policy (policy-evidence.ts), kept apart
   * from `unary` because each is valued against the evidence read before it. */
  policy: Unary[];
  /** The public table and decisions that policy reading needs; null when it is off. */
  pol: PolicyState | null;
  /** How many events have been read, and the last one (to notice a log that is not ours). */
  read: number;
  last: EventView | undefined;
  // The passing in progress, as far as this seat can tell.
  passFaceUp: boolean;
  passSender: number;
  passDelivery: string;
  passToward: number;
  /** Seats that saw the face of the intel in transit (decoders), and who refused it knowing it. */
  decoders: number[];
  refusers: number[];
  /** Locks of this turn: [by, seat]. */
  locks: [number, number][];
  /** The probe seen by this seat (as user or target): the camp it bets on, and its target. */
  /**
   * The probe seen by this seat (as user or target): the camp it bets on, its target, and the
   * answer that says "yes" where only one does (风声再临's camp-named copies: that camp draws one,
   * anyone else discards one), else null (the standard and online copies: draw or discard is yes).
   */
  probe: { camp: Camp; target: number; yes: string | null } | null;
  /** Frame id -> user, for counters. */
  frameUser: Map<number, number>;
  /**
   * For evidence continued from a past (`continuedLog`): the past's frame users, read through
   * rather than copied (frame ids are never reused, so `frameUser` adds to them, never overrides).
   */
  pastFrameUser: Map<number, number> | null;
  /**
   * The last `beliefs` answer and what it was computed from. Evidence only ever grows (unary and
   * pairs are appended to, never changed), so the same lengths, table and known camps mean the
   * same posterior: most decisions follow events that add no evidence.
   */
  beliefsKey: string;
  beliefsOut: number[][] | null;
  /** The weights it was read with. */
  weights: EvidenceWeights;
  /** Characters are in play (their skills may bend what an answer shows). */
  characters: boolean;
  /** The edition (what a face-up character's skills are); null when the reader was not told. */
  ruleset: string | null;
  /** Each seat's character while face up (from `characterFlip`), by seat. */
  upCharacter: (string | null)[];
  /**
   * Posteriors shared by every continuation of one past (`continuedLog`), keyed like
   * `beliefsKey` and by what was added after that past's unary and pair counts (`addedSince`),
   * so the seats of many rollouts that see alike compute it once.
   */
  shared: { memo: Map<string, number[][]>; unary: number; pairs: number; policy: number } | null;
}

const L = Math.log;

// The weights of the evidence being read (set by `evidenceOf` for the read it runs).
let weights: EvidenceWeights = UNTUNED_EVIDENCE;

function unary(ev: Evidence, seat: number, red: number, blue: number, neutral: number, power = 1): void {
  ev.unary.push({ seat, log: [power * L(red), power * L(blue), power * L(neutral)] });
}

/** Someone chose to take (accept = true) or leave a face they knew of this colour. */
function choiceOnColour(ev: Evidence, seat: number, face: CardFace, accept: boolean): void {
  if (face.colour === 'black') return;
  const mine = accept ? 0.8 : 0.2;
  const theirs = accept ? 0.3 : 0.7;
  const power = accept ? weights.accepted : weights.refused;
  if (face.colour === 'red') unary(ev, seat, mine, theirs, 0.5, power);
  else unary(ev, seat, theirs, mine, 0.5, power);
}

function pair(ev: Evidence, a: number, b: number, same: number, diff: number, power: number): void {
  if (a === b || a < 0 || b < 0 || power === 0) return;
  ev.pairs.push({ a, b, same: power * L(same), diff: power * L(diff) });
}

function faceOf(card: unknown): CardFace | null {
  return (card as { face?: CardFace | null } | null)?.face ?? null;
}

function fresh(w: EvidenceWeights, ruleset: string | null): Evidence {
  return {
    weights: w,
    characters: false,
    ruleset,
    upCharacter: [],
    unary: [],
    pairs: [],
    policy: [],
    pol: w.policyReceive !== 0 || w.policyAim !== 0 || w.policyBlind !== 0 ? freshPolicy() : null,
    read: 0,
    last: undefined,
    passFaceUp: false,
    passSender: -1,
    passDelivery: '',
    passToward: -1,
    decoders: [],
    refusers: [],
    locks: [],
    probe: null,
    frameUser: new Map(),
    pastFrameUser: null,
    beliefsKey: '',
    beliefsOut: null,
    shared: null,
  };
}

/**
 * The event types `read` looks at: every other event leaves the evidence as it was, so a log kept
 * only for its evidence (a rollout's, `ContinuedLog`) need not hold them.
 */
export const EVIDENCE_EVENTS: ReadonlySet<string> = new Set([
  'turnStart',
  'charactersDealt',
  'characterChosen',
  'characterFlip',
  'locked',
  'send',
  'intelTurnedUp',
  'use',
  'refuse',
  'receive',
  'burn',
  'probeSeen',
  'probeAnswer',
  'identityShown',
  // The policy reading's public table (policy-evidence.ts).
  'gameStart',
  'transmit',
  'lured',
  'transitSwapped',
  'intelToDeckTop',
  'intelToHand',
  'intelSwapped',
  'death',
  'lose',
  'identityRevealed',
]);

function read(ev: Evidence, e: EventView, me: number): void {
  const x = e as Record<string, unknown> & { type: string };
  const seat = x.seat as number;
  if (ev.pol) policyRead(ev, ev.pol, x, me);
  switch (x.type) {
    case 'turnStart':
      ev.locks = [];
      break;
    case 'charactersDealt':
    case 'characterChosen':
      ev.characters = true;
      break;
    case 'characterFlip':
      ev.upCharacter[seat] = x.up ? (x.character as string) : null;
      break;
    case 'locked':
      ev.locks.push([x.by as number, seat]);
      break;
    case 'send':
      ev.passFaceUp = x.faceUp as boolean;
      ev.passSender = seat;
      ev.passDelivery = x.delivery as string;
      ev.passToward = x.toward as number;
      ev.decoders = [];
      ev.refusers = [];
      break;
    case 'intelTurnedUp':
      ev.passFaceUp = true;
      break;
    case 'use': {
      ev.frameUser.set(x.frame as number, seat);
      if (x.fn === 'decode') ev.decoders.push(seat);
      const target = x.target as { seat?: number; frame?: number };
      if (x.fn === 'counter' && target.frame !== undefined) {
        const victim = ev.frameUser.get(target.frame) ?? ev.pastFrameUser?.get(target.frame);
        if (victim !== undefined) pair(ev, seat, victim, 0.5, 1, weights.countered);
      }
      break;
    }
    case 'refuse':
      ev.refusers.push(seat);
      break;
    case 'receive': {
      const face = faceOf(x.card);
      if (!face) break;
      const how = x.how as string;
      const byPolicy = weights.policyReceive !== 0;
      if (how === 'accepted' && knew(ev, seat) && !byPolicy) choiceOnColour(ev, seat, face, true);
      if (how === 'intercepted' && ev.passFaceUp) choiceOnColour(ev, seat, face, true);
      if (!byPolicy) for (const r of ev.refusers) if (knew(ev, r)) choiceOnColour(ev, r, face, false);
      const sender = ev.passSender;
      // With the policy reading, the sender's locks and 直达 target are read there.
      if (
        how !== 'dealt' &&
        how !== 'placed' &&
        how !== 'received' &&
        sender >= 0 &&
        weights.policyAim === 0
      ) {
        // Locking someone toward intel, or sending it straight to them, says what the sender wants them to get.
        const aimed = new Set<number>();
        for (const [by, t] of ev.locks) if (by === sender) aimed.add(t);
        if (ev.passDelivery === 'direct' && ev.passToward !== sender) aimed.add(ev.passToward);
        for (const t of aimed) {
          if (face.colour === 'black') pair(ev, sender, t, 0.4, 1, weights.aimedFalse);
          else {
            pair(ev, sender, t, 1.6, 1, weights.aimedTrue);
            const w = face.colour === 'red' ? [1.5, 0.8, 1] : [0.8, 1.5, 1];
            unary(ev, t, w[0], w[1], w[2], weights.aimedTrue);
          }
        }
      }
      ev.refusers = [];
      ev.decoders = [];
      ev.passSender = -1;
      break;
    }
    case 'burn': {
      const by = x.by as number;
      const face = faceOf(x.card);
      if (face?.colour === 'black') pair(ev, by, seat, 3, 1, weights.burned);
      break;
    }
    case 'probeSeen': {
      const face = faceOf(x.card);
      if (face?.probe) ev.probe = { camp: face.probe.camp, target: x.target as number, yes: null };
      else if (weights.campNamedProbes && face) {
        // 风声再临: 「…潜伏战线/军情处/打酱油的 抽一张牌，其他人弃一张牌」, named by the copy's variant.
        const named = /^(red|blue|neutral)Draws$/.exec(face.variant ?? '');
        if (named) ev.probe = { camp: named[1] as Camp, target: x.target as number, yes: 'draw1' };
      }
      break;
    }
    case 'probeAnswer': {
      const p = ev.probe;
      if (p && p.target === seat && seat !== me) {
        // Doing what the card says (draw or discard) is the bet's camp; the printed line is not.
        const yes =
          p.yes !== null
            ? x.answer === p.yes
            : x.answer === 'draw2' ||
              x.answer === 'discard1' ||
              (weights.drawOneIsYes && x.answer === 'draw1');
        // The answer is forced by the identity, but with characters 城府 may answer either way.
        const lie = ev.characters ? probeLieOf(ev, seat) : 0.03;
        const w: [number, number, number] = [1, 1, 1];
        for (let i = 0; i < 3; i++) if ((CAMPS[i] === p.camp) !== yes) w[i] = lie;
        unary(ev, seat, w[0], w[1], w[2], weights.probeAnswer);
      }
      ev.probe = null;
      break;
    }
    case 'identityShown':
      if (x.recipient === me) unary(ev, seat, ...oneHot(x.camp as Camp));
      break;
  }
}

/** How likely a seat's probe answer is one its identity rules out: by its face-up character if known. */
function probeLieOf(ev: Evidence, seat: number): number {
  const ch = ev.upCharacter[seat];
  if (!weights.probeFaceUp || ev.ruleset === null || !ch) return weights.probeLie;
  return concealsIdentity(ev.ruleset, ch) ? 1 : 0.03;
}

/** Whether a seat saw the face of the intel in transit (face up, or decoded it). */
function knew(ev: Evidence, seat: number): boolean {
  return ev.passFaceUp || ev.decoders.includes(seat);
}

function oneHot(c: Camp): [number, number, number] {
  return CAMPS.map((k) => (k === c ? 1 : 1e-6)) as [number, number, number];
}

const cache = new WeakMap<readonly EventView[], Evidence>();

/** The evidence in a log, read incrementally when the same log array grows between calls. */
export function evidenceOf(
  seen: readonly EventView[],
  me: number,
  w: EvidenceWeights = UNTUNED_EVIDENCE,
  ruleset: string | null = null,
): Evidence {
  let ev = cache.get(seen);
  if (
    !ev ||
    ev.weights !== w ||
    ev.ruleset !== ruleset ||
    ev.read > seen.length ||
    (ev.read > 0 && seen[ev.read - 1] !== ev.last)
  )
    ev = fresh(w, ruleset);
  weights = w;
  for (let i = ev.read; i < seen.length; i++) read(ev, seen[i], me);
  ev.read = seen.length;
  ev.last = seen[seen.length - 1];
  cache.set(seen, ev);
  return ev;
}

/** The evidence in a whole log, read afresh (not cached): a past for `continuedLog`. */
export function readEvidence(
  seen: readonly EventView[],
  me: number,
  w: EvidenceWeights = UNTUNED_EVIDENCE,
  ruleset: string | null = null,
): Evidence {
  const ev = fresh(w, ruleset);
  weights = w;
  for (const e of seen) read(ev, e, me);
  ev.read = seen.length;
  ev.last = seen[seen.length - 1];
  return ev;
}

/**
 * A seat's log that continues a past whose evidence is already read: a search's rollouts all
 * start from the same past, so it is read once per decision (`readEvidence`) instead of once per
 * seat and rollout, and never copied into every rollout's logs. Only the events since are kept.
 */
export interface ContinuedLog {
  /** The evidence of the past; never changed (every rollout of a decision shares it). */
  past: Evidence;
  /** The seat whose log this is. */
  me: number;
  /** Events since the past, oldest first. */
  events: EventView[];
  /** The past's evidence copied and continued, once the seat first asked (many never do). */
  ev: Evidence | null;
  /**
   * Whether decisions since the past are read through the policy too. A search's rollouts do not
   * (it would cost every seat of every rollout a valuation per decision); the past's are kept.
   */
  policy: boolean;
}

export function continuedLog(past: Evidence, me: number, policy = true): ContinuedLog {
  past.shared ??= {
    memo: new Map(),
    unary: past.unary.length,
    pairs: past.pairs.length,
    policy: past.policy.length,
  };
  return { past, me, events: [], ev: null, policy };
}

/** The evidence of the past and of every event since: what `evidenceOf` of the whole log gives. */
export function continuedEvidence(log: ContinuedLog): Evidence {
  const ev = (log.ev ??= copyEvidence(log.past, log.policy));
  weights = ev.weights;
  for (let i = ev.read; i < log.events.length; i++) read(ev, log.events[i], log.me);
  ev.read = log.events.length;
  ev.last = log.events[log.events.length - 1];
  return ev;
}

/** A copy of a past's evidence for a log that continues it (its own events not read yet). */
function copyEvidence(base: Evidence, policy: boolean): Evidence {
  return {
    unary: base.unary.slice(),
    pairs: base.pairs.slice(),
    policy: base.policy.slice(),
    pol: base.pol && policy ? copyPolicy(base.pol) : null,
    read: 0,
    last: undefined,
    passFaceUp: base.passFaceUp,
    passSender: base.passSender,
    passDelivery: base.passDelivery,
    passToward: base.passToward,
    decoders: base.decoders.slice(),
    refusers: base.refusers.slice(),
    locks: base.locks.slice(),
    probe: base.probe,
    // A past continued from a past of its own would need both maps: merge them then (never in rollouts).
    frameUser: base.pastFrameUser ? new Map([...base.pastFrameUser, ...base.frameUser]) : new Map(),
    pastFrameUser: base.pastFrameUser ? null : base.frameUser,
    beliefsKey: base.beliefsKey,
    beliefsOut: base.beliefsOut,
    shared: base.shared,
    weights: base.weights,
    characters: base.characters,
    ruleset: base.ruleset,
    upCharacter: base.upCharacter.slice(),
  };
}

/**
 * For every seat, the probability of each camp [red, blue, neutral], given the identity table,
 * what the view shows (one's own camp, revealed camps) and the evidence.
 */
export function beliefs(view: GameView, ev: Evidence): number[][] {
  settlePolicy(ev, view);
  let key = `${view.ruleset}|${ev.unary.length}|${ev.pairs.length}|${ev.policy.length}`;
  for (const p of view.players) key += p.camp ? p.camp[0] : '-';
  if (ev.beliefsOut === null || ev.beliefsKey !== key) {
    const sh = ev.shared;
    const memoKey = sh ? key + addedSince(ev, sh.unary, sh.pairs, sh.policy) : '';
    let out = sh?.memo.get(memoKey);
    if (!out) {
      out = posterior(view, ev);
      sh?.memo.set(memoKey, out);
    }
    ev.beliefsOut = out;
    ev.beliefsKey = key;
  }
  // A copy: callers own what they are given.
  return ev.beliefsOut.map((row) => row.slice());
}

/**
 * The evidence added since a shared past, spelt out exactly: two continuations of that past with
 * the same additions have the same posterior (rollouts of one decision often gather the same few).
 */
function addedSince(ev: Evidence, unaryFrom: number, pairsFrom: number, policyFrom: number): string {
  let k = '';
  for (let i = unaryFrom; i < ev.unary.length; i++) {
    const u = ev.unary[i];
    k += `|u${u.seat}:${u.log[0]}:${u.log[1]}:${u.log[2]}`;
  }
  for (let i = policyFrom; i < ev.policy.length; i++) {
    const u = ev.policy[i];
    k += `|q${u.seat}:${u.log[0]}:${u.log[1]}:${u.log[2]}`;
  }
  for (let i = pairsFrom; i < ev.pairs.length; i++) {
    const q = ev.pairs[i];
    k += `|p${q.a}:${q.b}:${q.same}:${q.diff}`;
  }
  return k;
}

function posterior(view: GameView, ev: Evidence): number[][] {
  const n = view.players.length;
  const counts = [0, 0, 0];
  for (const c of getRuleset(view.ruleset).identities(n, 'standard')) counts[campIndex(c)]++;
  const out: number[][] = view.players.map(() => [0, 0, 0]);
  const unknown: number[] = [];
  for (const p of view.players) {
    if (p.camp) {
      out[p.seat][campIndex(p.camp)] = 1;
      counts[campIndex(p.camp)]--;
    } else unknown.push(p.seat);
  }
  const logU = view.players.map(() => [0, 0, 0]);
  for (const u of ev.unary) for (let k = 0; k < 3; k++) logU[u.seat][k] += u.log[k];
  for (const u of ev.policy) for (let k = 0; k < 3; k++) logU[u.seat][k] += u.log[k];
  if (counts.some((c) => c < 0) || counts[0] + counts[1] + counts[2] !== unknown.length) {
    // The table does not fit (an identity moved): fall back to each seat on its own.
    for (const s of unknown) {
      const w = logU[s].map((l) => Math.exp(l));
      const z = w[0] + w[1] + w[2];
      out[s] = w.map((x) => x / z);
    }
    return out;
  }
  const camp = view.players.map((p) => (p.camp ? campIndex(p.camp) : -1));
  const { scores, assignments } = enumerateCamps(camp, unknown, counts, logU, ev.pairs);
  const max = Math.max(...scores);
  let z = 0;
  for (let j = 0; j < scores.length; j++) {
    const w = Math.exp(scores[j] - max);
    z += w;
    const a = assignments[j];
    for (let i = 0; i < unknown.length; i++) out[unknown[i]][a[i]] += w;
  }
  for (const s of unknown) for (let k = 0; k < 3; k++) out[s][k] /= z;
  return out;
}

/** The camp beliefs held at the seat `view.viewer` after reading `seen` with these weights. */
export function campBeliefs(view: GameView, seen: readonly EventView[], w: EvidenceWeights): number[][] {
  return beliefs(view, evidenceOf(seen, view.viewer as number, w, view.ruleset));
}
