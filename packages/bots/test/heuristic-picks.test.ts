// Issue 17, `weighChoices` (choose-picks.ts): costly optional triggers are weighed, intel a skill
// takes off the table is chosen by its worth, and a card a skill hands out goes to myself or an
// ally. Each case is valued on a context with the beliefs set by hand (what a seat would infer).
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, view } from '@fengsheng/engine';
import type { CardId, Command, EventView } from '@fengsheng/engine';
import { makeCtx } from '../src/heuristic/evaluate.ts';
import type { Ctx } from '../src/heuristic/evaluate.ts';
import {
  pickFalseToPlace,
  pickIntel,
  pickPartingCard,
  pickRecipient,
  useTrigger,
} from '../src/heuristic/choose-picks.ts';

const cards = getRuleset('standard').cards;
const ofColour = (colour: string): CardId[] =>
  cards.map((_, i) => i).filter((i) => cards[i].colour === colour);

/** Seat 0 (red) at a five-seat table; seat 1's camp believed `p1`, seat 2's `p2` ([red, blue, neutral]). */
function ctxWith(
  p1: number[],
  p2: number[],
  intel: CardId[][] = [[], [], [], [], []],
  hand: CardId[] = [],
): Ctx {
  const { state } = createGame({
    ruleset: 'standard',
    players: 5,
    seed: 3,
    setup: {
      camps: ['red', 'blue', 'red', 'blue', 'neutral'],
      hands: [hand, [], [], [], []],
      intel,
      firstPlayer: 0,
    },
  });
  const v = view(state, 0);
  const ctx = makeCtx({ view: v, legal: v.legal, seen: [] });
  ctx.P[1] = p1;
  ctx.P[2] = p2;
  return ctx;
}

const dying = (seat: number): EventView[] => [{ type: 'dying', seat, killer: 3 }];
type Choose = Extract<Command, { type: 'choose' }>;

describe('heuristic: costly triggers and picks after them', () => {
  it('takes 临危受命 only from a dying player of its own camp', () => {
    const ctx = ctxWith([0, 0.9, 0.1], [0.9, 0.05, 0.05]);
    expect(useTrigger(ctx, 'skill.takeCommand', dying(2))).toBe(true);
    expect(useTrigger(ctx, 'skill.takeCommand', dying(1))).toBe(false);
  });
  it('saves a dying woman by 救美 only when she is an ally', () => {
    const ctx = ctxWith([0, 0.9, 0.1], [0.9, 0.05, 0.05]);
    expect(useTrigger(ctx, 'skill.rescue', dying(2))).toBe(true);
    expect(useTrigger(ctx, 'skill.rescue', dying(1))).toBe(false);
  });
  it('declines 釜底抽薪 when the false intel it puts in front of itself would kill', () => {
    const blacks = ofColour('black');
    expect(
      useTrigger(
        ctxWith([0, 1, 0], [1, 0, 0], [blacks.slice(0, 2), [], [], [], []]),
        'skill.pullTheFirewood',
        [],
      ),
    ).toBe(false);
    expect(
      useTrigger(
        ctxWith([0, 1, 0], [1, 0, 0], [blacks.slice(0, 1), [], [], [], []]),
        'skill.pullTheFirewood',
        [],
      ),
    ).toBe(true);
  });
  it('时差 takes the blue intel off a likely blue player at two, not an ally’s red', () => {
    const reds = ofColour('red');
    const blues = ofColour('blue');
    const ctx = ctxWith([0, 1, 0], [1, 0, 0], [[], blues.slice(0, 2), [reds[0]], [], []]);
    const handleOf = (seat: number, i: number): number => ctx.view.players[seat].intel[i].handle;
    const picks: Choose[] = [
      { type: 'choose', pick: { card: handleOf(2, 0) } },
      { type: 'choose', pick: { card: handleOf(1, 1) } },
    ];
    expect(pickIntel(ctx, 'skill.timeLag', picks)).toBe(picks[1]);
  });
  it('gives a card 嗜血 hands out to itself, or to an ally rather than an enemy', () => {
    const ctx = ctxWith([0, 1, 0], [1, 0, 0]);
    const seats = (s: number[]): Choose[] => s.map((seat) => ({ type: 'choose', pick: { seat } }));
    const all = seats([1, 0, 2]);
    expect(pickRecipient(ctx, 'skill.bloodthirst.recipient', all)).toBe(all[1]);
    const others = seats([1, 2]);
    expect(pickRecipient(ctx, 'skill.song.recipient', others)).toBe(others[1]);
  });
  it('puts back on the deck (精明, 隔墙有耳) the hand card worth least, not a 识破', () => {
    const counter = cards.findIndex((c) => c.fn === 'counter');
    const plain = cards.findIndex((c) => c.fn === 'probe' && c.colour === 'black');
    const ctx = ctxWith([0, 1, 0], [1, 0, 0], undefined, [counter, plain]);
    const picks: Choose[] = ctx.hand.map((h) => ({ type: 'choose', pick: { card: h.handle } }));
    expect(pickPartingCard(ctx, 'skill.shrewdReturn', picks)).toBe(picks[1]);
    expect(pickPartingCard(ctx, 'skill.eavesdrop', [picks[1], picks[0]])).toBe(picks[1]);
  });
  it('狙击 burns an enemy’s colour, then stops rather than burn a false intel off it', () => {
    const blues = ofColour('blue');
    const blacks = ofColour('black');
    const ctx = ctxWith([0, 1, 0], [1, 0, 0], [[], [blues[0], blacks[0]], [], [], []]);
    const [blue, black] = ctx.view.players[1].intel.map((c): Choose => ({
      type: 'choose',
      pick: { card: c.handle },
    }));
    expect(pickIntel(ctx, 'skill.snipe', [blue, black])).toBe(blue);
    const stop: Choose = { type: 'choose' };
    expect(pickIntel(ctx, 'skill.snipe', [black, stop])).toBe(stop);
  });
  it('血染玫瑰 places a false intel in front of the enemy it named, none in front of an ally', () => {
    const blacks = ofColour('black');
    const ctx = ctxWith([0, 1, 0], [1, 0, 0], undefined, [blacks[0]]);
    const card: Choose = { type: 'choose', pick: { card: ctx.hand[0].handle } };
    const stop: Choose = { type: 'choose' };
    const named = (seat: number): EventView[] => [
      { type: 'use', seat: 0, frame: 1, fn: 'bloodRose', card: -1, target: { seat }, skill: 'bloodRose' },
    ];
    expect(pickFalseToPlace(ctx, 'skill.bloodRose', [card, stop], named(1))).toBe(card);
    expect(pickFalseToPlace(ctx, 'skill.bloodRose', [card, stop], named(2))).toBe(stop);
  });
});
