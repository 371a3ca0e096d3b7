// A tiny seeded PRNG for bot choices, separate from the engine's own (which lives in the game state).

/** mulberry32: a 32-bit state, uniform floats in [0, 1). Good enough for picking among moves. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Multiplier that spreads simulation seeds apart: game i of seed s uses engine seed s * 1_000_003 + i. */
export const SEED_STRIDE = 1_000_003;

/** Largest simulation seed: keeps `seed * SEED_STRIDE + game` an exact integer for any realistic game count. */
export const MAX_SEED = 0xffffffff;

/**
 * The seeds of game `index` (0-based) in a simulation run with `seed`:
 * - `engineSeed = seed * 1_000_003 + index`, passed as-is to `createGame` (the engine uses it modulo 2^32),
 *   so `createGame({ seed: engineSeed, ... })` deals that game again;
 * - `botSeed`, a 32-bit hash of `engineSeed`, seeds the bots' mulberry32 for that game.
 */
export function gameSeeds(seed: number, index: number): { engineSeed: number; botSeed: number } {
  const engineSeed = seed * SEED_STRIDE + index;
  const lo = engineSeed >>> 0;
  const hi = Math.floor(engineSeed / 4294967296) >>> 0;
  return { engineSeed, botSeed: hash32(lo ^ Math.imul(hi, 0x9e3779b1) ^ 0x5bd1e995) };
}

function hash32(x: number): number {
  let z = x >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
