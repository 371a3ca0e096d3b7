// Properties of every game, as for the 风声 engine: one decision pending (and only chat or surrender
// legal for anyone else), every game of random legal commands ends, and no seat ever sees a role,
// an opinion, a check or a ballot it may not know.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyInPlace,
  createGame,
  defaultCommand,
  eventsFor,
  legalCommands,
  pending,
  view,
  type KillerCommand,
  type KillerEventView,
  type KillerState,
  type Role,
} from '../src/index.ts';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DECISIONS = new Set(['kill', 'check', 'speak', 'pass', 'ballot', 'confess']);

function withText(c: KillerCommand): KillerCommand {
  return c.type === 'speak' || c.type === 'nightChat' ? { ...c, text: '我是好人' } : c;
}

/** Whether `viewer` may know `seat`'s role, by the rules (written apart from the engine's own). */
function mayKnow(s: KillerState, viewer: number | 'spectator', seat: number): boolean {
  if (s.result) return true;
  if (s.outs.some((o) => o.seat === seat && (o.how === 'confessed' || o.how === 'surrendered'))) return true;
  if (viewer === 'spectator') return false;
  if (viewer === seat) return true;
  return s.roles[viewer] !== 'civilian' && s.roles[viewer] === s.roles[seat];
}

function ok(cond: boolean, what: string): void {
  if (!cond) throw new Error(what);
}

function checkPrivacy(s: KillerState, viewer: number | 'spectator', seen: readonly KillerEventView[]): void {
  const v = view(s, viewer);
  const role: Role | null = viewer === 'spectator' ? null : s.roles[viewer];
  for (const x of v.seats) {
    if (x.role !== null) {
      ok(mayKnow(s, viewer, x.seat), `viewer ${viewer} sees seat ${x.seat}`);
      ok(x.role === s.roles[x.seat], 'a wrong role');
    }
  }
  for (const m of v.me?.mates ?? []) ok(mayKnow(s, viewer, m), 'mates');
  if (role !== 'police') ok(v.checks === null, 'checks');
  for (const m of v.messages) if (m.kind === 'nightChat') ok(m.group === role, 'night chat');
  if (v.step.kind === 'kill' && role !== 'killer') ok(v.step.seat === null, 'kill seat');
  if (v.step.kind === 'check' && role !== 'police') ok(v.step.seat === null, 'check seat');
  if ((v.step.kind === 'kill' || v.step.kind === 'check') && v.step.seat === null)
    ok((v.pending?.seat ?? null) === null, 'pending seat at night');
  if (v.step.kind === 'ballot' && 'myBallot' in v.step) ok(v.step.voted.includes(viewer as number), 'ballot');
  if (v.result === null) ok(!JSON.stringify(v).includes('"roles"'), 'roles before the end');
  for (const e of seen) {
    switch (e.type) {
      case 'role':
        ok(e.seat === viewer, 'role event');
        for (const m of e.mates) ok(mayKnow(s, viewer, m), 'role event mates');
        break;
      case 'killOpinion':
      case 'killChosen':
        ok(role === 'killer', e.type);
        break;
      case 'checkOpinion':
      case 'checkResult':
        ok(role === 'police', e.type);
        break;
      case 'nightChat':
        ok(e.group === role, e.type);
        break;
      case 'ballot':
        ok(e.seat === viewer, e.type);
        break;
    }
    ok(!('to' in e), 'an address left in an event');
  }
}

interface Played {
  state: KillerState;
  commands: number;
}

