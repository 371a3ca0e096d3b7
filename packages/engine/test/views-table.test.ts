// What each seat's view of the table shows: its own hand and camp, every intel area and the
// discard, characters only when face up (or one's own), the intel in transit face down to all but
// its sender, the cards waiting on the stack with their targets, and a pending choice's options for
// the chooser alone. A spectator sees what every seat sees of the others, and may do nothing.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, getRuleset, legalCommands, view } from '../src/index.ts';
import type { CardId, Command, GameEvent, GameState } from '../src/index.ts';
import { scenarioGame } from '../src/scenario/index.ts';
import { table } from './helpers/table.ts';

const faces = getRuleset('standard').cards;
const seenIn = (s: GameState) => (c: CardId) => ({ handle: s.handleOf[c], face: faces[c] });
const backIn = (s: GameState) => (c: CardId) => ({ handle: s.handleOf[c], face: null });

describe('while characters are chosen', () => {
  const { state: s } = createGame({
    ruleset: 'standard',
    players: 3,
    seed: 1,
    characters: true,
    setup: { camps: ['red', 'blue', 'neutral'], firstPlayer: 0 },
  });

  it('a seat sees only its own two characters to choose from, no hand and no camp yet', () => {
    const v = view(s, 0);
    expect(v.offer).toStrictEqual(s.players[0].offer);
    expect(v.offer).toHaveLength(2);
    expect(v.hand).toBeNull();
    expect(v.players.map((p) => [p.camp, p.handCount, p.character])).toStrictEqual([
      [null, 0, null],
      [null, 0, null],
      [null, 0, null],
    ]);
    expect(v.legal).toStrictEqual(v.offer.map((character) => ({ type: 'chooseCharacter', character })));
    expect(view(s, 1).offer).toStrictEqual(s.players[1].offer);
    expect(view(s, 1).legal).toStrictEqual([]);
    // The offer shown is a copy: changing it changes nothing at the table.
    const before = [...s.players[0].offer];
    v.offer.push('viper');
    expect(s.players[0].offer).toStrictEqual(before);
  });

  it('a spectator is offered nothing and may do nothing', () => {
    const v = view(s, 'spectator');
    expect(v.offer).toStrictEqual([]);
    expect(v.legal).toStrictEqual([]);
    expect(v.hand).toBeNull();
  });
});

describe('a table in play', () => {
  // A (小白, face down) holds three cards; B (戴笠) is face up; C (职业杀手) face down, with a
  // false intel in front of her; one card in the discard.
  const t = table({
    players: 3,
    camps: ['red', 'blue', 'neutral'],
    characters: ['小白', '戴笠', '职业杀手'],
    up: [1],
    down: [0, 2],
    hands: { 0: ['red lock', 'black intercept', 'red lure'], 1: ['blue counter'] },
    intel: { 2: ['black burn', 'red decode'] },
    discard: ['blue lure'],
  });
  const { s } = t;
  const seen = seenIn(s);

  it('each seat sees its own hand and camp, everybody’s intel and the discard, and the face-up characters', () => {
    const a = view(s, 0);
    expect(a.hand).toStrictEqual(['red lock', 'black intercept', 'red lure'].map((f) => seen(t.card(f))));
    expect(a.players).toStrictEqual([
      {
        seat: 0,
        alive: true,
        lost: false,
        camp: 'red',
        handCount: 3,
        intel: [],
        character: 'littleBai',
        characterUp: false,
        gender: 'unknown',
        extraMission: null,
      },
      {
        seat: 1,
        alive: true,
        lost: false,
        camp: null,
        handCount: 1,
        intel: [],
        character: s.players[1].character,
        characterUp: true,
        gender: 'unknown',
        extraMission: null,
      },
      {
        seat: 2,
        alive: true,
        lost: false,
        camp: null,
        handCount: 0,
        intel: [seen(t.card('black burn')), seen(t.card('red decode'))],
        character: null,
        characterUp: false,
        gender: 'unknown',
        extraMission: null,
      },
    ]);
    expect(a.discard).toStrictEqual([seen(t.card('blue lure'))]);
    // A is asked nothing but may play: she holds priority in her play phase.
    expect(a.pending).toStrictEqual({ seat: 0, kind: 'priority' });
    expect(a.legal).toStrictEqual(legalCommands(s, 0));
    expect(a.legal.length).toBeGreaterThan(0);
    expect(a.offer).toStrictEqual([]);
    // C sees her own face-down character, and not A's.
    expect(view(s, 2).players.map((p) => p.character)).toStrictEqual([
      null,
      s.players[1].character,
      'hitman',
    ]);
    expect(view(s, 2).hand).toStrictEqual([]);
  });

  it('a spectator sees the public table: no hand, no camp, no face-down character', () => {
    const v = view(s, 'spectator');
    expect(v.hand).toBeNull();
    expect(v.legal).toStrictEqual([]);
    expect(v.players.map((p) => [p.camp, p.character])).toStrictEqual([
      [null, null],
      [null, s.players[1].character],
      [null, null],
    ]);
    expect(v.players[2].intel).toHaveLength(2);
  });
});

