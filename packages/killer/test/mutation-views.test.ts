// Rulings the mutation run (docs/testing.md, "Mutation testing") found unprotected: what each seat
// and the spectator see of the table, the labels of the commands, and the table's setup.
// 'PPKKCCCC' = seats 0-1 police, 2-3 killers, 4-7 civilians; the judge calls seat 0 「1号」.
import { describe, expect, it } from 'vitest';
import {
  createGame,
  defaultCommand,
  describeCommand,
  eventsFor,
  glossary,
  killerGame,
  replay,
  type KillerCommand,
} from '../src/index.ts';
import { passUntil } from './pass-until.ts';
import { script } from './script.ts';

const EIGHT = 'PPKKCCCC';
const SIXTEEN = 'PPPPKKKKCCCCCCCC';

describe('the night as each seat sees it', () => {
  it('only the group awake sees whose turn it is and the opinions given', () => {
    const g = script(EIGHT).do(2, { type: 'kill', target: 5 });
    expect(g.view(3)).toMatchObject({
      phase: 'night',
      step: { kind: 'kill', seat: 3, seats: [2, 3], opinions: [{ seat: 2, target: 5 }] },
      pending: { seat: 3, kind: 'kill' },
      order: [],
      tied: [],
      votes: [],
      checks: null,
    });
    for (const other of [0, 4, 'spectator'] as const) {
      expect(g.view(other)).toMatchObject({
        phase: 'night',
        step: { kind: 'kill', seat: null, seats: null, opinions: null },
        pending: { seat: null, kind: 'kill' },
      });
    }
    expect(killerGame.pendingIsPublic!(g.state)).toBe(false);
    expect(g.view(0).checks).toEqual([]);
  });

  it('the police night is shown to the police only, as the killers’ is to the killers', () => {
    const g = script(EIGHT).kill(5).do(0, { type: 'check', target: 3 });
    expect(g.view(1)).toMatchObject({
      phase: 'night',
      step: { kind: 'check', seat: 1, seats: [0, 1], opinions: [{ seat: 0, target: 3 }] },
      pending: { seat: 1, kind: 'check' },
    });
    for (const other of [2, 4, 'spectator'] as const)
      expect(g.view(other)).toMatchObject({
        step: { kind: 'check', seat: null, seats: null, opinions: null },
        pending: { seat: null, kind: 'check' },
      });
  });

  it('a viewer who is not a seat of the table sees what the spectator sees', () => {
    const g = script(EIGHT).do(2, { type: 'nightChat', text: '杀6号' });
    const spectator = g.view('spectator');
    for (const viewer of [-1, 8, 1.5]) {
      const v = g.view(viewer);
      expect(v.me).toBeNull();
      expect({ ...v, viewer: 'spectator' }).toEqual(spectator);
    }
  });

  it('the police see each other’s opinions as they are given', () => {
    const g = script(EIGHT).kill(5).do(0, { type: 'check', target: 3 });
    expect(g.seen(1).at(-1)).toEqual({ type: 'checkOpinion', seat: 0, target: 3 });
    expect(g.seen(2).some((e) => e.type === 'checkOpinion')).toBe(false);
  });

  it('a police who is out keeps the results of the nights he was in, and learns no later one', () => {
    // Night 1 checks 3号 (a killer); night 2 kills police 1号, who still points (at 4号) that night;
    // night 3 checks 5号 for police 2号 only.
    const g = script(EIGHT).night(6, 2).passAll().vote({}).night(0, 3).passAll().vote({}).night(4, 5);
    expect(g.view(0).checks).toEqual([
      { round: 1, target: 2, killer: true },
      { round: 2, target: 3, killer: true },
    ]);
    expect(g.view(1).checks!.map((c) => c.target)).toEqual([2, 3, 5]);
    expect(g.view(4).checks).toBeNull();
  });

  it('a killer who is out keeps the night chat of his nights, and reads no later one', () => {
    const g = script(EIGHT).do(3, { type: 'nightChat', text: '第一夜' }).night(5, 4).passAll();
    g.vote({ 0: 3, 1: 3, 2: 3 }).passAll();
    g.do(2, { type: 'nightChat', text: '第二夜' });
    expect(
      g
        .view(3)
        .messages.filter((m) => m.kind === 'nightChat')
        .map((m) => m.text),
    ).toEqual(['第一夜']);
    expect(
      g
        .view(2)
        .messages.filter((m) => m.kind === 'nightChat')
        .map((m) => m.text),
    ).toEqual(['第一夜', '第二夜']);
  });

  it('the first night’s victim is remembered for the next game even when the game ends later', () => {
    const g = script(EIGHT).night(6).passAll().vote({}).night(0).passAll().vote({ 2: 1, 3: 1 });
    expect(g.state.result).toMatchObject({
      winner: 'killers',
      firstVictim: 6,
      roles: [...'PPKKCCCC'].map(roleOf),
    });
    expect(killerGame.result(g.state)).toEqual(g.state.result);
    expect(killerGame.carryOver!(g.state)).toEqual({ previousFirstVictim: 6 });
  });

  it('of four killers split two and two, the seat named first decides', () => {
    // Killers 4-7 (5号-8号): 5号 names 9号, 6号 and 7号 name 10号, 8号 names 9号.
    const g = script(SIXTEEN)
      .do(4, { type: 'kill', target: 8 })
      .do(5, { type: 'kill', target: 9 })
      .do(6, { type: 'kill', target: 9 })
      .do(7, { type: 'kill', target: 8 });
    expect(g.ofType('killChosen')[0]).toMatchObject({ target: 8, split: true });
  });
});

