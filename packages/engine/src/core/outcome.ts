// Death, losing and victory: checked the moment intel lands, declared at once, ending the game.
// With characters, a death is a process: the player is dying, death skills fire (from the current
// player, to the right; 救美 may save her), then the death is final and the identity revealed.
import { declareVictory, endGame } from './victory.ts';
import { getRuleset } from './ruleset.ts';
import { activeCount, isActive } from './seats.ts';
import { characterOf, faceAllows } from './skills.ts';
import { defineTask, pushTask } from './tasks.ts';
import { fireTriggers } from './triggers.ts';
import { countColour } from './zones.ts';
import type { CardId, GameEvent, GameState, Seat } from './types.ts';

export type GainHow = 'accepted' | 'forced' | 'intercepted' | 'dealt' | 'placed';

/**
 * Intel lands face up in a player's intel area ("获得情报"). Death at the third false intel and a
 * camp's victory at the third intel of its colour both happen at once; then skills that fire on
 * gaining intel. `killer` is who gets the kill if this intel is deadly (亲手).
 */
export function gainIntel(
  s: GameState,
  seat: Seat,
  card: CardId,
  from: Seat,
  how: GainHow,
  killer: Seat,
  out: GameEvent[],
): void {
  s.players[seat].intel.push(card);
  out.push({ type: 'receive', seat, card, from, how });
  if (s.options.characters) {
    // Remembered until its consequences are settled: a victory declared meanwhile came of it.
    s.lastIntel = { seat, card, from, how };
    const colour = getRuleset(s.ruleset).cards[card].colour;
    // Pushed before the checks on purpose: the agenda runs last-pushed first, so a death, a loss or
    // a declaration this intel causes is settled first (立刻, no skill can come between: 计中计, 烧毁),
    // and 获得情报 skills fire after it, whether or not the taker is still in the game.
    pushTask(s, 'intelGained', { seat, card, from, how, colour });
  }
  checkIntelArea(s, seat, killer, out);
}

defineTask('intelGained', (s, data, out) => {
  fireTriggers(s, 'intelGained', data as Record<string, number | string>, out);
});

/** A character's rule that its owner loses at this many intel (小白's 败露), checked before victory. */
function losesAtIntel(s: GameState, seat: Seat): number {
  const ch = characterOf(s, seat);
  const sk = ch?.skills.find(
    (k) => k.kind === 'modifier' && k.loseAtIntel !== undefined && faceAllows(s, seat, k),
  );
  return sk && sk.kind === 'modifier' ? sk.loseAtIntel! : Infinity;
}

/** Apply death, loss or victory for a player whose intel area just grew. */
export function checkIntelArea(s: GameState, seat: Seat, killer: Seat, out: GameEvent[]): void {
  if (s.result || !isActive(s, seat)) return;
  const rs = getRuleset(s.ruleset);
  if (countColour(s, seat, rs.deadlyColour) >= rs.deathAt) {
    die(s, seat, killer, out);
    return;
  }
  if (s.options.characters && s.players[seat].intel.length >= losesAtIntel(s, seat)) {
    lose(s, seat, 'exposed', out);
    return;
  }
  const camp = s.players[seat].camp;
  const colour = rs.campColour(camp);
  if (colour && countColour(s, seat, colour) >= rs.winAt) declareVictory(s, seat, 'camp', out);
}

export function die(s: GameState, seat: Seat, killer: Seat, out: GameEvent[]): void {
  const p = s.players[seat];
  p.alive = false;
  s.deaths.push({ seat, killer, turn: s.turn, intel: p.intel.slice(), hand: p.hand.slice() });
  if (!s.options.characters) {
    finishDeath(s, seat, killer, out);
    return;
  }
  p.dying = true;
  out.push({ type: 'dying', seat, killer });
  pushTask(s, 'afterDying', { seat, killer });
  fireTriggers(s, 'dying', { seat, killer }, out);
}

defineTask('afterDying', (s, data, out) => {
  const seat = data.seat as Seat;
  // Saved while dying (救美): not a death after all.
  if (s.players[seat].alive) return;
  finishDeath(s, seat, data.killer as Seat, out);
});

/** Undo a death in progress: the player lives on and the death does not count (救美). */
export function save(s: GameState, seat: Seat, by: Seat, out: GameEvent[]): void {
  const p = s.players[seat];
  if (p.alive) return;
  p.alive = true;
  p.dying = false;
  const i = s.deaths.findIndex((d) => d.seat === seat);
  if (i >= 0) s.deaths.splice(i, 1);
  out.push({ type: 'saved', seat, by });
}

function finishDeath(s: GameState, seat: Seat, killer: Seat, out: GameEvent[]): void {
  const p = s.players[seat];
  p.revealed = true;
  p.dying = false;
  // The record keeps what they held at the moment the death became final.
  const d = s.deaths.find((x) => x.seat === seat);
  if (d) {
    d.intel = p.intel.slice();
    d.hand = p.hand.slice();
  }
  out.push({ type: 'death', seat, killer, camp: p.camp });
  clearPlayerCards(s, seat, out);
  checkLastStanding(s, out);
  if (s.options.characters && !s.result) pushTask(s, 'missionsAfterDeath', { seat, killer });
}

/** Losing is not dying: death-triggered effects do not fire. */
export function lose(s: GameState, seat: Seat, why: 'cannotSend' | 'exposed', out: GameEvent[]): void {
  const p = s.players[seat];
  p.lost = true;
  p.lostBy = why;
  p.revealed = true;
  out.push({ type: 'lose', seat, camp: p.camp, why });
  clearPlayerCards(s, seat, out);
  checkLastStanding(s, out);
}

function clearPlayerCards(s: GameState, seat: Seat, out: GameEvent[]): void {
  const p = s.players[seat];
  const cards = [...p.hand, ...p.intel];
  p.hand = [];
  p.intel = [];
  for (const c of cards) s.discard.push(c);
  if (cards.length > 0) out.push({ type: 'cardsToDiscard', seat, cards });
}

/** The last player standing wins; as a camp member, the whole camp wins with them. */
export function checkLastStanding(s: GameState, out: GameEvent[]): void {
  if (s.result) return;
  const n = activeCount(s);
  if (n > 1) return;
  if (n === 0) {
    endGame(s, { winners: [], camps: [], reason: 'noneLeft', declarer: -1 }, out);
    return;
  }
  const last = s.players.find((p) => p.alive && !p.lost)!;
  declareVictory(s, last.seat, 'lastStanding', out);
}

export { endGame } from './victory.ts';
