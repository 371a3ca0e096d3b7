// Engine bugs found by the property tests (properties.test.ts), each reduced to a small table.
// Both failed at a8ca1db and pass since 10539e2 ("malformed commands rejected by field type; passes
// private under automatic passing"); they stay as regression tests.
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, createGame, eventsFor, getRuleset, pending, view } from '../src/index.ts';
import type { CardId, Command, GameState, Seat } from '../src/index.ts';

const CARDS = getRuleset('standard').cards;

/** The first card of this function and colour in the standard deck. */
function card(fn: string, colour: string): CardId {
  const i = CARDS.findIndex((c) => c.fn === fn && c.colour === colour);
  if (i < 0) throw new Error(`no ${colour} ${fn}`);
  return i;
}

describe('with automatic passing, nobody learns who had a card to play', () => {
  // views.ts hides who holds priority under autoPass ("that would reveal who has a card to play"),
  // but a seat that holds a playable card must pass by hand, and that `pass` event, with its seat,
  // goes to everyone. A seat with nothing to play passes silently. So the event stream tells the
  // table exactly who holds a playable card.
  //
  // Reproduction: 3 players, autoPass, seat A (current, first player, no draw) holds a red 锁定 and
  // has one black intel; B holds a red 烧毁 (usable on that intel) or, in the second game, a red 破译
  // (not usable now); C holds a blue 破译. A passes; in the first game B is asked and passes. C
  // receives [pass A, pass B] in the first game and [pass A] in the second.
  function playWindow(bCard: CardId): unknown[] {
    const { state } = createGame({
      ruleset: 'standard',
      players: 3,
      seed: 1,
      autoPass: true,
      setup: {
        camps: ['red', 'blue', 'neutral'],
        firstPlayer: 0,
        skipFirstDraw: true,
        hands: [[card('lock', 'red')], [bCard], [card('decode', 'blue')]],
        intel: [[card('lock', 'black')], [], []],
      },
    });
    const seenByC: unknown[] = [];
    while (pending(state)?.kind === 'priority') {
      expect(view(state, 2).pending?.seat).toBeNull(); // the view keeps it secret...
      const r = applyInPlace(state, pending(state)!.seat, { type: 'pass' });
      if (!r.ok) throw new Error(r.error);
      seenByC.push(...eventsFor(state, r.events, 2));
    }
    expect(pending(state)).toEqual({ seat: 0, kind: 'sendIntel' });
    return seenByC;
  }

  it('C sees the same events whether or not B held a card B could play', () => {
    // ...but the events give it away.
    expect(playWindow(card('burn', 'red'))).toEqual(playWindow(card('decode', 'red')));
  });
});

describe('a malformed command is rejected, never thrown', () => {
  // Error messages interpolate client-supplied values (`card ${cmd.card} ...`, `no seat ${seat}`,
  // `${name} cannot be used now`, `no intel ${t.intel} ...`, `..., not ${cmd.to}`). A JSON object
  // with an own "toString" (or "valueOf") key cannot be converted to a string, so `apply` throws a
  // TypeError instead of returning { ok: false, error }. Such a command arrives as plain JSON, e.g.
  // {"type":"use","card":{"toString":0}}.
  //
  // Reproduction: createGame({ ruleset: 'standard', players: 3, seed: 1, autoPass: false }), then
  // apply(state, 0, JSON.parse('{"type":"use","card":{"toString":0}}')) throws
  // "TypeError: Cannot convert object to primitive value".
  const evil = (): unknown => JSON.parse('{"toString":0}');

  function table(): GameState {
    return createGame({
      ruleset: 'standard',
      players: 3,
      seed: 1,
      autoPass: false,
      setup: {
        camps: ['red', 'blue', 'neutral'],
        firstPlayer: 0,
        skipFirstDraw: true,
        hands: [
          [card('lock', 'red'), card('burn', 'red')],
          [card('decode', 'red')],
          [card('decode', 'blue')],
        ],
      },
    }).state;
  }

  /** The table at A's 传递 decision: everyone passed the play window. */
  function sending(): GameState {
    const s = table();
    while (pending(s)?.kind === 'priority') applyInPlace(s, pending(s)!.seat, { type: 'pass' });
    expect(pending(s)).toEqual({ seat: 0, kind: 'sendIntel' });
    return s;
  }

  const handle = (s: GameState, seat: Seat, c: CardId): number => {
    expect(s.players[seat].hand).toContain(c);
    return s.handleOf[c];
  };

  const cases: [string, () => [GameState, unknown, unknown]][] = [
    ['a card handle that is an object', () => [table(), 0, { type: 'use', card: evil() }]],
    [
      '"as" that is an object',
      () => {
        const s = table();
        return [s, 0, { type: 'use', card: handle(s, 0, card('lock', 'red')), as: evil() }];
      },
    ],
    [
      'a target intel that is an object',
      () => {
        const s = table();
        return [s, 0, { type: 'use', card: handle(s, 0, card('burn', 'red')), target: { intel: evil() } }];
      },
    ],
    [
      'a 直达 target seat that is an object',
      () => {
        const s = sending();
        return [s, 0, { type: 'send', card: handle(s, 0, card('lock', 'red')), to: evil() }];
      },
    ],
    ['a seat that is an object', () => [table(), evil(), { type: 'pass' }]],
  ];

  it.each(cases)('%s', (_name, make) => {
    const [s, seat, command] = make();
    const before = structuredClone(s);
    for (const f of [apply, applyInPlace]) {
      let r: { ok: boolean; error?: string } | undefined;
      expect(() => {
        r = f(s, seat as Seat, command as Command);
      }).not.toThrow();
      expect(r?.ok).toBe(false);
      expect(r?.error).toBeTruthy();
      expect(s).toStrictEqual(before);
    }
  });
});
