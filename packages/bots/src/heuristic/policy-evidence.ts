// Camp evidence read through the heuristic's own policy: for a public decision whose inputs this
// seat can see (taking or leaving an intel whose face the decider knew, the target of a 直达, the
// seat a sender locked), how likely that choice is for a player of each camp, valued by the same
// functions the heuristic decides with (evaluate.ts) from the decider's seat. A softmax over the
// options' values, with a floor for everything the model does not see (hands, skills, missions),
// gives P(choice | camp); a neutral is the heuristic playing neutral (it denies both colours).
// Only what this seat saw is used: a small public table (intel, who is out, revealed camps) is
// kept from the events, and the decider's beliefs are the enumeration of camps conditioned on the
// camp supposed, from the evidence read before the decision (never the true state).
import { getRuleset } from '@fengsheng/engine';
import type { GameView, Ruleset } from '@fengsheng/engine';
import type { Evidence } from './beliefs.ts';
import { enumerateCamps, type Unary } from './camp-enumeration.ts';
import type { Ctx, Dist } from './evaluate.ts';
import { deckColours, expectedValue, faceDist, guessDist, path, routeValueDist } from './evaluate.ts';
import { declarerWeightsAt, type DeclarerTable } from './declarer.ts';
import { liveCollectAt, planOf } from './missions.ts';
import { TACTICS } from './tactics.ts';

import { BLIND, DIRECT, RECEIVE, type Snap } from './policy-read.ts';

export { copyPolicy, freshPolicy, policyRead, type PolicyState } from './policy-read.ts';
// The model heuristic's tactics: the heuristic's own (it is the player modelled).
const MODEL_TACTICS = TACTICS;

/**
 * Turn the decisions that have their face into unary factors (ev.policy), in the order made.
 * Each is valued against the evidence read before it, so the result does not depend on when
 * this is called.
 */
export function settlePolicy(ev: Evidence, view: GameView): void {
  const p = ev.pol;
  if (!p || p.ready.length === 0) return;
  const rs = getRuleset(view.ruleset);
  const n = view.players.length;
  const ids = [0, 0, 0];
  for (const c of rs.identities(n, 'standard')) ids[c === 'red' ? 0 : c === 'blue' ? 1 : 2]++;
  for (const s of p.ready) {
    const f = factor(ev, s, rs, n, ids, view);
    if (f) ev.policy.push(f);
  }
  p.ready = [];
}

function factor(ev: Evidence, s: Snap, rs: Ruleset, n: number, ids: number[], view: GameView): Unary | null {
  const P = modelBeliefs(ev, s, n, ids);
  if (!P) return null;
  const w = ev.weights;
  const log: [number, number, number] = [0, 0, 0];
  const power = s.kind === RECEIVE ? w.policyReceive : s.kind === BLIND ? w.policyBlind : w.policyAim;
  const face = faceDist(s.face, [0, 0, 1]);
  for (let c = 0; c < 3; c++) {
    const rows = P[c];
    if (!rows) continue;
    const ctx = modelCtx(s, rs, n, c, rows);
    if (c === 2 && w.policyMissions) playsForMission(ctx, view, s);
    const like =
      s.kind === RECEIVE || s.kind === BLIND
        ? receiveLikelihood(ctx, s, face, w)
        : aimLikelihood(ctx, s, face, w);
    log[c] = power * Math.log(like);
  }
  return { seat: s.seat, log };
}

/** P(the choice made | camp) for taking or leaving the intel: a logistic in take minus go-on. */
function receiveLikelihood(ctx: Ctx, s: Snap, face: Dist, w: Evidence['weights']): number {
  let dist = face;
  if (s.kind === BLIND) {
    // As chooseReceive guesses a face it cannot see: the unseen cards, tilted by the sender's wish.
    const first =
      s.delivery === 'direct' ||
      path(ctx, s.sender, s.sender, s.delivery, s.direction, s.toward, 'transmit', s.locks, s.lured)[0]
        ?.seat === s.seat;
    dist = guessDist(ctx, s.sender, first);
  }
  const take = expectedValue(ctx, s.seat, dist);
  const rest = path(ctx, s.sender, s.seat, s.delivery, s.direction, s.toward, 'transmit', s.locks, s.lured);
  const onward = routeValueDist(ctx, rest, dist, s.kind === RECEIVE && s.delivery === 'text');
  const pTake = 1 / (1 + Math.exp(-(take - onward) / w.policyTemp));
  const q = s.choice === 1 ? pTake : 1 - pTake;
  return w.policyFloor * 0.5 + (1 - w.policyFloor) * q;
}

