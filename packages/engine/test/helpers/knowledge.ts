// An independent "what may this viewer know" oracle for the leak test (test/leak.test.ts). It reads
// the true state and the raw events, follows every view and event each viewer is sent, and keeps per
// viewer what that viewer has legitimately seen. It does not call the engine's redaction to decide
// what is allowed: the rules below are written from the rulebook, and `view` / `eventsFor` are only
// the things being checked. Documented in docs/testing.md.
//
// The rules, per viewer V (a seat, or 'spectator' which is no seat):
//  (a) Camps. V is shown seat X's camp only if X is V (once characters are chosen, or while
//      choosing in an edition that deals identities first: IDENTITY_FIRST), X is revealed
//      (death, loss, a skill that shows it), or the game is over; and then the true one. In events, a
//      camp reaches V only about V, about a seat revealed by the end of that command, at game over,
//      or through 合谋 (`identityShown`) to its recipient. A face-down character reaches only its
//      owner.
//  (b) Faces. A card face reaches V only where V may see it:
//      - in a view: V's own hand; intel areas, the discard and cards on the stack (public), except a
//        face-down 试探 or 秘密下达 on the stack (its user and target only: HIDDEN_FACE_FUNCTIONS); the
//        intel in transit when it travels face up, or when V saw its face while it travels (V sent
//        it, decoded it: a `send`, `peek`, or `intelTurnedUp` event V received under its current
//        handle); a choice's own options for its chooser only when V legitimately saw them (see
//        `legit`).
//      - in an event: what the rule of that event grants (draw: the drawer; send: face-up intel or
//        the sender; give/take: the two parties; toDeckTop: its owner; peek: the decoder; probeSeen
//        and a face-down 试探's use: its user and target; public: receive, burn, discarded, ...).
//      Every face shown must be the true face of the card its handle names.
//  (c) Handles. No raw card id anywhere: cards are `{handle, face}` and every non-zero handle names
//      a card on the table now; a handle is never given to two cards over a game. Nobody can follow
//      a card by handle across a hidden move: (c1) a handle V saw with a face never names a card that
//      is now hidden from V (another seat's hand, face-down intel in transit, a face-down 试探)
//      unless V legitimately still knows it; (c2) V never holds the current handle of a card in
//      another seat's hand unless V legitimately knows that card (the give/take parties, a peek at
//      a hand).
//  (d) No PRNG state, seed, deck order or handle table: no `rng`, `seed`, `deck`, `handleOf`,
//      `tasks` key, and none of the seed's or PRNG's 32-bit words as a number anywhere.
//  (e) Spectators get the public view: no hand, no legal commands, no offer, and exactly what every
//      seat's view has once each seat's private parts are blanked (so all seats agree on what is
//      public and the spectator has no more).
//  (f) Who decides. While a seat whose character is face down (and not revealed) is offered an
//      optional skill, every other viewer's public part, and whom the table is publicly told it waits
//      for (`pendingIsPublic`), are what they would be were that offer not there (the same state with
//      no decision open): telling anyone that this seat decides would tell them its character.
import { isDeepStrictEqual } from 'node:util';
import { eventFor, fengsheng, getRuleset, pending, view } from '../../src/index.ts';
import type {
  CardFace,
  CardId,
  CardView,
  GameEvent,
  GameState,
  GameView,
  Handle,
  Seat,
  Viewer,
} from '../../src/index.ts';

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['rng', 'seed', 'deck', 'handleOf', 'tasks', 'decision']);

/**
 * The functions whose card only its user and its target see while it waits and resolves, written
 * from the rulebooks rather than read from the engine's `hiddenFace` flag: 试探 (000 and 001: 该牌仅
 * 双方玩家可见) and 风声再临's 秘密下达 (001: 该牌仅双方玩家可见).
 */
export const HIDDEN_FACE_FUNCTIONS: Readonly<Record<string, readonly string[]>> = {
  standard: ['probe'],
  zailin: ['probe', 'secretOrder'],
};

