import { describe, expect, it } from 'vitest';
import {
  bktDefaults,
  bktTrace,
  bktUpdate,
  isMastered,
  masteryThreshold,
  nextBestStep,
  pathLearningObjectIds,
  progressFromMastery,
  resolveBktParams,
} from './mastery';
import { buildLearningPath, type PathUnitInput } from './path';
import { dimensionResult } from './style';

describe('bktUpdate with the defaults (prior 0.1, learn 0.1, guess 0.1, slip 0.1)', () => {
  it('follows a correct answer from the prior', () => {
    // P(L|correct) = 0.1*0.9 / (0.1*0.9 + 0.9*0.1) = 0.09 / 0.18 = 0.5
    // P(L) = 0.5 + (1 - 0.5) * 0.1 = 0.55
    expect(bktUpdate(0.1, true)).toBeCloseTo(0.55, 12);
  });

  it('follows a second and a third correct answer', () => {
    // P(L|correct) = 0.55*0.9 / (0.55*0.9 + 0.45*0.1) = 0.495 / 0.54 = 0.916666...
    // P(L) = 0.916666... + 0.083333... * 0.1 = 0.925
    expect(bktUpdate(0.55, true)).toBeCloseTo(0.925, 12);
    // P(L|correct) = 0.925*0.9 / (0.925*0.9 + 0.075*0.1) = 0.8325 / 0.84 = 0.991071428...
    // P(L) = 0.991071428... + 0.008928571... * 0.1 = 0.991964285...
    expect(bktUpdate(0.925, true)).toBeCloseTo(0.9919642857, 9);
  });

  it('follows a wrong answer from the prior', () => {
    // P(L|wrong) = 0.1*0.1 / (0.1*0.1 + 0.9*0.9) = 0.01 / 0.82 = 0.012195121...
    // P(L) = 0.012195121... + 0.987804878... * 0.1 = 0.110975609...
    expect(bktUpdate(0.1, false)).toBeCloseTo(0.1109756098, 9);
  });

  it('uses a course override', () => {
    // learn 0.2, guess 0.25, slip 0.05, from 0.3 with a correct answer:
    // P(L|correct) = 0.3*0.95 / (0.3*0.95 + 0.7*0.25) = 0.285 / 0.46 = 0.619565217...
    // P(L) = 0.619565217... + 0.380434782... * 0.2 = 0.695652173...
    expect(bktUpdate(0.3, true, { learn: 0.2, guess: 0.25, slip: 0.05 })).toBeCloseTo(0.6956521739, 9);
  });

  it('refuses a probability outside 0..1', () => {
    expect(() => bktUpdate(1.2, true)).toThrow(RangeError);
    expect(() => bktUpdate(0.5, true, { slip: -0.1 })).toThrow(RangeError);
  });

  it('does not divide by zero when an observation is impossible under the parameters', () => {
    // P(L) = 0 and guess = 0: a correct answer cannot happen; the estimate only gains the learning step.
    expect(bktUpdate(0, true, { guess: 0, learn: 0.1 })).toBeCloseTo(0.1, 12);
  });
});

describe('bktTrace and mastery', () => {
  it('reaches mastery after three correct answers from the prior, not after two', () => {
    expect(bktTrace([])).toBe(0.1);
    expect(bktTrace([true, true])).toBeCloseTo(0.925, 12);
    expect(isMastered(bktTrace([true, true]))).toBe(false);
    expect(bktTrace([true, true, true])).toBeCloseTo(0.9919642857, 9);
    expect(isMastered(bktTrace([true, true, true]))).toBe(true);
  });

  it('is mastered at 0.95', () => {
    expect(masteryThreshold).toBe(0.95);
    expect(isMastered(0.95)).toBe(true);
    expect(isMastered(0.9499)).toBe(false);
    expect(isMastered(null)).toBe(false);
  });

  it('takes the default for a parameter the course leaves null', () => {
    expect(resolveBktParams({ prior: null, learn: 0.2, guess: undefined })).toEqual({
      ...bktDefaults,
      learn: 0.2,
    });
    expect(() => resolveBktParams({ prior: 1.5 })).toThrow(RangeError);
  });
});

