// 紧急下达 (情报处长, 风声再临): once it resolves, its user picks which of the sender's cards goes out.
// The heuristic values that pick (tactics.ts `weighTriggers`): against an enemy sender it picks the
// card of its own camp's colour, which the sender cannot keep from the table, not the false intel.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, eventsFor, pending, view } from '@fengsheng/engine';
import type { Command, EventView, GameState } from '@fengsheng/engine';
import { createHeuristicBot, heuristicBot, mulberry32 } from '../src/index.ts';
import { TACTICS } from '../src/heuristic/tactics.ts';
import { cardPicker } from './helpers/tables.ts';

const picker = (): ReturnType<typeof cardPicker> => cardPicker('zailin');

/** Seat 0 (blue) declares a send; seat 1 (red, 情报处长) orders it with 紧急下达: its pick. */
function atPick(): { state: GameState; seen: EventView[]; black: number; red: number } {
  const pick = picker();
  const black = pick('lock', 'black');
  const red = pick('lock', 'red');
  const created = createGame({
    ruleset: 'zailin',
    players: 4,
    seed: 3,
    characters: true,
    setup: {
      camps: ['blue', 'red', 'blue', 'red'],
      hands: [
        [black, red, pick('lure', 'black')],
        [pick('secretOrder', 'red'), pick('decode', 'red')],
        [],
        [],
      ],
      intel: [[], [], [], []],
      characters: [null, 'intelChief', null, null],
      characterUp: [false, true, false, false],
      firstPlayer: 0,
      skipFirstDraw: true,
    },
  });
  const s = created.state;
  const seen = eventsFor(s, created.events, 1);
  const step = (seat: number, cmd: Command): void => {
    const r = applyInPlace(s, seat, cmd);
    if (!r.ok) throw new Error(`${JSON.stringify(cmd)}: ${r.error}`);
    seen.push(...eventsFor(s, r.events, 1));
  };
  for (let i = 0; i < 200; i++) {
    const p = pending(s)!;
    const v = view(s, p.seat);
    if (p.kind === 'choose' && p.seat === 1) break;
    const order = v.legal.find((c) => c.type === 'use' && c.as === 'urgentOrder');
    if (p.seat === 1 && order) step(1, order);
    else if (p.kind === 'priority') step(p.seat, { type: 'pass' });
    else if (p.kind === 'sendIntel')
      step(
        0,
        v.legal.find((c) => c.type === 'send')!,
      );
    else throw new Error(`unexpected ${p.kind} for seat ${p.seat}`);
  }
  expect(view(s, 1).pending?.prompt).toBe('skill.urgentOrder');
  return { state: s, seen, black: s.handleOf[black], red: s.handleOf[red] };
}

/** The bot's answers at the pick over rng seeds 1-20. */
function answers(bot: typeof heuristicBot): Set<string> {
  const t = atPick();
  const out = new Set<string>();
  for (let seed = 1; seed <= 20; seed++) {
    const v = view(t.state, 1);
    out.add(JSON.stringify(bot.choose({ view: v, legal: v.legal, seen: t.seen }, mulberry32(seed))));
  }
  return out;
}

describe('heuristic bot picking the card 紧急下达 sends', () => {
  it('makes a blue sender send the red card, not the false intel, whatever the rng', () => {
    const red = atPick().red;
    expect([...answers(heuristicBot)]).toEqual([JSON.stringify({ type: 'choose', pick: { card: red } })]);
  });
  it('picks by the rng with the tactic off (the seeds pick different cards)', () => {
    const off = createHeuristicBot('off', { ...TACTICS, weighTriggers: false });
    expect(answers(off).size).toBeGreaterThan(1);
  });
});
