// 风声再临 老枪's 声东击西 (heuristic/diversion.ts, tactic `handSwap`): the hand counts do not change,
// so the lookahead saw no gain in it; valued by the cards kept and given back, the heuristic uses it
// with a poor hand, declines it with a hand of good cards, and gives back its worst cards.
import { describe, expect, it } from 'vitest';
import { createGame, pending, view } from '@fengsheng/engine';
import type { Camp, CardId, Command } from '@fengsheng/engine';
import { createHeuristicBot, heuristicBot, mulberry32, TACTICS } from '../src/index.ts';
import type { Bot } from '../src/index.ts';
import { diversionGain } from '../src/heuristic/diversion.ts';
import { makeCtx } from '../src/heuristic/evaluate.ts';
import { cardPicker, step, tableOf } from './helpers/tables.ts';
import type { Table } from './helpers/tables.ts';

const CAMPS: Camp[] = ['red', 'blue', 'red', 'blue'];

function table(hands: CardId[][]): Table {
  const created = createGame({
    ruleset: 'zailin',
    players: hands.length,
    seed: 11,
    characters: true,
    setup: {
      camps: CAMPS,
      hands,
      intel: hands.map(() => []),
      characters: ['oldGun', null, null, null],
      firstPlayer: 0,
      skipFirstDraw: true,
    },
  });
  return tableOf(created);
}

function ask(t: Table, seat: number, seed = 1, bot: Bot = heuristicBot): Command {
  const v = view(t.state, seat);
  return bot.choose({ view: v, legal: v.legal, seen: t.logs[seat] }, mulberry32(seed));
}

const DIVERSION = { type: 'skill', skill: 'diversion' };
const withoutSwap = createHeuristicBot('no-handSwap', { ...TACTICS, handSwap: false });

/** Three players holding two cards each: what 老枪 may take from. */
function others(pick: ReturnType<typeof cardPicker>): CardId[][] {
  return [
    [pick('lock', 'red'), pick('intercept', 'blue')],
    [pick('burn', 'red'), pick('lure', 'black')],
    [pick('counter', 'blue'), pick('decode', 'red')],
  ];
}

describe('heuristic 老枪 声东击西 (handSwap)', () => {
  it('uses it with a hand of cards worth little, and gives back the worst', () => {
    const pick = cardPicker('zailin');
    // Blue cards of no function the heuristic values: each worth 1 to a red player, as little as
    // any card is; almost any card taken is better.
    const poor = [pick('sowDiscord', 'blue'), pick('swap', 'blue'), pick('redirect', 'blue')];
    const t = table([poor, ...others(pick)]);
    expect(pending(t.state)).toMatchObject({ kind: 'priority', seat: 0 });
    expect(view(t.state, 0).legal).toContainEqual(DIVERSION);
    const ctx = makeCtx({ view: view(t.state, 0), legal: view(t.state, 0).legal, seen: t.logs[0] });
    expect(diversionGain(ctx, { value: 'eachOne' })).toBeGreaterThan(1);
    for (const seed of [1, 2, 3]) expect(ask(t, 0, seed)).toMatchObject(DIVERSION);
    // Without the tactic the lookahead sees no gain, as before.
    for (const seed of [1, 2, 3]) expect(ask(t, 0, seed, withoutSwap)).not.toMatchObject(DIVERSION);

    // Played on: the option, everyone passes, then the cards given back.
    step(t, 0, ask(t, 0));
    const option = ask(t, 0);
    expect(option).toMatchObject({ type: 'choose', pick: { value: 'eachOne' } });
    step(t, 0, option);
    for (let i = 0; i < 20 && pending(t.state)!.kind === 'priority'; i++)
      step(t, pending(t.state)!.seat!, { type: 'pass' });
    expect(t.state.decision).toMatchObject({ kind: 'choose', seat: 0, prompt: 'skill.diversion.return' });
    const given: CardId[] = [];
    for (let i = 0; i < 10 && t.state.decision?.kind === 'choose' && t.state.decision.seat === 0; i++) {
      const c = ask(t, 0);
      expect(c.type).toBe('choose');
      if (c.type === 'choose' && c.pick?.card !== undefined)
        given.push(t.state.players[0].hand.find((id) => t.state.handleOf[id] === c.pick!.card)!);
      step(t, 0, c);
    }
    // The three cards given back are the three worth least: the poor hand's, or cards no better.
    expect(given).toHaveLength(3);
    const kept = t.state.players[0].hand;
    expect(kept).toHaveLength(3);
    const ctx2 = makeCtx({ view: view(t.state, 0), legal: [], seen: t.logs[0] });
    const worth = (id: CardId): number => {
      const f = ctx2.rs.cards[id];
      return f.fn === 'sowDiscord' || f.fn === 'swap' || f.fn === 'redirect' ? 1 : 0;
    };
    // None of the good cards taken went back while a poor card stayed.
    const poorKept = kept.filter((id) => worth(id) === 1).length;
    const goodGiven = given.filter((id) => worth(id) === 0).length;
    expect(poorKept === 0 || goodGiven === 0).toBe(true);
  });

  it('declines it when the hand is all good cards', () => {
    const pick = cardPicker('zailin');
    const good = [pick('counter', 'red'), pick('counter', 'red'), pick('lock', 'red')];
    const t = table([good, ...others(pick)]);
    expect(view(t.state, 0).legal).toContainEqual(DIVERSION);
    for (const seed of [1, 2, 3]) expect(ask(t, 0, seed)).not.toMatchObject(DIVERSION);
  });
});
