// Scenario tests: one per rule of seed 002 (docs/rulings.md maps each rule to its test here).
// Eight players unless stated: 'PPKKCCCC' = seats 0-1 police, 2-3 killers, 4-7 civilians.
import { describe, expect, it } from 'vitest';
import {
  createGame,
  defaultCommand,
  describeCommand,
  glossary,
  killerGame,
  legalCommands,
  pending,
  replay,
  roleCounts,
  view,
  type KillerCommand,
  type Role,
} from '../src/index.ts';
import { script } from './script.ts';

const EIGHT = 'PPKKCCCC';
const TWELVE = 'PPPKKKCCCCCC';

describe('players and roles (3.1)', () => {
  it('deals 2 police and 2 killers for 8-10 players, 3+3 for 11-14, 4+4 for 15-16, the rest civilians', () => {
    const want: Record<number, number> = { 8: 2, 9: 2, 10: 2, 11: 3, 12: 3, 13: 3, 14: 3, 15: 4, 16: 4 };
    for (let players = 8; players <= 16; players++) {
      for (let seed = 0; seed < 5; seed++) {
        const { state } = createGame({ players, seed });
        const count = (r: Role) => state.roles.filter((x) => x === r).length;
        expect(count('police')).toBe(want[players]);
        expect(count('killer')).toBe(want[players]);
        expect(count('civilian')).toBe(players - 2 * want[players]);
        expect(roleCounts(players).police).toBe(want[players]);
      }
    }
  });

  it('takes 8 to 16 players only', () => {
    expect(() => createGame({ players: 7, seed: 1 })).toThrow();
    expect(() => createGame({ players: 17, seed: 1 })).toThrow();
    expect(killerGame.minSeats).toBe(8);
    expect(killerGame.maxSeats).toBe(16);
  });

  it('deals roles secretly: a seat sees its own role, and killers and police also their companions', () => {
    const g = script(TWELVE);
    const civ = g.view(6);
    expect(civ.me).toMatchObject({ seat: 6, role: 'civilian', mates: [] });
    expect(civ.seats.filter((x) => x.role !== null).map((x) => x.seat)).toEqual([6]);
    const killer = g.view(3);
    expect(killer.me!.mates).toEqual([4, 5]);
    expect(killer.seats.filter((x) => x.role !== null).map((x) => x.seat)).toEqual([3, 4, 5]);
    const police = g.view(0);
    expect(police.me!.mates).toEqual([1, 2]);
    expect(police.seats.filter((x) => x.role !== null).map((x) => x.seat)).toEqual([0, 1, 2]);
    expect(g.view('spectator').seats.every((x) => x.role === null)).toBe(true);
    // The role events go to their seat only.
    expect(g.seen(6).filter((e) => e.type === 'role')).toEqual([
      { type: 'role', seat: 6, role: 'civilian', mates: [] },
    ]);
  });

  it('deals by the seed: the same seed deals the same roles', () => {
    const a = createGame({ players: 12, seed: 7 }).state.roles;
    expect(createGame({ players: 12, seed: 7 }).state.roles).toEqual(a);
    const others = [8, 9, 10, 11].map((seed) => createGame({ players: 12, seed }).state.roles.join());
    expect(others.some((r) => r !== a.join())).toBe(true);
  });
});

