// The sample size a study plans for (docs/studies.md §2, "Pre-registration"): learners per condition for a
// two-group ANCOVA on the post-test with the pretest as covariate, from the smallest effect worth finding
// (Cohen's d on the post-test), the two-sided alpha, the power and the pre/post correlation.
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

export interface PowerInput {
  /** The effect to detect, in post-test SDs (Cohen's d). */
  effect_size: number;
  /** Two-sided significance level. */
  alpha: number;
  /** Probability of finding the effect when it is there. */
  power: number;
  /** Correlation of the pretest and the post-test. */
  pre_post_correlation: number;
}

/**
 * Learners per condition: the two-sample size `2 (z(1 - α/2) + z(power))² / d²` times `1 - ρ²` (the share of the
 * post-test variance the pretest leaves, Borm, Fransen and Lemmens, 2007), plus `z(1 - α/2)² / 4` for the t
 * distribution (Guenther, 1981), rounded up.
 */
export function ancovaSampleSize(input: PowerInput): { per_condition: number } {
  const za = normalQuantile(1 - input.alpha / 2, 0, 1);
  const zb = normalQuantile(input.power, 0, 1);
  const n =
    ((1 - input.pre_post_correlation ** 2) * 2 * (za + zb) ** 2) / input.effect_size ** 2 + za ** 2 / 4;
  return { per_condition: Math.ceil(n) };
}
