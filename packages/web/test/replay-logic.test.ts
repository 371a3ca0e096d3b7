// A replay's turn list: the log's headings with the step each began at, and the turn a step is in.
import { describe, expect, it } from 'vitest';
import { turnAt, turnMarks, type FrameLog } from '../src/logic/replay.ts';

const line = (seq: number, type: string, zh: string) => ({ seq, text: { zh, en: zh }, event: { type } });

/** Frames whose logs hold each step's own lines (the server's shape). */
const frames: FrameLog[] = [
  {
    seq: 0,
    views: { spectator: { view: null, log: [line(0, 'gameStart', 'start'), line(0, 'turnStart', 'T1')] } },
  },
  { seq: 1, views: { spectator: { view: null, log: [line(1, 'pass', 'p')] } } },
  { seq: 2, views: { spectator: { view: null, log: [line(2, 'send', 's'), line(2, 'turnStart', 'T2')] } } },
  { seq: 3, views: { spectator: { view: null, log: [] } } },
  { seq: 4, views: { spectator: { view: null, log: [line(4, 'turnStart', 'T3')] } } },
];
const HEADINGS = new Set(['turnStart']);

describe('the replay turn list', () => {
  it('lists each heading once with the step it began at', () => {
    const marks = turnMarks(frames, 'spectator', HEADINGS);
    expect(marks.map((m) => [m.k, m.text.zh])).toEqual([
      [0, 'T1'],
      [2, 'T2'],
      [4, 'T3'],
    ]);
    expect(turnMarks(frames, 'spectator', new Set())).toEqual([]);
    expect(turnMarks([], 'spectator', HEADINGS)).toEqual([]);
  });
  it('puts every step in the turn last begun', () => {
    const marks = turnMarks(frames, 'spectator', HEADINGS);
    expect([0, 1, 2, 3, 4].map((k) => turnAt(marks, k))).toEqual([0, 0, 1, 1, 2]);
    expect(turnAt([{ k: 2, text: { zh: 'x', en: 'x' } }], 1)).toBe(-1);
  });
});