/**
 * The editions that deal identities before characters, so that each player knows their own while
 * choosing, written from the rulebooks: 风声再临 (001 游戏准备 ② then ③: 清楚自己身份后将其面朝下盖置). The 2010
 * edition deals them after (000: 身份决定在挑选角色之后).
 */
export const IDENTITY_FIRST: ReadonlySet<string> = new Set(['zailin']);

function hiddenFace(s: GameState, fn: string): boolean {
  return HIDDEN_FACE_FUNCTIONS[s.ruleset]?.includes(fn) ?? false;
}

/** Event types whose card faces everyone may see. */
const PUBLIC_FACE_EVENTS: ReadonlySet<string> = new Set([
  'receive',
  'intelTurnedUp',
  'discarded',
  'burn',
  'cardsToDiscard',
  'intelSwapped',
  'intelToDeckTop',
  'intelToHand',
  'fromDiscard',
  'deckTopShown',
]);
/** Event types that may show a face with no handle (a public card gone where its handle must not follow). */
const FACE_ONLY_EVENTS: ReadonlySet<string> = new Set([
  'intelSwapped',
  'transitSwapped',
  'intelToDeckTop',
  'intelToHand',
  'fromDiscard',
  'deckTopShown',
]);

interface ViewerKnowledge {
  /** Handles V was legitimately shown with a face, and the card each named. */
  legit: Map<Handle, CardId>;
  /** Every handle V was ever shown (with or without a face). */
  seen: Set<Handle>;
  /**
   * Cards whose face V was shown while they sat in no zone a handle could follow (a face-only
   * event: the deck's top cards shown and laid out, as 血染 does). Laid out on the table
   * (`dealPool`) afterwards, such a card is one V may see with its handle.
   */
  faceShown: Set<CardId>;
}

export interface LeakStats {
  checks: number;
  faces: number;
  hiddenCards: number;
  /** States with an optional skill offered to a face-down character (rule f). */
  hiddenOffers: number;
}

function isCardView(x: unknown): x is CardView {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
  const keys = Object.keys(x);
  return keys.length === 2 && 'face' in x && 'handle' in x;
}

function sameFace(a: CardFace | null, b: CardFace): boolean {
  return (
    a !== null &&
    a.fn === b.fn &&
    a.colour === b.colour &&
    a.delivery === b.delivery &&
    a.probe?.camp === b.probe?.camp &&
    a.probe?.effect === b.probe?.effect &&
    Object.keys(a).length === Object.keys(b).length
  );
}

