// 杀人游戏 scenario command lines ("3: kill 5", "6: ballot none", "5: speak 我是平民") to commands and
// back. Seats are the judge's numbers (1号 is 1); the game counts from 0.
import type { KillerCommand, Seat } from '../types.ts';

export type ParsedLine = { seat: Seat; command: KillerCommand } | { error: string };

const VERBS = 'kill, check, speak, pass, nightChat, ballot, confess, surrender';

/** "5" -> seat 4; "none" (or 无/弃权) -> null. */
function targetOf(text: string, players: number): Seat | null | string {
  const t = text.trim();
  if (t === 'none' || t === '无' || t === '弃权') return null;
  const n = /^(\d+)号?$/.exec(t);
  if (!n || Number(n[1]) < 1 || Number(n[1]) > players) return `"${t}" is not a seat 1-${players} (or none)`;
  return Number(n[1]) - 1;
}

export function parseLine(line: string, players: number): ParsedLine {
  const m = /^\s*(\d+)号?\s*[:：]\s*(\S+)\s*(.*)$/.exec(line);
  if (!m) return { error: `"${line}": a command reads "SEAT: verb ...", e.g. "3: kill 5"` };
  const [, who, verb, rest] = m;
  const seat = Number(who) - 1;
  if (seat < 0 || seat >= players) return { error: `no seat ${who} at a ${players}-player table` };
  switch (verb) {
    case 'kill':
    case 'check':
    case 'ballot': {
      if (rest.trim() === '') return { error: `"${verb}" needs a seat (or none)` };
      const target = targetOf(rest, players);
      if (typeof target === 'string') return { error: target };
      return { seat, command: { type: verb, target } };
    }
    case 'speak':
    case 'nightChat':
      return { seat, command: rest.trim() === '' ? { type: verb } : { type: verb, text: rest.trim() } };
    case 'pass':
    case 'confess':
    case 'surrender':
      if (rest.trim() !== '') return { error: `"${verb}" takes nothing after it` };
      return { seat, command: { type: verb } };
    default:
      return { error: `unknown verb "${verb}" (${VERBS})` };
  }
}

/** A command in scenario words; `withText: false` leaves out what was said (offers carry no text). */
export function formatLine(seat: Seat, c: KillerCommand, withText = true): string {
  const who = `${seat + 1}: `;
  switch (c.type) {
    case 'kill':
    case 'check':
    case 'ballot':
      return `${who}${c.type} ${c.target === null ? 'none' : c.target + 1}`;
    case 'speak':
    case 'nightChat':
      return withText && c.text !== undefined ? `${who}${c.type} ${c.text}` : `${who}${c.type}`;
    default:
      return who + c.type;
  }
}

const SEAT_KEYS = new Set(['seat', 'target', 'voter']);
const SEAT_LISTS = new Set(['tied', 'seats', 'candidates', 'mates']);

/** An event (or part of one) in scenario words: seats as the judge's numbers, `to` as `visibleTo`. */
export function readable(v: unknown, key = ''): unknown {
  if (Array.isArray(v)) {
    if (SEAT_LISTS.has(key) || key === 'to')
      return v.map((x: unknown) => (typeof x === 'number' ? x + 1 : x));
    return v.map((x: unknown) => readable(x));
  }
  if (typeof v === 'object' && v !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k === 'to' ? 'visibleTo' : k] = readable(x, k);
    return out;
  }
  if (SEAT_KEYS.has(key) && typeof v === 'number') return v + 1;
  return v;
}
