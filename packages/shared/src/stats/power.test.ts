// The planned sample size against statsmodels 0.13.5 (`TTestIndPower().solve_power(effect_size=d / √(1 - ρ²),
// alpha, power)`, the noncentral t), rounded up, and Cohen's (1988) table 2.4.1: d = 0.5, α = .05, power .80
// needs 64 per group without a covariate.
import { describe, expect, it } from 'vitest';
import { ancovaSampleSize } from './power';

const size = (effect_size: number, pre_post_correlation: number, alpha = 0.05, power = 0.8) =>
  ancovaSampleSize({ effect_size, alpha, power, pre_post_correlation }).per_condition;

describe('the planned sample size', () => {
  it('is the t-test size without a covariate', () => {
    expect(size(0.5, 0)).toBe(64); // statsmodels 63.766
    expect(size(0.2, 0)).toBe(394); // 393.406
    expect(size(0.8, 0)).toBe(26); // 25.525
  });

  it('shrinks by 1 - ρ² with the pretest as covariate', () => {
    expect(size(0.5, 0.5)).toBe(49); // 48.073
    expect(size(0.3, 0.7)).toBe(90); // 89.924
    expect(size(1, 0.6)).toBe(12); // 11.094
  });

  it('grows with a stricter alpha and a higher power', () => {
    // statsmodels: d 0.5, ρ 0.5, α .01, power .9: effect 0.57735 -> 90.951
    expect(size(0.5, 0.5, 0.01, 0.9)).toBe(91);
  });
});
