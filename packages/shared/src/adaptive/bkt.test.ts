import { describe, expect, it } from 'vitest';
import { questionTypes } from '../constants';
import {
  bktDefaults,
  bktObserve,
  bktSubmission,
  bktTrace,
  isMastered,
  masteryThreshold,
  questionGuess,
  resolveBktParams,
} from './bkt';

const binary = (correct: boolean) => ({ correct, guess: 0.5 });

describe('questionGuess', () => {
  it('is 0.5 for true/false, 1/k for a QCM with one correct answer, 0.1 with several', () => {
    expect(questionGuess({ type: questionTypes.BINARY, answerCount: 0, correctCount: 0 })).toBe(0.5);
    // A typed answer: whatever its accepted answers, 0.05 (one accepted value is not a 1-in-1 choice).
    expect(questionGuess({ type: questionTypes.NUMERICAL, answerCount: 1, correctCount: 1 })).toBe(0.05);
    expect(questionGuess({ type: questionTypes.SHORT_ANSWER, answerCount: 2, correctCount: 1 })).toBe(0.05);
    // Matching or ordering k rows: one right arrangement of k! (3 rows: 6, 4 rows: 24).
    expect(questionGuess({ type: questionTypes.ORDERING, answerCount: 3, correctCount: 3 })).toBeCloseTo(
      1 / 6,
      12,
    );
    expect(questionGuess({ type: questionTypes.MATCHING, answerCount: 4, correctCount: 4 })).toBeCloseTo(
      1 / 24,
      12,
    );
    expect(questionGuess({ type: questionTypes.QCM, answerCount: 4, correctCount: 1 })).toBe(0.25);
    expect(questionGuess({ type: questionTypes.QCM, answerCount: 3, correctCount: 1 })).toBeCloseTo(
      1 / 3,
      12,
    );
    expect(questionGuess({ type: questionTypes.QCM, answerCount: 3, correctCount: 2 })).toBe(0.1);
  });
});

