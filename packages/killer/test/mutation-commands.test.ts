// Rulings the mutation run (docs/testing.md, "Mutation testing") found unprotected: what a seat is
// offered, and why a refused command is refused, as the player reads it.
// 'PPKKCCCC' = seats 0-1 police, 2-3 killers, 4-7 civilians; the judge calls seat 0 「1号」.
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, legalCommands, type KillerCommand } from '../src/index.ts';
import { passUntil } from './pass-until.ts';
import { script } from './script.ts';

const EIGHT = 'PPKKCCCC';

/** Night 1 kills police 1号; day 1 the killers vote out police 2号, the last police: the killers win. */
function killersWin() {
  return script(EIGHT).night(0).passAll().vote({ 2: 1, 3: 1 });
}

describe('a refused command says why', () => {
  it('names the seat, the command or the field that is wrong', () => {
    const g = script(EIGHT);
    expect(g.refuse(2, null as unknown as KillerCommand)).toBe('A command is an object with a type.');
    expect(g.refuse(2, undefined as unknown as KillerCommand)).toBe('A command is an object with a type.');
    expect(g.refuse(2, {} as KillerCommand)).toBe('A command is an object with a type.');
    expect(g.refuse(2, { type: 5 } as unknown as KillerCommand)).toBe('A command is an object with a type.');
    expect(g.refuse(8, { type: 'kill', target: 5 })).toBe('No seat 8 in this game.');
    expect(g.refuse(-1, { type: 'kill', target: 5 })).toBe('No seat -1 in this game.');
    expect(g.refuse(1.5, { type: 'kill', target: 5 })).toBe('No seat 1.5 in this game.');
    expect(g.refuse('2' as unknown as number, { type: 'kill', target: 5 })).toBe('No seat 2 in this game.');
    expect(g.refuse(4, { type: 'kill', target: 5 })).toBe('Seat 5 has nothing to do now.');
    expect(g.refuse(2, { type: 'ballot', target: 5 })).toBe('Seat 3 may not ballot now.');
    expect(g.refuse(2, { type: 'kill', target: '5' } as unknown as KillerCommand)).toBe(
      'target must be a seat number or null.',
    );
    expect(g.refuse(2, { type: 'kill', target: 1.5 })).toBe('target must be a seat number or null.');
    expect(g.refuse(2, { type: 'kill', target: 99 })).toBe('Seat 100 is not a choice here.');
    expect(g.refuse(3, { type: 'nightChat', text: '  ' })).toBe('Say something: the text is empty.');
    expect(g.refuse(3, { type: 'nightChat' })).toBe('Say something: the text is empty.');
    expect(g.refuse(3, { type: 'nightChat', text: 'x'.repeat(301) })).toBe('At most 300 characters.');
  });

  it('the last killer, when nobody named a victim, is told that abstaining is not allowed', () => {
    const g = script(EIGHT).do(2, { type: 'kill', target: null });
    expect(g.refuse(3, { type: 'kill', target: null })).toBe('You may not abstain here.');
  });

  it('a command that breaks on reading is refused as a bad command', () => {
    const g = script(EIGHT);
    const throwing = {
      get type(): string {
        throw new Error('no type');
      },
    } as unknown as KillerCommand;
    expect(apply(g.state, 2, throwing)).toEqual({ ok: false, error: 'Bad command: no type' });
    const throwingText = {
      get type(): string {
        throw 'no text';
      },
    } as unknown as KillerCommand;
    expect(apply(g.state, 2, throwingText)).toEqual({ ok: false, error: 'Bad command: no text' });
  });

  it('after the game nothing is legal for anyone and every command is refused as over', () => {
    const g = killersWin();
    expect(g.state.result).toMatchObject({ winner: 'killers', reason: 'policeOut' });
    for (let seat = 0; seat < 8; seat++) expect(legalCommands(g.state, seat)).toEqual([]);
    expect(g.refuse(2, { type: 'surrender' })).toBe('The game is over.');
  });

  it('the table counts the commands it accepted, not those it refused', () => {
    const g = script(EIGHT);
    expect(g.state.commandCount).toBe(0);
    g.refuse(4, { type: 'kill', target: 5 });
    g.night(5);
    expect(g.state.commandCount).toBe(4);
  });

  it('applyInPlace refuses like apply, and plays a legal command on the table itself', () => {
    const g = script(EIGHT);
    const before = JSON.stringify(g.state);
    expect(applyInPlace(g.state, 4, { type: 'kill', target: 5 })).toEqual({
      ok: false,
      error: 'Seat 5 has nothing to do now.',
    });
    expect(JSON.stringify(g.state)).toBe(before);
    const expected = apply(g.state, 2, { type: 'kill', target: 5 });
    const r = applyInPlace(g.state, 2, { type: 'kill', target: 5 });
    expect(r.ok).toBe(true);
    expect(expected.ok && r.ok && r.events).toEqual(expected.ok && expected.events);
    expect(g.state).toEqual(expected.ok && expected.state);
  });
});

