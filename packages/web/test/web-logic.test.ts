import { describe, expect, it } from 'vitest';
import type { LegalCommand, LogLine } from '@fengsheng/server/protocol';
import { roomIdFrom } from '../src/api.ts';
import { groupCommands, targetSeats, untargeted } from '../src/logic/commands.ts';
import { withSeatNames } from '../src/logic/log-names.ts';
import { countdownNow, localDeadline, secondsLeft } from '../src/logic/deadline.ts';
import { nameOf } from '../src/logic/glossary.ts';
import { ovalPositions, seatOrder } from '../src/logic/layout.ts';
import { logUpTo } from '../src/logic/replay.ts';
import { parseRoute } from '../src/logic/route.ts';
import { onState } from '../src/logic/seq.ts';
import { coloursOf, printedDelivery } from '../src/games/fengsheng/view-types.ts';

const text = (s: string) => ({ zh: s, en: s });

describe('groupCommands', () => {
  const legal: LegalCommand[] = [
    { command: { type: 'pass' }, label: { text: text('pass') } },
    {
      command: { type: 'use', card: 7, target: { seat: 1 } },
      label: { text: text('lock 1'), card: 7, seat: 1 },
    },
    {
      command: { type: 'use', card: 7, target: { seat: 2 } },
      label: { text: text('lock 2'), card: 7, seat: 2 },
    },
    { command: { type: 'use', card: 9 }, label: { text: text('burn'), card: 9, intel: 40 } },
    { command: { type: 'choose', pick: { seat: 3 } }, label: { text: text('choose 3'), seat: 3 } },
  ];
  it('groups card commands by handle and keeps the rest as buttons, with their indexes', () => {
    const g = groupCommands(legal);
    expect([...g.byCard.keys()]).toEqual([7, 9]);
    expect(g.byCard.get(7)!.map((c) => c.index)).toEqual([1, 2]);
    expect(g.loose.map((c) => c.index)).toEqual([0, 4]);
  });
  it('lights the seats a card aims at, and keeps untargeted ones as buttons', () => {
    const g = groupCommands(legal);
    const seats = targetSeats(g.byCard.get(7)!);
    expect([...seats.keys()]).toEqual([1, 2]);
    expect(seats.get(2)![0].index).toBe(2);
    expect(untargeted(g.byCard.get(9)!).map((c) => c.index)).toEqual([3]);
    expect([...targetSeats(g.loose).keys()]).toEqual([3]);
  });
});

describe('seat layout', () => {
  it('starts from the viewer and follows turn order', () => {
    expect(seatOrder(5, 2)).toEqual([2, 3, 4, 0, 1]);
    expect(seatOrder(4, null)).toEqual([0, 1, 2, 3]);
    expect(seatOrder(3, 7)).toEqual([0, 1, 2]);
  });
  it('puts the first seat at the bottom centre of the oval', () => {
    const p = ovalPositions(6);
    expect(p).toHaveLength(6);
    expect(p[0].x).toBeCloseTo(50);
    expect(p[0].y).toBeGreaterThan(80);
    expect(p[3].y).toBeLessThan(20);
    // The next seat in turn order is to the right of the screen.
    expect(p[1].x).toBeGreaterThan(50);
  });
});

describe('seq tracking', () => {
  it('applies a state that follows the one it has, even when seqs jump; resyncs on a gap', () => {
    expect(onState(null, 0, true, null)).toBe('apply');
    expect(onState(null, 3, false, 2)).toBe('resync');
    expect(onState(3, 4, false, 3)).toBe('apply');
    // Others' hidden actions are not sent: the next state this client gets may be several ahead.
    expect(onState(3, 7, false, 3)).toBe('apply');
    // The same state re-sent.
    expect(onState(3, 3, false, 3)).toBe('apply');
    // A state was lost on the way: the one before this is not the one we have.
    expect(onState(3, 6, false, 5)).toBe('resync');
    expect(onState(3, 6, true, null)).toBe('apply');
    expect(onState(5, 2, false, 1)).toBe('ignore');
  });
});

describe('routes and codes', () => {
  it('parses the three screens', () => {
    expect(parseRoute('/', '')).toEqual({ name: 'lobby' });
    expect(parseRoute('/room/ABC123', '?spectate=1')).toEqual({
      name: 'room',
      roomId: 'ABC123',
      spectate: true,
    });
    // A room code in lower case names the same room (codes are upper case).
    expect(parseRoute('/room/abc123', '')).toEqual({ name: 'room', roomId: 'ABC123', spectate: false });
    expect(parseRoute('/replay/g1', '')).toEqual({ name: 'replay', gameId: 'g1' });
    expect(parseRoute('/nope/x/y', '').name).toBe('notFound');
    expect(parseRoute('/rules/fengsheng/zailin', '')).toEqual({
      name: 'rules',
      game: 'fengsheng',
      ruleset: 'zailin',
    });
    expect(parseRoute('/rules/fengsheng/standard/show/bounce-reverses-the-direction', '')).toEqual({
      name: 'showMe',
      game: 'fengsheng',
      ruleset: 'standard',
      scenario: 'bounce-reverses-the-direction',
    });
    expect(parseRoute('/rules/fengsheng', '').name).toBe('notFound');
    expect(parseRoute('/rules/fengsheng/standard/show/a/b', '').name).toBe('notFound');
  });
  it('finds a room id in a code or a link', () => {
    expect(roomIdFrom(' xY_9 ')).toBe('XY_9');
    expect(roomIdFrom('https://example.com/room/AbC12?spectate=1')).toBe('ABC12');
    expect(roomIdFrom('')).toBeNull();
    expect(roomIdFrom('not a code')).toBeNull();
  });
});

