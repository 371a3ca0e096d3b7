// Rulings of the day the mutation run (docs/testing.md, "Mutation testing") found unprotected: what
// the judge announces between speeches, the tie ladder when everyone is tied, and what each seat
// reads of the table after a tie.
// 'PPKKCCCC' = seats 0-1 police, 2-3 killers, 4-7 civilians; the judge calls seat 0 「1号」.
import { describe, expect, it } from 'vitest';
import { script } from './script.ts';

const EIGHT = 'PPKKCCCC';

describe('the judge between speeches', () => {
  it('the end of last words is announced as that seat’s 过, and the first speaker is not called again', () => {
    const g = script(EIGHT).night(5).do(5, { type: 'pass' });
    expect(g.last).toEqual([
      { type: 'pass', seat: 5 },
      { type: 'speakTurn', seat: 6, again: false },
    ]);
    expect(g.said('spectator').slice(-2)).toEqual(['6号：过', '请7号发言']);
  });

  it('a day whose victim has no last words starts with a first call, not a second one', () => {
    // Two outs give the two last words (two police); night 2's victim 7号 is the third out.
    const g = script(EIGHT).night(5).passAll().vote({ 0: 4, 1: 4 }).passAll().night(6);
    expect(g.last.slice(-2)).toEqual([
      { type: 'noLastWords', seat: 6 },
      { type: 'speakTurn', seat: 7, again: false },
    ]);
  });
});

describe('a tie among everyone', () => {
  it('when every living player is tied twice, nobody is left to speak and the third vote follows at once', () => {
    // Day 1, seven living from 7号: each votes for the next in the order, so all seven have one vote.
    const cycle: Record<number, number> = { 6: 7, 7: 0, 0: 1, 1: 2, 2: 3, 3: 4, 4: 6 };
    const g = script(EIGHT).night(5).passAll().vote(cycle);
    expect(g.view('spectator')).toMatchObject({ tieLevel: 1, tied: [6, 7, 0, 1, 2, 3, 4] });
    // The re-vote, ballot by ballot (the helper's vote() would go on into the next vote).
    g.passAll();
    for (const voter of [6, 7, 0, 1, 2, 3, 4]) g.do(voter, { type: 'ballot', target: cycle[voter] });
    expect(g.last.slice(-3)).toEqual([
      { type: 'tie', seats: [6, 7, 0, 1, 2, 3, 4], level: 2 },
      { type: 'debate', tied: [6, 7, 0, 1, 2, 3, 4], others: true },
      { type: 'voteStart', candidates: [6, 7, 0, 1, 2, 3, 4], tieLevel: 2 },
    ]);
    expect(g.view(0)).toMatchObject({
      step: { kind: 'ballot', seat: 6, voters: [6, 7, 0, 1, 2, 3, 4], voted: [] },
      pending: { seat: 6, kind: 'ballot' },
    });
    g.vote(cycle);
    expect(g.state.result).toMatchObject({ winner: 'draw', reason: 'thirdTie' });
  });
});

describe('the tie shown to the table', () => {
  it('nobody is shown tied on a day before its vote, even the day after a tie', () => {
    const g = script(EIGHT).night(5);
    expect(g.view('spectator').tied).toEqual([]);
    // Day 1: 7号 and 8号 tie, then 7号 goes out in the re-vote.
    g.passAll().vote({ 0: 6, 1: 7 });
    expect(g.view('spectator').tied).toEqual([6, 7]);
    g.passAll().vote({ 0: 6 }).passAll().night(4);
    expect(g.view('spectator')).toMatchObject({ tieLevel: 0, tied: [] });
    expect(g.view(2)).toMatchObject({ tieLevel: 0, tied: [] });
  });
});
