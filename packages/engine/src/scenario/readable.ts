// The table and the event log in scenario words: seats as letters, cards as face names.
import { pending } from '../core/commands.ts';
import { getRuleset } from '../core/ruleset.ts';
import type { CardId, GameEvent, GameState } from '../core/types.ts';
import { formatFace, seatLetter } from './names.ts';

const SEAT_KEYS = new Set([
  'seat',
  'by',
  'from',
  'first',
  'user',
  'killer',
  'toward',
  'declarer',
  'recipient',
  'victim',
  'with',
]);

export function readableEvent(s: GameState, e: GameEvent): Record<string, unknown> {
  const cards = getRuleset(s.ruleset).cards;
  const name = (c: CardId): string => formatFace(cards[c]);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === 'to' && Array.isArray(v)) out.visibleTo = v.map(seatLetter);
    else if (SEAT_KEYS.has(k) && typeof v === 'number') out[k] = v < 0 ? null : seatLetter(v);
    else if ((k === 'card' || k === 'replacement') && typeof v === 'number') out[k] = v < 0 ? null : name(v);
    else if (k === 'cards' && Array.isArray(v)) out.cards = (v as CardId[]).map(name);
    else if (k === 'target' && typeof v === 'object' && v !== null) {
      const t = v as { seat?: number; frame?: number; card?: CardId };
      out.target = {
        ...(t.seat !== undefined ? { seat: seatLetter(t.seat) } : {}),
        ...(t.frame !== undefined ? { frame: t.frame } : {}),
        ...(t.card !== undefined ? { intel: name(t.card) } : {}),
      };
    } else if (k === 'target' && typeof v === 'number') out.target = seatLetter(v);
    else if (k === 'result' && typeof v === 'object' && v !== null) {
      const r = v as { winners: number[]; camps: string[]; reason: string; declarer: number };
      out.result = {
        ...r,
        winners: r.winners.map(seatLetter),
        declarer: r.declarer < 0 ? null : seatLetter(r.declarer),
      };
    } else out[k] = v;
  }
  return out;
}

export function readableState(s: GameState): Record<string, unknown> {
  const cards = getRuleset(s.ruleset).cards;
  const name = (c: CardId): string => formatFace(cards[c]);
  const pend = pending(s);
  return {
    turn: s.turn,
    current: seatLetter(s.current),
    step: s.step,
    players: s.players.map((p) => ({
      seat: seatLetter(p.seat),
      camp: p.camp,
      alive: p.alive,
      lost: p.lost,
      hand: p.hand.map(name),
      intel: p.intel.map(name),
    })),
    deckTopFirst: s.deck.slice().reverse().map(name),
    discard: s.discard.map(name),
    removed: s.removed.map(name),
    locks: s.locks.map(seatLetter),
    passing: s.passing && {
      card: name(s.passing.card),
      sender: seatLetter(s.passing.sender),
      holder: seatLetter(s.passing.holder),
      stage: s.passing.stage,
      direction: s.passing.direction === 1 ? 'right' : 'left',
      lured: s.passing.lured.map(seatLetter),
    },
    stack: (s.window?.stack ?? []).map((f) => ({
      frame: f.id,
      user: seatLetter(f.user),
      card: f.card >= 0 ? name(f.card) : null,
      skill: f.skill ?? null,
      countered: f.countered,
    })),
    pending: pend && { seat: seatLetter(pend.seat), kind: pend.kind },
    deaths: s.deaths.map((d) => ({
      seat: seatLetter(d.seat),
      killer: d.killer < 0 ? null : seatLetter(d.killer),
    })),
    result: s.result && {
      winners: s.result.winners.map(seatLetter),
      camps: s.result.camps,
      reason: s.result.reason,
    },
  };
}
