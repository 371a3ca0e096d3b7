// 王田香's 冷血: after a kill of his turn, at its end he may move one intel of the table in front of
// another player. The heuristic answers it as one (card, seat) choice valued on evaluate.ts's
// yardstick (place-intel.ts): the move's worth is the intel's value at the new seat less its value
// where it lies. It takes the skill only when some move helps its camp, and the seat asked second is
// the one the card picked first was meant for.
// Standard edition, five players: seat 3 (red, 王田香 face up) sends a false 锁定 straight to seat 2
// (blue, at two false intel), who takes it and dies: seat 3's kill. Seats 0 (blue) and 1 (red) have
// shown their identity cards, so seat 4 is the neutral.
import { describe, expect, it } from 'vitest';
import { pending, view } from '@fengsheng/engine';
import type { CardId, Command } from '@fengsheng/engine';
import { createHeuristicBot, heuristicBot, mulberry32, TACTICS } from '../src/index.ts';
import { makeCtx } from '../src/heuristic/evaluate.ts';
import { bestColdBlood, pickColdBlood } from '../src/heuristic/place-intel.ts';
import type { Table } from './helpers/tables.ts';
import { cardPicker, characterTable, step } from './helpers/tables.ts';

const ME = 3;
const VICTIM = 2;

type Bot = typeof heuristicBot;
type Choose = Extract<Command, { type: 'choose' }>;

/** Seat 3 has killed seat 2 this turn; the table's intel is `intel` (seat 2's two false ones added). */
function afterKill(intel: (pick: ReturnType<typeof cardPicker>) => CardId[][]): Table {
  const pick = cardPicker('standard');
  const send = pick('lock', 'black', 'direct');
  const cards = intel(pick);
  cards[VICTIM] = [pick('lure', 'black'), pick('bounce', 'black')];
  const g = characterTable({
    camps: ['blue', 'red', 'blue', 'red', 'neutral'],
    hands: [[], [], [], [send], []],
    intel: cards,
    first: ME,
    characters: [null, null, null, 'wangTianxiang', null],
    up: [false, false, false, true, false],
  });
  g.state.players[0].revealed = true;
  g.state.players[1].revealed = true;
  const h = g.state.handleOf[send];
  step(g, ME, { type: 'pass' });
  step(g, ME, { type: 'send', card: h, to: VICTIM });
  step(g, VICTIM, { type: 'accept' });
  expect(g.state.players[VICTIM].alive).toBe(false);
  return g;
}

function promptOf(g: Table): string | undefined {
  const p = pending(g.state);
  return p?.seat === ME ? view(g.state, ME).pending?.prompt : undefined;
}

function answer(g: Table, bot: Bot): Command {
  const v = view(g.state, ME);
  return bot.choose({ view: v, legal: v.legal, seen: g.logs[ME] }, mulberry32(1));
}

/** Where each handle lies: the seat whose intel holds it, or -1. */
function holderOf(g: Table, handle: number): number {
  return g.state.players.findIndex((p) => p.intel.some((c) => g.state.handleOf[c] === handle));
}

/** The bot answers 冷血 through: whether it used it, and the card it moved from where to where. */
function playColdBlood(g: Table, bot: Bot): { used: boolean; from?: number; to?: number; card?: number } {
  expect(promptOf(g)).toBe('skill.coldBlood');
  const use = answer(g, bot);
  step(g, ME, use);
  if (use.type !== 'choose' || use.pick?.value !== 'use') return { used: false };
  expect(promptOf(g)).toBe('skill.coldBlood');
  const cardCmd = answer(g, bot) as Choose;
  const card = cardCmd.pick!.card!;
  const from = holderOf(g, card);
  step(g, ME, cardCmd);
  expect(promptOf(g)).toBe('skill.coldBlood.recipient');
  const seatCmd = answer(g, bot) as Choose;
  step(g, ME, seatCmd);
  return { used: true, card, from, to: holderOf(g, card) };
}

const red = (p: ReturnType<typeof cardPicker>) => p('counter', 'red');
const blue = (p: ReturnType<typeof cardPicker>) => p('counter', 'blue');
const black = (p: ReturnType<typeof cardPicker>) => p('counter', 'black');

describe('冷血 moves the intel where it helps most (王田香)', () => {
  // Seat 0 (blue) holds two blue intel: a third wins for blue. Taking one away is worth most (to
  // whoever a blue intel is worth nothing: here my teammate, the first of equals).
  it("takes one of an enemy's two true intel away from him", () => {
    const g = afterKill((p) => [[blue(p), p('burn', 'blue')], [red(p)], [], [], [black(p)]]);
    const moved = playColdBlood(g, heuristicBot);
    expect(moved).toMatchObject({ used: true, from: 0, to: 1 });
    expect(g.state.players[0].intel).toHaveLength(1);
  });

  // Seat 4 (the neutral) is at two false intel; my teammate (seat 1) holds one. Moved onto seat 4,
  // it kills him and lightens my teammate. Before, the card was drawn at random and the seat was the
  // surest enemy whatever the card: here my teammate's red went to seat 0.
  it('puts a false intel from my teammate onto a player at two false intel, whom it kills', () => {
    const g = afterKill((p) => [[], [black(p)], [], [red(p)], [p('burn', 'black'), p('decode', 'black')]]);
    const moved = playColdBlood(g, heuristicBot);
    expect(moved).toMatchObject({ used: true, from: 1, to: 4 });
    expect(g.state.players[4].alive).toBe(false);
  });

  it('answers the seat for the card it picked: the pair the value picks at both questions', () => {
    const g = afterKill((p) => [[], [black(p)], [], [red(p)], [p('burn', 'black'), p('decode', 'black')]]);
    const ctx = makeCtx({ view: view(g.state, ME), legal: [], seen: g.logs[ME] }, TACTICS);
    const best = bestColdBlood(ctx)!;
    expect(best).toMatchObject({ holder: 1, seat: 4 });
    expect(best.value).toBeGreaterThan(0);
    const moved = playColdBlood(g, heuristicBot);
    expect(moved).toMatchObject({ used: true, card: best.handle, from: best.holder, to: best.seat });
    // A recipient question that offers the best card's holder is about another card: no answer.
    const seats: Choose[] = [0, 1, 3].map((seat) => ({ type: 'choose', pick: { seat } }));
    expect(pickColdBlood(ctx, 'skill.coldBlood.recipient', seats)).toBeNull();
  });

  // My teammate holds two red intel, seat 0 (blue) two false ones: every move takes a red from my
  // teammate (one from winning), or a false intel from an enemy (one from dying) to someone it
  // helps less. 冷血 is declined; with the tactic off it is taken as before.
  it('declines when every move hurts my camp', () => {
    const table = () =>
      afterKill((p) => [[black(p), p('burn', 'black')], [red(p), p('burn', 'red')], [], [], []]);
    expect(playColdBlood(table(), heuristicBot)).toEqual({ used: false });
    const off = createHeuristicBot('off', { ...TACTICS, placeIntel: false });
    expect(playColdBlood(table(), off).used).toBe(true);
  });
});
