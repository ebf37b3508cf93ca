// The primary analysis of a pre/post randomised study (docs/studies.md §4, "Primary analysis"): an ANCOVA of the
// post-test on condition, pretest and allocation stratum fitted by ordinary least squares over all the study's
// conditions at once, then each pair of conditions compared from that one model: the adjusted mean difference
// with its t-based 95% interval and two-sided p, Holm's step-down adjustment over the pairs (Holm, 1979), and
// Hedges' g of the adjusted difference over the two arms' pooled post-test SD with the small-sample correction
// (What Works Clearinghouse Procedures and Standards Handbook 5.0, 2022, appendix E). The linear algebra is
// ml-matrix's; the t distribution is stdlib's.
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { inverse, Matrix, QrDecomposition } from 'ml-matrix';
import { gInterval, mean, sampleSd } from './describe';

export interface AncovaLearner<C extends string = string> {
  condition: C;
  pre: number;
  post: number;
  stratum: string;
}

export interface AncovaComparison<C extends string = string> {
  a: C;
  b: C;
  n_a: number;
  n_b: number;
  /** Adjusted mean post-test of b minus a, in post-test points, with its 95% interval and two-sided p. */
  difference: number | null;
  se: number | null;
  ci_low: number | null;
  ci_high: number | null;
  p: number | null;
  /** Holm's adjustment over the pairs of this analysis (equal to p with two conditions). */
  p_holm: number | null;
  /** The adjusted difference over the pooled SD of the two arms' post-tests, times 1 - 3 / (4N - 9). */
  hedges_g: number | null;
  g_ci_low: number | null;
  g_ci_high: number | null;
}

export interface AncovaResult<C extends string = string> {
  n: number;
  /** Residual degrees of freedom: n minus the number of coefficients estimated. */
  residual_df: number | null;
  /** The common within-condition slope of the post-test on the pretest. */
  pre_slope: number | null;
  /** The strata that entered the model as indicators (the first one present is the reference). */
  strata: string[];
  comparisons: AncovaComparison<C>[];
}

interface Fit {
  beta: number[];
  covariance: Matrix;
  df: number;
}

/** Least squares of y on the columns of x, with the coefficients' covariance s²(XᵀX)⁻¹; null when x is not of full rank or leaves no residual degree of freedom. */
function ols(x: Matrix, y: number[]): Fit | null {
  const df = x.rows - x.columns;
  if (df < 1 || !new QrDecomposition(x).isFullRank()) return null;
  const xtxInverse = inverse(x.transpose().mmul(x));
  const beta = xtxInverse.mmul(x.transpose()).mmul(Matrix.columnVector(y)).to1DArray();
  const fitted = x.mmul(Matrix.columnVector(beta)).to1DArray();
  const rss = y.reduce((s, v, i) => s + (v - fitted[i]!) ** 2, 0);
  return { beta, covariance: xtxInverse.mul(rss / df), df };
}

/** Holm's step-down adjusted p-values, in the order given. */
export function holm(p: readonly (number | null)[]): (number | null)[] {
  const order = p
    .map((value, index) => ({ value, index }))
    .filter((e): e is { value: number; index: number } => e.value !== null)
    .sort((x, y) => x.value - y.value);
  const m = order.length;
  const adjusted: (number | null)[] = p.map(() => null);
  let running = 0;
  order.forEach(({ value, index }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * value));
    adjusted[index] = running;
  });
  return adjusted;
}

/** The design's columns: intercept, one indicator per condition after the first, the pretest, then one indicator per stratum after the first that keeps the design of full rank. */
function design(learners: readonly AncovaLearner[], conditions: readonly string[]) {
  const present = conditions.filter((c) => learners.some((l) => l.condition === c));
  const columns: number[][] = [
    learners.map(() => 1),
    ...present.slice(1).map((c) => learners.map((l) => (l.condition === c ? 1 : 0))),
    learners.map((l) => l.pre),
  ];
  const strataPresent = [...new Set(learners.map((l) => l.stratum))].sort();
  const strata = strataPresent.slice(0, 1);
  for (const s of strataPresent.slice(1)) {
    const candidate = [...columns, learners.map((l) => (l.stratum === s ? 1 : 0))];
    const x = new Matrix(candidate).transpose();
    if (x.rows > x.columns && new QrDecomposition(x).isFullRank()) {
      columns.push(candidate.at(-1)!);
      strata.push(s);
    }
  }
  return { x: new Matrix(columns).transpose(), present, strata };
}

/**
 * The ANCOVA post ~ condition + pre + stratum over every learner given, and the comparison of each pair of the
 * study's conditions (in the study's order, b against a). A pair without a learner on one side, or a model that
 * cannot be estimated (too few learners, or a pretest that does not vary), has null figures.
 */