describe('intel in transit and the cards waiting', () => {
  // A locks D in her play phase, then sends a face-down 截获 and lures B out of the passing.
  const t = table({
    players: 4,
    camps: ['red', 'blue', 'red', 'blue'],
    hands: { 0: ['red lock', 'black intercept', 'red lure'], 3: ['blue counter'] },
  });
  const { s } = t;
  t.play('A: use red lock on D');
  t.play('D: pass'); // A may play nothing more: the play phase ends
  t.play('A: send black intercept');
  t.play('A: use red lure on B');

  it('the locks and the lured are shown to all; the intel’s face only to its sender', () => {
    const intel = t.card('black intercept');
    const passing = {
      sender: 0,
      holder: 0,
      delivery: 'secret',
      direction: 1,
      stage: 'transmit',
      mustTake: false,
      lured: [],
      directTarget: -1,
      card: seenIn(s)(intel),
    };
    expect(view(s, 0).locks).toStrictEqual([3]);
    expect(view(s, 0).passing).toStrictEqual(passing);
    for (const v of [1, 2, 3, 'spectator'] as const)
      expect(view(s, v).passing).toStrictEqual({ ...passing, card: backIn(s)(intel) });
  });

  it('a card waiting on the stack shows its user, face, target, and no skill', () => {
    const stack = view(s, 3).window?.stack;
    expect(stack).toStrictEqual([
      {
        frame: s.window?.stack[0].id,
        user: 0,
        fn: 'lure',
        card: seenIn(s)(t.card('red lure')),
        skill: null,
        target: { seat: 1 },
        countered: false,
        named: null,
      },
    ]);
    expect(view(s, 3).window).toMatchObject({ kind: s.window?.kind, resolving: false });
    // D may still answer it; once the lure resolves B is skipped, and C is asked to take the intel.
    t.play('D: pass');
    expect(view(s, 2).passing).toMatchObject({ holder: 2, stage: 'arrive', lured: [1] });
    expect(view(s, 2).pending).toStrictEqual({ seat: 2, kind: 'receiveIntel' });
  });

  it('a view is a copy: changing it changes nothing at the table', () => {
    const v = view(s, 0);
    v.locks.push(3);
    v.passing?.lured.push(3);
    expect(s.locks).toStrictEqual([3]);
    expect(s.passing?.lured).toStrictEqual([1]);
  });
});

describe('what a 识破 and a 烧毁 point at', () => {
  it('a card that answers a waiting card names its frame; a card on an intel names that intel', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      hands: { 0: ['red lock', 'black counter'], 1: ['blue counter'], 2: ['red burn'] },
      intel: { 1: ['black lure'] },
    });
    const { s } = t;
    t.play('A: use red lock on B');
    t.play('B: use blue counter on red lock');
    t.play("C: use red burn on B's black lure");
    const lockFrame = s.window?.stack[0].id;
    const stack = view(s, 0).window?.stack ?? [];
    expect(stack.map((f) => [f.user, f.fn, f.target])).toStrictEqual([
      [0, 'lock', { seat: 1 }],
      [1, 'counter', { frame: lockFrame }],
      [2, 'burn', { intel: s.handleOf[t.card('black lure')] }],
    ]);
  });
});

