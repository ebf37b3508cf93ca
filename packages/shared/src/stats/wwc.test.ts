// The WWC checks by hand, reading the boundaries from the WWC Standards Handbook 4.0, Table II.1.
import { describe, expect, it } from 'vitest';
import { attritionCheck, equivalenceCheck } from './wwc';

describe('WWC attrition', () => {
  it('15 % overall and 10 points apart: above the cautious boundary (5.9), under the optimistic one (10.8)', () => {
    // a loses 5 of 50 (10 %), b 10 of 50 (20 %): overall 15 of 100.
    expect(attritionCheck({ allocated: 50, analysed: 45 }, { allocated: 50, analysed: 40 })).toEqual({
      overall: 15,
      differential: 10,
      cautious_limit: 5.9,
      optimistic_limit: 10.8,
      verdict: 'low_optimistic_only',
    });
  });

  it('11 % overall and 2 points apart: low (the cautious boundary at 11 % is 6.2)', () => {
    const r = attritionCheck({ allocated: 100, analysed: 90 }, { allocated: 100, analysed: 88 });
    expect(r.overall).toBeCloseTo(11, 12);
    expect(r.differential).toBeCloseTo(2, 12);
    expect(r).toMatchObject({ cautious_limit: 6.2, optimistic_limit: 10.9, verdict: 'low' });
  });

  it('reads the table at the whole percent below: 25.5 % overall uses the row of 25 (4.8 and 9.4)', () => {
    // a loses 26 of 100, b 25 of 100: overall 51 of 200 = 25.5 %, 1 point apart.
    expect(attritionCheck({ allocated: 100, analysed: 74 }, { allocated: 100, analysed: 75 })).toMatchObject({
      overall: 25.5,
      cautious_limit: 4.8,
      optimistic_limit: 9.4,
      verdict: 'low',
    });
  });

  it('30 % overall and 40 points apart is high; beyond 57 % overall no difference is low', () => {
    expect(attritionCheck({ allocated: 10, analysed: 5 }, { allocated: 10, analysed: 9 })).toMatchObject({
      overall: 30,
      differential: 40,
      cautious_limit: 4.1,
      optimistic_limit: 8.4,
      verdict: 'high',
    });
    expect(attritionCheck({ allocated: 10, analysed: 4 }, { allocated: 10, analysed: 4 })).toEqual({
      overall: 60,
      differential: 0,
      cautious_limit: null,
      optimistic_limit: null,
      verdict: 'high',
    });
    expect(attritionCheck({ allocated: 0, analysed: 0 }, { allocated: 4, analysed: 3 }).verdict).toBeNull();
  });
});

describe('WWC baseline equivalence on the pretest', () => {
  it("judges Hedges' g of the pretest against 0.05 and 0.25", () => {
    // Both SDs 10; means 1, 0.5 and 16 apart: d = 0.1, 0.05, 1.6; J = 1 - 3 / (4 · 6 - 9) = 0.8.
    const a = [10, 20, 30];
    expect(equivalenceCheck(a, [11, 21, 31]).verdict).toBe('adjustment_required');
    expect(equivalenceCheck(a, [11, 21, 31]).difference_sd).toBeCloseTo(0.08, 12);
    expect(equivalenceCheck(a, [10.5, 20.5, 30.5])).toMatchObject({ verdict: 'equivalent' });
    expect(equivalenceCheck(a, [10.5, 20.5, 30.5]).difference_sd).toBeCloseTo(0.04, 12);
    expect(equivalenceCheck(a, [26, 36, 46]).difference_sd).toBeCloseTo(1.28, 12);
    expect(equivalenceCheck(a, [26, 36, 46]).verdict).toBe('not_equivalent');
    // Unequal arms: n 3 and 2, J = 1 - 3 / (4 · 5 - 9) = 8/11, pooled SD √((2 · 100 + 1 · 0.5) / 3).
    expect(equivalenceCheck(a, [4, 3]).difference_sd).toBeCloseTo(
      (8 / 11) * (-16.5 / Math.sqrt(200.5 / 3)),
      12,
    );
    expect(equivalenceCheck([50], [40, 60])).toEqual({ difference_sd: null, verdict: null });
  });
});
