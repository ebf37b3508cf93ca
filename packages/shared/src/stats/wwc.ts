// The What Works Clearinghouse's tests of a randomised comparison (docs/studies.md §4, "Attrition and baseline
// equivalence"): overall and differential attrition against the WWC's boundaries, and the baseline difference
// on the pretest in standard deviations against its 0.05 and 0.25 thresholds. The boundaries are those of the
// WWC Standards Handbook, version 4.0 (2020), Table II.1, p. 12: the highest differential attrition, in
// percentage points, that keeps a sample's attrition low at each whole percent of overall attrition from 0 to
// 57; beyond 57 % no differential attrition is low. Transcribed from the handbook as the WWCr calculator has it
// (github.com/HaiwenChu/RWWC-v.4-Group-Designs); the handbook is a work of the U.S. Government.
import { hedgesG } from './describe';

/** Index: overall attrition in whole percent (0 to 57). */
const cautious = [
  5.7, 5.8, 5.9, 5.9, 6, 6.1, 6.2, 6.3, 6.3, 6.3, 6.3, 6.2, 6.2, 6.1, 6, 5.9, 5.9, 5.8, 5.7, 5.5, 5.4, 5.3,
  5.2, 5.1, 4.9, 4.8, 4.7, 4.5, 4.4, 4.3, 4.1, 4, 3.8, 3.6, 3.5, 3.3, 3.2, 3.1, 2.9, 2.8, 2.6, 2.5, 2.3, 2.1,
  2, 1.8, 1.6, 1.5, 1.3, 1.2, 1, 0.9, 0.7, 0.6, 0.4, 0.3, 0.2, 0,
];
const optimistic = [
  10, 10.1, 10.2, 10.3, 10.4, 10.5, 10.7, 10.8, 10.9, 10.9, 10.9, 10.9, 10.9, 10.9, 10.8, 10.8, 10.7, 10.6,
  10.5, 10.3, 10.2, 10, 9.9, 9.7, 9.5, 9.4, 9.2, 9, 8.8, 8.6, 8.4, 8.2, 8, 7.8, 7.6, 7.4, 7.2, 7, 6.7, 6.5,
  6.3, 6, 5.8, 5.6, 5.3, 5.1, 4.9, 4.6, 4.4, 4.2, 3.9, 3.7, 3.5, 3.2, 3, 2.8, 2.6, 2.3,
];

export const attritionVerdicts = ['low', 'low_optimistic_only', 'high'] as const;
export type AttritionVerdict = (typeof attritionVerdicts)[number];
export const equivalenceVerdicts = ['equivalent', 'adjustment_required', 'not_equivalent'] as const;
export type EquivalenceVerdict = (typeof equivalenceVerdicts)[number];

export interface Arm {
  /** Randomised into the arm, withdrawn learners included. */
  allocated: number;
  /** With the outcome the analysis uses. */
  analysed: number;
}

export interface AttritionCheck {
  /** In percent of the two arms' allocation. */
  overall: number | null;
  /** The two arms' attrition rates apart, in percentage points. */
  differential: number | null;
  /** The highest low differential attrition at this overall attrition (null beyond 57 %). */
  cautious_limit: number | null;
  optimistic_limit: number | null;
  verdict: AttritionVerdict | null;
}

/**
 * Overall attrition (lost over allocated, both arms) and differential attrition (the arms' rates apart), judged
 * at the overall rate's whole percent (rounded down, as the table is read): low when the differential is at most
 * the cautious boundary, low under the optimistic boundary only when at most that one, high otherwise.
 */
export function attritionCheck(a: Arm, b: Arm): AttritionCheck {
  if (a.allocated === 0 || b.allocated === 0)
    return { overall: null, differential: null, cautious_limit: null, optimistic_limit: null, verdict: null };
  const rate = (arm: Arm) => (100 * (arm.allocated - arm.analysed)) / arm.allocated;
  const overall = (100 * (a.allocated + b.allocated - a.analysed - b.analysed)) / (a.allocated + b.allocated);
  const differential = Math.abs(rate(a) - rate(b));
  const row = Math.floor(overall + 1e-9);
  const cautiousLimit = cautious[row] ?? null;
  const optimisticLimit = optimistic[row] ?? null;
  // Compared at the table's precision, so that 1/3 - 1/4 written as 8.3 is not read as above 8.3.
  const within = (limit: number | null) => limit !== null && Math.round(differential * 10) / 10 <= limit;
  return {
    overall,
    differential,
    cautious_limit: cautiousLimit,
    optimistic_limit: optimisticLimit,
    verdict: within(cautiousLimit) ? 'low' : within(optimisticLimit) ? 'low_optimistic_only' : 'high',
  };
}

export interface EquivalenceCheck {
  /** Hedges' g of the pretest, b against a, on the analysed learners. */
  difference_sd: number | null;
  verdict: EquivalenceVerdict | null;
}

/**
 * Baseline equivalence on the pretest of the analysed sample: at most 0.05 SD apart the arms are equivalent;
 * from 0.05 to 0.25 they are equivalent only with the pretest adjusted for in the analysis (which the primary
 * ANCOVA does); beyond 0.25 they are not.
 */
export function equivalenceCheck(preA: readonly number[], preB: readonly number[]): EquivalenceCheck {
  const g = hedgesG(preA, preB).hedges_g;
  if (g === null) return { difference_sd: null, verdict: null };
  const size = Math.abs(g);
  return {
    difference_sd: g,
    verdict: size <= 0.05 ? 'equivalent' : size <= 0.25 ? 'adjustment_required' : 'not_equivalent',
  };
}
