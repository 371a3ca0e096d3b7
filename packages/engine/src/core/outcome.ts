// Death, losing and victory: checked the moment intel lands, declared at once, ending the game.
import { getRuleset } from './ruleset.ts';
import { activeCount, isActive } from './seats.ts';
import { countColour } from './zones.ts';
import type { CardId, GameEvent, GameResult, GameState, Seat } from './types.ts';

/**
 * Intel lands face up in a player's intel area ("获得情报"). Death at the third false intel and a
 * camp's victory at the third intel of its colour both happen at once.
 * `killer` is who gets the kill if this intel is deadly (亲手).
 */
export function gainIntel(
  s: GameState,
  seat: Seat,
  card: CardId,
  from: Seat,
  how: 'accepted' | 'forced' | 'intercepted' | 'dealt',
  killer: Seat,
  out: GameEvent[],
): void {
  s.players[seat].intel.push(card);
  out.push({ type: 'receive', seat, card, from, how });
  checkIntelArea(s, seat, killer, out);
}

/** Apply death or victory for a player whose intel area just grew. */
export function checkIntelArea(s: GameState, seat: Seat, killer: Seat, out: GameEvent[]): void {
  if (s.result || !isActive(s, seat)) return;
  const rs = getRuleset(s.ruleset);
  if (countColour(s, seat, rs.deadlyColour) >= rs.deathAt) {
    die(s, seat, killer, out);
    return;
  }
  const camp = s.players[seat].camp;
  const colour = rs.campColour(camp);
  if (colour && countColour(s, seat, colour) >= rs.winAt) campWins(s, seat, out);
}

export function die(s: GameState, seat: Seat, killer: Seat, out: GameEvent[]): void {
  const p = s.players[seat];
  p.alive = false;
  p.revealed = true;
  s.deaths.push({ seat, killer, turn: s.turn });
  out.push({ type: 'death', seat, killer, camp: p.camp });
  clearPlayerCards(s, seat, out);
  checkLastStanding(s, out);
}

/** Losing is not dying: death-triggered effects do not fire. */
export function lose(s: GameState, seat: Seat, out: GameEvent[]): void {
  const p = s.players[seat];
  p.lost = true;
  p.revealed = true;
  out.push({ type: 'lose', seat, camp: p.camp, why: 'cannotSend' });
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

function campWins(s: GameState, declarer: Seat, out: GameEvent[]): void {
  const camp = s.players[declarer].camp;
  const winners = s.players.filter((p) => p.camp === camp).map((p) => p.seat);
  endGame(s, { winners, camps: [camp], reason: 'intel', declarer }, out);
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
  const rs = getRuleset(s.ruleset);
  if (rs.campColour(last.camp)) {
    const winners = s.players.filter((p) => p.camp === last.camp).map((p) => p.seat);
    endGame(s, { winners, camps: [last.camp], reason: 'lastStanding', declarer: last.seat }, out);
  } else {
    endGame(s, { winners: [last.seat], camps: [], reason: 'lastStanding', declarer: last.seat }, out);
  }
}

export function endGame(s: GameState, result: GameResult, out: GameEvent[]): void {
  if (s.result) return;
  s.result = result;
  s.step = 'over';
  s.decision = null;
  for (const p of s.players) p.revealed = true;
  out.push({ type: 'gameOver', result, camps: s.players.map((p) => p.camp) });
}