/** Every `{handle, face}` in a value, with the key path it was found at. */
function cardViews(value: unknown, path = '$', out: { path: string; cv: CardView }[] = []) {
  if (isCardView(value)) out.push({ path, cv: value });
  else if (Array.isArray(value)) value.forEach((v, i) => cardViews(v, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) cardViews(v, `${path}.${k}`, out);
  return out;
}

/** Keys and PRNG words that must never leave the engine. */
function internals(value: unknown, secrets: ReadonlySet<number>, path = '$', out: string[] = []): string[] {
  if (typeof value === 'number' && secrets.has(value))
    out.push(`${path} = ${value} (a PRNG word or the seed)`);
  else if (Array.isArray(value)) value.forEach((v, i) => internals(v, secrets, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(k)) out.push(`${path}.${k}`);
      internals(v, secrets, `${path}.${k}`, out);
    }
  return out;
}

/** The camps found in a value outside card faces: `{seat, camp}` pairs and `camps` lists. */
function campsIn(value: unknown, out: { seat: unknown; camp: unknown; path: string }[] = [], path = '$') {
  if (isCardView(value) || value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    value.forEach((v, i) => campsIn(v, out, `${path}[${i}]`));
    return out;
  }
  const o = value as Record<string, unknown>;
  if ('camp' in o && o.camp !== null) out.push({ seat: o.seat, camp: o.camp, path });
  for (const [k, v] of Object.entries(o)) if (k !== 'face') campsIn(v, out, `${path}.${k}`);
  return out;
}

/** Where a card is now, as the rules name places. */
type Place =
  | { zone: 'hand'; seat: Seat }
  | { zone: 'intel'; seat: Seat }
  | { zone: 'discard' | 'deck' | 'removed' | 'dealPool' }
  | { zone: 'transit' }
  | { zone: 'stack'; user: Seat; target?: Seat; hiddenFace: boolean };

function places(s: GameState): Map<CardId, Place> {
  const m = new Map<CardId, Place>();
  for (const p of s.players) {
    for (const c of p.hand) m.set(c, { zone: 'hand', seat: p.seat });
    for (const c of p.intel) m.set(c, { zone: 'intel', seat: p.seat });
  }
  for (const c of s.discard) m.set(c, { zone: 'discard' });
  for (const c of s.deck) m.set(c, { zone: 'deck' });
  for (const c of s.removed) m.set(c, { zone: 'removed' });
  for (const c of s.dealPool) m.set(c, { zone: 'dealPool' });
  if (s.passing) m.set(s.passing.card, { zone: 'transit' });
  for (const f of s.window?.stack ?? [])
    if (f.card >= 0)
      m.set(f.card, {
        zone: 'stack',
        user: f.user,
        target: f.target.seat,
        hiddenFace: hiddenFace(s, f.fn),
      });
  return m;
}

export class LeakChecker {
  private readonly knowledge = new Map<Viewer, ViewerKnowledge>();
  /** Every handle ever issued, and the card it named: a handle must never name two cards. */
  private readonly handleCard = new Map<Handle, CardId>();
  private readonly secrets: Set<number>;
  readonly stats: LeakStats = { checks: 0, faces: 0, hiddenCards: 0, hiddenOffers: 0 };

  constructor(s0: GameState) {
    for (let seat = 0; seat < s0.players.length; seat++)
      this.knowledge.set(seat, { legit: new Map(), seen: new Set(), faceShown: new Set() });
    this.knowledge.set('spectator', { legit: new Map(), seen: new Set(), faceShown: new Set() });
    // Small numbers are everywhere (handles, counts); only words that cannot turn up by chance.
    this.secrets = new Set([s0.options.seed, ...s0.rng].filter((x) => x >= 0x10000));
  }

  private viewers(s: GameState): Viewer[] {
    return [...s.players.map((p) => p.seat), 'spectator'];
  }

  /**
   * Check one step: the state after a command and the command's raw events. Also feeds what each
   * viewer was shown into its knowledge. Returns the problems found.
   */
  check(s: GameState, events: readonly GameEvent[], tag = ''): string[] {
    const out: string[] = [];
    const rs = getRuleset(s.ruleset);
    const cardOf = new Map<Handle, CardId>();
    s.handleOf.forEach((h, c) => {
      cardOf.set(h, c);
      const before = this.handleCard.get(h);
      if (before !== undefined && before !== c)
        out.push(`${tag}handle ${h} named card ${before} and now card ${c}`);
      this.handleCard.set(h, c);
    });
    for (const c of s.rng) if (c >= 0x10000) this.secrets.add(c);
    const where = places(s);
    const over = s.result !== null;
    const choosing = s.step === 'chooseCharacters';
    const faceOf = (c: CardId): CardFace => rs.cards[c];
    const views = new Map<Viewer, GameView>();

    for (const viewer of this.viewers(s)) {
      const me = viewer === 'spectator' ? -1 : viewer;
      const k = this.knowledge.get(viewer)!;
      const who = `${tag}${viewer === 'spectator' ? 'spectator' : `seat ${viewer}`}`;
      this.stats.checks++;

      // ---- events (before the view: a view may show what an event of this step granted)
      for (const e of events) {
        const ev = eventFor(s, e, viewer);
        if (!ev) continue;
        const json = JSON.parse(JSON.stringify(ev)) as unknown;
        for (const p of internals(json, this.secrets)) out.push(`${who}: event ${e.type} has ${p}`);
        const raw = e as unknown as Record<string, unknown>;
        for (const { path, cv } of cardViews(json)) {
          const key = path.split('.')[1]?.replace(/\[\d+\]$/, '');
          const truth: CardId[] =
            key === 'cards'
              ? (raw.cards as CardId[])
              : key === 'card' || key === 'replacement'
                ? [raw[key] as CardId]
                : [];
          if (truth.length === 0) {
            out.push(`${who}: event ${e.type} has a card at ${path} the event does not name`);
            continue;
          }
          if (cv.handle === 0 && cv.face === null) {
            // A card moved out of sight with neither face nor handle (a give, a take, a card put
            // back on the deck, seen by a third party).
            if (!['give', 'take', 'toDeckTop', 'intelReturned'].includes(e.type))
              out.push(`${who}: event ${e.type} has a card with no handle and no face at ${path}`);
            continue;
          }
          if (cv.handle === 0) {
            if (!FACE_ONLY_EVENTS.has(e.type))
              out.push(`${who}: event ${e.type} has a card with no handle and no face at ${path}`);
            else if (!truth.some((c) => sameFace(cv.face, faceOf(c))))
              out.push(`${who}: event ${e.type} shows a wrong face at ${path}`);
            else if (truth.length === 1) k.faceShown.add(truth[0]);
            continue;
          }
          const c = cardOf.get(cv.handle);
          if (c === undefined || !truth.includes(c)) {
            out.push(
              `${who}: event ${e.type} at ${path} has handle ${cv.handle}, not the current handle of its card`,
            );
            continue;
          }
          k.seen.add(cv.handle);
          if (cv.face === null) continue;
          if (!sameFace(cv.face, faceOf(c))) out.push(`${who}: event ${e.type} shows a wrong face`);
          if (!eventGrants(s, e, me, key))
            out.push(`${who}: event ${e.type} shows the face of card ${c} at ${path}`);
          else k.legit.set(cv.handle, c);
          this.stats.faces++;
        }
        // (a) camps in events
        for (const { seat, path } of campsIn(json)) {
          if (typeof seat !== 'number') {
            out.push(`${who}: event ${e.type} has a camp with no seat at ${path}`);
            continue;
          }
          const q = s.players[seat];
          const ok =
            seat === me ||
            q.revealed ||
            over ||
            (e.type === 'identityShown' && (e as { recipient: Seat }).recipient === me);
          if (!ok) out.push(`${who}: event ${e.type} tells the camp of unrevealed seat ${seat}`);
        }
        if ('camps' in (json as object) && e.type !== 'gameOver')
          out.push(`${who}: event ${e.type} lists camps`);
        if (e.type === 'charactersDealt' && e.seat !== me) out.push(`${who}: sees seat ${e.seat}'s offer`);
        if (e.type === 'characterChosen' && e.seat !== me && !e.up)
          out.push(`${who}: sees seat ${e.seat}'s face-down character`);
      }

      // ---- the view
      const v = view(s, viewer);
      views.set(viewer, v);
      const json = JSON.parse(JSON.stringify(v)) as GameView;
      for (const p of internals(json, this.secrets)) out.push(`${who}: view has ${p}`);
      for (const pv of v.players) {
        const q = s.players[pv.seat];
        const known = (pv.seat === me && (!choosing || IDENTITY_FIRST.has(s.ruleset))) || q.revealed || over;
        if (pv.camp !== null && !known) out.push(`${who}: sees the camp of unrevealed seat ${pv.seat}`);
        if (pv.camp !== null && pv.camp !== q.camp) out.push(`${who}: sees a wrong camp for seat ${pv.seat}`);
        if (pv.character !== null && pv.seat !== me && !q.characterUp && !q.revealed)
          out.push(`${who}: sees seat ${pv.seat}'s face-down character`);
      }
      if (me < 0 && (v.hand !== null || v.legal.length > 0 || v.offer.length > 0))
        out.push(`${who}: a spectator has a hand, an offer or commands`);
      // Faces in the view, by where the card is now.
      const inView = cardViews(json);
      const byHandle = new Map<Handle, CardView>();
      for (const { path, cv } of inView) {
        byHandle.set(cv.handle, cv);
        if (cv.handle === 0) {
          out.push(`${who}: view has a card with no handle at ${path}`);
          continue;
        }
        const c = cardOf.get(cv.handle);
        if (c === undefined) {
          out.push(`${who}: view has handle ${cv.handle} at ${path}, which names no card now`);
          continue;
        }
        k.seen.add(cv.handle);
        if (cv.face === null) continue;
        this.stats.faces++;
        if (!sameFace(cv.face, faceOf(c))) out.push(`${who}: view shows a wrong face at ${path}`);
        const place = where.get(c)!;
        const publicPlace =
          place.zone === 'intel' ||
          place.zone === 'discard' ||
          (place.zone === 'stack' && (!place.hiddenFace || place.user === me || place.target === me)) ||
          (place.zone === 'transit' && s.passing!.faceUp) ||
          (place.zone === 'dealPool' && k.faceShown.has(c));
        const own = place.zone === 'hand' && place.seat === me;
        if (publicPlace || own) k.legit.set(cv.handle, c);
        else if (k.legit.get(cv.handle) !== c)
          out.push(`${who}: view shows the face of card ${c} (${place.zone}) at ${path}`);
      }
      // Targets name intel by handle too.
      for (const f of v.window?.stack ?? [])
        if (f.target.intel !== undefined && f.target.intel !== 0) {
          if (!cardOf.has(f.target.intel))
            out.push(`${who}: a frame targets handle ${f.target.intel}, no card`);
          k.seen.add(f.target.intel);
        }

      // ---- (c) handles across hidden moves
      for (const [c, place] of where) {
        const h = s.handleOf[c];
        const hiddenFromMe =
          (place.zone === 'hand' && place.seat !== me) ||
          (place.zone === 'transit' && !s.passing!.faceUp) ||
          (place.zone === 'stack' && place.hiddenFace && place.user !== me && place.target !== me);
        if (!hiddenFromMe) continue;
        this.stats.hiddenCards++;
        const legit = k.legit.get(h) === c;
        // (c1) A face V saw under this handle now names a hidden card V has no right to know.
        if (!legit && k.legit.has(h))
          out.push(`${who}: handle ${h} was seen with a face and now names hidden card ${c} (${place.zone})`);
        // A face-down card in transit or on the stack: V knows its face only if shown it.
        if (place.zone !== 'hand') {
          const cv = byHandle.get(h);
          if (cv && cv.face !== null && !legit) out.push(`${who}: sees hidden card ${c}'s face`);
          continue;
        }
        // (c2) V may not even hold the handle of a card in another's hand, unless it knows the card.
        if (k.seen.has(h) && !legit)
          out.push(`${who}: knows handle ${h} of card ${c} in seat ${place.seat}'s hand`);
      }
    }

    // ---- (e) the spectator's view is the public part of every seat's view
    const spectator = views.get('spectator')!;
    const pub = publicPart(s, spectator);
    if (!isDeepStrictEqual(pub, spectator))
      out.push(`${tag}the spectator's view has more than the public part`);
    for (const seat of s.players.map((p) => p.seat))
      if (!isDeepStrictEqual(publicPart(s, views.get(seat)!), pub))
        out.push(`${tag}seat ${seat}'s view disagrees with the spectator's on public things`);
    out.push(...this.checkHiddenOffer(s, views, tag));
    return out;
  }

  /** (f): what others learn of an offer to a face-down character is nothing. */
  private checkHiddenOffer(s: GameState, views: Map<Viewer, GameView>, tag: string): string[] {
    const offer = hiddenOffer(s);
    if (!offer) return [];
    const { seat: offeredTo, skill: sk } = offer;
    this.stats.hiddenOffers++;
    const out: string[] = [];
    const without: GameState = { ...s, decision: null };
    for (const viewer of this.viewers(s)) {
      if (viewer === offeredTo) continue;
      const seen = publicPart(s, views.get(viewer)!);
      const would = publicPart(without, view(without, viewer));
      if (!isDeepStrictEqual(seen, would))
        out.push(
          `${tag}${viewer === 'spectator' ? 'spectator' : `seat ${viewer}`}: the public view tells that ` +
            `seat ${offeredTo} is offered ${sk} (${JSON.stringify(seen.pending)} instead of ${JSON.stringify(would.pending)})`,
        );
    }
    const told = (x: GameState): number | null =>
      fengsheng.pendingIsPublic!(x) ? (pending(x)?.seat ?? null) : null;
    if (told(s) !== told(without))
      out.push(
        `${tag}the table is told it waits for seat ${told(s)}: seat ${offeredTo}'s hidden offer of ${sk}`,
      );
    return out;
  }
}

/** An optional trigger skill offered to a seat whose character is face down and not revealed. */
function hiddenOffer(s: GameState): { seat: Seat; skill: string } | null {
  const d = s.decision;
  // The offer itself ("use it?": one option, which may be declined), not a choice made once the
  // skill is used and announced.
  if (d?.kind !== 'choose' || !d.prompt.startsWith('skill.') || d.min !== 0) return null;
  if (d.options.length !== 1 || d.options[0].value !== 'use') return null;
  const q = s.players[d.seat];
  if (q.characterUp || q.revealed || q.character === null) return null;
  const skill = d.prompt.slice('skill.'.length);
  const ch = getRuleset(s.ruleset).characters?.[q.character];
  return ch?.skills.some((x) => x.id === skill && x.kind === 'trigger' && x.optional)
    ? { seat: d.seat, skill }
    : null;
}

/** Does the rule of this event let viewer `me` see the face of the card at key `key`? */
function eventGrants(s: GameState, e: GameEvent, me: Seat, key: string | undefined): boolean {
  if (PUBLIC_FACE_EVENTS.has(e.type)) return true;
  switch (e.type) {
    case 'draw':
    case 'toDeckTop':
    case 'intelReturned':
    case 'peek':
      return me === e.seat;
    case 'send':
      return e.faceUp || me === e.seat;
    case 'give':
      return me === e.seat || me === e.recipient;
    case 'take':
      return me === e.seat || me === e.victim;
    case 'probeSeen':
      return me === e.user || me === e.target;
    case 'use':
      return !hiddenFace(s, e.fn) || me === e.seat || me === e.target.seat;
    case 'transitSwapped':
      return e.faceUp && (key === 'card' || key === 'replacement');
    default:
      return false;
  }
}

/**
 * A view with everything private to its viewer blanked: what a spectator should see. Written from
 * the rules, not from views.ts: own hand, offer and commands; one's own unrevealed camp and face-down
 * character; faces of face-down intel in transit and of a face-down 试探 on the stack; who holds
 * priority under automatic passing; a choice's prompt and options.
 */
export function publicPart(s: GameState, v: GameView): GameView {
  const w = v.window;
  const pend = v.pending;
  return {
    ...v,
    viewer: 'spectator',
    hand: null,
    offer: [],
    legal: [],
    players: v.players.map((pv) => {
      const q = s.players[pv.seat];
      return {
        ...pv,
        camp: q.revealed && !q.identityTaken ? pv.camp : null,
        character: q.characterUp || q.revealed ? pv.character : null,
        // The card under one's own identity (致命香水's 绝密任务) is one's own until revealed; on any
        // other seat's entry it must already read as the spectator's.
        extraMission: pv.seat === v.viewer && !q.revealed ? null : pv.extraMission,
      };
    }),
    passing: v.passing && {
      ...v.passing,
      card: s.passing!.faceUp ? v.passing.card : { handle: v.passing.card.handle, face: null },
    },
    window: w && {
      ...w,
      stack: w.stack.map((f) =>
        f.card && hiddenFace(s, f.fn) ? { ...f, card: { handle: f.card.handle, face: null } } : f,
      ),
    },
    // A hidden offer is its owner's alone: in public the table waits as it would without it.
    pending: hiddenOffer(s)
      ? s.window && !s.window.resolving
        ? { seat: s.options.autoPass ? null : s.window.priority, kind: 'priority' }
        : null
      : pend && {
          seat: pend.kind === 'priority' && s.options.autoPass ? null : pend.seat,
          kind: pend.kind,
        },
  };
}
