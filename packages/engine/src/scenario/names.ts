// How players write seats and cards in scenarios: seat letters A, B, C... in turn order, and cards
// by colour and function in English or Chinese ("red lock", "红 锁定", "black probe red draw2").
import type { Camp, CardFace, Colour, FnId } from '../core/types.ts';

const COLOURS: Record<string, Colour> = {
  red: 'red',
  红: 'red',
  blue: 'blue',
  蓝: 'blue',
  black: 'black',
  黑: 'black',
};

const FUNCTIONS: Record<string, FnId> = {
  lock: 'lock',
  锁定: 'lock',
  lure: 'lure',
  调虎离山: 'lure',
  intercept: 'intercept',
  截获: 'intercept',
  bounce: 'bounce',
  退回: 'bounce',
  decode: 'decode',
  破译: 'decode',
  burn: 'burn',
  烧毁: 'burn',
  counter: 'counter',
  识破: 'counter',
  probe: 'probe',
  试探: 'probe',
  scramble: 'scramble',
  真伪莫辨: 'scramble',
};

const CAMPS: Record<string, Camp> = {
  red: 'red',
  潜伏: 'red',
  潜伏战线: 'red',
  blue: 'blue',
  军情: 'blue',
  军情局: 'blue',
  军情处: 'blue',
  neutral: 'neutral',
  打酱油: 'neutral',
  打酱油的: 'neutral',
};

const EFFECTS: Record<string, 'draw2' | 'discard1'> = {
  draw2: 'draw2',
  抽2: 'draw2',
  抽二: 'draw2',
  discard1: 'discard1',
  弃1: 'discard1',
  弃一: 'discard1',
};

export function seatLetter(seat: number): string {
  return String.fromCharCode(65 + seat);
}

export function parseSeat(text: string, players: number): number | null {
  const t = text.trim().toUpperCase();
  if (!/^[A-Z]$/.test(t)) return null;
  const seat = t.charCodeAt(0) - 65;
  return seat < players ? seat : null;
}

/** A card's face in canonical English: "red lock", "black probe red draw2". */
export function formatFace(f: CardFace): string {
  const base = `${f.colour} ${f.fn}`;
  return f.probe ? `${base} ${f.probe.camp} ${f.probe.effect}` : base;
}

export type FacePattern = { colour: Colour; fn: FnId; camp?: Camp; effect?: 'draw2' | 'discard1' };

/** Parse a card name; returns an error message naming what is wrong. */
export function parseFace(text: string): FacePattern | string {
  // "红锁定" and "红 锁定" both work: split a leading one-character Chinese colour.
  const spaced = text.trim().replace(/^([红蓝黑])(?=\S)/, '$1 ');
  const words = spaced.split(/\s+/).filter(Boolean);
  const [c, fn, camp, effect, ...extra] = words;
  const colour = COLOURS[c?.toLowerCase() ?? ''];
  if (!colour) return `"${text}": a card starts with its colour (red/blue/black or 红/蓝/黑)`;
  const f = FUNCTIONS[fn?.toLowerCase() ?? ''];
  if (!f) return `"${text}": unknown card function "${fn ?? ''}"`;
  if (extra.length > 0) return `"${text}": unexpected words "${extra.join(' ')}"`;
  if (f !== 'probe') {
    if (camp !== undefined) return `"${text}": only a probe names a camp and an effect`;
    return { colour, fn: f };
  }
  const ca = CAMPS[camp?.toLowerCase() ?? ''];
  const ef = EFFECTS[effect?.toLowerCase() ?? ''];
  if (!ca || !ef)
    return `"${text}": a probe names the camp it bets on and its effect, e.g. "black probe red draw2"`;
  return { colour, fn: f, camp: ca, effect: ef };
}

export function matchesFace(p: FacePattern, f: CardFace): boolean {
  if (p.colour !== f.colour || p.fn !== f.fn) return false;
  if (p.fn !== 'probe') return true;
  return f.probe?.camp === p.camp && f.probe?.effect === p.effect;
}

/** Canonical form of a card name, or the name itself if it does not parse. */
export function canonicalFace(text: string): string {
  const p = parseFace(text);
  if (typeof p === 'string') return text;
  return formatFace({
    fn: p.fn,
    colour: p.colour,
    delivery: 'secret',
    probe: p.camp ? { camp: p.camp, effect: p.effect! } : undefined,
  });
}
