// Camp beliefs read from a seat's log (heuristic/beliefs.ts), as the rules make the evidence:
// a 试探's answer is forced by the target's identity (000: 如果你是，那么你…否则你就宣称…).
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, view } from '@fengsheng/engine';
import type { EventView } from '@fengsheng/engine';
import { campBeliefs, TUNED_EVIDENCE, UNTUNED_EVIDENCE } from '../src/heuristic/beliefs.ts';

const state = createGame({ ruleset: 'standard', players: 5, seed: 3 }).state;
const me = 0;
const target = state.players.findIndex((p, seat) => seat !== me && p.camp !== state.players[me].camp);
const betOnBlue = getRuleset('standard').cards.find((f) => f.probe?.camp === 'blue')!;
const log = (answer: string): EventView[] =>
  [
    { type: 'probeSeen', user: me, target, card: { face: betOnBlue } },
    { type: 'probeAnswer', seat: target, answer },
  ] as unknown as EventView[];

describe('camp beliefs', () => {
  it('a 试探 I used that the target answers by drawing two makes them of the camp it bets on', () => {
    const P = campBeliefs(view(state, me), log('draw2'), TUNED_EVIDENCE);
    expect(P[target][1]).toBeGreaterThan(0.9);
  });

  it('a 试探 answered by the printed line makes them of another camp', () => {
    const P = campBeliefs(view(state, me), log('sayGood'), TUNED_EVIDENCE);
    expect(P[target][1]).toBeLessThan(0.1);
  });

  // With characters, the answer is read by the answerer's face-up character: 城府 (歌女 has it) lets
  // its owner answer either way, so the answer tells nothing; 易先生 has no such skill and must
  // answer as his identity; a face-down character may be one with 城府.
  const withCharacter = (flip: EventView[]): EventView[] =>
    [
      { type: 'charactersDealt', seat: me, offer: ['mrYi', 'songstress'] },
      ...flip,
      { type: 'probeSeen', user: me, target, card: { face: betOnBlue } },
      { type: 'probeAnswer', seat: target, answer: 'draw2' },
    ] as unknown as EventView[];
  const faceUp = (character: string): EventView[] =>
    [{ type: 'characterFlip', seat: target, up: true, character }] as unknown as EventView[];

  it('城府: a face-up 歌女 answering a 试探 tells nothing of her camp', () => {
    const noProbe = campBeliefs(view(state, me), [] as EventView[], TUNED_EVIDENCE);
    const P = campBeliefs(view(state, me), withCharacter(faceUp('songstress')), TUNED_EVIDENCE);
    expect(P[target][1]).toBeCloseTo(noProbe[target][1], 6);
  });

  it('a face-up character without 城府 answers as his identity; a face-down one may not', () => {
    const up = campBeliefs(view(state, me), withCharacter(faceUp('mrYi')), TUNED_EVIDENCE);
    const down = campBeliefs(view(state, me), withCharacter([]), TUNED_EVIDENCE);
    expect(up[target][1]).toBeGreaterThan(0.9);
    expect(down[target][1]).toBeLessThan(up[target][1] - 0.05);
    expect(down[target][1]).toBeGreaterThan(0.5);
  });

  it('风声再临: a camp-named 试探 answered by drawing one makes the target of that camp, by discarding one of another', () => {
    const z = createGame({ ruleset: 'zailin', players: 5, seed: 3 }).state;
    const who = z.players.findIndex((p, seat) => seat !== me && p.camp !== z.players[me].camp);
    const blueDraws = getRuleset('zailin').cards.find((f) => f.fn === 'probe' && f.variant === 'blueDraws')!;
    const zlog = (answer: string): EventView[] =>
      [
        { type: 'probeSeen', user: me, target: who, card: { face: blueDraws } },
        { type: 'probeAnswer', seat: who, answer },
      ] as unknown as EventView[];
    expect(campBeliefs(view(z, me), zlog('draw1'), TUNED_EVIDENCE)[who][1]).toBeGreaterThan(0.9);
    expect(campBeliefs(view(z, me), zlog('discard1'), TUNED_EVIDENCE)[who][1]).toBeLessThan(0.1);
  });

  it('with no evidence the belief is the identity table less the camps one sees', () => {
    const v = view(state, me);
    const P = campBeliefs(v, [], UNTUNED_EVIDENCE);
    const mine = state.players[me].camp;
    // Five players: two red, two blue, one neutral (000's table); I see only my own card.
    const left = { red: 2, blue: 2, neutral: 1 };
    left[mine]--;
    for (let seat = 1; seat < 5; seat++) {
      expect(P[seat][0]).toBeCloseTo(left.red / 4, 9);
      expect(P[seat][1]).toBeCloseTo(left.blue / 4, 9);
      expect(P[seat][2]).toBeCloseTo(left.neutral / 4, 9);
    }
  });
});