describe('a pending choice', () => {
  it('its prompt and options (cards, then seats) are shown to the chooser only', () => {
    // 柒佰's 联动: on using 锁定 he draws two, then gives one hand card to another player.
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['柒佰', '刀锋', '情报处长'],
      hands: { 0: ['red lock', 'red intercept'] },
      deck: ['blue lure', 'black lure'],
    });
    const { s } = t;
    t.play('A: use red lock on B');
    const seen = seenIn(s);
    expect(view(s, 0).pending).toStrictEqual({
      seat: 0,
      kind: 'choose',
      prompt: 'skill.linkage.card',
      options: ['red intercept', 'blue lure', 'black lure'].map((f) => ({ card: seen(t.card(f)) })),
    });
    for (const v of [1, 2, 'spectator'] as const)
      expect(view(s, v).pending).toStrictEqual({ seat: 0, kind: 'choose' });
    t.play('A: choose black lure');
    expect(view(s, 0).pending).toStrictEqual({
      seat: 0,
      kind: 'choose',
      prompt: 'skill.linkage.recipient',
      options: [{ seat: 1 }, { seat: 2 }],
    });
    expect(view(s, 1).pending).toStrictEqual({ seat: 0, kind: 'choose' });
  });
});

describe('an optional skill offered to a face-down character', () => {
  // 老鬼's 就计 (when locked she may turn her character up and draw two).
  const locked = (up: boolean) => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['老金', '老鬼', '老枪'],
      ...(up ? { up: [1] } : { down: [1] }),
      hands: { 0: ['red lock', 'red bounce'] },
      deck: ['red burn', 'blue burn'],
    });
    t.play('A: use red lock on B');
    return t.s;
  };

  it('face down, only she is asked; the others see the table as if nothing were asked', () => {
    const s = locked(false);
    expect(view(s, 1).pending).toStrictEqual({
      seat: 1,
      kind: 'choose',
      prompt: 'skill.oldGhostJiuji',
      options: [{ value: 'use' }],
    });
    // The 锁定 is resolving: the others are told of no decision at all.
    for (const v of [0, 2, 'spectator'] as const) expect(view(s, v).pending).toBeNull();
  });

  it('face up, everybody sees that he decides (礼服蒙面人’s 救美 at a woman’s death)', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['闪灵', '礼服蒙面人', '戴笠'],
      up: [0, 1],
      first: 2,
      hands: { 2: ['black lock'] },
      intel: { 0: ['black burn', 'black lure'] },
    });
    t.play('C: pass');
    t.play('C: send black lock to A');
    t.play('A: accept');
    expect(t.s.window).toBeNull();
    expect(view(t.s, 1).pending).toStrictEqual({
      seat: 1,
      kind: 'choose',
      prompt: 'skill.rescue',
      options: [{ value: 'use' }],
    });
    for (const v of [0, 2, 'spectator'] as const)
      expect(view(t.s, v).pending).toStrictEqual({ seat: 1, kind: 'choose' });
  });
});

describe('a skill waiting on the stack, and the dead', () => {
  it('a skill used is shown by its name, with no card', () => {
    // 小白's 收买 pays four hand cards on use, then waits on the stack like a card.
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['小白', '戴笠', '职业杀手'],
      first: 2,
      hands: { 0: ['red lock', 'blue lock', 'black lock', 'red counter', 'blue counter'], 2: ['blue burn'] },
      intel: { 1: ['red burn'] },
    });
    t.play('A: skill 收买 on B'); // in C's play phase (C, with nothing to burn, has passed)
    for (const f of ['red lock', 'blue lock', 'black lock', 'red counter']) t.play(`A: choose ${f}`);
    const frame = view(t.s, 2).window?.stack[0];
    expect(frame).toMatchObject({
      user: 0,
      card: null,
      skill: 'bribe',
      target: { seat: 1 },
      countered: false,
    });
  });

  it('who died, and who killed them, is shown to all', () => {
    const t = table({
      players: 5,
      camps: ['red', 'blue', 'red', 'blue', 'neutral'],
      hands: { 0: ['black intercept'], 1: ['blue lock'] },
      intel: { 1: ['red lock', 'black lock', 'black counter'] },
    });
    t.play('A: send black intercept');
    t.play('B: accept');
    for (const v of [0, 3, 'spectator'] as const) {
      // With the faces of the intel that lay in front of them (the cards are in the discard now).
      expect(view(t.s, v).deaths).toStrictEqual([
        {
          seat: 1,
          killer: 0,
          intel: ['red lock', 'black lock', 'black counter', 'black intercept'].map((f) =>
            expect.objectContaining({ colour: f.split(' ')[0], fn: f.split(' ')[1] }),
          ),
        },
      ]);
      expect(view(t.s, v).players[1]).toMatchObject({ alive: false, camp: 'blue', intel: [], handCount: 0 });
    }
  });
});

/**
 * A 风声再临 table set up and played in the scenario words (seats A, B, ...): the state after the
 * commands, and every event they made.
 */
