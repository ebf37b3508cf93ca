// The one progress figure of docs/design/adaptive.md §4, against hand counts.
import { describe, expect, it } from 'vitest';
import { courseProgress, isObjectDone, quizzesLeft } from './progress';

describe('isObjectDone', () => {
  it('needs the quiz passed when the object has one, whether or not it was opened', () => {
    expect(isObjectDone({ hasQuiz: true, quizPassed: true, opened: false })).toBe(true);
    expect(isObjectDone({ hasQuiz: true, quizPassed: true, opened: true })).toBe(true);
    // Opened, read, quiz failed or not taken: not done.
    expect(isObjectDone({ hasQuiz: true, quizPassed: false, opened: true })).toBe(false);
    expect(isObjectDone({ hasQuiz: true, quizPassed: false, opened: false })).toBe(false);
  });

  it('counts an object without a quiz (reading only) once opened', () => {
    expect(isObjectDone({ hasQuiz: false, quizPassed: false, opened: true })).toBe(true);
    expect(isObjectDone({ hasQuiz: false, quizPassed: false, opened: false })).toBe(false);
  });
});

describe('courseProgress', () => {
  it('counts a quiz object when passed and an object without a quiz when opened', () => {
    // Objects 1..4 required (5 is review, left out): 1 passed, 2 failed only, 3 has no quiz and was opened,
    // 4 has no quiz and was not opened. Done = {1, 3} = 2 of 4 = 50 %. Mastered {1, 2} counts 2, apart.
    const p = courseProgress({
      required: [1, 2, 3, 4, 1],
      withQuiz: new Set([1, 2, 5]),
      passed: new Set([1, 5]),
      opened: new Set([2, 3]),
      mastered: new Set([1, 2]),
    });
    expect(p).toEqual({ done: 2, total: 4, percent: 50, mastered: 2 });
  });

  it('rounds down, and is 0 of 0 for an empty path', () => {
    const three = { withQuiz: new Set([1, 2, 3]), opened: new Set<number>(), mastered: new Set<number>() };
    // 2 of 3 = 66.67 %, shown 66 so that 100 means everything is done.
    expect(courseProgress({ ...three, required: [1, 2, 3], passed: new Set([1, 2]) }).percent).toBe(66);
    expect(courseProgress({ ...three, required: [], passed: new Set() })).toEqual({
      done: 0,
      total: 0,
      percent: 0,
      mastered: 0,
    });
  });

  it('lists the required quizzes not passed yet', () => {
    expect(quizzesLeft({ required: [1, 2, 3], withQuiz: new Set([1, 3]), passed: new Set([1]) })).toEqual([
      3,
    ]);
  });
});
