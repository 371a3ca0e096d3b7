// The leak test (issue 5): random games with characters (3-9 players, 「绝密任务」 on), and after
// every command every seat's and the spectator's view and events are checked against the true state
// by an independent oracle of what each viewer may know (helpers/knowledge.ts, rules written down in
// docs/testing.md). The CI run plays LEAK_GAMES games (100 by default); `LEAK_GAMES=5000` for the full
// count.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, eventFor, legalCommands, pending, view } from '../src/index.ts';
import type { GameOptions } from '../src/index.ts';
import { MAX_COMMANDS, VARIANT_TABLES, chooserFromRandom, seededRandom } from './helpers/invariants.ts';
import { LeakChecker } from './helpers/knowledge.ts';

const GAMES = Number(process.env.LEAK_GAMES ?? 100);
/** 风声再临 games (with its characters every other game): LEAK_ZAILIN_GAMES, 10 by default. */
const ZAILIN_GAMES = Number(process.env.LEAK_ZAILIN_GAMES ?? 10);
const SEED = Number(process.env.LEAK_SEED ?? 0x1ea6);

describe('no view and no event tells a viewer more than it may know', () => {
  it(
    `${GAMES} random games with characters: camps, faces, handles, internals, spectators`,
    () => {
      const random = seededRandom(SEED);
      const choose = chooserFromRandom(random);
      let steps = 0;
      const totals = { checks: 0, faces: 0, hiddenCards: 0, hiddenOffers: 0 };
      for (let g = 0; g < GAMES; g++) {
        const options: GameOptions = {
          ruleset: 'standard',
          players: 3 + (g % 7),
          seed: Math.floor(random() * 0x100000000),
          characters: true,
          expansion: true,
          autoPass: g % 5 !== 4,
          identityTable: g % 3 === 0 && VARIANT_TABLES.has(3 + (g % 7)) ? 'variant' : 'standard',
        };
        const where = (n: number): string =>
          `game ${g} (${options.players} players, seed ${options.seed}, autoPass ${options.autoPass}) after ${n} commands: `;
        const created = createGame(options);
        const state = created.state;
        const checker = new LeakChecker(state);
        const first = checker.check(state, created.events, where(0));
        if (first.length > 0) expect.fail(first.slice(0, 8).join('\n'));
        let n = 0;
        while (!state.result) {
          const p = pending(state)!;
          const legal = legalCommands(state, p.seat);
          const r = applyInPlace(state, p.seat, legal[choose(legal.length)]);
          if (!r.ok) expect.fail(`${where(n)}legal command refused: ${r.error}`);
          n++;
          const problems = checker.check(state, r.events, where(n));
          if (problems.length > 0) expect.fail(problems.slice(0, 8).join('\n'));
          expect(n, `${where(n)}did not end`).toBeLessThan(MAX_COMMANDS);
        }
        steps += n;
        for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += checker.stats[k];
      }
      expect(totals.faces).toBeGreaterThan(0);
      expect(totals.hiddenCards).toBeGreaterThan(0);
      expect(totals.hiddenOffers).toBeGreaterThan(0);
      console.log(
        `leak test: ${GAMES} games, ${steps} commands, ${totals.checks} viewer checks, ` +
          `${totals.faces} faces, ${totals.hiddenCards} hidden cards and ${totals.hiddenOffers} hidden offers checked`,
      );
    },
    Math.max(600_000, GAMES * 1000),
  );
});

