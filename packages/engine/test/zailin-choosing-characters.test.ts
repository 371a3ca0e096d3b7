// Choosing characters in 风声再临 (seed 001 游戏准备 ③): identities first, then three characters
// offered to each player, one kept, all placed together once everyone has chosen; state characters
// (【隐藏】/【暴露】) face down or up as their owner chooses, the others face up; the game-start skills
// fire then; 新手教学模式 plays without the state characters. The edition's own roster is still being
// written, so a roster of the standard edition's characters (some marked as state characters) is
// lent to a copy of the zailin ruleset to deal 3 to 7 players.
import { describe, expect, it } from 'vitest';
import {
  applyInPlace,
  createGame,
  fengsheng,
  getRuleset,
  legalCommands,
  registerRuleset,
  view,
} from '../src/index.ts';
import type { CharacterDef, Skill } from '../src/core/skills.ts';
import type { Command, GameEvent, GameState } from '../src/index.ts';

const lent = getRuleset('standard').characters!;
const STATE = new Set(['cobra', 'viper', 'emeiPeak', 'cipherClerk']);
// 开局 draws a card for its owner once all characters are placed: a game-start skill.
const atStart: Skill = {
  kind: 'trigger',
  id: 'testAtStart',
  name: { zh: '开局', en: 'At start' },
  text: { zh: '游戏开始时抽一张牌。', en: 'Draw a card when the game starts.' },
  face: 'any',
  on: 'gameStart',
  optional: false,
  when: () => true,
  run: (s, owner) => {
    s.players[owner].hand.push(s.deck.pop()!);
  },
};
const roster: Record<string, CharacterDef> = {};
// 非状态角色则始终面朝上: in this edition only the state characters ever lie face down.
for (const c of Object.values(lent))
  roster[c.id] = STATE.has(c.id) ? { ...c, stateful: true } : { ...c, hidden: false };
roster.oriole = { ...roster.oriole, skills: [atStart] };
registerRuleset({
  ...getRuleset('zailin'),
  id: 'zailin-lent-roster',
  characters: roster,
  skills: { ...getRuleset('standard').skills, testAtStart: atStart },
});

function deal(players: number, teaching = false, seed = 1): GameState {
  const camps = (['red', 'blue', 'neutral', 'red', 'blue', 'red', 'blue'] as const).slice(0, players);
  return createGame({
    ruleset: 'zailin-lent-roster',
    players,
    seed,
    characters: true,
    expansion: true,
    teaching,
    setup: { camps: [...camps], firstPlayer: 0 },
  }).state;
}

function choose(s: GameState, seat: number, character: string, up?: boolean): GameEvent[] {
  const r = applyInPlace(
    s,
    seat,
    up === undefined ? { type: 'chooseCharacter', character } : { type: 'chooseCharacter', character, up },
  );
  if (!r.ok) throw new Error(r.error);
  return r.events;
}

