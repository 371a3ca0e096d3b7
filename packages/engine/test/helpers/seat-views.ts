// Test-only: what each seat may see (views, events, handles) and copies that must not share objects.
import { isDeepStrictEqual } from 'node:util';
import { eventsFor, getRuleset, pending, view } from '../../src/index.ts';
import type { EventView, GameEvent, GameState, Seat, Viewer } from '../../src/index.ts';
import { modeOf } from './table-invariants.ts';

// ---------------------------------------------------------------------------------------------
// What each seat may see

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['rng', 'deck', 'seed', 'handleOf']);

/** Keys that must never leave the engine, found anywhere in a serialised value. */
export function forbiddenKeyPaths(value: unknown, path = '$'): string[] {
  const out: string[] = [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...forbiddenKeyPaths(v, `${path}[${i}]`)));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(k)) out.push(`${path}.${k}`);
      out.push(...forbiddenKeyPaths(v, `${path}.${k}`));
    }
  return out;
}

/**
 * Whether the mode shows `me` the camp of `seat`, from the mode's words (not the engine's code):
 * 'all' to every viewer, 'team' to a seat of the same camp; never while characters are chosen.
 */
export function modeShowsCamp(s: GameState, me: Seat, seat: Seat): boolean {
  const shown = modeOf(s)?.campsShown;
  if (!shown || s.step === 'chooseCharacters') return false;
  if (shown === 'all') return true;
  return me >= 0 && s.players[me].camp === s.players[seat].camp;
}

export function viewers(s: GameState): Viewer[] {
  return [...s.players.map((p) => p.seat), 'spectator'];
}

/**
 * Every seat's view and the spectator's: no unrevealed camp but one's own, no hand but one's own,
 * no face of a face-down intel in transit unless one sent or decoded it, no probe face but for its
 * two players, and no engine internals. `decoded` lists the seats that decoded the intel in transit
 * (from the `peek` events since it was sent).
 */
export function viewViolations(s: GameState, decoded: ReadonlySet<Seat>): string[] {
  const out: string[] = [];
  const rs = getRuleset(s.ruleset);
  const over = s.result !== null;
  const pend = pending(s);
  // While characters are chosen nobody knows their identity or hand yet.
  const choosing = s.step === 'chooseCharacters';
  for (const viewer of viewers(s)) {
    const me = viewer === 'spectator' ? -1 : viewer;
    const tag = `view(${viewer})`;
    const v = view(s, viewer);
    const json = JSON.parse(JSON.stringify(v)) as unknown;
    for (const k of forbiddenKeyPaths(json)) out.push(`${tag} contains ${k}`);
    if (!isDeepStrictEqual(json, v)) out.push(`${tag} does not survive JSON serialisation`);
    for (const pv of v.players) {
      const q = s.players[pv.seat];
      // Revealed: dead or lost (once the death is final), a skill that shows it, or the game's end;
      // and whatever the game's mode shows (阵营公开, 己方队友), exactly that.
      const known = (pv.seat === me && !choosing) || q.revealed || over || modeShowsCamp(s, me, pv.seat);
      if (!known && pv.camp !== null) out.push(`${tag} shows the unrevealed camp of seat ${pv.seat}`);
      // A player whose identity card 临危受命 took holds none: no camp is ever shown for him.
      const camp = q.identityTaken ? null : q.camp;
      if (known && pv.camp !== camp)
        out.push(`${tag} shows camp ${pv.camp} for seat ${pv.seat}, not ${camp}`);
      if (pv.handCount !== (choosing ? 0 : q.hand.length))
        out.push(`${tag} hand count of seat ${pv.seat} is wrong`);
    }
    if (me < 0) {
      if (v.hand !== null) out.push(`${tag} shows a hand to a spectator`);
      if (v.legal.length > 0) out.push(`${tag} gives a spectator legal commands`);
    } else {
      const mine = choosing ? [] : s.players[me].hand;
      const shown = v.hand ?? [];
      if (
        shown.length !== mine.length ||
        shown.some(
          (cv, i) => cv.handle !== s.handleOf[mine[i]] || !isDeepStrictEqual(cv.face, rs.cards[mine[i]]),
        )
      )
        out.push(`${tag} hand is not exactly the viewer's own hand`);
      if (pend?.seat !== me && v.legal.length > 0)
        out.push(`${tag} lists legal commands while another seat is pending`);
    }
    if (s.passing) {
      const face = v.passing?.card.face ?? null;
      // Face up: a 文本 intel, unless sent as a 密电 (加密); a 密电 turned face up (揭露).
      // Its sender knows it, unless 偷龙转凤 swapped it for an unseen card; a swap also resets who
      // has looked at it (破译, 速译).
      const text = s.passing.faceUp;
      const pass = s.passing;
      const maySee = text || (pass.sender === me && !pass.swapped) || pass.seenBy.includes(me);
      if (decoded.has(me) && !pass.swapped && !pass.seenBy.includes(me))
        out.push(`${tag} decoded the intel in transit but the table forgot it`);
      if (!maySee && face !== null) out.push(`${tag} sees the face of the face-down intel in transit`);
      if (maySee && !isDeepStrictEqual(face, rs.cards[s.passing.card]))
        out.push(`${tag} should see the face of the intel in transit`);
      if (v.passing?.card.handle !== s.handleOf[s.passing.card])
        out.push(`${tag} intel in transit has a wrong handle`);
    } else if (v.passing !== null) out.push(`${tag} shows intel in transit when there is none`);
    const frames = s.window?.stack ?? [];
    frames.forEach((f, i) => {
      const fv = v.window?.stack[i];
      const secret = f.card >= 0 && rs.functions[f.fn]?.hiddenFace && me !== f.user && me !== f.target.seat;
      if (secret && fv?.card?.face !== null)
        out.push(`${tag} sees the face of hidden frame ${f.id} (${f.fn})`);
    });
  }
  return out;
}