/** Play random legal commands (by the pending seat, and now and then chat or surrender by another). */
function play(
  players: number,
  seed: number,
  botSeed: number,
  opts: { decisionsOnly: boolean; privacy: boolean },
): Played {
  const rng = mulberry32(botSeed);
  const { state, events } = createGame({ players, seed });
  const viewers: (number | 'spectator')[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
  const seen = new Map(viewers.map((v) => [v, [...eventsFor(state, events, v)]]));
  let commands = 0;
  while (!state.result && commands < 5000) {
    const p = pending(state);
    ok(p !== null, 'nobody pending');
    // Exactly one decision pending: only the pending seat has a decision to make.
    for (let seat = 0; seat < players; seat++) {
      const legal = legalCommands(state, seat);
      if (!state.alive[seat] && seat !== p!.seat) ok(legal.length === 0, `dead seat ${seat} may act`);
      if (seat === p!.seat) {
        ok(state.alive[seat] || p!.kind === 'lastWords', 'a dead seat is asked');
        ok(
          legal.some((c) => DECISIONS.has(c.type)),
          'no decision for the pending seat',
        );
        const d = defaultCommand(state, seat);
        ok(
          legal.some((c) => JSON.stringify(c) === JSON.stringify(d)),
          'default not legal',
        );
        ok(!['confess', 'surrender', 'nightChat', 'speak'].includes(d.type), 'default');
      } else
        for (const c of legal)
          ok(c.type === 'nightChat' || c.type === 'surrender', `seat ${seat} may ${c.type}`);
    }
    let seat = p!.seat;
    let legal = legalCommands(state, seat);
    if (opts.decisionsOnly) legal = legal.filter((c) => c.type !== 'confess' && c.type !== 'surrender');
    else if (rng() < 0.05) {
      // Someone else's chat or surrender.
      const other = Math.floor(rng() * players);
      const theirs = legalCommands(state, other);
      if (theirs.length > 0 && other !== seat) {
        seat = other;
        legal = theirs;
      }
    }
    const c = withText(legal[Math.floor(rng() * legal.length)]);
    const r = applyInPlace(state, seat, c);
    ok(r.ok, r.ok ? '' : r.error);
    commands++;
    if (r.ok)
      for (const v of viewers) {
        const fresh = eventsFor(state, r.events, v);
        seen.get(v)!.push(...fresh);
        if (opts.privacy) checkPrivacy(state, v, fresh);
      }
  }
  expect(pending(state)).toBeNull();
  expect(state.result).not.toBeNull();
  return { state, commands };
}

const game = fc.record({
  players: fc.integer({ min: 8, max: 16 }),
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  botSeed: fc.integer({ min: 0, max: 0xffffffff }),
});

describe('properties', () => {
  it('one decision is pending at a time, and every game of random legal commands ends', () => {
    fc.assert(
      fc.property(game, ({ players, seed, botSeed }) => {
        play(players, seed, botSeed, { decisionsOnly: false, privacy: false });
        play(players, seed, botSeed, { decisionsOnly: true, privacy: false });
      }),
      { numRuns: 100 },
    );
  });

  it('no seat sees a role, an opinion, a check or a ballot it may not know', () => {
    fc.assert(
      fc.property(game, ({ players, seed, botSeed }) => {
        play(players, seed, botSeed, { decisionsOnly: botSeed % 2 === 0, privacy: true });
      }),
      { numRuns: 40 },
    );
  });

  it('the winner follows from who is out', () => {
    for (let i = 0; i < 200; i++) {
      const { state } = play(8 + (i % 9), i, i * 7 + 1, { decisionsOnly: i % 2 === 0, privacy: false });
      const r = state.result!;
      const alive = (role: Role) => state.roles.some((x, seat) => x === role && state.alive[seat]);
      if (r.reason === 'killersOut') expect([r.winner, alive('killer')]).toEqual(['police', false]);
      if (r.reason === 'policeOut') expect([r.winner, alive('police')]).toEqual(['killers', false]);
      if (r.reason === 'civiliansOut') expect([r.winner, alive('civilian')]).toEqual(['draw', false]);
      if (r.reason === 'thirdTie') expect(r.winner).toBe('draw');
      expect(r.roles).toEqual(state.roles);
      // The first `quota` outs, and no others, gave last words (a surrender never does).
      state.outs.forEach((o, k) => {
        if (o.how !== 'surrendered' && k < state.quota && !(k === state.outs.length - 1))
          expect(o.lastWords).toBe(true);
        if (k >= state.quota) expect(o.lastWords).toBe(false);
      });
    }
  });
});