describe('night (3.3-3.14)', () => {
  it('the judge speaks the night in the standard phrases', () => {
    const g = script(EIGHT).night(5);
    const said = g.said(4);
    for (const phrase of [
      '第1轮。天黑了，请大家闭眼',
      '杀手请睁眼。杀手请杀人',
      '杀手请闭眼',
      '警察请睁眼。警察请指认',
      '警察请闭眼',
      '天亮了，请大家睁眼',
      '本轮被杀的是6号',
    ])
      expect(said).toContain(phrase);
    expect(killerGame.narrate(g.ofType('nightFalls')[0], g.state).en).toContain('Night falls');
  });

  it('killers choose in seat order and each sees the opinions given before theirs', () => {
    const g = script(TWELVE);
    expect(g.pendingSeat).toBe(3);
    g.do(3, { type: 'kill', target: 8 });
    expect(g.pendingSeat).toBe(4);
    const v = g.view(4);
    expect(v.step).toMatchObject({ kind: 'kill', seat: 4, opinions: [{ seat: 3, target: 8 }] });
    expect(g.seen(5).some((e) => e.type === 'killOpinion')).toBe(true);
    // Nobody else learns whom the night waits for, nor the opinions.
    for (const other of [0, 6, 'spectator'] as const) {
      expect(g.view(other).step).toEqual({ kind: 'kill', seat: null, seats: null, opinions: null });
      expect(g.view(other).pending).toEqual({ seat: null, kind: 'kill' });
      expect(g.seen(other).some((e) => e.type === 'killOpinion')).toBe(false);
    }
  });

  it('the majority of the killers decides', () => {
    const g = script(TWELVE);
    g.do(3, { type: 'kill', target: 7 })
      .do(4, { type: 'kill', target: 8 })
      .do(5, { type: 'kill', target: 8 });
    expect(g.ofType('killChosen')[0]).toMatchObject({ target: 8, split: true, to: [3, 4, 5] });
  });

  it('a killer who gives no opinion agrees with the others', () => {
    const g = script(TWELVE);
    g.do(3, { type: 'kill', target: 7 })
      .do(4, { type: 'kill', target: null })
      .do(5, { type: 'kill', target: null });
    expect(g.ofType('killChosen')[0]).toMatchObject({ target: 7, split: false });
  });

  it('even split of the killers: of the seats named most often, the one named first decides', () => {
    const g = script(EIGHT);
    g.do(2, { type: 'kill', target: 6 }).do(3, { type: 'kill', target: 5 });
    expect(g.ofType('killChosen')[0]).toMatchObject({ target: 6, split: true });
    const four = script('PPPPKKKKCCCCCCCC');
    four
      .do(4, { type: 'kill', target: 9 })
      .do(5, { type: 'kill', target: 8 })
      .do(6, { type: 'kill', target: 8 })
      .do(7, { type: 'kill', target: 9 });
    expect(four.ofType('killChosen')[0]).toMatchObject({ target: 9, split: true });
  });

  it('the last killer must name a victim when no other did', () => {
    const g = script(EIGHT);
    expect(legalCommands(g.state, 2)).toContainEqual({ type: 'kill', target: null });
    g.do(2, { type: 'kill', target: null });
    expect(legalCommands(g.state, 3)).not.toContainEqual({ type: 'kill', target: null });
    g.refuse(3, { type: 'kill', target: null });
    expect(defaultCommand(g.state, 3)).toEqual({ type: 'kill', target: 0 });
  });

  it('the police point at one player and only the police learn whether it is a killer', () => {
    const g = script(TWELVE).kill(8);
    expect(g.step).toBe('check');
    expect(g.pendingSeat).toBe(0);
    g.check(4);
    expect(g.ofType('checkResult')[0]).toMatchObject({ target: 4, killer: true, to: [0, 1, 2] });
    expect(g.view(1).checks).toEqual([{ round: 1, target: 4, killer: true }]);
    expect(g.said(2)).toContain('请看裁判手势：5号 是杀手（竖拇指）');
    for (const other of [3, 4, 6, 'spectator'] as const) {
      expect(g.view(other).checks).toBeNull();
      expect(g.seen(other).some((e) => e.type === 'checkResult' || e.type === 'checkOpinion')).toBe(false);
    }
  });

  it('the police decide like the killers: the majority, no opinion agrees, the first named on a split', () => {
    const g = script(TWELVE).kill(8);
    g.do(0, { type: 'check', target: 6 })
      .do(1, { type: 'check', target: 7 })
      .do(2, { type: 'check', target: 7 });
    expect(g.ofType('checkResult')[0]).toMatchObject({ target: 7, killer: false, split: true });
    const h = script(TWELVE).kill(8);
    h.do(0, { type: 'check', target: null }).do(1, { type: 'check', target: 5 });
    expect(legalCommands(h.state, 2)).toContainEqual({ type: 'check', target: null });
    h.do(2, { type: 'check', target: null });
    expect(h.ofType('checkResult')[0]).toMatchObject({ target: 5, killer: true, split: false });
  });

  it('the police may point at a living player who is not police', () => {
    const g = script(EIGHT).kill(5);
    const targets = legalCommands(g.state, 0).flatMap((c) => (c.type === 'check' ? [c.target] : []));
    expect(targets).toEqual([2, 3, 4, 5, 6, 7, null]);
    g.refuse(0, { type: 'check', target: 1 });
  });

  it('the night victim is out only at dawn: a killed police still points that night', () => {
    const g = script(EIGHT).kill(0);
    expect(g.state.alive[0]).toBe(true);
    expect(g.pendingSeat).toBe(0);
    expect(g.view(4).seats[0].alive).toBe(true);
    g.check(2);
    expect(g.state.alive[0]).toBe(false);
    expect(g.ofType('checkResult')[0].to).toEqual([0, 1]);
  });

  it('the first night may not kill the first victim of the room’s previous game', () => {
    const g = script(EIGHT, { previousFirstVictim: 5 });
    const targets = legalCommands(g.state, 2).flatMap((c) => (c.type === 'kill' ? [c.target] : []));
    expect(targets).not.toContain(5);
    g.refuse(2, { type: 'kill', target: 5 });
    g.night(6).passAll().vote({});
    expect(g.state.round).toBe(2);
    expect(legalCommands(g.state, 2)).toContainEqual({ type: 'kill', target: 5 });
  });

  it('the result names the first night’s victim for the next game', () => {
    const g = script(EIGHT).night(0).day({ 2: 1, 3: 1, 4: 1 });
    expect(g.state.result).toMatchObject({ winner: 'killers', firstVictim: 0 });
    expect(killerGame.carryOver!(g.state)).toEqual({ previousFirstVictim: 0 });
    expect(killerGame.tableChat).toBe(false);
  });

  it('night chat reaches only the living members of the group awake', () => {
    const g = script(EIGHT);
    expect(legalCommands(g.state, 3)).toEqual([{ type: 'nightChat' }]);
    expect(legalCommands(g.state, 0)).toEqual([]);
    g.do(3, { type: 'nightChat', text: '杀6号？' });
    expect(g.seen(2).at(-1)).toEqual({ type: 'nightChat', seat: 3, group: 'killer', text: '杀6号？' });
    expect(g.view(2).messages.map((m) => m.text)).toEqual(['杀6号？']);
    for (const other of [0, 4, 'spectator'] as const) {
      expect(g.seen(other).some((e) => e.type === 'nightChat')).toBe(false);
      expect(g.view(other).messages).toEqual([]);
    }
    g.refuse(0, { type: 'nightChat', text: 'hi' });
    g.kill(5);
    g.refuse(2, { type: 'nightChat', text: 'hi' });
    g.do(1, { type: 'nightChat', text: '验3号' });
    expect(g.view(0).messages.map((m) => m.text)).toEqual(['验3号']);
    expect(g.view(2).messages.map((m) => m.text)).toEqual(['杀6号？']);
  });
});