export function ancova<C extends string>(
  learners: readonly AncovaLearner<C>[],
  conditions: readonly C[],
  level = 0.95,
): AncovaResult<C> {
  const { x, present, strata } = design(learners, conditions);
  const fit =
    learners.length > 0
      ? ols(
          x,
          learners.map((l) => l.post),
        )
      : null;
  // Column 0 is the intercept, column k the indicator of the k-th condition present (the first is the reference).
  const coefficientOf = (c: string) => (present.indexOf(c) > 0 ? present.indexOf(c) : null);
  const posts = (c: string) => learners.filter((l) => l.condition === c).map((l) => l.post);
  const pairs = conditions.flatMap((a, i) => conditions.slice(i + 1).map((b) => ({ a, b })));
  const raw = pairs.map(({ a, b }) => {
    const na = posts(a).length;
    const nb = posts(b).length;
    const empty = {
      a,
      b,
      n_a: na,
      n_b: nb,
      difference: null,
      se: null,
      ci_low: null,
      ci_high: null,
      p: null,
      hedges_g: null,
      g_ci_low: null,
      g_ci_high: null,
    };
    if (!fit || na === 0 || nb === 0) return empty;
    // The contrast b - a on the coefficients (the reference condition's effect is 0).
    const contrast = new Array<number>(x.columns).fill(0);
    const ia = coefficientOf(a);
    const ib = coefficientOf(b);
    if (ib !== null) contrast[ib] = 1;
    if (ia !== null) contrast[ia] = -1;
    const c = Matrix.columnVector(contrast);
    const difference = contrast.reduce((s, v, i) => s + v * fit.beta[i]!, 0);
    const se = Math.sqrt(c.transpose().mmul(fit.covariance).mmul(c).get(0, 0));
    const half = tQuantile(1 - (1 - level) / 2, fit.df) * se;
    const p = se > 0 ? 2 * (1 - tCdf(Math.abs(difference / se), fit.df)) : null;
    const sa = sampleSd(posts(a));
    const sbd = sampleSd(posts(b));
    const pooled =
      sa === null || sbd === null
        ? null
        : Math.sqrt(((na - 1) * sa ** 2 + (nb - 1) * sbd ** 2) / (na + nb - 2));
    const g = pooled ? (1 - 3 / (4 * (na + nb) - 9)) * (difference / pooled) : null;
    return {
      ...empty,
      difference,
      se,
      ci_low: difference - half,
      ci_high: difference + half,
      p,
      ...(g === null ? {} : gInterval(g, na, nb, level)),
    };
  });
  const adjusted = holm(raw.map((r) => r.p));
  return {
    n: learners.length,
    residual_df: fit?.df ?? null,
    pre_slope: fit ? fit.beta[present.length]! : null,
    strata: fit ? strata : [],
    comparisons: raw.map((r, i) => ({ ...r, p_holm: adjusted[i]! })),
  };
}

export interface IttLearner<C extends string = string> {
  condition: C;
  stratum: string;
  pre: number | null;
  post: number | null;
}

/**
 * The intention-to-treat set: every allocated learner still taking part, a missing post-test replaced by the
 * learner's pretest (no change: baseline observation carried forward) and a missing pretest by the mean pretest
 * of those who have one (White and Thompson, 2005). Returns the learners and how many values were put in.
 */
export function intentionToTreat<C extends string>(learners: readonly IttLearner<C>[]) {
  const preMean = mean(learners.flatMap((l) => (l.pre === null ? [] : [l.pre])));
  let imputedPre = 0;
  let imputedPost = 0;
  const set: AncovaLearner<C>[] = [];
  for (const l of learners) {
    const pre = l.pre ?? preMean;
    if (pre === null) continue;
    if (l.pre === null) imputedPre += 1;
    if (l.post === null) imputedPost += 1;
    set.push({ condition: l.condition, stratum: l.stratum, pre, post: l.post ?? pre });
  }
  return { learners: set, imputed_pre: imputedPre, imputed_post: imputedPost };
}

export interface InteractionLearner {
  /** True in the second condition of the pair. */
  second: boolean;
  /** The learner's signed score on the style dimension (-11 to 11). */
  score: number;
  pre: number;
  post: number;
}

export interface InteractionEstimate {
  n: number;
  /** How much more the post-test rises per point of the score in the second condition than in the first. */
  estimate: number | null;
  se: number | null;
  ci_low: number | null;
  ci_high: number | null;
  p: number | null;
  /**
   * The fitted post-test against the score in each condition, at the learners' mean pretest (the lines of the
   * interaction plot): `a` is b0 + b4 mean + b2 score, `b` adds b1 and b3 score; over the scores seen.
   */
  lines: {
    a_intercept: number;
    a_slope: number;
    b_intercept: number;
    b_slope: number;
    mean_pre: number;
    score_min: number;
    score_max: number;
  } | null;
}

/**
 * The condition x style interaction of a pair of conditions (Pashler et al., 2008): the least squares fit of
 * post = b0 + b1 second + b2 score + b3 second x score + b4 pre, and b3 with its t-based interval and two-sided
 * p. A crossover interaction (b3 of the sign the meshing hypothesis predicts, its interval clear of zero) is the
 * evidence a learning-styles claim needs. Null figures when the model cannot be estimated.
 */
export function styleInteraction(learners: readonly InteractionLearner[], level = 0.95): InteractionEstimate {
  const none = {
    n: learners.length,
    estimate: null,
    se: null,
    ci_low: null,
    ci_high: null,
    p: null,
    lines: null,
  };
  if (learners.length === 0) return none;
  const x = new Matrix(learners.map((l) => [1, l.second ? 1 : 0, l.score, l.second ? l.score : 0, l.pre]));
  const fit = ols(
    x,
    learners.map((l) => l.post),
  );
  if (!fit) return none;
  const estimate = fit.beta[3]!;
  const se = Math.sqrt(fit.covariance.get(3, 3));
  const half = tQuantile(1 - (1 - level) / 2, fit.df) * se;
  const p = se > 0 ? 2 * (1 - tCdf(Math.abs(estimate / se), fit.df)) : null;
  const [b0, b1, b2, b3, b4] = fit.beta as [number, number, number, number, number];
  const meanPre = learners.reduce((sum, l) => sum + l.pre, 0) / learners.length;
  const scores = learners.map((l) => l.score);
  return {
    n: learners.length,
    estimate,
    se,
    ci_low: estimate - half,
    ci_high: estimate + half,
    p,
    lines: {
      a_intercept: b0 + b4 * meanPre,
      a_slope: b2,
      b_intercept: b0 + b1 + b4 * meanPre,
      b_slope: b2 + b3,
      mean_pre: meanPre,
      score_min: Math.min(...scores),
      score_max: Math.max(...scores),
    },
  };
}