/** P(the seat chosen | camp) for a 直达's target or a sender's lock: a softmax over the seats. */
function aimLikelihood(ctx: Ctx, s: Snap, dist: Dist, w: Evidence['weights']): number {
  let z = 0;
  let chosen = 0;
  let options = 0;
  let max = -Infinity;
  const values = scratch;
  values.length = 0;
  for (let t = 0; t < ctx.n; t++) {
    if (t === s.sender || !ctx.active[t]) {
      values.push(NaN);
      continue;
    }
    const v = aimValue(ctx, s, t, dist);
    values.push(v);
    if (v > max) max = v;
    options++;
  }
  if (options < 2 || !(s.choice >= 0 && s.choice < ctx.n) || Number.isNaN(values[s.choice])) return 1;
  for (let t = 0; t < ctx.n; t++) {
    if (Number.isNaN(values[t])) continue;
    const e = Math.exp((values[t] - max) / w.policyTemp);
    z += e;
    if (t === s.choice) chosen = e;
  }
  return w.policyFloor / options + (1 - w.policyFloor) * (chosen / z);
}

const scratch: number[] = [];

/** What the sender's send was worth to its camp with this seat as the 直达 target, or locked. */
function aimValue(ctx: Ctx, s: Snap, t: number, dist: Dist): number {
  if (s.kind === DIRECT) {
    const stops = path(ctx, s.sender, s.sender, 'direct', 1, t, 'transmit', s.locks, NO_SEATS);
    return routeValueDist(ctx, stops, dist, false);
  }
  lockScratch.length = 0;
  for (const l of s.locks) lockScratch.push(l);
  lockScratch.push(t);
  const stops = path(
    ctx,
    s.sender,
    s.sender,
    s.delivery,
    s.direction,
    s.toward,
    'transmit',
    lockScratch,
    NO_SEATS,
  );
  return routeValueDist(ctx, stops, dist, s.delivery === 'text');
}

const NO_SEATS: number[] = [];
const lockScratch: number[] = [];

/**
 * What the decider would believe of everyone if it were of camp c, for each c (null where the
 * identity table leaves it no such camp): the enumeration over every seat whose camp was not
 * shown to all (this seat's own included: the decider does not know it), conditioned on camp c.
 */
function modelBeliefs(ev: Evidence, s: Snap, n: number, ids: number[]): (number[][] | null)[] | null {
  const e = enumeration(ev, s, n, ids);
  if (!e) return null;
  const { weights, assignments, unknown, camp } = e;
  const at = unknown.indexOf(s.seat);
  if (at < 0) return null;
  const out: (number[][] | null)[] = [null, null, null];
  const z = [0, 0, 0];
  for (let j = 0; j < weights.length; j++) {
    const a = assignments[j];
    const c = a[at];
    const wj = weights[j];
    let rows = out[c];
    if (!rows) {
      rows = [];
      for (let i = 0; i < n; i++) rows.push(camp[i] >= 0 ? oneHot(camp[i]) : [0, 0, 0]);
      out[c] = rows;
    }
    z[c] += wj;
    for (let i = 0; i < unknown.length; i++) rows[unknown[i]][a[i]] += wj;
  }
  for (let c = 0; c < 3; c++) {
    const rows = out[c];
    if (!rows) continue;
    if (!(z[c] > 0)) {
      out[c] = null;
      continue;
    }
    for (const i of unknown) for (let k = 0; k < 3; k++) rows[i][k] /= z[c];
  }
  return out;
}

interface Enumeration {
  ev: Evidence | null;
  key: string;
  /** exp(score - max) of each assignment, the assignments, the seats they assign, public camps. */
  weights: number[];
  assignments: number[][];
  unknown: number[];
  camp: number[];
}

// The last enumeration made: the decisions of one passing are mostly valued against the same
// evidence (nothing is read between a refusal and the next), so one enumeration serves them all.
const last: Enumeration = { ev: null, key: '', weights: [], assignments: [], unknown: [], camp: [] };

