// The statistics the CLI's reports share: Wilson intervals, quantiles, rounding.

/** The 95% Wilson score interval for `wins` out of `games`. */
export function wilson(wins: number, games: number, z = 1.959964): [number, number] {
  if (games === 0) return [0, 1];
  const p = wins / games;
  const z2 = z * z;
  const denom = 1 + z2 / games;
  const centre = (p + z2 / (2 * games)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / denom;
  return [round(Math.max(0, centre - half), 4), round(Math.min(1, centre + half), 4)];
}

/**
 * The nearest-rank `q` quantile (0 < q <= 1) of `values`: the smallest value at least a share q of
 * them do not exceed; 0 for none.
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1];
}

export function round(x: number, d: number): number {
  const f = 10 ** d;
  return Math.round(x * f) / f;
}
