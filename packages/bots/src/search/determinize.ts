// Determinization: a full engine state consistent with everything one seat knows, built from its
// view and its event log alone. Visible cards keep their faces and handles; the camps nobody showed
// this seat come from the heuristic's posterior; every unseen card (other hands, the deck, removed
// 试探, a face-down intel in transit, a face-down 试探 on the stack) is dealt at random from the
// cards the seat has not seen. Games with characters are supported only when asked for (the
// heuristic's skill lookahead, and the search bot, at priority, send and receive decisions): a
// face-down character of another seat is drawn from the characters the seat has not seen, and what
// skills remember (turn marks, ties, borrowed skills, others' hidden extra missions) is left out, so
// such samples are close, not exact.
import { getRuleset } from '@fengsheng/engine';
import type {
  CardFace,
  CardId,
  CardView,
  EventView,
  Frame,
  GameState,
  GameView,
  Passing,
  Ruleset,
  Seat,
} from '@fengsheng/engine';
import type { BotInput } from '../bot.ts';
import { evidenceOf, type EvidenceWeights } from '../heuristic/beliefs.ts';
import { TACTICS } from '../heuristic/tactics.ts';
import { campPosterior, sampleCamps } from './camps.ts';
import type { CampPosterior } from './camps.ts';
import { readLog } from './log-facts.ts';
import type { LogFacts } from './log-facts.ts';

/**
 * Cards of one key are interchangeable. `exact` also tells apart the special marks and variants of
 * 风声再临's and the online edition's cards, which the plain key (kept for the heuristic's
 * lookahead, whose games must stay as they were) lumps together.
 */
function faceKey(f: CardFace, exact: boolean): string {
  const k = `${f.fn}|${f.colour}|${f.delivery}|${f.probe?.camp ?? ''}|${f.probe?.effect ?? ''}`;
  return exact ? `${k}|${f.variant ?? ''}|${f.marks ? JSON.stringify(f.marks) : ''}` : k;
}

const byFaceCache = new Map<string, Map<string, CardId[]>>();
function cardsByFace(ruleset: string, exact: boolean): Map<string, CardId[]> {
  const cacheKey = `${ruleset}|${exact}`;
  let m = byFaceCache.get(cacheKey);
  if (!m) {
    m = new Map();
    getRuleset(ruleset).cards.forEach((f, id) => {
      const k = faceKey(f, exact);
      const l = m!.get(k);
      if (l) l.push(id);
      else m!.set(k, [id]);
    });
    byFaceCache.set(cacheKey, m);
  }
  return m;
}

/** What one seat knows that does not change between samples: built once per decision. */
export interface Knowledge {
  view: GameView;
  me: Seat;
  posterior: CampPosterior;
  /** Card ids fixed by what the seat sees, with their handles. */
  hand: CardId[];
  intel: CardId[][];
  discard: CardId[];
  handleOf: Map<CardId, number>;
  /** The same by card id, 0 for the cards without a known handle: a sample starts from a copy. */
  handles: number[];
  /** The intel in transit: its id when seen, else null (and its handle). */
  passingCard: CardId | null;
  passingHandle: number;
  passingFaceUp: boolean;
  bounced: boolean;
  swapped: boolean;
  seenBy: Seat[];
  /** Stack frames: card id when seen, -1 for a skill, null when face down (fn known). */
  frames: { frame: Frame; card: CardId | null; handle: number }[];
  /** Cards the seat has not seen, to deal at random. */
  unseen: CardId[];
  /** With characters: the characters nobody has shown this seat, to deal face down at random. */
  unseenCharacters: string[] | null;
  priority: Seat;
  passes: number;
  nextFrameId: number;
  maxHandle: number;
  /** Faces told apart by marks and variants, and (with characters) the log's facts below used. */
  exact: boolean;
  usedCard: boolean;
  lostBy: LogFacts['lostBy'];
}

/** A game with characters, as far as the view tells: someone's character is known, or lies face up. */
export function withCharacters(v: GameView): boolean {
  return v.players.some((p) => p.character !== null || p.characterUp);
}

/** The decisions determinized with characters: no skill process is suspended at them. */
const CHARACTER_KINDS = new Set(['priority', 'sendIntel', 'receiveIntel']);

/**
 * Why a view cannot be determinized, or null when it can. With `characters`, a game with
 * characters is accepted at priority decisions (not while characters are chosen).
 */
export function unsupported(input: BotInput, characters = false): string | null {
  const v = input.view;
  if (typeof v.viewer !== 'number') return 'spectator';
  if (v.result) return 'game over';
  if (v.offer.length > 0) return 'characters';
  const kind = v.pending?.kind;
  if (withCharacters(v) && (!characters || !CHARACTER_KINDS.has(kind ?? ''))) return 'characters';
  if (kind !== 'priority' && kind !== 'sendIntel' && kind !== 'receiveIntel' && kind !== 'discardCard')
    return `decision ${kind}`;
  if (v.hand === null) return 'no hand';
  return null;
}

