// How players write seats and cards in scenarios: seat letters A, B, C... in turn order, and cards
// by colour and function in English or Chinese ("red lock", "红 锁定", "black probe red draw2").
import { getRuleset, listRulesets } from '../core/ruleset.ts';
import type { Camp, CardFace, Colour, FnId, ProbeEffect } from '../core/types.ts';

const COLOURS: Record<string, Colour> = {
  red: 'red',
  红: 'red',
  blue: 'blue',
  蓝: 'blue',
  black: 'black',
  黑: 'black',
  grey: 'black',
  灰: 'black',
  dual: 'dual',
  双色: 'dual',
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

const EFFECTS: Record<string, ProbeEffect> = {
  draw1: 'draw1',
  抽1: 'draw1',
  抽一: 'draw1',
  draw2: 'draw2',
  抽2: 'draw2',
  抽二: 'draw2',
  discard1: 'discard1',
  弃1: 'discard1',
  弃一: 'discard1',
};

/** Qualifiers after the function of a 风声再临 card: its marks. The variant is written as is. */
const MARK_WORDS: Record<string, 'encrypted' | 'turnable'> = {
  encrypted: 'encrypted',
  加密: 'encrypted',
  turnable: 'turnable',
  转向: 'turnable',
};

/** A function named by any registered edition: its id or its Chinese name. */
function functionNamed(word: string): FnId | undefined {
  const known = FUNCTIONS[word.toLowerCase()];
  if (known) return known;
  for (const id of listRulesets())
    for (const fn of Object.values(getRuleset(id).functions))
      if (fn.id.toLowerCase() === word.toLowerCase() || fn.name.zh === word) return fn.id;
  return undefined;
}

/** The variants printed on any registered edition's cards of this function. */
function variantsOf(fn: FnId): Set<string> {
  const out = new Set<string>();
  for (const id of listRulesets())
    for (const c of getRuleset(id).cards) if (c.fn === fn && c.variant) out.add(c.variant);
  return out;
}

export function seatLetter(seat: number): string {
  return String.fromCharCode(65 + seat);
}

export function parseSeat(text: string, players: number): number | null {
  const t = text.trim().toUpperCase();
  if (!/^[A-Z]$/.test(t)) return null;
  const seat = t.charCodeAt(0) - 65;
  return seat < players ? seat : null;
}

/**
 * A card's face in canonical English: "red lock", "black probe red draw2"; a 风声再临 card adds its
 * variant and marks: "black probe blueDraws turnable", "red lock encrypted".
 */
export function formatFace(f: CardFace): string {
  let name = `${f.colour} ${f.fn}`;
  if (f.probe) name += ` ${f.probe.camp} ${f.probe.effect}`;
  if (f.variant) name += ` ${f.variant}`;
  if (f.marks?.encrypted) name += ' encrypted';
  if (f.marks?.turnable) name += ' turnable';
  return name;
}

export type FacePattern = {
  colour: Colour;
  fn: FnId;
  camp?: Camp;
  effect?: ProbeEffect;
  variant?: string;
  encrypted?: boolean;
  turnable?: boolean;
};

/** Parse a card name; returns an error message naming what is wrong. */
export function parseFace(text: string): FacePattern | string {
  // "红锁定" and "红 锁定" both work: split a leading one-character Chinese colour.
  const spaced = text.trim().replace(/^([红蓝黑灰])(?=\S)/, '$1 ');
  const words = spaced.split(/\s+/).filter(Boolean);
  const [c, fn, camp, effect, ...extra] = words;
  const colour = COLOURS[c?.toLowerCase() ?? ''];
  if (!colour) return `"${text}": a card starts with its colour (red/blue/black or 红/蓝/黑)`;
  const f = functionNamed(fn ?? '');
  if (!f) return `"${text}": unknown card function "${fn ?? ''}"`;
  const rest = words.slice(2);
  // A 风声再临 card: its variant and marks, in any order, each optional.
  if (rest.some((w) => MARK_WORDS[w] || variantsOf(f).has(w))) {
    const p: FacePattern = { colour, fn: f };
    for (const w of rest) {
      if (MARK_WORDS[w]) p[MARK_WORDS[w]] = true;
      else if (variantsOf(f).has(w)) p.variant = w;
      else
        return `"${text}": unexpected word "${w}" (marks: encrypted, turnable; variants: ${[...variantsOf(f)].join(', ')})`;
    }
    return p;
  }
  if (extra.length > 0) return `"${text}": unexpected words "${extra.join(' ')}"`;
  if (f !== 'probe') {
    if (camp !== undefined) return `"${text}": only a probe names a camp and an effect`;
    return { colour, fn: f };
  }
  const ca = CAMPS[camp?.toLowerCase() ?? ''];
  const ef = EFFECTS[effect?.toLowerCase() ?? ''];
  if (!ca || !ef)
    return `"${text}": a probe names the camp it bets on and its effect, e.g. "black probe red draw2" (风声再临: its variant, e.g. "black probe blueDraws")`;
  return { colour, fn: f, camp: ca, effect: ef };
}

export function matchesFace(p: FacePattern, f: CardFace): boolean {
  if (p.colour !== f.colour || p.fn !== f.fn) return false;
  if (p.variant !== undefined && p.variant !== f.variant) return false;
  if (p.encrypted !== undefined && p.encrypted !== !!f.marks?.encrypted) return false;
  if (p.turnable !== undefined && p.turnable !== !!f.marks?.turnable) return false;
  if (f.variant !== undefined || p.variant !== undefined) return true;
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
    variant: p.variant,
    marks: p.encrypted || p.turnable ? { encrypted: p.encrypted, turnable: p.turnable } : undefined,
  });
}