function roleOf(c: string) {
  return c === 'P' ? 'police' : c === 'K' ? 'killer' : 'civilian';
}

describe('the day as each seat sees it', () => {
  it('last words, speeches, ballots and the end are shown to everyone alike', () => {
    const g = script(EIGHT).night(5);
    expect(killerGame.pendingIsPublic!(g.state)).toBe(true);
    expect(g.view('spectator')).toMatchObject({
      game: 'killer',
      phase: 'day',
      me: null,
      legal: [],
      step: { kind: 'lastWords', seat: 5, nth: 1, last: false },
      pending: { seat: 5, kind: 'lastWords' },
      order: [6, 7, 0, 1, 2, 3, 4],
    });
    g.do(5, { type: 'speak', text: '我是平民' }).next({ type: 'pass' });
    expect(g.view(4).step).toEqual({ kind: 'speech', seat: 6, speakers: [6, 7, 0, 1, 2, 3, 4], index: 0 });
    g.do(6, { type: 'speak', text: '我也是' });
    expect(g.view(4).messages.map((m) => [m.seat, m.kind])).toEqual([
      [5, 'lastWords'],
      [6, 'speech'],
    ]);
    expect(g.ofType('speech').map((e) => e.lastWords)).toEqual([true, false]);
    g.passAll();
    expect(g.view(4).step).toMatchObject({
      kind: 'ballot',
      seat: 6,
      voters: [6, 7, 0, 1, 2, 3, 4],
      candidates: [6, 7, 0, 1, 2, 3, 4],
      voted: [],
    });
    g.vote({ 6: 7, 7: 6, 0: 6, 1: 7 });
    expect(g.view(4).tied).toEqual([6, 7]);
    expect(g.view(4).votes).toEqual([
      {
        round: 1,
        tieLevel: 0,
        candidates: [6, 7, 0, 1, 2, 3, 4],
        ballots: [
          { voter: 6, target: 7 },
          { voter: 7, target: 6 },
          { voter: 0, target: 6 },
          { voter: 1, target: 7 },
          { voter: 2, target: null },
          { voter: 3, target: null },
          { voter: 4, target: null },
        ],
        tally: [2, 2, 0, 0, 0, 0, 0],
      },
    ]);
  });

  it('the second of two last words is announced as the last one', () => {
    const g = script(EIGHT).night(5).passAll().vote({ 0: 6, 1: 6 });
    expect(g.view('spectator').step).toEqual({ kind: 'lastWords', seat: 6, nth: 2, last: true });
  });

  it('a speaker is called again only in the speeches after a tie', () => {
    const g = script(EIGHT).night(4).passAll();
    expect(g.ofType('speakTurn').every((e) => !e.again)).toBe(true);
    g.vote({ 0: 5, 1: 6 }).passAll();
    expect(
      g
        .ofType('speakTurn')
        .slice(7)
        .map((e) => [e.seat, e.again]),
    ).toEqual([
      [5, true],
      [6, true],
    ]);
    g.vote({ 0: 5, 1: 6 }).passAll();
    expect(
      g
        .ofType('speakTurn')
        .slice(9)
        .every((e) => e.again),
    ).toBe(true);
    g.vote({ 0: 5 }).passAll();
    // The next day starts afresh.
    g.night(7);
    expect(g.ofType('speakTurn').at(-1)!.again).toBe(false);
  });

  it('half the ballots is no majority', () => {
    // Six living players on day 2: three ballots for 3号 are half, not more than half.
    const g = script(EIGHT).night(5).passAll().vote({}).night(6).passAll().vote({ 7: 2, 0: 2, 1: 2 });
    expect(g.ofType('votedOut')[0]).toEqual({ type: 'votedOut', seat: 2, votes: 3, majority: false });
    expect(g.view('spectator').seats[2].out).toEqual({ how: 'votedOut', round: 2, lastWords: false });
  });

  it('voting out the last killer ends the game at once: no last words', () => {
    const g = script(EIGHT).night(5).passAll().vote({ 0: 2, 1: 2 }).passAll().night(6).passAll();
    g.vote({ 0: 3, 1: 3 });
    expect(g.state.result).toMatchObject({ winner: 'police', reason: 'killersOut' });
    expect(g.view('spectator')).toMatchObject({ phase: 'over', step: { kind: 'over' }, pending: null });
    // Nobody is waited for, so nothing about it is secret.
    expect(killerGame.pendingIsPublic!(g.state)).toBe(true);
    expect(g.ofType('lastWords')).toHaveLength(2);
    expect(g.last.map((e) => e.type)).toEqual(['ballot', 'votesRevealed', 'votedOut', 'gameOver']);
  });

  it('a killer who confesses once the last words are used up goes out without them, and night falls', () => {
    const g = script(EIGHT).night(5).passAll().vote({ 0: 6, 1: 6 }).passAll().night(4);
    expect(g.ofType('noLastWords').map((e) => e.seat)).toEqual([4]);
    passUntil(g, 2);
    g.do(2, { type: 'confess' });
    expect(g.last.map((e) => e.type)).toContain('noLastWords');
    expect(g.step).toBe('kill');
    expect(g.view('spectator').seats[2]).toMatchObject({ role: 'killer', out: { how: 'confessed' } });
  });

  it('the last killer who confesses ends the game', () => {
    const g = script(EIGHT).night(5).passAll().vote({ 0: 2, 1: 2 }).passAll().night(6);
    passUntil(g, 3);
    g.do(3, { type: 'confess' });
    expect(g.state.result).toMatchObject({ winner: 'police' });
    expect(g.step).toBe('over');
  });

  it('a surrender is shown as an out without last words', () => {
    const g = script(EIGHT).night(0).passAll();
    g.do(1, { type: 'surrender' });
    expect(g.view('spectator').seats[1]).toEqual({
      seat: 1,
      alive: false,
      out: { how: 'surrendered', round: 1, lastWords: false },
      role: 'police',
    });
  });

  it('an event addressed to some seats reaches those seats only, never the spectator', () => {
    const g = script(EIGHT).do(2, { type: 'kill', target: 5 });
    expect(eventsFor(g.state, g.last, 3)).toEqual([{ type: 'killOpinion', seat: 2, target: 5 }]);
    expect(eventsFor(g.state, g.last, 'spectator')).toEqual([]);
    expect(eventsFor(g.state, g.last, 4)).toEqual([]);
  });
});