describe('day (3.14-3.17)', () => {
  it('the judge announces the victim, who is out', () => {
    const g = script(EIGHT).night(5);
    expect(g.ofType('killed')[0]).toMatchObject({ seat: 5, round: 1 });
    expect(g.view(4).seats[5]).toMatchObject({ alive: false, out: { how: 'killed', round: 1 }, role: null });
  });

  it('speeches go in seat order from the first living player on the victim’s right, each once, ended with 过', () => {
    const g = script(EIGHT).night(5).passAll();
    const turns = g.ofType('speakTurn').map((e) => e.seat);
    expect(turns).toEqual([6, 7, 0, 1, 2, 3, 4]);
    expect(g.said()).toContain('请7号发言');
    // The next day starts from the right of that night's victim, skipping the dead.
    g.vote({}).night(1).passAll();
    expect(
      g
        .ofType('speakTurn')
        .map((e) => e.seat)
        .slice(7),
    ).toEqual([2, 3, 4, 6, 7, 0]);
  });

  it('a speaker may say several messages, then 过; nobody else may speak meanwhile', () => {
    const h = script(EIGHT).night(5).next({ type: 'pass' }); // after the last words of 6号
    expect(h.pendingSeat).toBe(6);
    h.do(6, { type: 'speak', text: '我是好人' }).do(6, { type: 'speak', text: '7号可疑' });
    h.refuse(7, { type: 'speak', text: '插话' });
    h.do(6, { type: 'pass' });
    expect(h.pendingSeat).toBe(7);
    expect(h.view(0).messages.map((m) => [m.seat, m.text])).toEqual([
      [6, '我是好人'],
      [6, '7号可疑'],
    ]);
    expect(h.said()).toContain('7号：我是好人');
    expect(h.said()).toContain('7号：过');
  });

  it('a speech carries typed text: empty or too long is refused', () => {
    const g = script(EIGHT).night(5).next({ type: 'pass' });
    g.refuse(6, { type: 'speak' });
    g.refuse(6, { type: 'speak', text: '   ' });
    g.refuse(6, { type: 'speak', text: 'x'.repeat(301) });
    g.do(6, { type: 'speak', text: 'x'.repeat(300) });
    const label = describeCommand(g.view(6), { type: 'speak' });
    expect(label.input).toEqual({ field: 'text', maxLength: 300 });
  });
});

