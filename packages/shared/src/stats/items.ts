// Item analysis and reliability of a study's instruments (docs/studies.md §4, "Instruments"): per item its
// difficulty and corrected item-total correlation, per test or scale Cronbach's alpha (KR-20 on items scored 0/1)
// with the standard error of measurement. Only complete response patterns are read: a person with an item
// missing is left out of the whole scale (listwise), so every figure describes the same people.
import { mean, sampleSd } from './describe';

/** The Pearson correlation of two equally long series; null when either has no spread. */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  const mx = mean(x);
  const my = mean(y);
  if (mx === null || my === null || x.length !== y.length) return null;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** The variance with divisor n (alpha's ratio is the same with n - 1 for every term). */
const variance = (values: readonly number[]) => {
  const m = mean(values)!;
  return values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length;
};

export interface ScaleReliability {
  /** Persons with every item answered. */
  n: number;
  /** Items. */
  k: number;
  /** Mean and sample SD of the persons' total (sum of item scores). */
  mean: number | null;
  sd: number | null;
  /**
   * Cronbach's alpha, k / (k - 1) · (1 - Σ var(item) / var(total)); on 0/1 items this is KR-20,
   * k / (k - 1) · (1 - Σ p·q / var(total)). Null below two persons or two items, or when the totals have no spread.
   */
  alpha: number | null;
  /** The standard error of measurement of the total, sd · √(1 - alpha); null without alpha. */
  sem: number | null;
}

/** The rows (one per person, items in a fixed order) that have every item. */
const complete = (rows: readonly (readonly (number | null)[])[]) =>
  rows.filter((r): r is number[] => r.every((v) => v !== null && Number.isFinite(v)));

/** Cronbach's alpha (Cronbach, 1951) and the SEM of the total of `rows` (persons x items). */
export function scaleReliability(rows: readonly (readonly (number | null)[])[], k: number): ScaleReliability {
  const people = complete(rows).filter((r) => r.length === k);
  const totals = people.map((r) => r.reduce((a, v) => a + v, 0));
  const n = people.length;
  const none = { n, k, mean: mean(totals), sd: sampleSd(totals), alpha: null, sem: null };
  if (n < 2 || k < 2) return none;
  const totalVariance = variance(totals);
  if (totalVariance === 0) return none;
  let itemVariances = 0;
  for (let j = 0; j < k; j++) itemVariances += variance(people.map((r) => r[j]!));
  const alpha = (k / (k - 1)) * (1 - itemVariances / totalVariance);
  return { ...none, alpha, sem: none.sd! * Math.sqrt(Math.max(0, 1 - alpha)) };
}

/**
 * Below this corrected item-total correlation a question is one to revise (Ebel and Frisbie, 1991): it barely
 * separates the learners who know more from those who know less.
 */
export const lowDiscrimination = 0.2;

export interface ItemStatistic {
  /** The item's mean score: for a 0/1 item, the share of persons who got it right (p). */
  difficulty: number | null;
  /**
   * The corrected item-total correlation: Pearson's r of the item with the total of the other items (for a 0/1
   * item, the point-biserial without the item's own part, Henrysson 1963); null when either has no spread.
   */
  discrimination: number | null;
}

/** Per item (columns of `rows`, complete rows only) its difficulty and corrected item-total correlation. */
export function itemStatistics(rows: readonly (readonly (number | null)[])[], k: number): ItemStatistic[] {
  const people = complete(rows).filter((r) => r.length === k);
  const totals = people.map((r) => r.reduce((a, v) => a + v, 0));
  return Array.from({ length: k }, (_, j) => {
    const item = people.map((r) => r[j]!);
    return {
      difficulty: mean(item),
      discrimination: pearson(
        item,
        totals.map((t, i) => t - item[i]!),
      ),
    };
  });
}
