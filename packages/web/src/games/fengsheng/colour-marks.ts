// Intel colours readable without colour: each colour also has a shape, drawn on the chips, the card
// stripes and the seat counts, so red, blue and black stay apart for a colour-blind player and in
// grey print. The three colour ids are the view's (view-types.ts); their names come from the glossary.

/** The shape drawn for each colour: red a triangle, blue a circle, black a square. */
export const COLOUR_SHAPES: Readonly<Record<string, string>> = {
  red: '▲',
  blue: '●',
  black: '■',
};

/** The shape of a colour id (a colour the view may add later gets a plain dot). */
export function shapeOf(colour: string): string {
  return COLOUR_SHAPES[colour] ?? '•';
}
