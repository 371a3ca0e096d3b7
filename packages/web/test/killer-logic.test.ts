import { describe, expect, it } from 'vitest';
import type { LegalCommand } from '@fengsheng/server/protocol';
import { groupCommands, withFields, withInput, withoutInput } from '../src/logic/commands.ts';
import { chatClosed, clampSeats, gameChoice, gameName } from '../src/logic/games.ts';
import { messagesByRound, speakerOf, tallyOf, votedSeats, winnersOf } from '../src/games/killer/logic.ts';
import {
  asKillerResult,
  asKillerView,
  type KillerStepView,
  type KillerView,
} from '../src/games/killer/view-types.ts';

const text = (s: string) => ({ zh: s, en: s });

function view(step: KillerStepView, extra: Partial<KillerView> = {}): KillerView {
  return {
    game: 'killer',
    viewer: 0,
    players: 8,
    counts: { police: 2, killer: 2, civilian: 4 },
    quota: 2,
    round: 1,
    phase: 'day',
    me: { seat: 0, role: 'civilian', mates: [], alive: true },
    seats: Array.from({ length: 8 }, (_, seat) => ({ seat, alive: true, out: null, role: null })),
    step,
    pending: null,
    order: [],
    tieLevel: 0,
    tied: [],
    messages: [],
    votes: [],
    checks: null,
    result: null,
    ...extra,
  };
}

describe('commands with typed text', () => {
  const legal: LegalCommand[] = [
    { command: { type: 'speak' }, label: { text: text('speak'), input: { field: 'text', maxLength: 300 } } },
    { command: { type: 'pass' }, label: { text: text('pass') } },
    { command: { type: 'ballot', target: 3 }, label: { text: text('vote 4'), seat: 3 } },
  ];
  it('splits the text box commands from the buttons, keeping indexes', () => {
    const g = groupCommands(legal);
    expect(withInput(g.loose).map((c) => c.index)).toEqual([0]);
    expect(withoutInput(g.loose).map((c) => c.index)).toEqual([1, 2]);
  });
  it('merges the typed field into the legal command, leaving it unchanged', () => {
    const sent = withFields(legal[0].command, { text: '我是好人' });
    expect(sent).toEqual({ type: 'speak', text: '我是好人' });
    expect(legal[0].command).toEqual({ type: 'speak' });
    expect(withFields(legal[1].command)).toBe(legal[1].command);
    expect(withFields(null, { text: 'x' })).toBe(null);
  });
});

describe('games in the lobby', () => {
  it('has each game’s seat range and default', () => {
    expect(gameChoice('fengsheng')).toMatchObject({ minSeats: 3, maxSeats: 9, defaultSeats: 5 });
    expect(gameChoice('killer')).toMatchObject({ minSeats: 8, maxSeats: 16, defaultSeats: 12 });
    expect(gameChoice('nope').id).toBe('fengsheng');
  });
  it('brings a seat count into range', () => {
    expect(clampSeats('killer', 5)).toBe(8);
    expect(clampSeats('killer', 20)).toBe(16);
    expect(clampSeats('fengsheng', 12)).toBe(9);
    expect(clampSeats('killer', Number.NaN)).toBe(12);
  });
  it('names games, and an unknown one by its id', () => {
    expect(gameName('killer', 'zh')).toBe('杀人游戏');
    expect(gameName('killer', 'en')).toBe('Killer');
    expect(gameName('other', 'zh')).toBe('other');
  });
  it('closes the room chat to seated players of 杀人游戏 while it is played', () => {
    expect(chatClosed('killer', 'playing', 3)).toBe(true);
    expect(chatClosed('killer', 'playing', null)).toBe(false);
    expect(chatClosed('killer', 'waiting', 3)).toBe(false);
    expect(chatClosed('killer', 'finished', 3)).toBe(false);
    expect(chatClosed('fengsheng', 'playing', 3)).toBe(false);
  });
});

describe('the 杀人游戏 table', () => {
  it('reads views and results defensively', () => {
    expect(asKillerView(null)).toBeNull();
    expect(asKillerView({ players: [] })).toBeNull();
    const v = asKillerView({ ...view({ kind: 'over' }), messages: undefined });
    expect(v?.messages).toEqual([]);
    expect(asKillerResult({ winners: [1] })).toBeNull();
    expect(asKillerResult({ winner: 'draw', reason: 'thirdTie', roles: [] })?.winner).toBe('draw');
  });
  it('knows who holds the floor and who has voted', () => {
    expect(speakerOf(view({ kind: 'speech', seat: 4, speakers: [3, 4], index: 1 }))).toBe(4);
    expect(speakerOf(view({ kind: 'lastWords', seat: 2, nth: 1, last: false }))).toBe(2);
    expect(speakerOf(view({ kind: 'over' }))).toBeNull();
    const b = view({ kind: 'ballot', seat: 5, voters: [3, 4, 5], candidates: [3, 4, 5], voted: [3, 4] });
    expect([...votedSeats(b)]).toEqual([3, 4]);
    expect(votedSeats(view({ kind: 'over' })).size).toBe(0);
  });
  it('groups messages by round in order', () => {
    const rounds = messagesByRound([
      { round: 1, seat: 0, text: 'a', kind: 'lastWords' },
      { round: 1, seat: 2, text: 'b', kind: 'speech' },
      { round: 2, seat: 3, text: 'c', kind: 'nightChat', group: 'killer' },
    ]);
    expect(rounds.map((r) => [r.round, r.messages.map((m) => m.text).join('')])).toEqual([
      [1, 'ab'],
      [2, 'c'],
    ]);
  });
  it('tallies a revealed vote: most votes first, with voters, and abstentions', () => {
    const t = tallyOf({
      round: 1,
      tieLevel: 0,
      candidates: [1, 2, 3],
      tally: [1, 0, 2],
      ballots: [
        { voter: 1, target: 3 },
        { voter: 2, target: 3 },
        { voter: 3, target: 1 },
        { voter: 4, target: null },
      ],
    });
    expect(t.lines).toEqual([
      { candidate: 3, votes: 2, from: [1, 2] },
      { candidate: 1, votes: 1, from: [3] },
    ]);
    expect(t.abstained).toEqual([4]);
  });
  it('names the winning seats from the side and the roles', () => {
    const roles = ['police', 'killer', 'civilian', 'killer'];
    expect(winnersOf({ winner: 'police', reason: 'killersOut', roles })).toEqual([0, 2]);
    expect(winnersOf({ winner: 'killers', reason: 'policeOut', roles })).toEqual([1, 3]);
    expect(winnersOf({ winner: 'draw', reason: 'thirdTie', roles })).toEqual([]);
    expect(winnersOf({ winner: 'draw', reason: 'thirdTie', roles, winners: [2] })).toEqual([2]);
  });
});
