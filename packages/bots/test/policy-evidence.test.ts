// Camp beliefs from public decisions read through the heuristic's own policy
// (heuristic/policy-evidence.ts): what a player of each camp would have done in the decider's
// seat, valued from what the observing seat saw. Each scenario is a short log as seat 0 sees it.
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, view } from '@fengsheng/engine';
import type { Camp, CardFace, EventView, GameView } from '@fengsheng/engine';
import { campBeliefs, TUNED_EVIDENCE, UNTUNED_EVIDENCE } from '../src/heuristic/beliefs.ts';

const state = createGame({ ruleset: 'standard', players: 5, seed: 3 }).state;
const me = 0;
const cards = getRuleset('standard').cards;
const face = (colour: string, delivery: string): CardFace =>
  cards.find((f) => f.colour === colour && f.delivery === delivery && !f.probe)!;
const red = face('red', 'text');
const black = face('black', 'text');
const secret = face('blue', 'secret');
const C = { red: 0, blue: 1, neutral: 2 } as const;

let handle = 500;
/** An intel already lying in front of a seat (dealt: nobody chose it). */
const dealt = (seat: number, f: CardFace): EventView =>
  ({ type: 'receive', seat, card: { handle: handle++, face: f }, from: seat, how: 'dealt' }) as EventView;
/** A face-up 文本 sent by `from` that passes `refusers` and is taken by `taker`. */
function passing(
  from: number,
  f: CardFace,
  refusers: number[],
  taker: number,
  how = 'accepted',
): EventView[] {
  const card = { handle: handle++, face: f };
  const out = [
    { type: 'turnStart', turn: 2, seat: from },
    { type: 'send', seat: from, card, delivery: 'text', faceUp: true, toward: (from + 1) % 5 },
    { type: 'transmit', from, direction: 1 },
  ] as EventView[];
  for (const r of refusers)
    out.push({ type: 'arrive', seat: r } as EventView, { type: 'refuse', seat: r } as EventView);
  out.push({ type: 'receive', seat: taker, card, from, how } as EventView);
  return out;
}
/** The view at the start, with these camps shown to everyone (as an identity turned up is). */
function viewWith(shown: Record<number, Camp>): GameView {
  const v = view(state, me);
  for (const [seat, camp] of Object.entries(shown)) v.players[Number(seat)].camp = camp;
  return v;
}
const revealed = (seat: number, camp: Camp): EventView =>
  ({ type: 'identityRevealed', seat, camp }) as EventView;