describe('风声再临: no view and no event tells a viewer more than it may know', () => {
  it(
    `${ZAILIN_GAMES} random 风声再临 games, 3-7 players: camps, faces (试探 and 秘密下达 seen by their two players only), handles, internals`,
    () => {
      const random = seededRandom(SEED ^ 0x2a11);
      const choose = chooserFromRandom(random);
      const totals = { checks: 0, faces: 0, hiddenCards: 0 };
      let steps = 0;
      let hiddenUses = 0;
      for (let g = 0; g < ZAILIN_GAMES; g++) {
        const players = 3 + (g % 5);
        const options: GameOptions = {
          ruleset: 'zailin',
          players,
          seed: Math.floor(random() * 0x100000000),
          autoPass: g % 4 !== 3,
          teaching: players <= 5 && g % 3 === 2,
          // Face-down state characters, skills that look at hands and identities, hidden extra missions.
          characters: g % 2 === 1,
        };
        const where = (n: number): string =>
          `zailin game ${g} (${players} players, seed ${options.seed}, autoPass ${options.autoPass}, characters ${options.characters}) after ${n} commands: `;
        const created = createGame(options);
        const state = created.state;
        const checker = new LeakChecker(state);
        const first = checker.check(state, created.events, where(0));
        if (first.length > 0) expect.fail(first.slice(0, 8).join('\n'));
        let n = 0;
        while (!state.result) {
          const p = pending(state)!;
          const legal = legalCommands(state, p.seat);
          const r = applyInPlace(state, p.seat, legal[choose(legal.length)]);
          if (!r.ok) expect.fail(`${where(n)}legal command refused: ${r.error}`);
          n++;
          for (const e of r.events) if (e.type === 'use' && e.hiddenFace) hiddenUses++;
          const problems = checker.check(state, r.events, where(n));
          if (problems.length > 0) expect.fail(problems.slice(0, 8).join('\n'));
          expect(n, `${where(n)}did not end`).toBeLessThan(MAX_COMMANDS);
        }
        steps += n;
        for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += checker.stats[k];
      }
      expect(totals.faces).toBeGreaterThan(0);
      expect(totals.hiddenCards).toBeGreaterThan(0);
      expect(hiddenUses).toBeGreaterThan(0);
      console.log(
        `leak test (zailin): ${ZAILIN_GAMES} games, ${steps} commands, ${totals.checks} viewer checks, ` +
          `${totals.faces} faces, ${totals.hiddenCards} hidden cards, ${hiddenUses} face-down 试探/秘密下达 checked`,
      );
    },
    Math.max(120_000, ZAILIN_GAMES * 2000),
  );
});

describe('leaks the leak test found (regressions)', () => {
  it('a card given or taken from hand to hand shows third parties no handle to follow it by', () => {
    const { state } = createGame({ ruleset: 'standard', players: 5, seed: 7 });
    const card = state.players[1].hand[0];
    for (const e of [
      { type: 'take' as const, seat: 0, victim: 1, card },
      { type: 'give' as const, seat: 1, recipient: 0, card },
      { type: 'toDeckTop' as const, seat: 1, card },
    ]) {
      expect(eventFor(state, e, 3)).toMatchObject({ card: { handle: 0, face: null } });
      expect(eventFor(state, e, 'spectator')).toMatchObject({ card: { handle: 0, face: null } });
      expect(eventFor(state, e, 1)).toMatchObject({ card: { handle: state.handleOf[card] } });
    }
  });

  it('a frame whose target intel has gone to a hand does not show that card’s new handle', () => {
    // 调包 (cobraCover) moved an intel to a hand while a 烧毁 aimed at it still waited on the stack:
    // the frame's target showed the card's fresh hand handle to everybody.
    const { state } = createGame({ ruleset: 'standard', players: 5, seed: 7 });
    const [used, moved] = state.players[0].hand;
    state.players[0].hand = state.players[0].hand.filter((c) => c !== used);
    state.window = {
      kind: 'play',
      priority: 0,
      passes: 0,
      resolving: false,
      stack: [
        { id: 1, fn: 'burn', card: used, user: 0, target: { card: moved }, countered: false, stage: 0 },
      ],
    };
    for (const viewer of [0, 2, 'spectator'] as const)
      expect(view(state, viewer).window!.stack[0].target).toEqual({ intel: 0 });
    // While the intel lies in front of someone, the target names it.
    state.players[0].hand = state.players[0].hand.filter((c) => c !== moved);
    state.players[2].intel.push(moved);
    expect(view(state, 3).window!.stack[0].target).toEqual({ intel: state.handleOf[moved] });
  });
});
