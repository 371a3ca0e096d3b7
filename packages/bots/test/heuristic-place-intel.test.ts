// Seat picks that place intel of known colours (issue 17): 遗志 hands my whole hand to a player who
// takes three of it as intel; 黄雀在后 places up to two of my false intel in front of a player. The
// seat chosen is where those cards do my camp most good, not the likeliest enemy whatever they are.
// Standard edition, five players; seats 0 (blue) and 1 (red) have shown their identity cards.
import { describe, expect, it } from 'vitest';
import { getRuleset, view } from '@fengsheng/engine';
import type { Camp, CardId, Command, EventView } from '@fengsheng/engine';
import { TACTICS } from '../src/index.ts';
import { makeCtx } from '../src/heuristic/evaluate.ts';
import { pickPartingMove, pickPlacedIntelSeat } from '../src/heuristic/place-intel.ts';
import { cardPicker, characterTable } from './helpers/tables.ts';

const CAMPS: Camp[] = ['blue', 'red', 'blue', 'red', 'neutral'];
const ME = 3;

type Choose = Extract<Command, { type: 'choose' }>;

/** Seat 3 (red, `character` face up) holds `hand`; each seat holds its `intel`; 0 and 1 revealed. */
function placedBy(
  character: string,
  hand: CardId[],
  intel: CardId[][],
  prompt: string,
  ruleset = 'standard',
): number | undefined {
  const characters = [null, null, null, character, null];
  const g = characterTable({
    ruleset,
    camps: CAMPS,
    hands: [[], [], [], hand, []],
    intel,
    first: 0,
    characters,
    up: characters.map((c) => c !== null),
  });
  g.state.players[0].revealed = true;
  g.state.players[1].revealed = true;
  const v = view(g.state, ME);
  const ctx = makeCtx({ view: v, legal: [], seen: g.logs[ME] }, TACTICS);
  const picks: Choose[] = [0, 1, 2, 4].map((seat) => ({ type: 'choose', pick: { seat } }));
  return pickPlacedIntelSeat(ctx, prompt, picks)?.pick?.seat;
}

describe('intel of known colours placed where it helps (issue 17)', () => {
  it('遗志 with three red cards goes to my red teammate, whose third red then wins, not to an enemy', () => {
    const pick = cardPicker('standard');
    const hand = [pick('lock', 'red'), pick('lure', 'red'), pick('bounce', 'red')];
    const intel = [[pick('counter', 'blue')], [], [], [], []];
    expect(placedBy('oldGhost', hand, intel, 'skill.lastWish')).toBe(1);
  });

  it('遗志 with three false intel goes to a known enemy, whom they kill, not to my teammate', () => {
    const pick = cardPicker('standard');
    const hand = [pick('lock', 'black'), pick('lure', 'black'), pick('bounce', 'black')];
    expect(placedBy('oldGhost', hand, [[], [], [], [], []], 'skill.lastWish')).toBe(0);
  });

  // Seat 0 is surely blue but holds no false intel: two would not kill him. Seat 4 is blue or the
  // neutral, at two false intel: the first kills him.
  it('黄雀在后 places its false intel where they kill a likely enemy, not on the surest one', () => {
    const pick = cardPicker('standard');
    const hand = [pick('lock', 'black'), pick('lure', 'black')];
    const intel = [[], [], [], [], [pick('bounce', 'black'), pick('decode', 'black')]];
    expect(placedBy('oriole', hand, intel, 'skill.orioleBehind.target')).toBe(4);
  });

  it('is no pick for other prompts', () => {
    const pick = cardPicker('standard');
    expect(
      placedBy('oldGhost', [pick('lock', 'red')], [[], [], [], [], []], 'skill.bloodRose'),
    ).toBeUndefined();
  });

  it('风声再临: 黄雀在后 has a likely enemy at two false intel receive its false intel, which kills him', () => {
    const pick = cardPicker('zailin');
    const intel = [[], [], [], [], [pick('lure', 'black'), pick('probe', 'black')]];
    expect(placedBy('oriole', [pick('lock', 'black')], intel, 'skill.orioleStrikes.to', 'zailin')).toBe(4);
  });

  // 后着: 浮萍 (red, dying) was shown seat 2's hand, a red 锁定 and a black 调虎离山. Seat 1, her red
  // teammate, holds two red intel; seat 0, blue, two false ones. The red card in front of seat 1 wins
  // the game for her camp: that is the card, and then the seat, she names.
  it('后着 lays the card it was shown where it does most: the red one on the teammate at two red', () => {
    const pick = cardPicker('standard');
    const red = pick('lock', 'red');
    const black = pick('lure', 'black');
    const intel = [
      [pick('bounce', 'black'), pick('decode', 'black')],
      [pick('counter', 'red'), pick('burn', 'red')],
      [],
      [],
      [],
    ];
    const g = characterTable({
      camps: CAMPS,
      hands: [[], [], [red, black], [], []],
      intel,
      first: 0,
      characters: [null, null, null, 'duckweed', null],
      up: [false, false, false, true, false],
    });
    g.state.players[0].revealed = true;
    g.state.players[1].revealed = true;
    const faces = getRuleset('standard').cards;
    const shown: EventView[] = [red, black].map((c) => ({
      type: 'peek',
      seat: ME,
      card: { handle: g.state.handleOf[c], face: faces[c] },
    }));
    const seen = [...g.logs[ME], ...shown];
    const v = view(g.state, ME);
    const ctx = makeCtx({ view: v, legal: [], seen: g.logs[ME] }, TACTICS);
    const cards: Choose[] = [red, black].map((c) => ({
      type: 'choose',
      pick: { card: g.state.handleOf[c] },
    }));
    const seats: Choose[] = [0, 1, 2, 3, 4].map((seat) => ({ type: 'choose', pick: { seat } }));
    expect(pickPartingMove(ctx, 'skill.partingMove.card', cards, seen)?.pick?.card).toBe(
      g.state.handleOf[red],
    );
    expect(pickPartingMove(ctx, 'skill.partingMove.seat', seats, seen)?.pick?.seat).toBe(1);
    // Shown nothing (no peek last in the log), it does not answer.
    expect(pickPartingMove(ctx, 'skill.partingMove.seat', seats, g.logs[ME])).toBeNull();
  });
});