describe('progressFromMastery', () => {
  it('counts mastered objects over all objects on the path', () => {
    // 2 of 3 mastered: floor(66.66...) = 66
    expect(progressFromMastery([1, 2, 3], { 1: 0.96, 2: 0.95, 3: 0.5 })).toEqual({
      mastered: 2,
      total: 3,
      percent: 66,
    });
    expect(
      progressFromMastery(
        [1, 2],
        new Map([
          [1, 0.99],
          [2, 0.99],
        ]),
      ),
    ).toEqual({ mastered: 2, total: 2, percent: 100 });
  });

  it('counts an object without an estimate as not mastered, and each object once', () => {
    expect(progressFromMastery([1, 1, 2], { 1: 0.99 })).toEqual({ mastered: 1, total: 2, percent: 50 });
  });

  it('is 0 of 0 for an empty path', () => {
    expect(progressFromMastery([], {})).toEqual({ mastered: 0, total: 0, percent: 0 });
  });
});

describe('nextBestStep', () => {
  const units: PathUnitInput[] = [
    {
      id: 1,
      title: 'Foundations',
      type: 'basic',
      position: 1,
      learningObjects: [
        { id: 11, title: 'L11', type: 'abstract', position: 1, media: [], quizId: 101, quizPassed: true },
        { id: 12, title: 'L12', type: 'concrete', position: 2, media: [], quizId: 102, quizPassed: false },
      ],
    },
    {
      id: 2,
      title: 'Practice',
      type: 'intermediate',
      position: 2,
      learningObjects: [
        { id: 21, title: 'L21', type: 'concrete', position: 1, media: [], quizId: 201, quizPassed: false },
      ],
    },
    {
      id: 3,
      title: 'Review',
      type: 'basic',
      position: 0,
      learningObjects: [
        { id: 31, title: 'L31', type: 'concrete', position: 1, media: [], quizId: null, quizPassed: false },
      ],
    },
  ];

  it('is the first learning object on the path not mastered yet', () => {
    const path = buildLearningPath({ course: { isSequential: false }, units, level: 'basic', style: null });
    // Basic level: Review (basic, position 0), Foundations, Practice.
    expect(nextBestStep(path, { 31: 0.99, 11: 0.96 })).toEqual({
      step: path.steps.find((s) => s.id === 'lo-12'),
      reason: { key: 'mastery.reason.nextUnmastered', params: { title: 'L12', percent: 0 } },
    });
    expect(nextBestStep(path, { 31: 0.99, 11: 0.96, 12: 0.5 })?.reason.params.percent).toBe(50);
  });

  it('uses the estimates the path was built with when none are given', () => {
    const path = buildLearningPath({
      course: { isSequential: false },
      units,
      level: 'basic',
      style: null,
      mastery: { 31: 0.99 },
    });
    expect(nextBestStep(path)?.step.id).toBe('lo-11');
  });

  it('is null when every core object is mastered, optional review aside', () => {
    const path = buildLearningPath({
      course: { isSequential: false },
      units,
      level: 'intermediate',
      style: null,
    });
    expect(pathLearningObjectIds(path)).toEqual([21]);
    expect(pathLearningObjectIds(path, { includeReview: true })).toEqual([21, 31, 11, 12]);
    expect(nextBestStep(path, { 21: 0.96 })).toBeNull();
  });

  it('points to the quiz that opens the way when the next object is in a locked unit', () => {
    const sequential = { dimensions: [dimensionResult('understanding', 'sequential', 9)] };
    const path = buildLearningPath({
      course: { isSequential: false },
      units,
      level: 'basic',
      style: sequential,
    });
    // L31, L11 and L12 are mastered, but quiz 102 of Foundations is not passed, so Practice is locked.
    const next = nextBestStep(path, { 31: 0.99, 11: 0.99, 12: 0.99 });
    expect(next?.step.id).toBe('quiz-102');
    expect(next?.reason).toEqual({ key: 'mastery.reason.passQuizToUnlock', params: { title: 'L12' } });
  });
});