describe('what a seat is offered', () => {
  it('no seat outside the table is offered anything', () => {
    const g = script(EIGHT);
    for (const seat of [-1, 8, 1.5]) expect(legalCommands(g.state, seat)).toEqual([]);
  });

  it('a civilian or a police speaks and passes; only a killer may also confess', () => {
    const g = script(EIGHT).night(5).next({ type: 'pass' });
    expect(legalCommands(g.state, 6)).toEqual([{ type: 'speak' }, { type: 'pass' }]);
    passUntil(g, 0);
    expect(legalCommands(g.state, 0)).toEqual([{ type: 'speak' }, { type: 'pass' }]);
    passUntil(g, 2);
    expect(legalCommands(g.state, 2)).toEqual([{ type: 'speak' }, { type: 'pass' }, { type: 'confess' }]);
    // Nobody else is offered anything by day, and nobody a night channel.
    expect(legalCommands(g.state, 3)).toEqual([]);
    expect(legalCommands(g.state, 4)).toEqual([]);
  });

  it('a speech holds at most 20 messages, then only 过 is left', () => {
    const g = script(EIGHT).night(5).next({ type: 'pass' });
    for (let i = 0; i < 19; i++) g.do(6, { type: 'speak', text: `第${i + 1}句` });
    expect(legalCommands(g.state, 6)).toEqual([{ type: 'speak' }, { type: 'pass' }]);
    g.do(6, { type: 'speak', text: '第20句' });
    expect(legalCommands(g.state, 6)).toEqual([{ type: 'pass' }]);
    expect(g.refuse(6, { type: 'speak', text: '第21句' })).toBe('Seat 7 may not speak now.');
    // The next speaker starts afresh.
    g.do(6, { type: 'pass' });
    expect(legalCommands(g.state, 7)).toEqual([{ type: 'speak' }, { type: 'pass' }]);
  });

  it('last words hold at most 20 messages too', () => {
    const g = script(EIGHT).night(5);
    for (let i = 0; i < 20; i++) g.do(5, { type: 'speak', text: `遗言${i + 1}` });
    expect(legalCommands(g.state, 5)).toEqual([{ type: 'pass' }]);
  });

  it('a killer may whisper 20 times a night; a killer who is out may not whisper at all', () => {
    const g = script(EIGHT);
    for (let i = 0; i < 19; i++) g.do(3, { type: 'nightChat', text: `${i}` });
    expect(legalCommands(g.state, 3)).toEqual([{ type: 'nightChat' }]);
    g.do(3, { type: 'nightChat', text: '19' });
    expect(legalCommands(g.state, 3)).toEqual([]);
    // Day 1 votes killer 3 (4号) out; night 2 opens the channel again, but not to him.
    g.kill(5).check(2).passAll().vote({ 0: 3, 1: 3, 2: 3 }).passAll();
    expect(g.step).toBe('kill');
    expect(legalCommands(g.state, 3)).toEqual([]);
    expect(legalCommands(g.state, 2)).toContainEqual({ type: 'nightChat' });
  });

  it('a police who is out may not surrender for the one left', () => {
    const g = script(EIGHT).night(0).passAll();
    expect(legalCommands(g.state, 0)).toEqual([]);
    expect(legalCommands(g.state, 1)).toContainEqual({ type: 'surrender' });
  });

  it('the police left alone may surrender during another’s last words and between other ballots', () => {
    // Night 1 kills police 1号: his last words, then the day. 2号 is the last police.
    const g = script(EIGHT).night(0);
    expect(g.step).toBe('lastWords');
    expect(legalCommands(g.state, 1)).toEqual([{ type: 'surrender' }]);
    g.passAll().do(1, { type: 'ballot', target: null });
    expect(g.pendingSeat).toBe(2);
    expect(legalCommands(g.state, 1)).toEqual([{ type: 'surrender' }]);
    // Nobody else may: killer 4号 still has 3号, and 5号 is a civilian.
    for (const seat of [3, 4]) expect(legalCommands(g.state, seat)).toEqual([]);
  });

  it('the last civilian may not surrender', () => {
    // Night 1 kills 5号, day 1 votes out 6号, night 2 kills 7号: 8号 is the last civilian.
    const g = script(EIGHT).night(4).passAll().vote({ 0: 5, 1: 5, 2: 5 }).passAll().night(6);
    expect(g.state.alive).toEqual([true, true, true, true, false, false, false, true]);
    expect(g.step).toBe('speech');
    expect(g.pendingSeat).toBe(7);
    expect(legalCommands(g.state, 7)).toEqual([{ type: 'speak' }, { type: 'pass' }]);
    g.next({ type: 'pass' });
    expect(legalCommands(g.state, 7)).toEqual([]);
  });

  it('a killer giving last words may not confess', () => {
    // Night 1 kills 7号; day 1 votes out killer 3号, whose last words are the second.
    const g = script(EIGHT).night(6).passAll().vote({ 0: 2, 1: 2 });
    expect(g.state.step).toMatchObject({ kind: 'lastWords', seat: 2 });
    expect(legalCommands(g.state, 2)).toEqual([{ type: 'speak' }, { type: 'pass' }]);
  });

  it('a speech and a whisper are kept without the spaces around them', () => {
    const g = script(EIGHT).do(3, { type: 'nightChat', text: '  杀6号  ' }).night(5).next({ type: 'pass' });
    g.do(6, { type: 'speak', text: '  我是好人 ' });
    expect(g.view(2).messages.map((m) => m.text)).toEqual(['杀6号', '我是好人']);
  });
});
