import { describe, expect, it } from 'vitest';
import { courseHakeGain, courseNlg, gain, hakeGain, normalizedChange } from './gains';

describe('gain', () => {
  it('is the post-test percentage minus the pretest percentage', () => {
    expect(gain(40, 70)).toBe(30);
    expect(gain(80, 60)).toBe(-20);
    expect(gain(50, 50)).toBe(0);
  });
});

describe('normalizedChange', () => {
  it('divides a gain by what could be gained', () => {
    expect(normalizedChange(40, 70)).toBeCloseTo(0.5, 12); // 30 / (100 - 40)
    expect(normalizedChange(0, 50)).toBeCloseTo(0.5, 12); // 50 / 100
    expect(normalizedChange(90, 100)).toBeCloseTo(1, 12); // 10 / 10
  });

  it('divides a loss by what could be lost', () => {
    expect(normalizedChange(80, 60)).toBeCloseTo(-0.25, 12); // -20 / 80
    expect(normalizedChange(100, 50)).toBeCloseTo(-0.5, 12); // -50 / 100
  });

  it('is 0 when the scores are equal', () => {
    expect(normalizedChange(50, 50)).toBe(0);
  });

  it('does not exist when both scores are 0 or both are 100', () => {
    expect(normalizedChange(0, 0)).toBeNull();
    expect(normalizedChange(100, 100)).toBeNull();
  });
});

describe('hakeGain', () => {
  it('is (mean post - mean pre) / (100 - mean pre)', () => {
    expect(hakeGain(40, 70)).toBeCloseTo(0.5, 12);
    expect(hakeGain(60, 50)).toBeCloseTo(-0.25, 12); // -10 / 40
    // No lower bound of -1: a class at 90 that falls to 50 is at -40 / 10 = -4.
    expect(hakeGain(90, 50)).toBeCloseTo(-4, 12);
  });

  it('does not exist when the mean pretest is 100', () => {
    expect(hakeGain(100, 100)).toBeNull();
  });
});

describe('courseNlg and courseHakeGain', () => {
  // Three learners: 40 -> 85 (nlg 45/60 = 0.75), 80 -> 60 (nlg -20/80 = -0.25), 0 -> 0 (no nlg).
  const sums = { learners: 3, preSum: 120, postSum: 145, nlgSum: 0.5, nlgCount: 2 };

  it('is the mean over the learners who have a normalized change', () => {
    expect(courseNlg(sums)).toBeCloseTo(0.25, 12); // (0.75 - 0.25) / 2
  });

  it("is Hake's gain of the mean scores", () => {
    // mean pre 40, mean post 48.333..., (48.333 - 40) / 60 = 0.13888...
    expect(courseHakeGain(sums)).toBeCloseTo(25 / 3 / 60, 12);
  });

  it('is null without learners or without any normalized change', () => {
    const none = { learners: 0, preSum: 0, postSum: 0, nlgSum: 0, nlgCount: 0 };
    expect(courseNlg(none)).toBeNull();
    expect(courseHakeGain(none)).toBeNull();
    expect(courseNlg({ learners: 1, preSum: 100, postSum: 100, nlgSum: 0, nlgCount: 0 })).toBeNull();
  });
});
