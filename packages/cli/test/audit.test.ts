import { describe, expect, it } from 'vitest';
import { createGame, getRuleset } from '@fengsheng/engine';
import type { GameEvent, GameView } from '@fengsheng/engine';
import { capture } from './helpers/capture.ts';
import { main } from '../src/main.ts';
import { emptyCounts, GameAudit } from '../src/audit-count.ts';
import { runAudit } from '../src/audit.ts';
import { emptyBeliefCounts } from '../src/audit-beliefs.ts';

const cards = getRuleset('standard').cards;
const state = createGame({ ruleset: 'standard', players: 5, seed: 1 }).state;
const use = (frame: number, fn: 'lock' | 'counter', seat: number, target: object): GameEvent =>
  ({ type: 'use', seat, frame, fn, card: 0, target, hiddenFace: false }) as GameEvent;

describe('audit', () => {
  it('counts a 识破 as redundant only when a standing 识破 already cancels its card', () => {
    const counts = emptyCounts();
    const a = new GameAudit(counts, 'standard', emptyBeliefCounts());
    a.events(
      [
        use(1, 'lock', 0, { seat: 1 }),
        use(2, 'counter', 1, { frame: 1 }),
        use(3, 'counter', 2, { frame: 1 }),
      ],
      state,
    );
    expect(counts).toMatchObject({ counters: 2, redundantCounters: 1 });
    // 识破 on the first 识破: the lock stands again, so a 识破 on it is needed.
    a.events(
      [
        use(4, 'counter', 0, { frame: 2 }),
        use(5, 'counter', 0, { frame: 3 }),
        use(6, 'counter', 3, { frame: 1 }),
      ],
      state,
    );
    expect(counts).toMatchObject({ counters: 5, redundantCounters: 1 });
  });

  it('counts face-up false 文本 sends and those that came back to their sender', () => {
    const black = cards.findIndex((f) => f.colour === 'black' && f.fn === 'lure');
    const counts = emptyCounts();
    const a = new GameAudit(counts, 'standard', emptyBeliefCounts());
    const send: GameEvent = { type: 'send', seat: 2, card: black, delivery: 'text', faceUp: true, toward: 3 };
    a.events([send, { type: 'receive', seat: 2, card: black, from: 2, how: 'forced' }], state);
    a.events([send, { type: 'receive', seat: 4, card: black, from: 2, how: 'accepted' }], state);
    expect(counts).toMatchObject({ faceUpBlackSends: 2, faceUpBlackReturned: 1 });
  });

  // Seat 0 dies under a 锁定 that its same-camp ally could have countered: a blunder only when that
  // ally never did counter it and is not the lock's own user.
  it("counts a lock death as left uncountered only by the victim's side, not the lock's user or a seat that countered", () => {
    const camps = state.players.map((p) => p.camp);
    const victim = camps.findIndex((c) => c !== 'neutral');
    const mate = [1, 2, 3, 4].find((s) => s !== victim && camps[s] === camps[victim]) ?? -1;
    expect(mate).toBeGreaterThan(0);
    const enemySeat = camps.findIndex((c) => c !== 'neutral' && c !== camps[victim]);
    const counterCard = cards.findIndex((f) => f.fn === 'counter');
    const lockFrame = 1;
    const passedUp = (a: GameAudit, seat: number, countered = false): void => {
      const v = {
        viewer: seat,
        hand: [{ handle: 9, face: cards[counterCard] }],
        window: {
          stack: [{ frame: lockFrame, fn: 'lock', user: enemySeat, target: { seat: victim }, countered }],
        },
      } as unknown as GameView;
      a.decision(v, [{ type: 'pass' }, { type: 'use', card: 9, target: { frame: lockFrame } }], {
        type: 'pass',
      });
    };
    const dies = (lockUser: number, before: (a: GameAudit) => void, events: GameEvent[] = []) => {
      const counts = emptyCounts();
      const a = new GameAudit(counts, 'standard', emptyBeliefCounts());
      a.events([use(lockFrame, 'lock', lockUser, { seat: victim })], state);
      before(a);
      a.events(
        [
          ...events,
          { type: 'resolve', frame: lockFrame, fn: 'lock', countered: false },
          { type: 'death', seat: victim, killer: lockUser, camp: camps[victim] },
        ],
        state,
      );
      return counts;
    };
    // The ally passed it up and never countered: counted.
    expect(dies(enemySeat, (a) => passedUp(a, mate))).toMatchObject({
      lockDeaths: 1,
      lockDeathsCounterable: 1,
    });
    // The ally passed once, then countered (its 识破 was itself countered): not counted.
    const counteredLater = [
      use(2, 'counter', mate, { frame: lockFrame }),
      use(3, 'counter', enemySeat, { frame: 2 }),
      { type: 'resolve', frame: 3, fn: 'counter', countered: false } as GameEvent,
      { type: 'resolve', frame: 2, fn: 'counter', countered: true } as GameEvent,
    ];
    expect(dies(enemySeat, (a) => passedUp(a, mate), counteredLater)).toMatchObject({
      lockDeaths: 1,
      lockDeathsCounterable: 0,
    });
    // The ally passed while the lock was already cancelled (another 识破 on it standing): a 识破 then
    // would have been the redundant kind, so not counted.
    expect(dies(enemySeat, (a) => passedUp(a, mate, true))).toMatchObject({
      lockDeaths: 1,
      lockDeathsCounterable: 0,
    });
    // The lock was the ally's own: its user passing up a 识破 on it is not the victim's side's blunder.
    expect(dies(mate, (a) => passedUp(a, mate))).toMatchObject({ lockDeaths: 1, lockDeathsCounterable: 0 });
  });

  // A neutral whose mission is its own death (老鬼: 死亡时手牌中有三张或以上红色卡牌) may let a lethal
  // 锁定 on itself stand: when that death wins it the game, passing up its 识破 was its play.
  it('a neutral that lets a lock on itself stand and wins by that death is not counted as a blunder', () => {
    const camps = state.players.map((p) => p.camp);
    const neutral = camps.indexOf('neutral');
    const locker = camps.findIndex((c) => c !== 'neutral');
    const counterCard = cards.findIndex((f) => f.fn === 'counter');
    const dies = (end: typeof state) => {
      const counts = emptyCounts();
      const a = new GameAudit(counts, 'standard', emptyBeliefCounts());
      a.events([use(1, 'lock', locker, { seat: neutral })], state);
      const v = {
        viewer: neutral,
        hand: [{ handle: 9, face: cards[counterCard] }],
        window: {
          stack: [{ frame: 1, fn: 'lock', user: locker, target: { seat: neutral }, countered: false }],
        },
      } as unknown as GameView;
      a.decision(v, [{ type: 'pass' }, { type: 'use', card: 9, target: { frame: 1 } }], { type: 'pass' });
      a.events(
        [
          { type: 'resolve', frame: 1, fn: 'lock', countered: false },
          { type: 'death', seat: neutral, killer: locker, camp: 'neutral' },
        ],
        end,
      );
      return counts;
    };
    const won = { ...state, result: { winners: [neutral], camps: [] } } as unknown as typeof state;
    expect(dies(won)).toMatchObject({ lockDeaths: 1, lockDeathsCounterable: 0, lockDeathsForMission: 1 });
    // The same death with the game going on: counted.
    expect(dies(state)).toMatchObject({ lockDeaths: 1, lockDeathsCounterable: 1, lockDeathsForMission: 0 });
  });

  it('plays the games and finds fewer blunders by the heuristic than by its baseline', () => {
    const opts = { ruleset: 'standard', players: 5, games: 10, seed: 5, characters: true };
    const base = runAudit({ ...opts, bot: 'baseline' });
    const now = runAudit({ ...opts, bot: 'heuristic' });
    expect(base.errors + base.stalls + now.errors + now.stalls).toBe(0);
    expect(base.counts.redundantCounters).toBeGreaterThan(now.counts.redundantCounters);
    expect(base.counts.faceUpBlackReturned).toBeGreaterThan(now.counts.faceUpBlackReturned);
  }, 240_000);

  it('scores camp beliefs against the true camps: the heuristic reads play better than the table alone, the untuned baseline worse', () => {
    const opts = { ruleset: 'standard', players: 5, games: 20, seed: 11, characters: false };
    const now = runAudit({ ...opts, bot: 'heuristic' }).beliefs;
    const base = runAudit({ ...opts, bot: 'baseline' }).beliefs;
    expect(now.terms).toBeGreaterThan(1000);
    expect(now.logLoss / now.terms).toBeLessThan(now.priorLogLoss / now.terms);
    expect(base.logLoss / base.terms).toBeGreaterThan(base.priorLogLoss / base.terms);
    expect(now.confidentlyWrong / now.terms).toBeLessThan(base.confidentlyWrong / base.terms);
    // The random bot holds no beliefs: nothing is scored.
    expect(runAudit({ ...opts, games: 2, bot: 'random' }).beliefs.terms).toBe(0);
  }, 240_000);

  it('rejects an unknown bot with a usage error and prints a report', async () => {
    const bad = capture();
    expect(await main(['audit', '--bot', 'nobody'], bad)).toBe(2);
    const io = capture();
    expect(await main(['audit', '--games', '3', '--seed', '2', '--json'], io)).toBe(0);
    const r = JSON.parse(io.stdout);
    expect(r.games).toBe(3);
    expect(Object.keys(r.counts)).toContain('lockDeathsCounterable');
  }, 60_000);
});
