// 004, 同一时点触发多个自动式技能的结算原则: 「某些自动式角色技能达到条件就会触发…当同一个时间点有多个
// 自动式角色技能同时触发，那么正在进行该回合的玩家优先结算…」. The skills settled at a timing point are
// those whose condition is met when the point is reached; one whose condition an earlier skill of
// the same point only then meets did not trigger at that point (docs/rulings.md, "Triggers at one
// timing point"). No shipped character pair meets it, so a test edition (the 2010 game with two
// made-up characters) shows it: the current player's skill hands B a card as A's 锁定 is used, and
// B's skill wakes, on that same use, only for a player already holding cards.
import { expect, it } from 'vitest';
import { applyInPlace, createGame, getRuleset, registerRuleset } from '../src/index.ts';
import type { GameState } from '../src/index.ts';
import type { CharacterDef, Skill } from '../src/core/skills.ts';
import { drawCards } from '../src/core/zones.ts';

const text = { zh: '测试', en: 'test' };
function character(id: string, skill: Skill): CharacterDef {
  return { id, name: text, gender: 'male', hidden: false, expansion: false, skills: [skill], mission: null };
}

/** When its owner uses a card, the next player draws one. */
const giver = character('samePointGiver', {
  kind: 'trigger',
  id: 'samePointGive',
  name: text,
  text,
  face: 'up',
  on: 'cardUsed',
  optional: false,
  when: (_s, owner, ev) => ev.user === owner,
  run: (s, owner, _ev, out) => drawCards(s, (owner + 1) % s.players.length, 1, out),
});

/** When anyone uses a card, its owner draws one, if he already holds a card. */
const holder = character('samePointHolder', {
  kind: 'trigger',
  id: 'samePointHold',
  name: text,
  text,
  face: 'up',
  on: 'cardUsed',
  optional: false,
  when: (s, owner) => s.players[owner].hand.length > 0,
  run: (s, owner, _ev, out) => drawCards(s, owner, 1, out),
});

const standard = getRuleset('standard');
registerRuleset({
  ...standard,
  id: 'standard-same-point-test',
  characters: { ...standard.characters, samePointGiver: giver, samePointHolder: holder },
  skills: { ...standard.skills, samePointGive: giver.skills[0], samePointHold: holder.skills[0] },
});
const LOCK = standard.cards.findIndex((c) => c.fn === 'lock');
// A second 锁定 keeps A's play phase open (he still has something to use), so the table waits.
const SECOND_LOCK = standard.cards.findIndex((c, id) => c.fn === 'lock' && id !== LOCK);

function game(bHand: number[]): GameState {
  return createGame({
    ruleset: 'standard-same-point-test',
    players: 3,
    seed: 1,
    characters: true,
    setup: {
      firstPlayer: 0,
      skipFirstDraw: true,
      camps: ['red', 'blue', 'neutral'],
      hands: [[LOCK, SECOND_LOCK], bHand, []],
      characters: ['samePointGiver', 'samePointHolder', 'blade'],
    },
  }).state;
}

it('a skill whose condition an earlier skill of the same timing point meets does not trigger at that point', () => {
  const s = game([]);
  const r = applyInPlace(s, 0, { type: 'use', card: s.handleOf[LOCK], target: { seat: 2 } });
  expect(r.ok).toBe(true);
  // A's skill gave B one card; B held none when the 锁定 was used, so his own skill stayed asleep.
  expect(s.players[1].hand).toHaveLength(1);
});

it('the same skill triggers when its condition is met as the point is reached', () => {
  const s = game([standard.cards.findIndex((c) => c.fn === 'burn')]);
  const r = applyInPlace(s, 0, { type: 'use', card: s.handleOf[LOCK], target: { seat: 2 } });
  expect(r.ok).toBe(true);
  // B held a card: A's skill gives him one, then his own draws one more.
  expect(s.players[1].hand).toHaveLength(3);
});

it('the same holds while a skill is lent (乔装): the seats are then walked one by one', () => {
  const s = game([]);
  // C has lent B nothing that matters here; a lent skill only sends the timing point down the
  // walk that asks every seat's skills in turn.
  s.borrowed = [{ seat: 2, from: 0, skills: [] }];
  const r = applyInPlace(s, 0, { type: 'use', card: s.handleOf[LOCK], target: { seat: 2 } });
  expect(r.ok).toBe(true);
  expect(s.players[1].hand).toHaveLength(1);
});