describe('last words (3.15-3.16, 3.21)', () => {
  it('the first outs, as many as there are police, killed or voted out, give last words; none after', () => {
    const g = script(EIGHT).night(4);
    expect(g.step).toBe('lastWords');
    expect(g.said()).toContain('请5号留第1个遗言');
    g.do(4, { type: 'speak', text: '我是平民' }).passAll();
    g.vote({ 0: 5, 1: 5, 2: 5 });
    expect(g.ofType('votedOut')[0]).toMatchObject({ seat: 5, votes: 3 });
    expect(g.step).toBe('lastWords');
    expect(g.said()).toContain('请6号留第2个（最后一个）遗言');
    g.passAll();
    expect(g.step).toBe('kill');
    g.night(6);
    expect(g.said()).toContain('7号 没有遗言');
    expect(g.step).toBe('speech');
    expect(g.state.outs.map((o) => o.lastWords)).toEqual([true, true, false]);
  });

  it('with 3 police the first 3 outs give last words', () => {
    const g = script(TWELVE).night(6).day({ 0: 7, 1: 7 }).passAll().night(8).passAll();
    expect(g.ofType('lastWords').map((e) => [e.seat, e.nth, e.last])).toEqual([
      [6, 1, false],
      [7, 2, false],
      [8, 3, true],
    ]);
    g.vote({ 0: 9 }).passAll();
    expect(g.ofType('noLastWords').map((e) => e.seat)).toEqual([9]);
  });
});

describe('the vote (3.18-3.19, 注意事项 11)', () => {
  it('ballots are cast in the speech order and revealed together: nobody can follow another’s vote', () => {
    const g = script(EIGHT).night(5).passAll();
    expect(g.said()).toContain('现在开始投票，请不要跟票');
    expect(g.state.step).toMatchObject({ kind: 'ballot', voters: [6, 7, 0, 1, 2, 3, 4] });
    g.do(6, { type: 'ballot', target: 2 });
    expect(g.seen(6).at(-1)).toEqual({ type: 'ballot', seat: 6, target: 2 });
    for (const other of [7, 0, 2, 'spectator'] as const) {
      expect(g.seen(other).some((e) => e.type === 'ballot')).toBe(false);
      const step = g.view(other).step;
      expect(step).toMatchObject({ kind: 'ballot', voted: [6] });
      expect(step).not.toHaveProperty('myBallot');
    }
    expect(g.view(6).step).toMatchObject({ myBallot: 2 });
    g.vote({ 7: 2, 0: 3 });
    const revealed = g.ofType('votesRevealed')[0];
    expect(revealed.to).toBeUndefined();
    expect(revealed.ballots.map((b) => [b.voter, b.target])).toEqual([
      [6, 2],
      [7, 2],
      [0, 3],
      [1, null],
      [2, null],
      [3, null],
      [4, null],
    ]);
    expect(g.said(4)).toContain('开票：3号 2票（7号、8号）；4号 1票（1号）；弃权：2号、3号、4号、5号');
  });

  it('one vote each, abstaining allowed, never for oneself', () => {
    const g = script(EIGHT).night(5).passAll();
    const mine = legalCommands(g.state, 6);
    expect(mine).toContainEqual({ type: 'ballot', target: null });
    expect(mine).not.toContainEqual({ type: 'ballot', target: 6 });
    g.refuse(6, { type: 'ballot', target: 6 });
    g.refuse(6, { type: 'ballot', target: 5 });
    g.do(6, { type: 'ballot', target: null });
    g.refuse(6, { type: 'ballot', target: 7 });
  });

  it('most votes is out, and gives last words when the quota allows', () => {
    const g = script(EIGHT).night(5).day({ 6: 2, 7: 2, 0: 3 });
    expect(g.ofType('votedOut')[0]).toEqual({ type: 'votedOut', seat: 2, votes: 2, majority: false });
    expect(g.said()).toContain('3号 2票出局');
    expect(g.step).toBe('lastWords');
    const h = script(EIGHT).night(5).day({ 6: 2, 7: 2, 0: 2, 1: 2 });
    expect(h.said()).toContain('票已过半数。3号 4票出局');
  });

  it('when nobody votes, nobody is out and night falls', () => {
    const g = script(EIGHT).night(5).day({});
    expect(g.ofType('noVotes')).toHaveLength(1);
    expect(g.state.outs).toHaveLength(1);
    expect(g.step).toBe('kill');
    expect(g.state.round).toBe(2);
  });
});

