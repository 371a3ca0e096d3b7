// Choosing characters (选将, seed 004): each player is dealt two characters and keeps one, in turn
// from the first player; 潜伏 (hidden) characters stay face down, the others are turned up once
// everyone has chosen, and then the first turn begins. Scenarios fix the characters, so this is
// where the dealing and the choosing themselves are checked.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, getRuleset, registerRuleset } from '../src/index.ts';
import type { GameEvent, GameState } from '../src/index.ts';

const characters = getRuleset('standard').characters!;
const isExpansion = (id: string): boolean => characters[id].expansion;

function deal(players: number, first: number, expansion = false, seed = 1) {
  const camps = (
    ['red', 'blue', 'neutral', 'red', 'blue', 'neutral', 'red', 'blue', 'neutral'] as const
  ).slice(0, players);
  return createGame({
    ruleset: 'standard',
    players,
    seed,
    characters: true,
    expansion,
    setup: { camps: [...camps], firstPlayer: first },
  });
}

function choose(s: GameState, seat: number, character: string): GameEvent[] {
  const r = applyInPlace(s, seat, { type: 'chooseCharacter', character });
  if (!r.ok) throw new Error(r.error);
  return r.events;
}

describe('dealing characters', () => {
  it('two characters to each player, from the first player round the table, each told only his own', () => {
    const { state, events } = deal(5, 2);
    const dealt = events.filter((e) => e.type === 'charactersDealt');
    expect(dealt.map((e) => e.seat)).toEqual([2, 3, 4, 0, 1]);
    for (const e of dealt) {
      expect(e.offer).toHaveLength(2);
      expect(e.offer).toEqual(state.players[e.seat].offer);
      expect(e.to).toEqual([e.seat]);
    }
    const all = dealt.flatMap((e) => e.offer);
    expect(new Set(all).size).toBe(10);
    expect(state.step).toBe('chooseCharacters');
    expect(state.decision).toEqual({ kind: 'chooseCharacter', seat: 2 });
    // Nobody has a character yet, so no hand is drawn for the turn either.
    expect(state.players.every((p) => p.character === null)).toBe(true);
  });

  it('without the 绝密任务 expansion only the base characters are dealt (9 players get all 18)', () => {
    const { state } = deal(9, 0);
    const all = state.players.flatMap((p) => p.offer);
    expect(all.some(isExpansion)).toBe(false);
    expect(new Set(all).size).toBe(18);
  });

  it('the base game has eighteen characters and 「绝密任务」 twelve more, each in its own pool', () => {
    // Named here rather than read from the definitions' flag, so a character put in the wrong pool
    // (dealt without the expansion, or never dealt) fails.
    const zh = (expansion: boolean): string[] =>
      Object.values(characters)
        .filter((c) => c.expansion === expansion)
        .map((c) => c.name.zh)
        .sort();
    const base = ['大美女', '贝雷帽', '黑玫瑰', '刀锋', '小马哥', '译电员', '峨眉峰', '职业杀手', '情报处长'];
    base.push('小白', '礼服蒙面人', '老鬼', '老金', '老枪', '怪盗九九', '柒佰', '六姐', '闪灵');
    const secret = ['眼镜蛇', '戴笠', '致命香水', '浮萍', '五分钟', '福尔摩斯', '易先生', '黄雀', '歌女'];
    secret.push('卧底警察', '蝮蛇', '王田香');
    expect(zh(false)).toEqual(base.sort());
    expect(zh(true)).toEqual(secret.sort());
  });

  it('with the expansion its characters are in the pool too', () => {
    const dealtExpansion = [1, 2, 3, 4, 5].some((seed) =>
      deal(9, 0, true, seed).state.players.some((p) => p.offer.some(isExpansion)),
    );
    expect(dealtExpansion).toBe(true);
  });

  it('a roster too small for the full offer deals fewer to each, then none, and an empty one is refused', () => {
    const { beauty, blade, hitman, sniper, beret } = characters;
    registerRuleset({
      ...getRuleset('standard'),
      id: 'five-characters',
      characters: { beauty, blade, hitman, sniper, beret },
    });
    const game = (players: number) =>
      createGame({
        ruleset: 'five-characters',
        players,
        seed: 1,
        characters: true,
        setup: {
          camps: (['red', 'blue', 'neutral', 'red', 'blue', 'neutral', 'red'] as const).slice(0, players),
          firstPlayer: 0,
        },
      }).state;
    // 5 characters, 3 players: one each (two each would need 6), as many as the roster allows.
    expect(game(3).players.map((p) => p.offer.length)).toEqual([1, 1, 1]);
    // 7 players: the five get one, the last two play without a character.
    const seven = game(7);
    expect(seven.players.map((p) => p.offer.length)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    for (const seat of [0, 1, 2, 3, 4]) choose(seven, seat, seven.players[seat].offer[0]);
    expect(seven.step).not.toBe('chooseCharacters');
    expect(seven.players.map((p) => p.character === null)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    registerRuleset({ ...getRuleset('standard'), id: 'no-characters-left', characters: {} });
    expect(() =>
      createGame({
        ruleset: 'no-characters-left',
        players: 3,
        seed: 1,
        characters: true,
        setup: { camps: ['red', 'blue', 'neutral'] },
      }),
    ).toThrow('the no-characters-left ruleset has no characters to deal');
  });

  it('players the roster cannot serve are told of no offer: only those dealt characters hear of them', () => {
    const { beauty, blade, hitman, sniper, beret } = characters;
    registerRuleset({
      ...getRuleset('standard'),
      id: 'five-characters-told',
      characters: { beauty, blade, hitman, sniper, beret },
    });
    const { events } = createGame({
      ruleset: 'five-characters-told',
      players: 7,
      seed: 1,
      characters: true,
      setup: { camps: ['red', 'blue', 'neutral', 'red', 'blue', 'neutral', 'red'], firstPlayer: 0 },
    });
    // Five characters, seven players: A to E are dealt one each, F and G none.
    const told = events.filter((e) => e.type === 'charactersDealt').map((e) => e.seat);
    expect(told).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('choosing', () => {
  it('each player in turn keeps one; hidden ones stay face down; then the face-up ones are shown and the turn starts', () => {
    const { state: s } = deal(3, 1);
    const order = [1, 2, 0];
    const kept: string[] = [];
    for (const [i, seat] of order.entries()) {
      expect(s.decision).toEqual({ kind: 'chooseCharacter', seat });
      // Keep a hidden (潜伏) character when one is offered, so that both kinds are chosen.
      const pick = s.players[seat].offer.find((c) => characters[c].hidden) ?? s.players[seat].offer[1];
      const events = choose(s, seat, pick);
      kept.push(pick);
      const up = !characters[pick].hidden;
      expect(events[0]).toStrictEqual({ type: 'characterChosen', seat, character: pick, up, to: [seat] });
      expect(s.players[seat].character).toBe(pick);
      expect(s.players[seat].characterUp).toBe(up);
      expect(s.players[seat].offer).toEqual([]);
      if (i < order.length - 1) {
        expect(events.filter((e) => e.type === 'characterFlip')).toEqual([]);
        expect(s.step).toBe('chooseCharacters');
      } else {
        // Everyone has chosen: each face-up character is turned up for all, and the first turn begins.
        const flips = events.filter((e) => e.type === 'characterFlip');
        const upSeats = order.filter((q) => s.players[q].characterUp).sort();
        expect(flips.map((e) => e.seat).sort()).toEqual(upSeats);
        for (const f of flips) expect(f).toMatchObject({ up: true, character: s.players[f.seat].character });
        expect(events.some((e) => e.type === 'draw' && e.seat === 1)).toBe(true);
        expect(s.decision).toBe(null);
        expect(s.window?.priority).toBe(1);
      }
    }
    expect(s.players.map((p) => p.character)).toEqual([kept[2], kept[0], kept[1]]);
    expect(kept.some((c) => characters[c].hidden) && kept.some((c) => !characters[c].hidden)).toBe(true);
  });

  it('the cards are dealt once everyone has chosen (分发游戏牌 after 角色挑选): nobody chooses knowing a card', () => {
    const { state: s, events: atStart } = deal(3, 1);
    expect(atStart.filter((e) => e.type === 'draw')).toEqual([]);
    expect(s.players.map((p) => p.hand.length)).toEqual([0, 0, 0]);
    const during: GameEvent[] = [];
    for (const seat of [1, 2]) {
      during.push(...choose(s, seat, s.players[seat].offer[0]));
      expect(s.players.map((p) => p.hand.length)).toEqual([0, 0, 0]);
    }
    expect(during.filter((e) => e.type === 'draw')).toEqual([]);
    const last = choose(s, 0, s.players[0].offer[0]);
    // Three cards each, from the first player on, before the first turn's own draw.
    const draws = last.filter((e) => e.type === 'draw');
    expect(draws.slice(0, 3).map((e) => [e.seat, e.cards.length])).toEqual([
      [1, 3],
      [2, 3],
      [0, 3],
    ]);
    expect(last.findIndex((e) => e.type === 'draw')).toBeGreaterThan(
      last.findLastIndex((e) => e.type === 'characterFlip'),
    );
  });

  it('hands a scenario placed are kept when the characters are chosen: nobody is dealt a starting hand', () => {
    // A was given two cards, B and C none: a placed hand, even an empty one, is the scenario's.
    const s = createGame({
      ruleset: 'standard',
      players: 3,
      seed: 1,
      characters: true,
      setup: { camps: ['red', 'blue', 'neutral'], firstPlayer: 1, hands: [[0, 1], [], []] },
    }).state;
    const dealt: GameEvent[] = [];
    for (const seat of [1, 2, 0]) dealt.push(...choose(s, seat, s.players[seat].offer[0]));
    expect(dealt.filter((e) => e.type === 'draw' && e.seat !== 1)).toEqual([]);
    expect(s.players[0].hand).toEqual([0, 1]);
    expect(s.players[2].hand).toEqual([]);
  });

  it('a seat chooses only from its own two, and only when it is its turn to choose', () => {
    const { state: s } = deal(3, 0);
    const other = s.players[1].offer[0];
    expect(applyInPlace(s, 0, { type: 'chooseCharacter', character: other }).ok).toBe(false);
    expect(applyInPlace(s, 1, { type: 'chooseCharacter', character: other }).ok).toBe(false);
    expect(s.players[0].character).toBe(null);
  });
});
