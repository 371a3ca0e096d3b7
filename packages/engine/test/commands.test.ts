// A command that is not legal now is refused with a reason a player can read, and changes nothing:
// the wrong seat, a malformed command (they come from the network), a card not in hand or not
// usable now, a target that is not legal, sending or answering out of turn, and so on.
import { describe, expect, it } from 'vitest';
import { apply, check, createGame, pending } from '../src/index.ts';
import type { Command } from '../src/index.ts';
import { table } from './helpers/table.ts';
import { refused } from './helpers/refused.ts';

/** A's play phase at a 3-seat table: A holds a 锁定 (card id 0), a 截获 and a 调虎离山; B a 破译. */
function playPhase() {
  const t = table({
    players: 3,
    camps: ['red', 'blue', 'neutral'],
    hands: { 0: ['red lock', 'black intercept', 'blue lure'], 1: ['black decode', 'red counter'] },
    intel: { 2: ['black burn'] },
  });
  return { t, s: t.s, h: (face: string) => t.s.handleOf[t.card(face)] };
}

describe('who and what', () => {
  it('a seat not at the table', () => {
    const { s } = playPhase();
    expect(refused(s, -1, { type: 'pass' })).toBe('no seat -1');
    expect(refused(s, 3, { type: 'pass' })).toBe('no seat 3');
    expect(refused(s, 1.5, { type: 'pass' })).toBe('no seat 1.5');
    expect(refused(s, 'A' as unknown as number, { type: 'pass' })).toBe('no seat string');
  });

  it('something that is not a command object', () => {
    const { s } = playPhase();
    for (const cmd of [null, 'pass', [{ type: 'pass' }], 7])
      expect(refused(s, 0, cmd)).toBe('a command must be an object');
  });

  it('fields of the wrong type', () => {
    const { s, h } = playPhase();
    expect(refused(s, 0, { type: 5 })).toBe('a command needs a string "type"');
    for (const type of ['use', 'send', 'discard']) {
      expect(refused(s, 0, { type, card: 'red lock' })).toBe('"card" must be an integer handle');
      expect(refused(s, 0, { type })).toBe('"card" must be an integer handle');
    }
    expect(refused(s, 0, { type: 'send', card: h('black intercept'), to: 'B' })).toBe(
      '"to" must be a seat number',
    );
    for (const target of [5, null, [1], 'B'])
      expect(refused(s, 0, { type: 'use', card: h('red lock'), target })).toBe(
        '"target" and "pick" must be objects',
      );
    expect(refused(s, 0, { type: 'choose', pick: 'red lock' })).toBe('"target" and "pick" must be objects');
    const fields = 'target and pick fields must be integers (seat, frame, intel, card) or a string (value)';
    for (const target of [{ seat: 'B' }, { frame: 1.5 }, { intel: 'x' }, { card: '1' }, { value: 3 }])
      expect(refused(s, 0, { type: 'use', card: h('red lock'), target })).toBe(fields);
    expect(refused(s, 0, { type: 'dance' })).toBe('unknown command type "dance"');
  });
});

