// Death, losing and victory: checked the moment intel lands, declared at once, ending the game.
// With characters, a death is a process: the player is dying, death skills fire (from the current
// player, to the right; 救美 may save her), then the death is final and the identity revealed.
import { declareVictory, endGame } from './victory.ts';
import { getRuleset, policyOf } from './ruleset.ts';
import { missionsOnly } from './modes.ts';
import { activeCount, isActive } from './seats.ts';
import { ask } from './choices.ts';
import { characterOf, faceAllows, hasModifier, revealIdentity, skillsOf } from './skills.ts';
import { defineTask, pushTask } from './tasks.ts';
import { fireTriggers } from './triggers.ts';
import { countColour, countTrueIntel } from './zones.ts';
import type { CardId, Colour, GameEvent, GameState, Seat } from './types.ts';

declare module './tasks.ts' {
  interface TaskPayloads {
    intelGained: { seat: Seat; card: CardId; from: Seat; how: GainHow; colour: Colour };
    afterDying: { seat: Seat; killer: Seat };
    revealChosen: { picks: { value?: string }[]; seat: Seat };
    lastStanding: Record<string, never>;
  }
}

/**
 * How intel came to its holder: through the passing (accepted, forced, intercepted), dealt or
 * placed (放置: not a receipt), or `received`: a skill's effect makes a player successfully receive a
 * card outside the passing (风声再临 成功接收 by 破釜沉舟, 黄雀在后, 笑里藏刀…), a receipt with no
 * response point of its own.
 */
export type GainHow = 'accepted' | 'forced' | 'intercepted' | 'dealt' | 'placed' | 'received';

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
  const rs = getRuleset(s.ruleset);
  const fn = rs.functions[rs.cards[card].fn];
  if (fn?.whenReceived && !s.result && isActive(s, seat) && s.players[seat].intel.includes(card))
    fn.whenReceived(s, seat, card, out);
}

defineTask('intelGained', (s, data, out) => {
  fireTriggers(s, 'intelGained', data, out);
});

/** A character's rule that its owner loses at this many intel (小白's 败露), checked before victory. */
function losesAtIntel(s: GameState, seat: Seat): number {
  const ch = characterOf(s, seat);
  const sk = (ch ? skillsOf(s, seat) : []).find(
    (k) => k.kind === 'modifier' && k.loseAtIntel !== undefined && faceAllows(s, seat, k),
  );
  return sk && sk.kind === 'modifier' ? sk.loseAtIntel! : Infinity;
}

/** Apply death, loss or victory for a player whose intel area just grew. */
export function checkIntelArea(s: GameState, seat: Seat, killer: Seat, out: GameEvent[]): void {
  if (s.result) return;
  // 宣胜优先于死亡 (an edition's policy): a player in their own death settlement who now meets a
  // victory condition declares it; they cannot die or lose a second time.
  const dying = s.players[seat].dying && policyOf(s.ruleset).declaresWhileDying;
  if (!dying && !isActive(s, seat)) return;
  const rs = getRuleset(s.ruleset);
  if (!dying && countColour(s, seat, rs.deadlyColour) >= rs.deathAt) {
    die(s, seat, killer, out);
    return;
  }
  if (!dying && s.options.characters && s.players[seat].intel.length >= losesAtIntel(s, seat)) {
    lose(s, seat, 'exposed', out);
    return;
  }
  // A mode won by missions only: intel of one's camp's colour wins nothing by itself.
  if (missionsOnly(s)) return;
  const camp = s.players[seat].camp;
  const colour = rs.campColour(camp);
  if (colour && countColour(s, seat, colour) >= rs.winAt) declareVictory(s, seat, 'camp', out);
  // 特工: 存有六张真情报 (风声再临).
  else if (camp === 'neutral' && countTrueIntel(s, seat) >= policyOf(s.ruleset).neutralWinAtTrueIntel)
    declareVictory(s, seat, 'mission', out);
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
  const seat = data.seat;
  // Saved while dying (救美): not a death after all.
  if (s.players[seat].alive) return;
  finishDeath(s, seat, data.killer, out);
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
  // 城府 (可隐藏身份): its owner chooses, once the death is settled, whether to turn the card up.
  const mayHide = s.options.characters && hasModifier(s, seat, 'keepsIdentityHidden');
  p.revealed = !mayHide;
  p.dying = false;
  // The record keeps what they held at the moment the death became final.
  const d = s.deaths.find((x) => x.seat === seat);
  if (d) {
    d.intel = p.intel.slice();
    d.hand = p.hand.slice();
  }
  out.push({ type: 'death', seat, killer, camp: p.camp });
  clearPlayerCards(s, seat, out);
  if (!s.options.characters) {
    checkLastStanding(s, out);
  } else {
    // A mission met by this death is declared before the last one standing is, and before the
    // table is found empty (R7: a mission met by one's own death is settled at that death): one
    // declaration stands per game (the first made), and the death's own consequences come first.
    // Tasks run last-pushed first.
    pushTask(s, 'lastStanding', {});
    pushTask(s, 'missionsAfterDeath', { seat, killer });
  }
  if (mayHide && !s.result)
    ask(s, seat, 'identity.reveal', [{ value: 'reveal' }], 0, 1, { run: 'revealChosen', data: { seat } });
}

defineTask('revealChosen', (s, data, out) => {
  if (data.picks.length > 0) revealIdentity(s, data.seat, out);
});

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
  if (cards.length === 0) return;
  out.push({ type: 'cardsToDiscard', seat, cards });
  // 死亡玩家舍弃所有手牌与情报 (and a player out of the game puts down all of theirs): a discard.
  fireTriggers(s, 'cardsDiscarded', { seat, cards }, out);
}

defineTask('lastStanding', (s, _data, out) => checkLastStanding(s, out));

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