/** The weighted assignments of camps to the seats not shown to all, from the evidence before `s`. */
function enumeration(ev: Evidence, s: Snap, n: number, ids: number[]): Enumeration | null {
  let key = `${n}|${s.unary}|${s.pairs}|`;
  for (let i = 0; i < n; i++) key += i < s.camp.length ? s.camp[i] : -1;
  if (last.ev === ev && last.key === key) return last.weights.length > 0 ? last : null;
  last.ev = ev;
  last.key = key;
  last.weights = [];
  const counts = ids.slice();
  const camp: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = i < s.camp.length ? s.camp[i] : -1;
    camp.push(c);
    if (c >= 0) counts[c]--;
    else unknown.push(i);
  }
  if (counts[0] < 0 || counts[1] < 0 || counts[2] < 0) return null;
  if (counts[0] + counts[1] + counts[2] !== unknown.length) return null;
  const logU: number[][] = [];
  for (let i = 0; i < n; i++) logU.push([0, 0, 0]);
  for (let i = 0; i < s.unary; i++) {
    const u = ev.unary[i];
    if (u.seat < n) for (let k = 0; k < 3; k++) logU[u.seat][k] += u.log[k];
  }
  const { scores, assignments } = enumerateCamps(camp, unknown, counts, logU, ev.pairs, s.pairs);
  let max = -Infinity;
  for (const x of scores) if (x > max) max = x;
  for (let j = 0; j < scores.length; j++) scores[j] = Math.exp(scores[j] - max);
  last.weights = scores;
  last.assignments = assignments;
  last.unknown = unknown;
  last.camp = camp;
  return scores.length > 0 ? last : null;
}

function oneHot(c: number): number[] {
  const r = [0, 0, 0];
  r[c] = 1;
  return r;
}

const CAMP_NAMES = ['red', 'blue', 'neutral'] as const;

/**
 * A neutral decider plays for its face-up character's mission and the edition's (the collect and
 * declarer aims the heuristic itself plays for, missions.ts), as the table stood at the decision
 * (the snap's characters, deaths and intel; players' genders do not change).
 */
function playsForMission(ctx: Ctx, view: GameView, s: Snap): void {
  const plan = planOf(view.ruleset, s.characters[s.seat] ?? null);
  if (plan.collect.length > 0) ctx.collect = liveCollectAt(s.deaths, plan.collect);
  if (plan.declarer === null) return;
  const n = ctx.n;
  const table: DeclarerTable = {
    ruleset: view.ruleset,
    current: s.turnSeat,
    deaths: s.deaths,
    active: ctx.active,
    characters: s.characters.length === n ? s.characters : padded(s.characters, n),
    genders: view.players.map((p) => p.gender),
    blacks: ctx.counts.map((c) => c[2]),
  };
  ctx.declarerW = declarerWeightsAt(table, plan.declarer, s.seat);
}

function padded(a: readonly (string | null)[], n: number): (string | null)[] {
  const out: (string | null)[] = [];
  for (let i = 0; i < n; i++) out.push(a[i] ?? null);
  return out;
}

/** The decider's context under camp c: what evaluate.ts's functions read, from the snap. */
function modelCtx(s: Snap, rs: Ruleset, n: number, c: number, P: number[][]): Ctx {
  const counts: Dist[] = [];
  const active: boolean[] = [];
  // The cards the decider has not seen, as far as the public table tells: the deck less the intel.
  const unseen = deckColours(rs).slice() as Dist;
  for (let i = 0; i < n; i++) {
    const k = 3 * i;
    const d: Dist = k + 2 < s.intel.length ? [s.intel[k], s.intel[k + 1], s.intel[k + 2]] : [0, 0, 0];
    counts.push(d);
    for (let j = 0; j < 3; j++) unseen[j] = Math.max(0, unseen[j] - d[j]);
    active.push(!(i < s.out.length && s.out[i]));
  }
  return {
    view: null as unknown as GameView,
    legal: [],
    rs,
    me: s.seat,
    n,
    myCamp: CAMP_NAMES[c],
    P,
    ev: null as unknown as Evidence,
    active,
    counts,
    hand: [],
    unseen,
    tactics: MODEL_TACTICS,
    passingWorth: NaN,
    passingGuess: null,
    sendWorth: NaN,
    // A neutral decider's mission is its hidden character's: modelled as the plain neutral.
    collect: [],
    declarerW: null,
    ownDeath: null,
    kill: null,
    rivals: null,
    handAims: [],
    handHave: [],
    handMissing: 0,
  };
}
