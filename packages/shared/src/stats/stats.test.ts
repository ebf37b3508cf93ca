// Figures checked against hand computations (and the quantiles against published tables).
import { describe, expect, it } from 'vitest';
import { hedgesG, mean, meanInterval, sampleSd } from './describe';

describe('study statistics', () => {
  it('mean and sample SD of 2, 4, 4, 4, 5, 5, 7, 9: 5 and √(32/7)', () => {
    const v = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(v)).toBe(5);
    expect(sampleSd(v)).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(mean([])).toBeNull();
    expect(sampleSd([3])).toBeNull();
  });

  it('the 95% interval of 1, 2, 3, 4, 5 uses t(0.975, 4) = 2.776445', () => {
    const r = meanInterval([1, 2, 3, 4, 5]);
    const half = 2.776445105 * (Math.sqrt(2.5) / Math.sqrt(5));
    expect(r.n).toBe(5);
    expect(r.mean).toBe(3);
    expect(r.ci_low).toBeCloseTo(3 - half, 6);
    expect(r.ci_high).toBeCloseTo(3 + half, 6);
    expect(meanInterval([0.4])).toEqual({ mean: 0.4, ci_low: null, ci_high: null, n: 1 });
  });

  it("Hedges' g of a = 1, 2, 3 and b = 3, 4, 5 by hand", () => {
    // Both SDs are 1, so the pooled SD is 1 and d = 2; J = 1 - 3 / (4 · 6 - 9) = 0.8; g = 1.6.
    // SE = √(6 / 9 + 1.6² / 12) = √(0.666667 + 0.213333) = √0.88; z = 1.959964.
    const r = hedgesG([1, 2, 3], [3, 4, 5]);
    expect(r.hedges_g).toBeCloseTo(1.6, 12);
    expect(r.ci_low).toBeCloseTo(1.6 - 1.959963985 * Math.sqrt(0.88), 6);
    expect(r.ci_high).toBeCloseTo(1.6 + 1.959963985 * Math.sqrt(0.88), 6);
    expect(hedgesG([1, 2, 3], [3, 4, 5]).hedges_g).toBe(-(hedgesG([3, 4, 5], [1, 2, 3]).hedges_g ?? 0));
    expect(hedgesG([1], [2, 3]).hedges_g).toBeNull();
    expect(hedgesG([1, 1], [2, 2]).hedges_g).toBeNull();
  });
});