describe('ties (4.5)', () => {
  it('first tie: the tied players speak again and are voted on again', () => {
    const g = script(EIGHT).night(4).day({ 0: 5, 1: 6, 2: 5, 3: 6 });
    expect(g.ofType('tie')[0]).toMatchObject({ seats: [5, 6], level: 1 });
    expect(g.said()).toContain('6号与7号平票');
    expect(g.said()).toContain('请6号与7号开始辩');
    expect(g.state.step).toMatchObject({ kind: 'speech', seats: [5, 6] });
    g.passAll();
    expect(g.said()).toContain('现在对6号与7号再次投票');
    expect(g.state.step).toMatchObject({ kind: 'ballot', candidates: [5, 6], voters: [5, 6, 7, 0, 1, 2, 3] });
    g.vote({ 0: 6, 1: 6, 5: 6 });
    expect(g.ofType('votedOut')[0]).toMatchObject({ seat: 6, votes: 3 });
  });

  it('second tie: everyone else speaks, and the tied are voted on again', () => {
    const g = script(EIGHT).night(4).day({ 0: 5, 1: 6, 2: 5, 3: 6 }).day({ 0: 5, 1: 6 });
    expect(g.ofType('tie')[1]).toMatchObject({ seats: [5, 6], level: 2 });
    expect(g.said()).toContain('请除6号与7号以外的人开始发言');
    expect(g.state.step).toMatchObject({ kind: 'speech', seats: [7, 0, 1, 2, 3] });
    g.passAll();
    expect(g.state.step).toMatchObject({ kind: 'ballot', candidates: [5, 6] });
    g.vote({ 7: 5 });
    expect(g.ofType('votedOut')[0]).toMatchObject({ seat: 5, votes: 1 });
  });

  it('third tie: the game is a draw', () => {
    const g = script(EIGHT).night(4).day({ 0: 5, 1: 6 }).day({ 0: 5, 1: 6 }).day({ 0: 5, 1: 6 });
    expect(g.ofType('tie').map((e) => e.level)).toEqual([1, 2, 3]);
    expect(g.state.result).toMatchObject({ winner: 'draw', reason: 'thirdTie' });
    expect(pending(g.state)).toBeNull();
  });

  it('a tie of three or more is voted on among those tied', () => {
    const g = script(EIGHT).night(4).day({ 0: 5, 1: 6, 2: 7 });
    expect(g.said()).toContain('现在有3人票数相同（6号、7号、8号）');
    g.passAll();
    expect(g.state.step).toMatchObject({ kind: 'ballot', candidates: [5, 6, 7] });
  });
});