describe('cards and skills in a play phase', () => {
  it('a card not in one’s hand, or not usable now, says whose turn it is', () => {
    const { t, s, h } = playPhase();
    expect(refused(s, 0, { type: 'use', card: 999 })).toBe("card 999 is not in seat 0's hand");
    expect(refused(s, 0, { type: 'use', card: h('black decode') })).toBe(
      `card ${h('black decode')} is not in seat 0's hand`,
    );
    expect(refused(s, 0, { type: 'use', card: h('black intercept') })).toBe(
      'intercept cannot be used now (play window, your turn)',
    );
    // B may answer the 锁定 once it is used, but not with a 破译, and only in A's turn.
    t.play('A: use red lock on B');
    expect(refused(s, 1, { type: 'use', card: h('black decode') })).toBe(
      "decode cannot be used now (play window, seat 0's turn)",
    );
    expect(refused(s, 0, { type: 'pass' })).toBe('seat 0 does not hold priority');
    expect(refused(s, 0, { type: 'use', card: h('blue lure') })).toBe('seat 0 does not hold priority');
    expect(refused(s, 0, { type: 'skill', skill: 'bribe' })).toBe('seat 0 does not hold priority');
  });

  it('a card in another player’s intel area is not one’s own to use', () => {
    const { s, h } = playPhase();
    // C's 烧毁 lies face up in front of C: A cannot reach for it, as if it were in A's hand.
    expect(refused(s, 0, { type: 'use', card: h('black burn') })).toBe(
      `card ${h('black burn')} is not in seat 0's hand`,
    );
  });

  it('a card of one’s own intel area is no hand card: it cannot be used now (card id 0 too)', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      hands: { 0: ['blue lock'] },
      intel: { 0: ['red lock', 'blue lure'] },
    });
    const h = (face: string) => t.s.handleOf[t.card(face)];
    expect(t.card('red lock')).toBe(0);
    expect(refused(t.s, 0, { type: 'use', card: h('blue lure') })).toBe(
      'lure cannot be used now (play window, your turn)',
    );
    expect(refused(t.s, 0, { type: 'use', card: h('red lock') })).toBe(
      'lock cannot be used now (play window, your turn)',
    );
  });

  it('a card named as another function says which card would not turn into what (card id 0 too)', () => {
    const { t, s, h } = playPhase();
    // Card id 0 is the 锁定: no skill lets A use it as a 烧毁.
    expect(t.card('red lock')).toBe(0);
    expect(refused(s, 0, { type: 'use', card: h('red lock'), as: 'burn' })).toBe(
      `card ${h('red lock')} cannot be used as burn now (play window, your turn)`,
    );
  });

  it('a target that is not legal is named as given; a missing one as {}', () => {
    const { s, h } = playPhase();
    // Card id 0 is the 锁定 itself: the lowest id is a card like any other.
    expect(s.players[0].hand).toContain(0);
    expect(refused(s, 0, { type: 'use', card: h('red lock') })).toBe('lock: not a legal target: {}');
    expect(refused(s, 0, { type: 'use', card: h('red lock'), target: { seat: 0 } })).toBe(
      'lock: not a legal target: {"seat":0}',
    );
    expect(refused(s, 0, { type: 'use', card: h('red lock'), target: { intel: 999 } })).toBe(
      'no intel 999 on the table',
    );
    expect(check(s, 0, { type: 'use', card: h('red lock'), target: { seat: 1 } })).toStrictEqual({
      ok: true,
      card: 0,
      target: { seat: 1 },
      fn: 'lock',
    });
  });

  it('a skill the seat lacks, or aimed wrong', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['小白', '戴笠', '职业杀手'],
      first: 2,
      hands: { 0: ['red lock', 'blue lock', 'black lock', 'red counter'] },
      intel: { 1: ['red burn'] },
    });
    const { s } = t;
    expect(refused(s, 1, { type: 'skill', skill: 'bribe' })).toBe('seat 1 does not hold priority');
    expect(refused(s, 0, { type: 'skill', skill: 'snipe' })).toBe(
      'skill "snipe" cannot be used by seat 0 now',
    );
    expect(refused(s, 0, { type: 'skill', skill: 'bribe' })).toBe('bribe: not a legal target: {}');
    expect(refused(s, 0, { type: 'skill', skill: 'bribe', target: { seat: 0 } })).toBe(
      'bribe: not a legal target: {"seat":0}',
    );
    expect(refused(s, 0, { type: 'skill', skill: 'bribe', target: { intel: 999 } })).toBe(
      'no intel 999 on the table',
    );
    expect(check(s, 0, { type: 'skill', skill: 'bribe', target: { seat: 1 } })).toMatchObject({
      ok: true,
      target: { seat: 1 },
    });
  });
});

