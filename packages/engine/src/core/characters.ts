// Choosing characters (选将): each player is dealt the ruleset's number of characters (two in 2010,
// three in 风声再临) and keeps one. Nobody sees another's choice until everyone has chosen; then all
// are placed together: 潜伏 characters face down, state characters as their owner chose, the others
// face up, and skills that fire when the game starts do so (风声再临: 待所有玩家均选择完毕，再一并放置进场).
// The engine deals identities first but keeps them out of every view until then.
import { getRuleset } from './ruleset.ts';
import { randInt, shuffleInPlace } from './rng.ts';
import { fireTriggers } from './triggers.ts';
import { dealStartingHands } from './zones.ts';
import type { CharacterDef } from './skills.ts';
import type { GameEvent, GameState, Seat } from './types.ts';

/** The characters a game deals from: the expansion's only with it, state characters not in teaching. */
function inPool(s: GameState, c: CharacterDef): boolean {
  if (c.expansion && !s.options.expansion) return false;
  // 新手教学模式 plays without the state characters (their 【隐藏】/【暴露】 switching).
  return !(c.stateful && s.options.teaching);
}

export function dealCharacters(s: GameState, out: GameEvent[]): void {
  const rs = getRuleset(s.ruleset);
  const pool = Object.values(rs.characters ?? {})
    .filter((c) => inPool(s, c))
    .map((c) => c.id);
  const n = s.players.length;
  if (pool.length === 0) throw new Error(`the ${rs.id} ruleset has no characters to deal`);
  // A roster too small for the full offer (an edition whose characters are still being written)
  // deals what it has: fewer to each, and once it runs out the last players play without one.
  const each = Math.max(1, Math.min(rs.characterOffer ?? 2, Math.floor(pool.length / n)));
  shuffleInPlace(s.rng, pool);
  for (let i = 0; i < n; i++) {
    const seat = (s.current + i) % n;
    s.players[seat].offer = pool.splice(0, each);
    if (s.players[seat].offer.length === 0) continue;
    out.push({ type: 'charactersDealt', seat, offer: s.players[seat].offer.slice(), to: [seat] });
  }
  s.step = 'chooseCharacters';
  s.decision = { kind: 'chooseCharacter', seat: s.current };
}

/** Whether the owner of this character chooses the face it is placed with (a state character). */
export function choosesFace(s: GameState, id: string): boolean {
  return getRuleset(s.ruleset).characters?.[id]?.stateful === true;
}

export function assignCharacter(s: GameState, seat: Seat, id: string, up?: boolean): void {
  const def = getRuleset(s.ruleset).characters?.[id];
  if (!def) throw new Error(`unknown character "${id}"`);
  // 新手教学模式: 所有状态角色移出游戏 — a setup cannot bring one back.
  if (def.stateful && s.options.teaching)
    throw new Error(`the teaching mode plays without state characters, and "${id}" is one`);
  const p = s.players[seat];
  p.character = id;
  p.characterUp = up ?? !def.hidden;
  p.offer = [];
}

export function chooseCharacter(
  s: GameState,
  seat: Seat,
  id: string,
  up: boolean | undefined,
  out: GameEvent[],
): void {
  assignCharacter(s, seat, id, choosesFace(s, id) ? up : undefined);
  out.push({ type: 'characterChosen', seat, character: id, up: s.players[seat].characterUp, to: [seat] });
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const next = (seat + i) % n;
    if (s.players[next].offer.length > 0) {
      s.decision = { kind: 'chooseCharacter', seat: next };
      return;
    }
  }
  // Everyone has chosen: face-up characters are shown to all, the hands are dealt (unless a
  // scenario placed them), and the first turn begins.
  for (const p of s.players)
    if (p.characterUp) out.push({ type: 'characterFlip', seat: p.seat, up: true, character: p.character! });
  if (s.players.every((p) => p.hand.length === 0)) dealStartingHands(s, out);
  s.step = 'turnStart';
  charactersPlaced(s, out);
}

/** Every character is on the table: the skills that fire as the game starts do (职业杀手, 致命香水). */
export function charactersPlaced(s: GameState, out: GameEvent[]): void {
  fireTriggers(s, 'gameStart', {}, out);
}

/**
 * Draw a character card from the pile (the characters in the game's pool that nobody plays), one
 * `accept` takes; those it refuses are drawn again (重抽). From the top of a pile the setup fixed,
 * else at random. Null when none is left: a roster still short.
 */
export function drawCharacterCard(s: GameState, accept: (c: CharacterDef) => boolean): string | null {
  const rs = getRuleset(s.ruleset);
  const inPlay = (id: string): boolean => s.players.some((p) => p.character === id);
  const fits = (id: string): boolean => {
    const c = rs.characters?.[id];
    return c !== undefined && inPool(s, c) && !inPlay(id) && accept(c);
  };
  if (s.characterDeck) {
    const i = s.characterDeck.findIndex(fits);
    return i < 0 ? null : s.characterDeck.splice(i, 1)[0];
  }
  const pile = Object.keys(rs.characters ?? {}).filter(fits);
  return pile.length === 0 ? null : pile[randInt(s.rng, pile.length)];
}