describe('the end (4.1-4.4)', () => {
  it('all killers out: the police and civilians win', () => {
    const g = script(EIGHT).night(4).day({ 0: 2, 1: 2 }).passAll().night(5).day({ 0: 3, 1: 3 });
    expect(g.state.result).toMatchObject({ winner: 'police', reason: 'killersOut' });
    // Police (seats 1-2) and civilians (5-8) win together, the dead among them too.
    expect(g.state.result!.winners).toEqual([0, 1, 4, 5, 6, 7]);
    expect(g.said()).toContain('游戏结束：警察与平民获胜（杀手全部出局）。警察：1号、2号；杀手：3号、4号');
  });

  it('all police out: the killers win', () => {
    const g = script(EIGHT).night(0).day({ 2: 1, 3: 1 });
    expect(g.state.result).toMatchObject({ winner: 'killers', reason: 'policeOut', winners: [2, 3] });
  });

  it('all civilians out: a draw', () => {
    const g = script(EIGHT).night(4).day({ 0: 5 }).passAll().night(6).day({ 0: 7 });
    expect(g.state.result).toMatchObject({ winner: 'draw', reason: 'civiliansOut', winners: [] });
  });

  it('the game ends the moment a side is out, with no last words, and every role is shown', () => {
    const g = script(EIGHT).night(4).day({ 2: 0 }).passAll().night(1);
    expect(g.state.result).toMatchObject({ winner: 'killers', reason: 'policeOut' });
    expect(g.types().at(-1)).toBe('gameOver');
    expect(g.ofType('lastWords').map((e) => e.seat)).toEqual([4, 0]);
    expect(g.view(6).seats.map((x) => x.role)).toEqual([
      'police',
      'police',
      'killer',
      'killer',
      'civilian',
      'civilian',
      'civilian',
      'civilian',
    ]);
    expect(legalCommands(g.state, 2)).toEqual([]);
  });
});

describe('认匪 and 投降 (术语 18, 25; 注意事项 5; 裁判用语 22)', () => {
  it('a killer may confess in their speech: out without a vote, last words if the quota allows, then night', () => {
    // After 5号's last words the order is 5, 6, 7, 0, 1, 2, 3.
    const g = script(EIGHT).night(4).next({ type: 'pass' });
    while (g.pendingSeat !== 2) g.next({ type: 'pass' });
    expect(legalCommands(g.state, 2)).toContainEqual({ type: 'confess' });
    g.do(2, { type: 'confess' });
    expect(g.said()).toContain('3号认匪，不用投票出局');
    expect(g.view(5).seats[2]).toMatchObject({ alive: false, role: 'killer', out: { how: 'confessed' } });
    expect(g.step).toBe('lastWords');
    g.passAll();
    expect(g.step).toBe('kill');
    expect(g.ofType('voteStart')).toHaveLength(0);
  });

  it('only a killer may confess', () => {
    const g = script(EIGHT).night(4).next({ type: 'pass' });
    expect(g.pendingSeat).toBe(5);
    expect(legalCommands(g.state, 5)).not.toContainEqual({ type: 'confess' });
    g.refuse(5, { type: 'confess' });
  });

  it('a police or killer may surrender only once all companions are out; their side loses', () => {
    const g = script(EIGHT).night(4).next({ type: 'pass' });
    expect(legalCommands(g.state, 3)).not.toContainEqual({ type: 'surrender' });
    g.refuse(3, { type: 'surrender' });
    while (g.pendingSeat !== 2) g.next({ type: 'pass' });
    g.do(2, { type: 'confess' }).passAll();
    // At night the lone killer may surrender at their own decision.
    expect(g.pendingSeat).toBe(3);
    expect(legalCommands(g.state, 3)).toContainEqual({ type: 'surrender' });
    g.do(3, { type: 'surrender' });
    expect(g.state.result).toMatchObject({ winner: 'police', reason: 'killerSurrender' });
    expect(g.said()).toContain('4号（杀手）投降');
  });

  it('a lone police may surrender by day at any moment, and the killers win', () => {
    const g = script(EIGHT).night(0).next({ type: 'pass' }).next({ type: 'pass' });
    expect(g.pendingSeat).toBe(2);
    expect(legalCommands(g.state, 1)).toEqual([{ type: 'surrender' }]);
    g.do(1, { type: 'surrender' });
    expect(g.state.result).toMatchObject({ winner: 'killers', reason: 'policeSurrender' });
  });

  it('civilians may not surrender, nor a lone police at the killers’ turn', () => {
    const g = script(EIGHT).night(0).passAll().vote({});
    expect(g.step).toBe('kill');
    expect(legalCommands(g.state, 1)).toEqual([]);
    g.refuse(1, { type: 'surrender' });
    g.refuse(5, { type: 'surrender' });
    g.kill(5);
    expect(legalCommands(g.state, 1)).toContainEqual({ type: 'surrender' });
  });
});