describe('names and colours', () => {
  it('falls back to the raw id', () => {
    const g = { functions: { lock: { zh: '锁定', en: 'Lock' } } };
    expect(nameOf(g, 'functions', 'lock', 'zh')).toBe('锁定');
    expect(nameOf(g, 'functions', 'lock', 'en')).toBe('Lock');
    expect(nameOf(g, 'functions', 'burn', 'en')).toBe('burn');
    expect(nameOf(g, 'skills', 'x', 'zh')).toBe('x');
  });
  it('splits two-colour cards', () => {
    expect(coloursOf({ fn: 'a', colour: 'red', delivery: 'text' })).toEqual(['red']);
    expect(coloursOf({ fn: 'a', colour: ['red', 'black'], delivery: 'text' })).toEqual(['red', 'black']);
    expect(coloursOf({ fn: 'a', colour: 'blue-black', delivery: 'text' })).toEqual(['blue', 'black']);
  });
  it('a card printed with no delivery (危险情报) shows none: its nominal 密电 is not printed on it', () => {
    expect(printedDelivery({ fn: 'lock', colour: 'red', delivery: 'text' })).toBe('text');
    expect(
      printedDelivery({
        fn: 'dangerousIntel',
        colour: 'black',
        delivery: 'secret',
        marks: { anyDelivery: true },
      }),
    ).toBeNull();
    expect(
      printedDelivery({ fn: 'lure', colour: 'red', delivery: 'secret', marks: { encrypted: true } }),
    ).toBe('secret');
  });
});

describe('replay log', () => {
  const line = (seq: number, s: string): LogLine => ({ seq, text: text(s), event: null });
  it('concatenates per-frame logs', () => {
    const frames = [0, 1, 2].map((k) => ({
      seq: k,
      views: { spectator: { view: null, log: [line(k, `l${k}`)] } },
    }));
    expect(logUpTo(frames, 1, 'spectator').map((l) => l.text.zh)).toEqual(['l0', 'l1']);
  });
  it('takes cumulative logs as they are', () => {
    const frames = [0, 1, 2].map((k) => ({
      seq: k,
      views: { spectator: { view: null, log: Array.from({ length: k + 1 }, (_, i) => line(i, `l${i}`)) } },
    }));
    expect(logUpTo(frames, 1, 'spectator').map((l) => l.text.zh)).toEqual(['l0', 'l1']);
  });
});

describe('localDeadline', () => {
  it('keeps the server’s time left whatever this clock says', () => {
    // The server says 7 s are left; this machine's clock is 1 h ahead.
    const serverNow = 1_000_000;
    const here = serverNow + 3_600_000;
    expect(localDeadline({ seat: 2, deadline: serverNow + 7000 }, serverNow, here)).toEqual({
      seat: 2,
      deadline: here + 7000,
      since: here,
    });
    expect(localDeadline({ seat: null, deadline: null }, serverNow, here)).toEqual({
      seat: null,
      deadline: null,
    });
    expect(localDeadline(null, serverNow, here)).toBeNull();
  });
});

describe('the countdown', () => {
  it('never shows more than the timer, though the page’s clock tick is older than the state', () => {
    // A 10 s timer: the server sends the state as the decision begins (10 s left to the ms), and
    // this page's last tick of its clock was 400 ms before the state arrived.
    const serverNow = 5_000_000;
    const here = 9_000_000;
    const w = localDeadline({ seat: 1, deadline: serverNow + 10_000 }, serverNow, here);
    const staleTick = here - 400;
    expect(secondsLeft(w!.deadline!, countdownNow(staleTick, w))).toBe(10);
    // Read against the stale tick it would have said 11 s.
    expect(secondsLeft(w!.deadline!, staleTick)).toBe(11);
    // Once the clock ticks past the arrival, it counts down from there.
    expect(secondsLeft(w!.deadline!, countdownNow(here + 2_100, w))).toBe(8);
    expect(secondsLeft(w!.deadline!, countdownNow(here + 60_000, w))).toBe(0);
    // Over the whole timer, sampled every 50 ms with ticks up to 499 ms stale: never above 10.
    for (let t = here - 499; t < here + 10_500; t += 50)
      expect(secondsLeft(w!.deadline!, countdownNow(t, w))).toBeLessThanOrEqual(10);
    // No deadline: the tick as it is.
    expect(countdownNow(staleTick, null)).toBe(staleTick);
  });
});

describe('withSeatNames', () => {
  it('names each seat a log line mentions with its player, once', () => {
    const names = ['Ann', null, 'Bot 3'];
    expect(withSeatNames('1号位 把情报传给 3号位', 'zh', names)).toBe('1号位 Ann 把情报传给 3号位 Bot 3');
    expect(withSeatNames('Seat 3 draws 2 cards', 'en', names)).toBe('Seat 3 Bot 3 draws 2 cards');
    // No name known, a seat past the table, or the name already there: as it was.
    expect(withSeatNames('2号位 抽了 3 张牌', 'zh', names)).toBe('2号位 抽了 3 张牌');
    expect(withSeatNames('9号位 死亡', 'zh', names)).toBe('9号位 死亡');
    expect(withSeatNames('1号位 Ann 死亡', 'zh', names)).toBe('1号位 Ann 死亡');
  });
});