function playedZailin(doc: string): { s: GameState; events: GameEvent[] } {
  const g = scenarioGame(doc);
  if (!g.ok) throw new Error(g.errors.join('; '));
  // The runner hands its game options over untyped (they are the file's, read by zod).
  const created = createGame(g.options as Parameters<typeof createGame>[0]);
  const events = [...created.events];
  for (const c of g.commands) {
    const r = applyInPlace(created.state, c.seat, c.command as Command);
    if (!r.ok) throw new Error(r.error);
    events.push(...r.events);
  }
  return { s: created.state, events };
}

describe('the mode played', () => {
  it('a game played with no mode names none, to any seat or to a spectator', () => {
    const { s } = table({ players: 3, camps: ['red', 'blue', 'neutral'] });
    for (const v of [0, 1, 2, 'spectator'] as const) expect(Object.keys(view(s, v))).not.toContain('mode');
  });

  it('a game played in a mode names it to every seat and to a spectator', () => {
    const { state: s } = createGame({ ruleset: 'online', players: 4, seed: 3, mode: 'novice' });
    for (const v of [0, 3, 'spectator'] as const) expect(view(s, v).mode).toBe('novice');
  });
});

describe('a card’s question to a face-down character', () => {
  it('B names his 秘密下达’s code: everybody sees the table wait for B, only B sees the codes', () => {
    // B (老金) is face down: a question a card puts to him is no skill offer, and tells nothing of
    // his character; the code is named aloud (秘密下达 ③).
    const { s } = playedZailin(`
name: B names the code of his secret order
ruleset: zailin
players: 4
camps: [red, blue, red, blue]
characters: { A: none, B: 老金, C: none, D: none }
characterUp: { B: false }
first: A
hands: { A: [black lock, red counter], B: [black secretOrder tableA] }
commands: ['A: pass', 'A: pass', 'B: use black secretOrder tableA on A']
`);
    expect(s.players[1].characterUp).toBe(false);
    expect(view(s, 1).pending).toStrictEqual({
      seat: 1,
      kind: 'choose',
      prompt: 'secretOrder.code',
      options: [{ value: 'wind' }, { value: 'rain' }, { value: 'sunset' }],
    });
    for (const v of [0, 2, 3, 'spectator'] as const)
      expect(view(s, v).pending).toStrictEqual({ seat: 1, kind: 'choose' });
  });
});

describe('a skill offered to a face-down character while a window is open', () => {
  // 老金 (B, face down) may use 破釜沉舟 at the end of his own turn: the end window is open, and he
  // holds its priority. Others see that window as it would be without the offer.
  // Without automatic passing every window goes round the table from B: play, declare, the
  // intel's arrival at C, and its receipt.
  const round = ['B: pass', 'C: pass', 'D: pass', 'A: pass'];
  const manual = [...round, ...round, 'B: send black reinforce to C', ...round, 'C: accept', ...round];
  const endOfBsTurn = (autoPass: boolean) =>
    playedZailin(`
name: B may burn the boats at the end of his turn
ruleset: zailin
players: 4
camps: [red, blue, red, blue]
characters: { A: none, B: 老金, C: none, D: none }
characterUp: { B: false }
first: B
autoPass: ${autoPass}
hands: { B: [red counter, blue counter, black reinforce, black counter] }
commands: ${JSON.stringify(autoPass ? ['B: pass', 'B: send black reinforce to C', 'C: accept'] : manual)}
`).s;

  it('with automatic passing nobody but B is told anything: the window waits on someone unnamed', () => {
    const s = endOfBsTurn(true);
    expect(s.window).toMatchObject({ kind: 'end', resolving: false, priority: 1 });
    expect(view(s, 1).pending).toStrictEqual({
      seat: 1,
      kind: 'choose',
      prompt: 'skill.burnTheBoats',
      options: [{ value: 'use' }],
    });
    for (const v of [0, 2, 3, 'spectator'] as const)
      expect(view(s, v).pending).toStrictEqual({ seat: null, kind: 'priority' });
  });

  it('without automatic passing the others see B hold the end window’s priority, not the offer', () => {
    const s = endOfBsTurn(false);
    expect(s.window).toMatchObject({ kind: 'end', resolving: false, priority: 1 });
    expect(view(s, 1).pending).toMatchObject({ seat: 1, kind: 'choose', prompt: 'skill.burnTheBoats' });
    for (const v of [0, 2, 3, 'spectator'] as const)
      expect(view(s, v).pending).toStrictEqual({ seat: 1, kind: 'priority' });
  });
});