/** Read what is fixed from the view and the log; null when this view is not supported. */
export function knowledge(
  input: BotInput,
  characters = false,
  evidence: EvidenceWeights = TACTICS.evidence,
  exact = false,
): Knowledge | null {
  if (unsupported(input, characters)) return null;
  const v = input.view;
  const me = v.viewer as Seat;
  const rs = getRuleset(v.ruleset);
  const posterior = campPosterior(v, evidenceOf(input.seen, me, evidence, v.ruleset));
  if (!posterior) return null;
  const free = new Map<string, CardId[]>();
  for (const [k, ids] of cardsByFace(v.ruleset, exact)) free.set(k, ids.slice());
  const handleOf = new Map<CardId, number>();
  let maxHandle = 0;
  const take = (c: CardView): CardId => {
    const ids = c.face ? free.get(faceKey(c.face, exact)) : undefined;
    if (!ids || ids.length === 0) throw new Inconsistent(`no card left for ${JSON.stringify(c.face)}`);
    const id = ids.pop()!;
    handleOf.set(id, c.handle);
    maxHandle = Math.max(maxHandle, c.handle);
    return id;
  };
  try {
    const hand = v.hand!.map(take);
    const intel = v.players.map((p) => p.intel.map(take));
    const discard = v.discard.map(take);
    let passingCard: CardId | null = null;
    let passingHandle = 0;
    if (v.passing) {
      passingHandle = v.passing.card.handle;
      maxHandle = Math.max(maxHandle, passingHandle);
      if (v.passing.card.face) passingCard = take(v.passing.card);
    }
    const intelByHandle = new Map<number, CardId>();
    for (const [id, h] of handleOf) intelByHandle.set(h, id);
    const frames: Knowledge['frames'] = [];
    for (const f of v.window?.stack ?? []) {
      let card: CardId | null = -1;
      let handle = 0;
      if (f.card) {
        handle = f.card.handle;
        maxHandle = Math.max(maxHandle, handle);
        card = f.card.face ? take(f.card) : null;
      }
      const target: Frame['target'] = {};
      if (f.target.seat !== undefined) target.seat = f.target.seat;
      if (f.target.frame !== undefined) target.frame = f.target.frame;
      if (f.target.intel !== undefined) {
        const c = intelByHandle.get(f.target.intel);
        if (c === undefined) throw new Inconsistent('stack targets an unknown intel');
        target.card = c;
      }
      frames.push({
        frame: {
          id: f.frame,
          fn: f.fn,
          card: -1,
          ...(f.skill ? { skill: f.skill } : {}),
          user: f.user,
          target,
          countered: f.countered,
          stage: 0,
          ...(f.named ? { named: f.named } : {}),
        },
        card,
        handle,
      });
    }
    const unseen: CardId[] = [];
    for (const ids of free.values()) unseen.push(...ids);
    unseen.sort((a, b) => a - b);
    const facts = readLog(v, input.seen, me, frames, exact);
    return {
      view: v,
      me,
      posterior,
      unseenCharacters: characters ? unseenCharacters(v) : null,
      hand,
      intel,
      discard,
      handleOf,
      handles: handleArray(handleOf, rs.cards.length),
      passingCard,
      passingHandle,
      passingFaceUp: facts.passingFaceUp,
      bounced: facts.bounced,
      seenBy: facts.seenBy,
      swapped: facts.swapped,
      frames,
      unseen,
      priority: facts.priority,
      passes: facts.passes,
      nextFrameId: facts.nextFrameId,
      usedCard: facts.usedCard,
      lostBy: facts.lostBy,
      maxHandle: Math.max(maxHandle, rs.cards.length),
      exact,
    };
  } catch (err) {
    if (err instanceof Inconsistent) return null;
    throw err;
  }
}

class Inconsistent extends Error {}

function handleArray(handleOf: Map<CardId, number>, cards: number): number[] {
  const out = new Array<number>(cards).fill(0);
  for (const [id, h] of handleOf) out[id] = h;
  return out;
}

/** The edition's characters not shown to this seat (its own, face up or revealed ones), sorted. */
function unseenCharacters(v: GameView): string[] {
  const shown = new Set<string>();
  for (const p of v.players) {
    if (p.character) shown.add(p.character);
    if (p.extraMission) shown.add(p.extraMission);
  }
  return Object.keys(getRuleset(v.ruleset).characters ?? {})
    .filter((c) => !shown.has(c))
    .sort();
}

function shuffle<T>(a: T[], rng: () => number): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
  return a;
}