describe('beliefs from the heuristic policy', () => {
  it('a player who lets a face-up red go on to a player shown red at two red is red; one who takes it, not', () => {
    // Red lets its teammate win with it; anyone else takes it to stop that (taking it costs them nothing).
    const v = viewWith({ 3: 'red' });
    const setup = [revealed(3, 'red'), dealt(3, red), dealt(3, red)];
    const prior = campBeliefs(v, setup, TUNED_EVIDENCE)[2][C.red];
    const left = campBeliefs(v, [...setup, ...passing(1, red, [2], 3)], TUNED_EVIDENCE)[2][C.red];
    const took = campBeliefs(v, [...setup, ...passing(1, red, [], 2)], TUNED_EVIDENCE)[2][C.red];
    expect(left).toBeGreaterThan(prior * 1.5);
    expect(took).toBeLessThan(prior);
  });

  // 歌女's mission (face up, so everyone reads it): 你左手边的第一位玩家或你右手边的第一位玩家宣告胜利.
  // A neutral 歌女 next to a red player at two red lets a red go on to him as a red player would: her
  // letting it go is no longer read as red as the plain neutral (who denies every colour) reads it.
  it('a face-up 歌女 who lets a red go on to her neighbour at two red may be the neutral: his declaration wins for her', () => {
    const v = viewWith({ 3: 'red' });
    const neutral = (character: string | null, policyMissions: boolean): number => {
      const w = { ...v, players: v.players.map((p) => ({ ...p })) };
      w.players[2].character = character;
      w.players[2].characterUp = character !== null;
      const shown =
        character === null ? [] : [{ type: 'characterFlip', seat: 2, up: true, character } as EventView];
      const log = [...shown, revealed(3, 'red'), dealt(3, red), dealt(3, red), ...passing(1, red, [2], 3)];
      return campBeliefs(w, log, { ...TUNED_EVIDENCE, policyMissions })[2][C.neutral];
    };
    expect(neutral('songstress', true)).toBeGreaterThan(1.5 * neutral('songstress', false));
    // A face-down character's mission is unknown: read as the plain neutral either way.
    expect(neutral(null, true)).toBeCloseTo(neutral(null, false), 9);
  });

  it('the untuned weights (the baseline bot) read the same decision the old way, not through the policy', () => {
    const v = viewWith({ 3: 'red' });
    const log = [revealed(3, 'red'), dealt(3, red), dealt(3, red), ...passing(1, red, [2], 3)];
    const old = campBeliefs(v, log, UNTUNED_EVIDENCE);
    const policy = campBeliefs(v, log, TUNED_EVIDENCE);
    // The old factor reads leaving a red as "not red".
    expect(old[2][C.red]).toBeLessThan(policy[2][C.red] / 2);
  });

  it('a sender who locks a player shown to be of a colour, at two false intel, onto a false intel is not of it', () => {
    // The colour camp of which one seat is left besides the victim, whatever my own camp.
    const camp: Camp = state.players[me].camp === 'blue' ? 'red' : 'blue';
    const v = viewWith({ 2: camp });
    const prior = campBeliefs(v, [revealed(2, camp)], TUNED_EVIDENCE)[1][C[camp]];
    expect(prior).toBeGreaterThan(0.2);
    const card = { handle: handle++, face: black };
    const log = [
      revealed(2, camp),
      dealt(2, black),
      dealt(2, black),
      { type: 'turnStart', turn: 2, seat: 1 },
      { type: 'locked', seat: 2, by: 1 },
      { type: 'send', seat: 1, card, delivery: 'text', faceUp: true, toward: 2 },
      { type: 'transmit', from: 1, direction: 1 },
      { type: 'arrive', seat: 2 },
      { type: 'receive', seat: 2, card, from: 1, how: 'forced' },
    ] as EventView[];
    const P = campBeliefs(v, log, TUNED_EVIDENCE);
    expect(P[1][C[camp]]).toBeLessThan(prior / 3);
  });

  it('a 直达 sent at a player shown red, at two red, that turns out red says the sender is red', () => {
    const v = viewWith({ 3: 'red' });
    const prior = campBeliefs(v, [revealed(3, 'red')], TUNED_EVIDENCE)[1][C.red];
    const direct = cards.find((f) => f.colour === 'red' && f.delivery === 'direct')!;
    const card = { handle: handle++, face: null };
    const log = [
      revealed(3, 'red'),
      dealt(3, red),
      dealt(3, red),
      { type: 'turnStart', turn: 2, seat: 1 },
      { type: 'send', seat: 1, card, delivery: 'direct', faceUp: false, toward: 3 },
      { type: 'arrive', seat: 3 },
      { type: 'receive', seat: 3, card: { handle: card.handle, face: direct }, from: 1, how: 'accepted' },
    ] as EventView[];
    expect(campBeliefs(v, log, TUNED_EVIDENCE)[1][C.red]).toBeGreaterThan(prior * 1.5);
  });

  it('a player who takes a face-down intel from a sender shown red, sight unseen, is more likely red', () => {
    const v = viewWith({ 1: 'red' });
    const prior = campBeliefs(v, [revealed(1, 'red')], TUNED_EVIDENCE)[2][C.red];
    const card = { handle: handle++, face: null };
    const log = [
      revealed(1, 'red'),
      { type: 'turnStart', turn: 2, seat: 1 },
      { type: 'send', seat: 1, card, delivery: 'secret', faceUp: false, toward: 2 },
      { type: 'transmit', from: 1, direction: 1 },
      { type: 'arrive', seat: 2 },
      { type: 'receive', seat: 2, card: { handle: card.handle, face: secret }, from: 1, how: 'accepted' },
    ] as EventView[];
    expect(campBeliefs(v, log, TUNED_EVIDENCE)[2][C.red]).toBeGreaterThan(prior);
  });
});
