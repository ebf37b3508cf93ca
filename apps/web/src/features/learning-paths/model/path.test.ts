import { describe, expect, it } from 'vitest';
import { masteryPercent } from './path';

describe('masteryPercent', () => {
  it('rounds down, so 95% shows only once the object is mastered', () => {
    expect(masteryPercent(0.9499)).toBe(94);
    expect(masteryPercent(0.95)).toBe(95);
    expect(masteryPercent(0.99245)).toBe(99);
    expect(masteryPercent(1)).toBe(100);
    expect(masteryPercent(0)).toBe(0);
  });

  it('is not thrown off by binary fractions', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(masteryPercent(0.29)).toBe(29);
    expect(masteryPercent(0.57)).toBe(57);
  });
});