/**
 * Take a card out of the shuffled pool: the last one, or with `fn` the first of that function
 * (the last one when none is left).
 */
function draw(pool: CardId[], rs: Ruleset, fn: string | null): CardId {
  let i = pool.length - 1;
  if (fn !== null)
    for (let j = 0; j < pool.length; j++)
      if (rs.cards[pool[j]].fn === fn) {
        i = j;
        break;
      }
  if (i < 0) throw new Inconsistent('ran out of unseen cards');
  return i === pool.length - 1 ? pool.pop()! : pool.splice(i, 1)[0];
}

/**
 * How the heuristic sends face down, by the sender's camp and the delivery: the chance that the
 * intel is of the sender's colour, of the other colour, or black (a neutral sender: red, blue,
 * black). Counted at the decisions of the seats that had not seen the intel in transit, in 300
 * heuristic games (standard with characters, 5 players, seed 424242; 18,000 decisions): a 直达 is
 * the sender's colour 78% of the time, a 密电 black 42% and the other colour 5%, where a card drawn
 * from the unseen ones is the other colour about a third of the time.
 */
const SENT: Record<'colour' | 'neutral', Record<'secret' | 'direct', [number, number, number]>> = {
  colour: { direct: [0.78, 0.15, 0.07], secret: [0.53, 0.05, 0.42] },
  neutral: { direct: [0.37, 0.41, 0.22], secret: [0.11, 0.13, 0.76] },
};

/**
 * The face-down intel in transit, drawn from the pool as its sender (of `senderCamp` in this
 * sample) would have sent it: first a colour class by `SENT`, among the classes the pool still
 * holds, then a card of that class at random. Other deliveries, or nothing of any weighted class
 * left: any card.
 */
function drawSent(
  pool: CardId[],
  rs: Ruleset,
  senderCamp: string,
  delivery: string,
  rng: () => number,
): CardId {
  if (delivery !== 'secret' && delivery !== 'direct') return draw(pool, rs, null);
  const own = senderCamp === 'blue' ? 'blue' : 'red';
  const classes = [own, own === 'red' ? 'blue' : 'red', 'black'];
  const p = SENT[senderCamp === 'neutral' ? 'neutral' : 'colour'][delivery];
  const idx: number[][] = [[], [], []];
  pool.forEach((c, i) => {
    const j = classes.indexOf(rs.cards[c].colour);
    if (j >= 0) idx[j].push(i);
  });
  const w = p.map((x, j) => (idx[j].length > 0 ? x : 0));
  const z = w[0] + w[1] + w[2];
  if (z <= 0) return draw(pool, rs, null);
  let r = rng() * z;
  let j = 0;
  while (j < 2 && r >= w[j]) r -= w[j++];
  const i = idx[j][Math.floor(rng() * idx[j].length)];
  return i === pool.length - 1 ? pool.pop()! : pool.splice(i, 1)[0];
}

/** Give each of `cards` without a known handle the next new one; returns the next handle after. */
function newHandles(k: Knowledge, handleOf: number[], cards: readonly CardId[], next: number): number {
  for (const c of cards) if (!k.handleOf.has(c) && handleOf[c] === 0) handleOf[c] = next++;
  return next;
}

/**
 * One hidden state consistent with what the seat knows, or null if the counts do not add up.
 * `view(sample(k, rng), k.me)` equals the seat's view. With `sent` (the searcher's option) a
 * face-down intel in transit is drawn as its sampled sender would have sent it (`drawSent`).
 */
