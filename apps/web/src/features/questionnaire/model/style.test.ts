import { describe, expect, it } from 'vitest';
import { firstUnanswered, preferenceKey, scalePercent, scalePosition, unansweredFromErrors } from './style';

describe('the learning-style scale', () => {
  it('puts the first pole on the left (negative) and the second on the right', () => {
    expect(scalePosition({ pair: ['active', 'reflective'], category: 'active', score: 7 })).toBe(-7);
    expect(scalePosition({ pair: ['active', 'reflective'], category: 'reflective', score: 3 })).toBe(3);
    expect(scalePercent(-11)).toBe(0);
    expect(scalePercent(0)).toBe(50);
    expect(scalePercent(11)).toBe(100);
  });

  it('describes a mild preference as a balance and a clear one by its pole', () => {
    expect(preferenceKey({ category: 'visual', band: 'mild' })).toBe('questionnaire.preference.mild');
    expect(preferenceKey({ category: 'visual', band: 'moderate' })).toBe('questionnaire.preference.visual');
    expect(preferenceKey({ category: 'global', band: 'strong' })).toBe('questionnaire.preference.global');
  });
});

describe('unanswered items', () => {
  it('finds the first item without an a or b answer', () => {
    expect(firstUnanswered([4, 5, 6], { 4: 'a', 6: 'b' })).toBe(1);
    expect(firstUnanswered([4, 5], { 4: 'a', 5: 'b' })).toBe(-1);
  });

  it("reads the server's question errors in either key case", () => {
    expect(unansweredFromErrors({ responses: ['x'], question_3: ['x'], question12: ['x'] })).toEqual([3, 12]);
    expect(unansweredFromErrors(undefined)).toEqual([]);
  });
});
