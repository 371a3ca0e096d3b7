// The coach's history on the page: lines on what happened kept in the order said, a whole state sent
// again (a reload, a resync) not repeating them, and the options never kept.
import { describe, expect, it } from 'vitest';
import { addCoachLines, COACH_HISTORY } from '../src/logic/coach.ts';

const said = (zh: string) => ({ kind: 'happened' as const, text: { zh, en: zh } });
const option = (zh: string) => ({ kind: 'options' as const, text: { zh, en: zh } });

describe('the coach history', () => {
  it('keeps what happened in order, once per state, and no options', () => {
    let h = addCoachLines([], 0, [said('a'), option('o')]);
    h = addCoachLines(h, 3, [said('b'), said('c')]);
    // The same state again (a resync): nothing new.
    h = addCoachLines(h, 3, [said('b'), said('c'), option('o')]);
    // The same words at a later state are news again (another turn's start).
    h = addCoachLines(h, 7, [said('a')]);
    expect(h.map((x) => `${x.seq}:${x.text.zh}`)).toEqual(['0:a', '3:b', '3:c', '7:a']);
  });
  it('keeps the latest lines when a long game says more than it holds', () => {
    let h = addCoachLines([], 0, []);
    for (let i = 0; i < COACH_HISTORY + 5; i++) h = addCoachLines(h, i, [said(String(i))]);
    expect(h).toHaveLength(COACH_HISTORY);
    expect(h.at(-1)!.text.zh).toBe(String(COACH_HISTORY + 4));
  });
});
