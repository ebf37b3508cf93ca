// The statistics of a study's dashboard and package (docs/design/adaptive.md §10): means with their sample SD,
// t-based 95% intervals of a mean, and Hedges' g between two groups with its 95% interval. Quantiles come from
// stdlib's distributions, never from hand-written ones.
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** The sample standard deviation (n - 1); null below two values. */
export function sampleSd(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const m = mean(values)!;
  return Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1));
}

export interface MeanInterval {
  mean: number | null;
  ci_low: number | null;
  ci_high: number | null;
  n: number;
}

/** The mean with its two-sided interval `mean ± t(1 - α/2, n - 1) · sd / √n`; no interval below two values. */
export function meanInterval(values: readonly number[], level = 0.95): MeanInterval {
  const n = values.length;
  const m = mean(values);
  const sd = sampleSd(values);
  if (m === null || sd === null) return { mean: m, ci_low: null, ci_high: null, n };
  const half = tQuantile(1 - (1 - level) / 2, n - 1) * (sd / Math.sqrt(n));
  return { mean: m, ci_low: m - half, ci_high: m + half, n };
}

export interface EffectSize {
  hedges_g: number | null;
  ci_low: number | null;
  ci_high: number | null;
}

/**
 * Hedges' g of `b` against `a` (positive when b's mean is higher): Cohen's d on the pooled SD times the small
 * sample correction J = 1 - 3 / (4(n_a + n_b) - 9), with the interval g ± z(1 - α/2) · SE and
 * SE = √((n_a + n_b) / (n_a n_b) + g² / (2(n_a + n_b))) (Hedges and Olkin, 1985). Null below two values per group
 * or when both groups have no spread.
 */
export function hedgesG(a: readonly number[], b: readonly number[], level = 0.95): EffectSize {
  const none = { hedges_g: null, ci_low: null, ci_high: null };
  const na = a.length;
  const nb = b.length;
  if (na < 2 || nb < 2) return none;
  const sa = sampleSd(a)!;
  const sb = sampleSd(b)!;
  const pooled = Math.sqrt(((na - 1) * sa ** 2 + (nb - 1) * sb ** 2) / (na + nb - 2));
  if (pooled === 0) return none;
  const d = (mean(b)! - mean(a)!) / pooled;
  const g = (1 - 3 / (4 * (na + nb) - 9)) * d;
  const { g_ci_low, g_ci_high } = gInterval(g, na, nb, level);
  return { hedges_g: g, ci_low: g_ci_low, ci_high: g_ci_high };
}

/** The interval of a Hedges' g between groups of n_a and n_b: g ± z(1 - α/2) · √((n_a + n_b) / (n_a n_b) + g² / (2(n_a + n_b))). */
export function gInterval(g: number, na: number, nb: number, level = 0.95) {
  const se = Math.sqrt((na + nb) / (na * nb) + g ** 2 / (2 * (na + nb)));
  const z = normalQuantile(1 - (1 - level) / 2, 0, 1);
  return { hedges_g: g, g_ci_low: g - z * se, g_ci_high: g + z * se };
}