/** Where each card is held privately before a command, to check handles after it. */
export interface HandleSnapshot {
  nextHandle: number;
  handOf: Map<number, Seat>;
  faceDownInTransit: number | null;
}

export function handleSnapshot(s: GameState): HandleSnapshot {
  const handOf = new Map<number, Seat>();
  for (const p of s.players) for (const c of p.hand) handOf.set(c, p.seat);
  const faceDown = s.passing && !s.passing.faceUp ? s.passing.card : null;
  return { nextHandle: s.nextHandle, handOf, faceDownInTransit: faceDown };
}

/**
 * A card that enters a hand, or starts travelling face down, gets a handle nobody has seen, so that
 * nobody can follow it from where its face was known (the discard, a hand) to where it is hidden.
 */
export function freshHandleViolations(before: HandleSnapshot, s: GameState): string[] {
  const out: string[] = [];
  for (const p of s.players)
    for (const c of p.hand)
      if (before.handOf.get(c) !== p.seat && s.handleOf[c] < before.nextHandle)
        out.push(`card ${c} entered the hand of seat ${p.seat} with an old handle ${s.handleOf[c]}`);
  const p = s.passing;
  if (p && !p.faceUp && p.card !== before.faceDownInTransit && s.handleOf[p.card] < before.nextHandle)
    out.push(`face-down intel ${p.card} travels with an old handle ${s.handleOf[p.card]}`);
  return out;
}

function isCardView(x: unknown): boolean {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
  const keys = Object.keys(x).sort();
  return keys.length === 2 && keys[0] === 'face' && keys[1] === 'handle';
}

function viewOfEvent(s: GameState, e: GameEvent, viewer: Viewer): EventView | undefined {
  return eventsFor(s, [e], viewer)[0];
}

/**
 * The events of one command as each viewer receives them: someone else's draw is only a count, a
 * probe's face reaches only its two players, a decode's peek only the decoder, under automatic
 * passing nobody else hears a pass, card ids never leave the engine, and no internals.
 */
export function eventViolations(s: GameState, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const rs = getRuleset(s.ruleset);
  for (const viewer of viewers(s)) {
    const me = viewer === 'spectator' ? -1 : viewer;
    const all = eventsFor(s, events, viewer);
    const expected = events.filter((e) => !e.to || e.to.includes(me)).length;
    if (all.length !== expected)
      out.push(`eventsFor(${viewer}) gave ${all.length} events, expected ${expected}`);
    for (const e of events) {
      const v = viewOfEvent(s, e, viewer);
      const tag = `event ${e.type} for ${viewer}`;
      if (e.to && !e.to.includes(me)) {
        if (v) out.push(`${tag} reaches a viewer outside ${JSON.stringify(e.to)}`);
        continue;
      }
      if (!v) {
        out.push(`${tag} is missing`);
        continue;
      }
      const json = JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
      for (const k of forbiddenKeyPaths(json)) out.push(`${tag} contains ${k}`);
      if ('to' in v) out.push(`${tag} still says who it is for`);
      // A skill used like a card has no card: null, with the skill named.
      const skillUse = v.type === 'use' && v.card === null && typeof v.skill === 'string';
      if ('card' in v && !isCardView(v.card) && !skillUse)
        out.push(`${tag} carries a raw card: ${JSON.stringify(v.card)}`);
      if ('cards' in v && !(Array.isArray(v.cards) && v.cards.every(isCardView)))
        out.push(`${tag} carries raw cards: ${JSON.stringify(v.cards)}`);
      const face = (v.card as { face?: unknown } | undefined)?.face ?? null;
      switch (e.type) {
        case 'draw':
          if (e.seat !== me) {
            if ('cards' in v || v.count !== e.cards.length) out.push(`${tag} shows more than a count`);
          } else if (!Array.isArray(v.cards) || v.cards.length !== e.cards.length)
            out.push(`${tag} does not show the drawer their cards`);
          break;
        case 'probeSeen':
          if (me !== e.user && me !== e.target) out.push(`${tag} reaches a third party`);
          break;
        case 'peek':
          if (me !== e.seat) out.push(`${tag} reaches someone other than the decoder`);
          break;
        case 'pass':
          // Under automatic passing only seats with a card to play pass by hand: telling others
          // would reveal who holds one.
          if (s.options.autoPass && me !== e.seat)
            out.push(`${tag} tells others that seat ${e.seat} passed by hand`);
          break;
        case 'send':
          if (!e.faceUp && me !== e.seat && face !== null) out.push(`${tag} shows a face-down intel's face`);
          break;
        case 'use':
          if (rs.functions[e.fn]?.hiddenFace && me !== e.seat && me !== e.target.seat && face !== null)
            out.push(`${tag} shows a hidden card's face`);
          break;
      }
    }
    // The two private events never reach anyone else, whatever `to` says.
    for (const e of events) {
      if (e.type === 'probeSeen' && me !== e.user && me !== e.target && viewOfEvent(s, e, viewer))
        out.push(`probeSeen reaches seat ${viewer}`);
      if (e.type === 'peek' && me !== e.seat && viewOfEvent(s, e, viewer))
        out.push(`peek reaches seat ${viewer}`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Structural checks

/** Paths where two values share the same object (a copy that is not independent). */
export function sharedObjectPaths(a: unknown, b: unknown, path = '$'): string[] {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return [];
  if (a === b) return [path];
  const out: string[] = [];
  for (const k of Object.keys(a))
    out.push(
      ...sharedObjectPaths(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}.${k}`,
      ),
    );
  return out;
}
