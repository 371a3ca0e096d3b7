// What the coach's sentences are built from: the seat it speaks to, the ruleset's numbers and words,
// and the intel a seat holds. Every name comes from the ruleset's data (its terms, its cards'
// names and texts); the coach itself names no card and no edition.
import type { Text } from '@fengsheng/game';
import { getRuleset, type Ruleset } from '../../core/ruleset.ts';
import type { Camp, Colour } from '../../core/types.ts';
import type { GameView } from '../../core/views.ts';
import { lexicon, seatName, t, type Lexicon } from '../names.ts';

/** Everything one coaching pass reads, looked up once. */
export interface CoachContext {
  readonly view: GameView;
  readonly rs: Ruleset;
  readonly lx: Lexicon;
  /** The seat the coach speaks to (-1 for a spectator, who is never coached on options). */
  readonly me: number;
}

export function coachContext(view: GameView): CoachContext {
  return {
    view,
    rs: getRuleset(view.ruleset),
    lx: lexicon(view.ruleset),
    me: typeof view.viewer === 'number' ? view.viewer : -1,
  };
}

/** 「你」 / "you" for the coached seat, the seat's name for anyone else. */
export function who(c: CoachContext, seat: number): Text {
  return seat === c.me ? t('你', 'you') : seatName(seat);
}

/** The same at the start of a sentence (a seat's name then a space in Chinese, as the log writes it). */
export function Who(c: CoachContext, seat: number): Text {
  if (seat === c.me) return t('你', 'You');
  const s = seatName(seat);
  return t(`${s.zh} `, s.en);
}

/** A card function's name and what it does: 「【X】：……」 / "X: …". */
export function fnWithText(c: CoachContext, fn: string): Text {
  const name = c.lx.fn(fn);
  const text = c.rs.functions[fn]?.text ?? c.rs.skills?.[fn]?.text;
  return text ? t(`【${name.zh}】：${text.zh}`, `${name.en}: ${text.en}`) : t(`【${name.zh}】`, name.en);
}

/** A delivery's name, then how it travels when the ruleset says: 「<name>：<how>」 / "<Name>: <how>". */
export function deliveryWithText(c: CoachContext, delivery: string): Text {
  const name = c.lx.delivery(delivery);
  const how = c.rs.terms?.deliveryTexts?.[delivery as keyof NonNullable<Ruleset['terms']>['deliveries']];
  const en = name.en.charAt(0).toUpperCase() + name.en.slice(1);
  return how ? t(`${name.zh}：${how.zh}`, `${en}: ${how.en}`) : t(name.zh, en);
}

/**
 * How many intel of each colour a seat holds face up; for a seat that died, what lay in front of it
 * at its death (its cards have gone to the discard since).
 */
export function intelCounts(c: CoachContext, seat: number): Record<Colour, number> {
  const n: Record<Colour, number> = { red: 0, blue: 0, black: 0, dual: 0 };
  const death = c.view.deaths.find((d) => d.seat === seat);
  if (death) for (const face of death.intel) n[face.colour]++;
  else for (const card of c.view.players[seat]?.intel ?? []) if (card.face) n[card.face.colour]++;
  return n;
}

/** Whether the coached seat still plays (a dead or lost seat is told what happens, not its turn). */
export function stillPlaying(c: CoachContext): boolean {
  const p = c.view.players[c.me];
  return p !== undefined && p.alive && !p.lost;
}

/** 「红 1、黑 2」 / "red 1, black 2" (only the colours held; 「没有情报」 when none). */
export function countsText(c: CoachContext, counts: Record<Colour, number>): Text {
  const held = (Object.keys(counts) as Colour[]).filter((k) => counts[k] > 0);
  if (held.length === 0) return t('没有情报', 'no intel');
  const parts = held.map((k) => ({
    zh: `${c.lx.colour(k).zh} ${counts[k]}`,
    en: `${c.lx.colour(k).en} ${counts[k]}`,
  }));
  return t(parts.map((p) => p.zh).join('、'), parts.map((p) => p.en).join(', '));
}

/** The camp whose colour this is, if one collects it. */
export function campOfColour(c: CoachContext, colour: Colour): Camp | null {
  for (const camp of ['red', 'blue'] as const) if (c.rs.campColour(camp) === colour) return camp;
  return null;
}

/** Join sentences with the language's own spacing. */
export function sentences(parts: readonly Text[]): Text {
  return t(parts.map((p) => p.zh).join(''), parts.map((p) => p.en).join(' '));
}