export function sample(k: Knowledge, rng: () => number, sent = false): GameState | null {
  const v = k.view;
  const rs = getRuleset(v.ruleset);
  const n = v.players.length;
  const camps = sampleCamps(k.posterior, rng);
  const chars = k.unseenCharacters ? shuffle(k.unseenCharacters.slice(), rng) : null;
  const characterOf = (p: GameView['players'][number]): string | null =>
    p.character ?? (chars ? (chars.pop() ?? null) : null);
  const pool = shuffle(k.unseen.slice(), rng);
  const handleOf = k.handles.slice();
  let nextHandle = k.maxHandle + 1;
  try {
    // Face-down cards on the stack: their function is public.
    const frames = k.frames.map(({ frame, card, handle }) => {
      let id = card;
      if (id === null) {
        id = draw(pool, rs, frame.fn);
        handleOf[id] = handle;
      }
      return { ...frame, card: id, target: { ...frame.target } };
    });
    let passingCard = k.passingCard;
    if (v.passing && passingCard === null) {
      passingCard =
        sent && v.passing.sender !== k.me
          ? drawSent(pool, rs, camps[v.passing.sender], v.passing.delivery, rng)
          : draw(pool, rs, null);
      handleOf[passingCard] = k.passingHandle;
    }
    // Removed cards are used 试探 (face down).
    const removed: CardId[] = [];
    for (let i = 0; i < v.removedCount; i++) removed.push(draw(pool, rs, 'probe'));
    const hands: CardId[][] = v.players.map((p) => (p.seat === k.me ? k.hand.slice() : []));
    for (const p of v.players)
      if (p.seat !== k.me) for (let i = 0; i < p.handCount; i++) hands[p.seat].push(draw(pool, rs, null));
    if (pool.length !== v.deckCount) return null;
    const deck = pool;
    // New handles for the cards dealt unseen, in this order: removed, deck, then hand by hand.
    nextHandle = newHandles(k, handleOf, removed, nextHandle);
    nextHandle = newHandles(k, handleOf, deck, nextHandle);
    for (const h of hands) nextHandle = newHandles(k, handleOf, h, nextHandle);
    const wv = v.window;
    const resolving = !!wv?.resolving;
    if (resolving && frames.length > 0) frames[frames.length - 1].stage = 2;
    const passing: Passing | null = v.passing && {
      card: passingCard!,
      sender: v.passing.sender,
      delivery: v.passing.delivery as Passing['delivery'],
      faceUp: k.passingFaceUp,
      holder: v.passing.holder,
      direction: v.passing.direction,
      directTarget: v.passing.directTarget,
      stage: v.passing.stage,
      mustTake: v.passing.mustTake,
      lured: v.passing.lured.slice(),
      bounced: k.bounced,
      seenBy: k.seenBy.slice(),
      ...(k.swapped ? { swapped: true } : {}),
    };
    const pend = v.pending!;
    const decision: GameState['decision'] =
      pend.kind === 'sendIntel' || pend.kind === 'receiveIntel'
        ? { kind: pend.kind, seat: k.me }
        : pend.kind === 'discardCard'
          ? { kind: 'discardCard', seat: k.me, frame: frames[frames.length - 1]?.id ?? 0 }
          : null;
    const rng4: [number, number, number, number] = [0, 0, 0, 0].map(
      () => Math.floor(rng() * 4294967296) >>> 0,
    ) as [number, number, number, number];
    const s: GameState = {
      ruleset: v.ruleset,
      options: {
        players: n,
        seed: 0,
        identityTable: 'standard',
        autoPass: true,
        characters: chars !== null,
        expansion: chars !== null,
        teaching: false,
      },
      rng: rng4,
      players: v.players.map((p) => ({
        seat: p.seat,
        camp: camps[p.seat],
        alive: p.alive,
        lost: p.lost,
        dying: false,
        ...(p.lost ? { lostBy: (k.exact && k.lostBy[p.seat]) || ('cannotSend' as const) } : {}),
        revealed: p.seat === k.me ? !p.alive || p.lost : p.camp !== null,
        hand: hands[p.seat],
        intel: k.intel[p.seat].slice(),
        character: characterOf(p),
        characterUp: p.characterUp,
        gender: p.gender,
        offer: [],
      })),
      deck,
      discard: k.discard.slice(),
      removed,
      dealPool: [],
      handleOf,
      nextHandle,
      turn: v.turn,
      current: v.current,
      step: v.step,
      locks: v.locks.slice(),
      demand: null,
      failedToSend: false,
      // Only the searcher's samples with characters read the log for it (出牌前 skills look).
      usedCard: k.exact && chars !== null && k.usedCard,
      skipDraw: false,
      passing,
      window: wv && {
        kind: wv.kind,
        priority: k.priority,
        passes: k.passes,
        stack: frames,
        resolving,
      },
      decision,
      tasks: resolving ? [{ run: 'resolveStack', data: {} }] : [],
      nextFrameId: k.nextFrameId,
      // The intel a dead player had is shown as faces: any card of the same face stands for it.
      deaths: v.deaths.map((d) => ({
        seat: d.seat,
        killer: d.killer,
        turn: 0,
        intel: d.intel.map((f) => cardsByFace(v.ruleset, k.exact).get(faceKey(f, k.exact))![0]),
        hand: [],
      })),
      lastIntel: null,
      result: null,
      commandCount: 0,
    };
    const missions = v.players.filter((p) => p.extraMission !== null);
    if (missions.length > 0)
      s.extraMissions = missions.map((p) => ({ seat: p.seat, character: p.extraMission! }));
    return s;
  } catch (err) {
    if (err instanceof Inconsistent) return null;
    throw err;
  }
}

/** The public log shared with simulated opponents: the seat's own log without its private events. */
export function publicLog(seen: readonly EventView[]): EventView[] {
  return seen.filter((e) => !PRIVATE.has(e.type));
}
const PRIVATE = new Set(['peek', 'probeSeen', 'identityShown', 'pass']);