describe('sending and taking intel', () => {
  function sendStep() {
    const t = table({
      players: 4,
      camps: ['red', 'blue', 'red', 'blue'],
      hands: { 0: ['black lock', 'blue lure', 'red intercept'], 2: ['red decode'] },
    });
    t.play('A: pass');
    return { t, s: t.s, h: (face: string) => t.s.handleOf[t.card(face)] };
  }

  it('only the sender, in the send step, with a card from their hand', () => {
    const { s, h } = sendStep();
    expect(s.decision).toMatchObject({ kind: 'sendIntel', seat: 0 });
    expect(refused(s, 1, { type: 'send', card: h('black lock'), to: 2 })).toBe(
      'seat 1 is not sending intel now',
    );
    expect(refused(s, 0, { type: 'send', card: 999 })).toBe("card 999 is not in seat 0's hand");
    expect(refused(s, 0, { type: 'send', card: h('red decode') })).toBe(
      `card ${h('red decode')} is not in seat 0's hand`,
    );
    const { s: s2 } = playPhase();
    expect(refused(s2, 0, { type: 'send', card: 0 })).toBe('seat 0 is not sending intel now');
  });

  it('直达 intel goes to another player in the game; other intel to no one in particular', () => {
    const { t, s, h } = sendStep();
    const wrong = (to: number) => `直达 intel must go to another player still in the game, not ${to}`;
    for (const to of [0, -1, 4])
      expect(refused(s, 0, { type: 'send', card: h('black lock'), to })).toBe(wrong(to));
    expect(refused(s, 0, { type: 'send', card: h('blue lure'), to: 1 })).toBe(
      'only 直达 intel takes a target seat',
    );
    expect(check(s, 0, { type: 'send', card: h('black lock'), to: 3 })).toStrictEqual({
      ok: true,
      card: t.card('black lock'),
    });
  });

  it('a delivery is said as "secret", "text" or "direct", whatever the card', () => {
    const { s, h } = sendStep();
    for (const delivery of ['密电', 'face up', ''])
      expect(refused(s, 0, { type: 'send', card: h('blue lure'), delivery } as unknown as Command)).toBe(
        '"delivery" must be "secret", "text" or "direct"',
      );
  });

  it('the direction is 1 or -1, and turning it needs a card or a skill that allows it', () => {
    const { s, h } = sendStep();
    const lure = h('blue lure');
    expect(refused(s, 0, { type: 'send', card: lure, direction: 0 })).toBe('"direction" must be 1 or -1');
    expect(refused(s, 0, { type: 'send', card: lure, direction: -1 })).toBe(
      'you cannot choose the direction of this intel',
    );
    expect(check(s, 0, { type: 'send', card: lure, direction: 1 }).ok).toBe(true);
  });

  it('sending 文本 as 密电 needs a skill; "secret" is a boolean; false is plain sending', () => {
    const { s, h } = sendStep();
    const lure = h('blue lure');
    expect(refused(s, 0, { type: 'send', card: lure, secret: 'yes' })).toBe('"secret" must be a boolean');
    expect(refused(s, 0, { type: 'send', card: lure, secret: true })).toBe(
      'only 文本 intel may be sent as 密电, and only with a skill that allows it',
    );
    expect(refused(s, 0, { type: 'send', card: h('red intercept'), secret: true })).toBe(
      'only 文本 intel may be sent as 密电, and only with a skill that allows it',
    );
    expect(check(s, 0, { type: 'send', card: lure, secret: false }).ok).toBe(true);
  });

  it('only the player the intel reached takes or refuses it', () => {
    const { t, s } = sendStep();
    expect(refused(s, 1, { type: 'accept' })).toBe('seat 1 is not deciding on intel now');
    // The sender, deciding what to send, is not deciding on intel; nor is anyone in a play phase.
    expect(refused(s, 0, { type: 'accept' })).toBe('seat 0 is not deciding on intel now');
    const { s: play } = playPhase();
    expect(refused(play, 0, { type: 'refuse' })).toBe('seat 0 is not deciding on intel now');
    t.play('A: send blue lure');
    t.play('A: pass'); // the window while it is passed on
    // C (with a 破译 she could use) is asked only when it reaches her; B is asked first.
    expect(s.decision).toMatchObject({ kind: 'receiveIntel', seat: 1 });
    for (const type of ['accept', 'refuse']) {
      expect(refused(s, 2, { type })).toBe('seat 2 is not deciding on intel now');
      expect(refused(s, 0, { type })).toBe('seat 0 is not deciding on intel now');
    }
    expect(check(s, 1, { type: 'refuse' })).toStrictEqual({ ok: true });
  });
});