describe('the contract', () => {
  it('waits for one seat: the turn timer for speeches and last words, the response timer for votes and nights', () => {
    const g = script(EIGHT);
    expect(pending(g.state)).toEqual({ seat: 2, kind: 'kill', timer: 'response' });
    g.kill(5);
    expect(pending(g.state)).toEqual({ seat: 0, kind: 'check', timer: 'response' });
    g.check(2);
    expect(pending(g.state)).toEqual({ seat: 5, kind: 'lastWords', timer: 'turn' });
    g.next({ type: 'pass' });
    expect(pending(g.state)).toEqual({ seat: 6, kind: 'speech', timer: 'turn' });
    g.passAll();
    expect(pending(g.state)).toEqual({ seat: 6, kind: 'ballot', timer: 'response' });
  });

  it('on a timeout: 过, abstain, no opinion at night', () => {
    const g = script(EIGHT);
    expect(defaultCommand(g.state, 2)).toEqual({ type: 'kill', target: null });
    g.kill(5);
    expect(defaultCommand(g.state, 0)).toEqual({ type: 'check', target: null });
    g.check(2);
    expect(defaultCommand(g.state, 5)).toEqual({ type: 'pass' });
    g.passAll();
    expect(defaultCommand(g.state, 6)).toEqual({ type: 'ballot', target: null });
  });

  it('apply never throws for bad input and changes nothing', () => {
    const g = script(EIGHT);
    const bad: unknown[] = [
      null,
      undefined,
      42,
      'kill',
      {},
      { type: 'nope' },
      { type: 'kill' },
      { type: 'kill', target: '5' },
      { type: 'kill', target: 99 },
      { type: 'kill', target: 1.5 },
      { type: 'ballot', target: 1 },
      { type: 'speak', text: 5 },
      { type: 'pass' },
    ];
    for (const c of bad) expect(g.refuse(2, c as KillerCommand)).toMatch(/\w/);
    for (const seat of [-1, 8, 1.5, NaN, '2'] as unknown as number[])
      expect(g.refuse(seat, { type: 'kill', target: 5 })).toMatch(/\w/);
    expect(g.refuse(4, { type: 'kill', target: 5 })).toMatch(/nothing to do/);
  });

  it('labels every legal command; speeches and night chat ask for typed text', () => {
    const g = script(EIGHT);
    const v = view(g.state, 2);
    const labels = v.legal.map((c) => describeCommand(v, c));
    expect(labels[0]).toEqual({ text: { zh: '杀 1号', en: 'Kill No. 1' }, seat: 0 });
    expect(labels.at(-1)!.input).toEqual({ field: 'text', maxLength: 300 });
    expect(new Set(labels.map((l) => l.text.zh)).size).toBe(labels.length);
    const gl = glossary();
    expect(gl.roles.killer).toEqual({ zh: '杀手', en: 'killer' });
    expect(Object.keys(gl.pendingKinds)).toEqual(['kill', 'check', 'lastWords', 'speech', 'ballot']);
    expect(killerGame.id).toBe('killer');
    expect(killerGame.name).toEqual({ zh: '杀人游戏', en: 'Killer' });
  });

  it('replays a game from its options and commands', () => {
    const options = { players: 8, seed: 3 };
    const { state } = createGame(options);
    const log: { seat: number; command: KillerCommand }[] = [];
    let s = state;
    while (!s.result) {
      const p = pending(s)!;
      const command = defaultCommand(s, p.seat);
      log.push({ seat: p.seat, command });
      const r = killerGame.apply(s, p.seat, command);
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
    expect(replay(options, log).state).toEqual(s);
  });
});
