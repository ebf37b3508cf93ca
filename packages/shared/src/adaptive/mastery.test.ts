import { describe, expect, it } from 'vitest';
import { nextBestStep, pathLearningObjectIds } from './mastery';
import { buildLearningPath, type PathUnitInput } from './path';
import { dimensionResult } from './style';

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

  // The same units with every quiz passed: the mastery phase of the rule.
  const allPassed: PathUnitInput[] = units.map((u) => ({
    ...u,
    learningObjects: u.learningObjects.map((lo) => ({ ...lo, quizPassed: lo.quizId !== null })),
  }));

  it('is the first learning object on the path whose quiz is not passed, mastered or not', () => {
    const path = buildLearningPath({ course: { isSequential: false }, units, level: 'basic', style: null });
    // Basic level: Review (basic, position 0: L31 has no quiz), Foundations (L11 passed, L12 not), Practice.
    expect(nextBestStep(path, { 31: 0.99, 11: 0.96, 12: 0.99 })).toEqual({
      step: path.steps.find((s) => s.id === 'lo-12'),
      reason: { key: 'mastery.reason.nextNotPassed', params: { title: 'L12' } },
    });
  });

  it('then the first learning object not mastered yet, with its estimate', () => {
    const path = buildLearningPath({
      course: { isSequential: false },
      units: allPassed,
      level: 'basic',
      style: null,
    });
    expect(nextBestStep(path, { 31: 0.99, 11: 0.96 })).toEqual({
      step: path.steps.find((s) => s.id === 'lo-12'),
      reason: { key: 'mastery.reason.nextUnmastered', params: { title: 'L12', percent: 0 } },
    });
    expect(nextBestStep(path, { 31: 0.99, 11: 0.96, 12: 0.5 })?.reason.params.percent).toBe(50);
  });

  it('uses the estimates the path was built with when none are given', () => {
    const path = buildLearningPath({
      course: { isSequential: false },
      units: allPassed,
      level: 'basic',
      style: null,
      mastery: { 31: 0.99 },
    });
    expect(nextBestStep(path)?.step.id).toBe('lo-11');
  });

  it('is null when every core object is passed and mastered, optional review aside', () => {
    const path = buildLearningPath({
      course: { isSequential: false },
      units: allPassed,
      level: 'intermediate',
      style: null,
    });
    expect(pathLearningObjectIds(path)).toEqual([21]);
    expect(pathLearningObjectIds(path, { includeReview: true })).toEqual([21, 31, 11, 12]);
    expect(nextBestStep(path, { 21: 0.96 })).toBeNull();
  });

  it('on a sequential path, is the object whose quiz keeps the next unit locked', () => {
    const sequential = { dimensions: [dimensionResult('understanding', 'sequential', 9)] };
    const path = buildLearningPath({
      course: { isSequential: false },
      units,
      level: 'basic',
      style: sequential,
    });
    // L31, L11 and L12 are mastered, but quiz 102 of Foundations is not passed, so Practice is locked.
    const next = nextBestStep(path, { 31: 0.99, 11: 0.99, 12: 0.99 });
    expect(next?.step.id).toBe('lo-12');
    expect(path.steps.find((s) => s.id === 'lo-21')?.locked).toBe(true);
  });
});