describe('discarding, choosing and choosing a character', () => {
  it('only the player a 试探 told to discard, and only a card of their own', () => {
    const t = table({
      players: 5,
      camps: ['red', 'blue', 'red', 'blue', 'neutral'],
      hands: { 0: ['red probe blue discard1', 'black decode'], 1: ['red lock', 'blue counter'] },
    });
    const { s } = t;
    const h = (f: string) => s.handleOf[t.card(f)];
    expect(refused(s, 1, { type: 'discard', card: h('red lock') })).toBe('seat 1 has nothing to discard now');
    t.play('A: use red probe blue discard1 on B');
    t.play('B: pass'); // B could answer it with his 识破
    expect(s.decision).toMatchObject({ kind: 'discardCard', seat: 1 });
    expect(refused(s, 0, { type: 'discard', card: h('black decode') })).toBe(
      'seat 0 has nothing to discard now',
    );
    expect(refused(s, 1, { type: 'discard', card: h('black decode') })).toBe(
      `card ${h('black decode')} is not in seat 1's hand`,
    );
    // The 锁定 is card id 0, the lowest: it may be discarded like any other.
    expect(t.card('red lock')).toBe(0);
    expect(check(s, 1, { type: 'discard', card: h('red lock') })).toStrictEqual({ ok: true, card: 0 });
  });

  it('only the chooser, only an option, and no option twice', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['小白', '戴笠', '职业杀手'],
      first: 2,
      hands: { 0: ['red lock', 'blue lock', 'black lock', 'red counter', 'blue counter'] },
      intel: { 1: ['red burn'] },
    });
    const { s } = t;
    const h = (f: string) => s.handleOf[t.card(f)];
    expect(refused(s, 0, { type: 'choose', pick: { card: h('red lock') } })).toBe(
      'seat 0 has nothing to choose now',
    );
    t.play('A: skill 收买 on B');
    expect(refused(s, 1, { type: 'choose', pick: { card: h('red lock') } })).toBe(
      'seat 1 has nothing to choose now',
    );
    t.play('A: choose red lock');
    expect(refused(s, 0, { type: 'choose', pick: { card: h('red lock') } })).toBe('already picked');
    expect(refused(s, 0, { type: 'choose', pick: { seat: 1 } })).toBe('not one of the options: {"seat":1}');
    expect(check(s, 0, { type: 'choose', pick: { card: h('blue lock') } })).toStrictEqual({
      ok: true,
      option: { card: t.card('blue lock') },
    });
  });

  it('a character only while choosing, in one’s turn to choose, and one of one’s own two', () => {
    const { state: s } = createGame({
      ruleset: 'standard',
      players: 3,
      seed: 1,
      characters: true,
      setup: { camps: ['red', 'blue', 'neutral'], firstPlayer: 0 },
    });
    const mine = s.players[0].offer;
    const theirs = s.players[1].offer;
    expect(refused(s, 1, { type: 'chooseCharacter', character: theirs[0] })).toBe(
      'seat 1 is not choosing a character now',
    );
    expect(refused(s, 0, { type: 'chooseCharacter', character: theirs[0] })).toBe(
      `"${theirs[0]}" is not one of the characters seat 0 was dealt`,
    );
    expect(check(s, 0, { type: 'chooseCharacter', character: mine[1] })).toStrictEqual({ ok: true });
    expect(refused(s, 0, { type: 'pass' })).toBe('seat 0 does not hold priority');
    const { s: play } = playPhase();
    expect(refused(play, 0, { type: 'chooseCharacter', character: mine[0] })).toBe(
      'seat 0 is not choosing a character now',
    );
  });
});

describe('who the game waits for', () => {
  it('once a player has won, nobody: not even the seat that held priority when the game ended', () => {
    // 眼镜蛇 (B, 打酱油的) draws his fourth 识破 and wins by his mission in his own turn.
    const t = table({
      players: 3,
      camps: ['red', 'neutral', 'blue'],
      characters: ['情报处长', '眼镜蛇', '柒佰'],
      first: 1,
      draw: true,
      hands: { 1: ['red counter', 'blue counter', 'black counter'] },
      deck: ['red counter', 'red lock'],
    });
    expect(t.s.result?.winners).toEqual([1]);
    expect(pending(t.s)).toBe(null);
  });
});

describe('apply, the step function of the game contract', () => {
  it('a refused command returns its reason and no state', () => {
    const { s } = playPhase();
    expect(apply(s, 1, { type: 'pass' })).toStrictEqual({
      ok: false,
      error: 'seat 1 does not hold priority',
    });
  });
});