describe('one submission with the defaults (prior 0.1, learn 0.1, slip 0.1)', () => {
  it('follows a right true/false answer (guess 0.5)', () => {
    // P(L|correct) = 0.1*0.9 / (0.1*0.9 + 0.9*0.5) = 0.09 / 0.54 = 0.1666...
    // P(L) = 0.1666... + 0.8333... * 0.1 = 0.25
    expect(bktSubmission(0.1, [binary(true)])).toBeCloseTo(0.25, 12);
  });

  it('follows a wrong true/false answer (guess 0.5)', () => {
    // P(L|wrong) = 0.1*0.1 / (0.1*0.1 + 0.9*0.5) = 0.01 / 0.46 = 0.0217391...
    // P(L) = 0.0217391... + 0.9782608... * 0.1 = 0.1195652...
    expect(bktSubmission(0.1, [binary(false)])).toBeCloseTo(0.1195652174, 9);
  });

  it('follows a right answer to a QCM with four answers and one correct (guess 0.25)', () => {
    // P(L|correct) = 0.09 / (0.09 + 0.9*0.25) = 0.09 / 0.315 = 0.2857142...
    // P(L) = 0.2857142... + 0.7142857... * 0.1 = 0.3571428...
    expect(bktSubmission(0.1, [{ correct: true, guess: 0.25 }])).toBeCloseTo(0.3571428571, 9);
  });

  it('follows a right answer to a QCM with several correct answers (guess 0.1)', () => {
    // P(L|correct) = 0.09 / (0.09 + 0.9*0.1) = 0.5; P(L) = 0.5 + 0.5 * 0.1 = 0.55
    expect(bktSubmission(0.1, [{ correct: true, guess: 0.1 }])).toBeCloseTo(0.55, 12);
  });

  it('is one learning opportunity whatever the order of its answers', () => {
    // Right then wrong true/false: odds 0.1/0.9 times 0.9/0.5 times 0.1/0.5 = (1/9) * 0.36 = 0.04,
    // P(L|obs) = 0.04 / 1.04 = 0.0384615..., P(L) = 0.0384615... + 0.9615384... * 0.1 = 0.1346153...
    const rightWrong = bktSubmission(0.1, [binary(true), binary(false)]);
    const wrongRight = bktSubmission(0.1, [binary(false), binary(true)]);
    expect(rightWrong).toBeCloseTo(0.1346153846, 9);
    expect(wrongRight).toBeCloseTo(0.1346153846, 9);
    // Mixed guesses, in two orders: QCM right (0.1), true/false wrong (0.5), true/false right (0.5):
    // odds (1/9) * 9 * 0.2 * 1.8 = 0.36, P(L|obs) = 0.36 / 1.36 = 0.2647058..., P(L) = 0.2647058... + 0.0735294...
    const mixed = [
      { correct: true, guess: 0.1 },
      { correct: false, guess: 0.5 },
      { correct: true, guess: 0.5 },
    ];
    expect(bktSubmission(0.1, mixed)).toBeCloseTo(0.3382352941, 9);
    expect(bktSubmission(0.1, [...mixed].reverse())).toBeCloseTo(0.3382352941, 9);
  });

  it('no longer depends on the order as a learning step between answers did (0.576 against 0.208)', () => {
    // With guess 0.1 and a learning step after each answer, right then wrong gave
    // 0.55 -> 0.055 / (0.055 + 0.45*0.9) = 0.1195652... -> 0.2076086..., and wrong then right
    // 0.1109756... -> 0.0998780... / (0.0998780... + 0.0889024...) = 0.5290697... -> 0.5761627...
    expect(bktTrace([[{ correct: true, guess: 0.1 }], [{ correct: false, guess: 0.1 }]])).toBeCloseTo(
      0.2076,
      4,
    );
    expect(bktTrace([[{ correct: false, guess: 0.1 }], [{ correct: true, guess: 0.1 }]])).toBeCloseTo(
      0.5762,
      4,
    );
    // As one submission: odds (1/9) * 9 * (1/9) = 1/9, so P(L|obs) = 0.1 and P(L) = 0.1 + 0.9 * 0.1 = 0.19.
    const one = [
      { correct: true, guess: 0.1 },
      { correct: false, guess: 0.1 },
    ];
    expect(bktSubmission(0.1, one)).toBeCloseTo(0.19, 12);
    expect(bktSubmission(0.1, [...one].reverse())).toBeCloseTo(0.19, 12);
  });

  it('changes nothing without a scored answer', () => {
    expect(bktSubmission(0.3, [])).toBe(0.3);
  });

  it('uses the course’s overrides, its guess replacing every question’s', () => {
    // learn 0.2, guess 0.25, slip 0.05, from 0.3 with a right true/false answer:
    // P(L|correct) = 0.3*0.95 / (0.3*0.95 + 0.7*0.25) = 0.285 / 0.46 = 0.6195652...
    // P(L) = 0.6195652... + 0.3804347... * 0.2 = 0.6956521...
    expect(bktSubmission(0.3, [binary(true)], { learn: 0.2, guess: 0.25, slip: 0.05 })).toBeCloseTo(
      0.6956521739,
      9,
    );
  });

  it('refuses a probability outside 0..1', () => {
    expect(() => bktSubmission(1.2, [binary(true)])).toThrow(RangeError);
    expect(() => bktSubmission(0.5, [binary(true)], { slip: -0.1 })).toThrow(RangeError);
    expect(() => bktObserve(0.5, { correct: true, guess: 2 }, 0.1)).toThrow(RangeError);
  });

  it('does not divide by zero when an observation is impossible under the parameters', () => {
    // P(L) = 0 and guess = 0: a right answer cannot happen; the estimate only gains the learning step.
    expect(bktSubmission(0, [{ correct: true, guess: 0 }], { learn: 0.1 })).toBeCloseTo(0.1, 12);
  });
});

describe('bktTrace and mastery', () => {
  it('does not reach mastery by failing a quiz then retaking it', () => {
    // A QCM with two correct answers (guess 0.1) and two true/false questions (0.5), all wrong:
    // odds (1/9) * (0.1/0.9) * 0.2 * 0.2 = 0.00049382..., P(L|obs) = 0.00049358..., P(L) = 0.10044422...
    const fail = [
      { correct: false, guess: 0.1 },
      { correct: false, guess: 0.5 },
      { correct: false, guess: 0.5 },
    ];
    expect(bktTrace([fail])).toBeCloseTo(0.1004442251, 9);
    // Then all right: odds 0.10044422 / 0.89955578 * 9 * 1.8 * 1.8 = 3.2559..., P(L|obs) = 0.7650365...,
    // P(L) = 0.7650365... + 0.2349634... * 0.1 = 0.7885338...
    const retake = fail.map((a) => ({ ...a, correct: true }));
    const after = bktTrace([fail, retake]);
    expect(after).toBeCloseTo(0.7885338346, 9);
    expect(isMastered(after)).toBe(false);
  });

  it('starts from the prior', () => {
    expect(bktTrace([])).toBe(0.1);
    expect(bktTrace([], { prior: 0.3 })).toBe(0.3);
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
      guess: null,
    });
    expect(() => resolveBktParams({ prior: 1.5 })).toThrow(RangeError);
  });
});
