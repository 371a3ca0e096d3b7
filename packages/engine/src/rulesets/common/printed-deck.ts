// A deck printed as "so many red, blue and black copies of each function, in one delivery", with
// 试探 bet on each camp with each answer once in each colour: the 2010 box (seed 000) and the online
// edition (seed 003) are both printed this way. 风声再临 lists its cards one by one instead.
import type { Camp, CardFace, Delivery, FnId, ProbeEffect } from '../../core/types.ts';

/** One function's printed copies by colour, all in one delivery. */
export interface ColourRow {
  fn: FnId;
  delivery: Delivery;
  red: number;
  blue: number;
  black: number;
}

const COLOURS = ['red', 'blue', 'black'] as const;
const CAMPS: readonly Camp[] = ['red', 'blue', 'neutral'];

/**
 * The cards of `rows`, then the 18 试探 (all 密电): for each camp bet on, each of `probeAnswers` once
 * in each colour. Frozen: a deck is shared by every game of its edition.
 */
export function printedDeck(
  rows: readonly ColourRow[],
  probeAnswers: readonly ProbeEffect[],
): readonly CardFace[] {
  const out: CardFace[] = [];
  for (const r of rows)
    for (const colour of COLOURS)
      for (let i = 0; i < r[colour]; i++) out.push({ fn: r.fn, colour, delivery: r.delivery });
  for (const camp of CAMPS)
    for (const effect of probeAnswers)
      for (const colour of COLOURS)
        out.push({ fn: 'probe', colour, delivery: 'secret', probe: { camp, effect } });
  return Object.freeze(out.map((c) => Object.freeze(c)));
}
