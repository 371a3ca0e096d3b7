// Others' missions read from the table (issue 17): a player whose face-up character's mission
// collects intel may be a neutral (打酱油的) one intel from winning alone. The intel that would win it
// for him is worth losing the game by the belief that he is one, and he is expected to take it.
// Each in a fixed situation of the standard edition, and each seen to go away with the
// `rivalMissions` tactic off.
import { describe, expect, it } from 'vitest';
import { pending, view } from '@fengsheng/engine';
import type { Camp, CardId, Command } from '@fengsheng/engine';
import { createHeuristicBot, heuristicBot, mulberry32, TACTICS } from '../src/index.ts';
import type { Bot } from '../src/index.ts';
import { makeCtx } from '../src/heuristic/evaluate.ts';
import { acceptChance, intelValueAt } from '../src/heuristic/evaluate.ts';
import { cardPicker, characterTable, step } from './helpers/tables.ts';
import type { Table } from './helpers/tables.ts';

const CAMPS: Camp[] = ['blue', 'red', 'blue', 'red', 'neutral'];
const SENDER = 3;
const RIVAL = 4;
const blind: Bot = createHeuristicBot('no-rival-missions', { ...TACTICS, rivalMissions: false });

/** Seat 3 (red) to send; seat 4, `rival` (face up when `up`), holds `rivalIntel`. */
function game(
  pick: ReturnType<typeof cardPicker>,
  hand: CardId[],
  rivalIntel: CardId[],
  rival: string,
  up: boolean,
): Table {
  const characters = [null, null, null, null, rival];
  return characterTable({
    camps: CAMPS,
    hands: [[pick('counter', 'blue')], [pick('counter', 'blue')], [pick('counter', 'red')], hand, []],
    intel: [[], [], [], [], rivalIntel],
    first: SENDER,
    characters,
    up: characters.map((c) => c !== null && up),
  });
}

function ask(g: Table, seat: number, bot: Bot, seed = 1): Command {
  const v = view(g.state, seat);
  return bot.choose({ view: v, legal: v.legal, seen: g.logs[seat] }, mulberry32(seed));
}

/** Seat 3 (red) holds one red 锁定 (a 直达) to send; seat 4 (老枪, 三张红色情报) holds two red intel. */
function redDirectBeside(up: boolean): { g: Table; red: CardId } {
  const pick = cardPicker('standard');
  const red = pick('lock', 'red', 'direct');
  const g = game(pick, [red], [pick('counter', 'red'), pick('burn', 'red')], 'oldGun', up);
  while (pending(g.state)!.kind === 'priority') step(g, pending(g.state)!.seat!, { type: 'pass' });
  return { g, red };
}

describe('others’ missions read from the table (issue 17)', () => {
  // Seat 3 does not know seat 4's camp (a quarter red, half blue, a quarter neutral). His third red
  // intel wins for red if he is red, and alone if he is a neutral 老枪: as likely, so the 直达 is
  // worth nothing there. Read blind, it is the red camp's likeliest win, and goes to him.
  it('a red 直达 is not aimed at a face-up 老枪 holding two red intel, who may win alone with it', () => {
    const { g, red } = redDirectBeside(true);
    for (const seed of [1, 2, 3]) {
      expect(ask(g, SENDER, heuristicBot, seed)).not.toEqual({
        type: 'send',
        card: g.state.handleOf[red],
        to: RIVAL,
      });
      expect(ask(g, SENDER, blind, seed)).toEqual({ type: 'send', card: g.state.handleOf[red], to: RIVAL });
    }
  });

  it('face down, his mission is not read: the 直达 goes to him as to any player at two red', () => {
    const { g, red } = redDirectBeside(false);
    for (const seed of [1, 2, 3])
      expect(ask(g, SENDER, heuristicBot, seed)).toEqual({
        type: 'send',
        card: g.state.handleOf[red],
        to: RIVAL,
      });
  });

  it('his third red intel costs the game by the belief that he is a neutral, and he is expected to take it', () => {
    const { g } = redDirectBeside(true);
    const v = view(g.state, SENDER);
    const input = { view: v, legal: v.legal, seen: g.logs[SENDER] };
    const read = makeCtx(input, TACTICS);
    const unread = makeCtx(input, { ...TACTICS, rivalMissions: false });
    const neutral = read.P[RIVAL][2];
    expect(neutral).toBeGreaterThan(0.2);
    expect(intelValueAt(read, RIVAL, 'red', read.counts[RIVAL])).toBeCloseTo(
      intelValueAt(unread, RIVAL, 'red', unread.counts[RIVAL]) - 120 * neutral,
    );
    // Blue intel counts for nothing in his mission.
    expect(intelValueAt(read, RIVAL, 'blue', read.counts[RIVAL])).toBe(
      intelValueAt(unread, RIVAL, 'blue', unread.counts[RIVAL]),
    );
    expect(acceptChance(read, RIVAL, 'red')).toBeCloseTo(acceptChance(unread, RIVAL, 'red') + 0.5 * neutral);
    expect(acceptChance(read, RIVAL, 'blue')).toBe(acceptChance(unread, RIVAL, 'blue'));
  });
});
