// Seat order around the table: the viewer sits at the bottom and the others follow in turn order.

/** Seats 0..n-1 starting from `me` (or from 0 for a spectator). */
export function seatOrder(count: number, me: number | null): number[] {
  const start = me !== null && me >= 0 && me < count ? me : 0;
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((start + i) % count);
  return out;
}

/**
 * Positions on an oval (percent of the table box), the first seat at the bottom centre and the
 * rest going round counterclockwise as seen on screen: turn order passes to the right, and the
 * right of a player sitting at the bottom is the right of the screen.
 */
export function ovalPositions(count: number): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < count; i++) {
    const a = Math.PI / 2 - (2 * Math.PI * i) / count;
    out.push({ x: 50 + 42 * Math.cos(a), y: 50 + 40 * Math.sin(a) });
  }
  return out;
}

/** Where the intel in transit lies on the felt: between the table's centre and its holder. */
export function towardCentre(p: { x: number; y: number }, f = 0.68): { x: number; y: number } {
  return { x: 50 + (p.x - 50) * f, y: 50 + (p.y - 50) * f };
}