describe('the labels a player clicks', () => {
  it('every command has its own words', () => {
    const g = script(EIGHT).night(5);
    const lastWords = g.view(5);
    const L = (c: KillerCommand) => describeCommand(lastWords, c);
    expect(L({ type: 'kill', target: null })).toEqual({
      text: { zh: '不表态（同意其他杀手）', en: 'No opinion (agree with the others)' },
    });
    expect(L({ type: 'kill', target: 4 })).toEqual({ text: { zh: '杀 5号', en: 'Kill No. 5' }, seat: 4 });
    expect(L({ type: 'check', target: null })).toEqual({
      text: { zh: '不表态（同意其他警察）', en: 'No opinion (agree with the others)' },
    });
    expect(L({ type: 'check', target: 2 })).toEqual({ text: { zh: '验 3号', en: 'Check No. 3' }, seat: 2 });
    expect(L({ type: 'speak' })).toEqual({
      text: { zh: '留遗言', en: 'Say your last words' },
      input: { field: 'text', maxLength: 300 },
    });
    expect(L({ type: 'pass' })).toEqual({ text: { zh: '过（发言完毕）', en: 'Done (过)' } });
    expect(L({ type: 'nightChat' })).toEqual({
      text: { zh: '对同伴说（只有同伴看得到）', en: 'Whisper to your companions' },
      input: { field: 'text', maxLength: 300 },
    });
    expect(L({ type: 'ballot', target: null })).toEqual({ text: { zh: '弃权', en: 'Abstain' } });
    expect(L({ type: 'ballot', target: 7 })).toEqual({
      text: { zh: '投 8号 出局', en: 'Vote No. 8 out' },
      seat: 7,
    });
    expect(L({ type: 'confess' })).toEqual({
      text: { zh: '认匪（不用投票出局）', en: 'Confess (go out without a vote)' },
    });
    expect(L({ type: 'surrender' })).toEqual({
      text: { zh: '投降（本方认输）', en: 'Surrender (your side loses)' },
    });
    expect(L({ type: 'dance' } as unknown as KillerCommand)).toEqual({ text: { zh: '？', en: '?' } });
    g.next({ type: 'pass' });
    expect(describeCommand(g.view(6), { type: 'speak' })).toEqual({
      text: { zh: '发言', en: 'Speak' },
      input: { field: 'text', maxLength: 300 },
    });
  });

  it('the glossary names the steps, phases, results and terms in both languages', () => {
    const gl = glossary();
    expect(killerGame.glossary({ players: 8, seed: 1 })).toEqual(gl);
    expect(gl.pendingKinds).toEqual({
      kill: gl.steps.kill,
      check: gl.steps.check,
      lastWords: gl.steps.lastWords,
      speech: gl.steps.speech,
      ballot: gl.steps.ballot,
    });
    for (const part of ['steps', 'phases', 'winners', 'reasons', 'outHows'] as const)
      expect(Object.keys(gl[part]!).length).toBeGreaterThan(2);
    expect(gl.terms).toEqual({
      judge: { zh: '裁判', en: 'judge' },
      police: { zh: '警察', en: 'police' },
      killer: { zh: '杀手', en: 'killer' },
      civilian: { zh: '平民', en: 'civilian' },
      voteOut: { zh: '公决', en: 'vote out' },
      lastWords: { zh: '遗言', en: 'last words' },
      tie: { zh: '平票', en: 'tie' },
      check: { zh: '验', en: 'check' },
      pass: { zh: '过', en: 'done (pass)' },
      confess: { zh: '认匪', en: 'confess' },
      surrender: { zh: '投降', en: 'surrender' },
      followVote: { zh: '跟票', en: 'following others’ votes (forbidden)' },
    });
  });

  it('a timeout for a seat with nothing to do is an error', () => {
    const g = script(EIGHT);
    expect(() => defaultCommand(g.state, 4)).toThrow('seat 4 has nothing to do now');
  });
});