describe('风声再临 choosing characters', () => {
  it('three characters are offered to each player, 3 to 7 players, all different', () => {
    for (const players of [3, 4, 5, 6, 7]) {
      const s = deal(players);
      expect(s.players.map((p) => p.offer.length)).toEqual(new Array(players).fill(3));
      expect(new Set(s.players.flatMap((p) => p.offer)).size).toBe(3 * players);
    }
  });

  it('a state character is placed face down or up as its owner chooses; the others take no choice', () => {
    const s = deal(3);
    for (let seed = 1; !s.players[0].offer.some((c) => STATE.has(c)); seed++)
      Object.assign(s, deal(3, false, seed));
    const state = s.players[0].offer.find((c) => STATE.has(c))!;
    const other = s.players[0].offer.find((c) => !STATE.has(c))!;
    const offered = legalCommands(s, 0);
    expect(offered).toContainEqual({ type: 'chooseCharacter', character: state, up: false });
    expect(offered).toContainEqual({ type: 'chooseCharacter', character: state, up: true });
    expect(offered).toContainEqual({ type: 'chooseCharacter', character: other });
    expect(offered).not.toContainEqual({ type: 'chooseCharacter', character: other, up: false });
    const refused = applyInPlace(s, 0, { type: 'chooseCharacter', character: other, up: false });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toContain('not a state character');
    expect(s.players[0].character).toBe(null);
    choose(s, 0, state, false);
    expect(s.players[0].characterUp).toBe(false);
  });

  it('the face of a state character is chosen with true (up) or false (down), nothing else', () => {
    const s = deal(3);
    for (let seed = 1; !s.players[0].offer.some((c) => STATE.has(c)); seed++)
      Object.assign(s, deal(3, false, seed));
    const state = s.players[0].offer.find((c) => STATE.has(c))!;
    for (const up of ['down', 1, null]) {
      const r = applyInPlace(s, 0, { type: 'chooseCharacter', character: state, up } as unknown as Command);
      expect(r).toStrictEqual({ ok: false, error: 'up must be true (face up) or false (face down)' });
    }
    expect(s.players[0].character).toBe(null);
    choose(s, 0, state, true);
    expect(s.players[0].characterUp).toBe(true);
  });

  it('all are placed together: nobody else sees a choice until the last, then the face-up ones turn up', () => {
    const s = deal(3);
    const flips: GameEvent[] = [];
    for (const seat of [0, 1, 2]) {
      const c = s.players[seat].offer.find((x) => !STATE.has(x))!;
      const events = choose(s, seat, c);
      const shown = events.filter((e) => e.type === 'characterFlip');
      if (seat < 2) expect(shown).toEqual([]);
      flips.push(...shown);
    }
    expect(flips.map((e) => (e as { seat: number }).seat)).toEqual([0, 1, 2]);
  });

  it('game-start skills fire once every character is placed, not before', () => {
    let s = deal(3);
    for (let seed = 2; !s.players[1].offer.includes('oriole'); seed++) s = deal(3, false, seed);
    const hand = s.players[1].hand.length;
    choose(s, 0, s.players[0].offer[0], STATE.has(s.players[0].offer[0]) ? true : undefined);
    choose(s, 1, 'oriole');
    expect(s.players[1].hand.length).toBe(hand);
    const last = s.players[2].offer[0];
    const events = choose(s, 2, last, STATE.has(last) ? true : undefined);
    expect(events.some((e) => e.type === 'skill' && e.skill === 'testAtStart')).toBe(true);
    expect(s.players[1].hand.length).toBeGreaterThan(hand);
  });

  it('新手教学模式 deals no state character', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = deal(7, false, seed);
      const taught = deal(5, true, seed);
      expect(taught.players.flatMap((p) => p.offer).some((c) => STATE.has(c))).toBe(false);
      if (seed === 1) expect(s.players.length).toBe(7);
    }
    const some = [1, 2, 3, 4, 5].some((seed) =>
      deal(5, false, seed).players.some((p) => p.offer.some((c) => STATE.has(c))),
    );
    expect(some).toBe(true);
  });

  it('新手教学模式 ③ with the edition’s own roster: no state character is offered or can be placed', () => {
    const roster = Object.values(getRuleset('zailin').characters!);
    const stateful = new Set(roster.filter((c) => c.stateful).map((c) => c.id));
    expect(stateful.has('viper')).toBe(true);
    expect(stateful.size).toBeGreaterThan(0);
    const game = (teaching: boolean, seed: number): GameState =>
      createGame({ ruleset: 'zailin', players: 5, seed, characters: true, teaching }).state;
    for (let seed = 1; seed <= 20; seed++) {
      const s = game(true, seed);
      expect(s.players.flatMap((p) => p.offer).filter((c) => stateful.has(c))).toEqual([]);
      // What the first player is offered: non-state characters only, none with a face to choose.
      const offered = legalCommands(s, s.decision!.seat);
      expect(offered.length).toBeGreaterThan(0);
      for (const c of offered) {
        expect(c.type).toBe('chooseCharacter');
        if (c.type === 'chooseCharacter') {
          expect(stateful.has(c.character)).toBe(false);
          expect(c.up).toBeUndefined();
        }
      }
    }
    // Without the teaching mode the same seeds do offer state characters.
    const some = [1, 2, 3, 4, 5].some((seed) =>
      game(false, seed).players.some((p) => p.offer.some((c) => stateful.has(c))),
    );
    expect(some).toBe(true);
    // A table that names one anyway is refused with the reason.
    const named = ['viper', 'oldGun', 'beauty', 'duckweed', 'oldGhost'];
    expect(() =>
      createGame({
        ruleset: 'zailin',
        players: 5,
        seed: 1,
        characters: true,
        teaching: true,
        setup: { characters: named },
      }),
    ).toThrow('the teaching mode plays without state characters, and "viper" is one');
    expect(
      createGame({ ruleset: 'zailin', players: 5, seed: 1, characters: true, setup: { characters: named } })
        .state.players[0].character,
    ).toBe('viper');
  });

  it('② before ③: while choosing, each player knows their own identity and nobody else’s (the 2010 edition: nobody, not even their own)', () => {
    const s = deal(5);
    expect(s.step).toBe('chooseCharacters');
    for (let seat = 0; seat < 5; seat++) {
      const camps = view(s, seat).players.map((p) => p.camp);
      expect(camps[seat]).toBe(s.players[seat].camp);
      expect(camps.filter((c, i) => i !== seat && c !== null)).toEqual([]);
    }
    expect(view(s, 'spectator').players.every((p) => p.camp === null)).toBe(true);
    const standard = createGame({ ruleset: 'standard', players: 5, seed: 1, characters: true }).state;
    expect(standard.step).toBe('chooseCharacters');
    for (let seat = 0; seat < 5; seat++) expect(view(standard, seat).players[seat].camp).toBeNull();
  });

  it('hosts offer 风声再临 with its characters: the 25 of seed 001 are all written', () => {
    expect(Object.keys(getRuleset('zailin').characters ?? {})).toHaveLength(25);
    expect(fengsheng.rulesets?.find((r) => r.id === 'zailin')?.characters).toBe(true);
  });

  it('风声再临 has no 「绝密任务」 box: each of its characters is dealt without the expansion', () => {
    // Seed 001 is one box with no expansion: all 25 of its characters are dealt in every game of it.
    const outside = Object.values(getRuleset('zailin').characters ?? {}).filter((c) => c.expansion);
    expect(outside.map((c) => c.name.zh)).toEqual([]);
  });

  it('a character with a 【隐藏】 or 【暴露】 skill is a state character, and only such a one', () => {
    // Seed 001: 技能名注有【隐藏】/【暴露】即表示该角色可切换状态 (译电员: 反侦【隐藏】, 速译【暴露】).
    for (const c of Object.values(getRuleset('zailin').characters ?? {})) {
      const turns = c.skills.some((k) => k.face === 'cover' || k.face === 'flip');
      expect({ character: c.name.zh, stateful: !!c.stateful }).toEqual({
        character: c.name.zh,
        stateful: turns,
      });
    }
  });
});
