// 风声再临 老枪's 声东击西 (heuristic/diversion.ts, tactic `handSwap`): the hand counts do not change,
// so the lookahead saw no gain in it; valued by the cards kept and given back, the heuristic uses it
// with a poor hand, declines it with a hand of good cards, and gives back its worst cards.
import { describe, expect, it } from 'vitest';
import { createGame, pending, view } from '@fengsheng/engine';
import type { Camp, CardId, Command } from '@fengsheng/engine';
import { createHeuristicBot, heuristicBot, mulberry32, TACTICS } from '../src/index.ts';
import type { Bot } from '../src/index.ts';
import { diversionGain, pickDiversionOption, pickDiversionReturn } from '../src/heuristic/diversion.ts';
import { makeCtx } from '../src/heuristic/evaluate.ts';
import type { Ctx } from '../src/heuristic/evaluate.ts';
import { cardPicker, step, tableOf } from './helpers/tables.ts';
import type { Table } from './helpers/tables.ts';

const CAMPS: Camp[] = ['red', 'blue', 'red', 'blue'];

function table(hands: CardId[][], camps: Camp[] = CAMPS): Table {
  const created = createGame({
    ruleset: 'zailin',
    players: hands.length,
    seed: 11,
    characters: true,
    setup: {
      camps,
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

  /** Seat 0's context with every camp known (the beliefs set to the truth). */
  function knowing(t: Table, camps: Camp[]): Ctx {
    const v = view(t.state, 0);
    const ctx = makeCtx({ view: v, legal: v.legal, seen: t.logs[0] });
    ctx.P = camps.map((c) => (c === 'red' ? [1, 0, 0] : c === 'blue' ? [0, 1, 0] : [0, 0, 1]));
    return ctx;
  }

  type Choose = Extract<Command, { type: 'choose' }>;
  const chooses = (ctx: Ctx): Choose[] => ctx.legal.filter((c): c is Choose => c.type === 'choose');

  it('takes two from an enemy rather than from an ally', () => {
    const pick = cardPicker('zailin');
    const poor = [pick('sowDiscord', 'blue'), pick('swap', 'blue'), pick('redirect', 'blue')];
    const t = table([poor, ...others(pick)]);
    step(t, 0, { type: 'skill', skill: 'diversion' });
    const ctx = knowing(t, CAMPS);
    // Seat 1 is blue (an enemy of red seat 0), seat 2 red (an ally), seat 3 blue.
    expect(diversionGain(ctx, { seat: 1 })).toBeGreaterThan(diversionGain(ctx, { seat: 2 }) + 0.5);
    const option = pickDiversionOption(ctx, 'skill.diversion', chooses(ctx));
    expect(option?.pick).not.toEqual({ seat: 2 });
  });

  /**
   * Seats 1 and 2 hold one good card each; seat 3 none. Taken one from each, seat 0 holds two poor
   * cards to give back: 搅局 blue (worth 1 to it and to anyone) and 调虎离山 blue (2 to anyone).
   */
  function returning(camps: Camp[]): { t: Table; worst: CardId; better: CardId } {
    const pick = cardPicker('zailin');
    const worst = pick('sowDiscord', 'blue');
    const better = pick('lure', 'blue');
    const hands = [
      [worst, better, pick('counter', 'red')],
      [pick('lock', 'red')],
      [pick('counter', 'red')],
      [],
    ];
    const t = table(hands, camps);
    step(t, 0, { type: 'skill', skill: 'diversion' });
    step(t, 0, { type: 'choose', pick: { value: 'eachOne' } });
    for (let i = 0; i < 20 && pending(t.state)!.kind === 'priority'; i++)
      step(t, pending(t.state)!.seat!, { type: 'pass' });
    expect(t.state.decision).toMatchObject({ kind: 'choose', seat: 0, prompt: 'skill.diversion.return' });
    return { t, worst, better };
  }

  /** Seat 0 gives back one card to seat 1, then one to seat 2, knowing the camps; who got what. */
  function giveBack(t: Table, camps: Camp[]): CardId[] {
    const got: CardId[] = [];
    for (const to of [1, 2]) {
      const ctx = knowing(t, camps);
      const c = pickDiversionReturn(ctx, 'skill.diversion.return', chooses(ctx), t.logs[0]);
      expect(c?.pick?.card).toBeDefined();
      got.push(t.state.players[0].hand.find((id) => t.state.handleOf[id] === c!.pick!.card)!);
      step(t, 0, c!);
      expect(t.state.players[to].hand).toContain(got[got.length - 1]);
    }
    return got;
  }

  it('gives back the worst card to an enemy, the better of those going back to an ally', () => {
    // Seat 1 an enemy, seat 2 an ally: the enemy, served first, gets the worst.
    const a = returning(CAMPS);
    expect(giveBack(a.t, CAMPS)).toEqual([a.worst, a.better]);
    // Seat 1 an ally, seat 2 an enemy: the ally, served first, still gets the better one.
    const camps: Camp[] = ['red', 'red', 'blue', 'blue'];
    const b = returning(camps);
    expect(giveBack(b.t, camps)).toEqual([b.better, b.worst]);
  });
});