describe('setting up a table', () => {
  it('refuses a wrong table with the reason', () => {
    expect(() => createGame({ players: 7, seed: 1 })).toThrow('杀人游戏 needs 8 to 16 players, not 7');
    expect(() => createGame({ players: 8, seed: 1, setup: { roles: [] } })).toThrow(
      'setup.roles has 0 roles for 8 seats',
    );
    expect(() => createGame({ players: 8, seed: 1, setup: { roles: [...'PKKKCCCC'].map(roleOf) } })).toThrow(
      'setup.roles: 1 police where 8 players have 2',
    );
    for (const p of [-1, 8, 1.5])
      expect(() => createGame({ players: 8, seed: 1, previousFirstVictim: p })).toThrow(
        `previousFirstVictim ${p} is not a seat`,
      );
    for (const p of [0, 7, null, undefined])
      expect(() => createGame({ players: 8, seed: 1, previousFirstVictim: p })).not.toThrow();
  });

  it('opens with the start of the game, then one role for each seat, and the killers awake', () => {
    const { state, events } = createGame({ players: 8, seed: 1, setup: { roles: [...EIGHT].map(roleOf) } });
    expect(state.game).toBe('killer');
    expect(events[0].type).toBe('gameStart');
    const roles = events.filter((e) => e.type === 'role');
    expect(roles.map((e) => e.type === 'role' && [e.seat, e.mates])).toEqual([
      [0, [1]],
      [1, [0]],
      [2, [3]],
      [3, [2]],
      [4, []],
      [5, []],
      [6, []],
      [7, []],
    ]);
  });

  it('a replay keeps the opening events and names the command it refuses', () => {
    const options = { players: 8, seed: 1, setup: { roles: [...EIGHT].map(roleOf) } };
    expect(replay(options, []).events[0].type).toBe('gameStart');
    expect(() => replay(options, [{ seat: 4, command: { type: 'kill', target: 5 } }])).toThrow(
      'command 0 (seat 4): Seat 5 has nothing to do now.',
    );
  });
});
