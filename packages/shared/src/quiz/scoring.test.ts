import { describe, expect, it } from 'vitest';
import {
  isPassingScore,
  parseBinaryValue,
  percentageOf,
  type ScorableQuestion,
  scoreQuestion,
  scoreQuiz,
} from './scoring';

const qcm: ScorableQuestion = {
  id: 1,
  type: 1,
  is_valid: null,
  answers: [
    { id: 10, is_valid: 1 },
    { id: 11, is_valid: 0 },
    { id: 12, is_valid: 1 },
  ],
};
const singleQcm: ScorableQuestion = {
  id: 2,
  type: 1,
  is_valid: null,
  answers: [
    { id: 20, is_valid: 0 },
    { id: 21, is_valid: true },
  ],
};
const binaryTrue: ScorableQuestion = { id: 3, type: 3, is_valid: 1, answers: [] };
const binaryFalse: ScorableQuestion = { id: 4, type: 3, is_valid: 0, answers: [] };
const binaryNull: ScorableQuestion = { id: 5, type: 3, is_valid: null, answers: [] };
const open: ScorableQuestion = { id: 6, type: 2, is_valid: null, answers: [] };

describe('QCM: the chosen set must equal the correct set', () => {
  it('scores 1 for exactly the correct answers, in any order and with repeats', () => {
    expect(scoreQuestion(qcm, { question_id: 1, answer_ids: [10, 12] })).toBe(true);
    expect(scoreQuestion(qcm, { question_id: 1, answer_ids: [12, 10] })).toBe(true);
    expect(scoreQuestion(qcm, { question_id: 1, answer_ids: [12, 10, 12] })).toBe(true);
  });
  it('scores 0 for a subset of the correct answers', () => {
    expect(scoreQuestion(qcm, { question_id: 1, answer_ids: [10] })).toBe(false);
  });
  it('scores 0 for a superset (every answer ticked)', () => {
    expect(scoreQuestion(qcm, { question_id: 1, answer_ids: [10, 11, 12] })).toBe(false);
  });
  it('scores 0 for a wrong set of the same size', () => {
    expect(scoreQuestion(qcm, { question_id: 1, answer_ids: [10, 11] })).toBe(false);
  });
  it('scores 0 for no answer chosen, or no entry at all', () => {
    expect(scoreQuestion(qcm, { question_id: 1, answer_ids: [] })).toBe(false);
    expect(scoreQuestion(qcm, undefined)).toBe(false);
  });
  it('handles a single correct answer given as true/false', () => {
    expect(scoreQuestion(singleQcm, { question_id: 2, answer_ids: [21] })).toBe(true);
    expect(scoreQuestion(singleQcm, { question_id: 2, answer_ids: [20] })).toBe(false);
  });
});

describe('BINARY: the value against is_valid', () => {
  it('scores a true question', () => {
    expect(scoreQuestion(binaryTrue, { question_id: 3, value: '1' })).toBe(true);
    expect(scoreQuestion(binaryTrue, { question_id: 3, value: 'true' })).toBe(true);
    expect(scoreQuestion(binaryTrue, { question_id: 3, value: '0' })).toBe(false);
  });
  it('scores a false question, and a null is_valid counts as false', () => {
    expect(scoreQuestion(binaryFalse, { question_id: 4, value: '0' })).toBe(true);
    expect(scoreQuestion(binaryFalse, { question_id: 4, value: '1' })).toBe(false);
    expect(scoreQuestion(binaryNull, { question_id: 5, value: 'false' })).toBe(true);
  });
  it('counts a missing or unreadable value as wrong', () => {
    expect(scoreQuestion(binaryFalse, undefined)).toBe(false);
    expect(scoreQuestion(binaryFalse, { question_id: 4, value: null })).toBe(false);
    expect(scoreQuestion(binaryFalse, { question_id: 4, value: 'yes' })).toBe(false);
  });
  it('parses form values', () => {
    expect(parseBinaryValue('1')).toBe(true);
    expect(parseBinaryValue('0')).toBe(false);
    expect(parseBinaryValue('2')).toBeNull();
    expect(parseBinaryValue(undefined)).toBeNull();
  });
});

describe('OPEN: stored, not scored', () => {
  it('is never correct or wrong', () => {
    expect(scoreQuestion(open, { question_id: 6, value: 'Paris' })).toBeNull();
    expect(scoreQuestion(open, undefined)).toBeNull();
  });
});

describe('scoreQuiz', () => {
  const quiz = [qcm, binaryTrue, binaryFalse, open];

  it('counts correct questions over scored questions, leaving OPEN out of the total', () => {
    const result = scoreQuiz(quiz, [
      { question_id: 1, answer_ids: [10, 12] },
      { question_id: 3, value: '1' },
      { question_id: 4, value: '1' },
      { question_id: 6, value: 'my own words' },
    ]);
    expect(result.score).toBe(2);
    expect(result.total).toBe(3);
    expect(result.percentage).toBe(66.67);
    expect(result.outcomes).toEqual([
      { question_id: 1, type: 1, answered: true, is_correct: true },
      { question_id: 3, type: 3, answered: true, is_correct: true },
      { question_id: 4, type: 3, answered: true, is_correct: false },
      { question_id: 6, type: 2, answered: true, is_correct: null },
    ]);
  });

  it('counts unanswered questions as wrong and keeps them in the total', () => {
    const result = scoreQuiz(quiz, [{ question_id: 3, value: '1' }]);
    expect(result).toMatchObject({ score: 1, total: 3, percentage: 33.33 });
    expect(result.outcomes.map((o) => o.answered)).toEqual([false, true, false, false]);
  });

  it('ignores answers to questions that are not in the quiz', () => {
    const result = scoreQuiz(
      [binaryTrue],
      [
        { question_id: 3, value: '1' },
        { question_id: 99, value: '1' },
      ],
    );
    expect(result).toMatchObject({ score: 1, total: 1, percentage: 100 });
  });

  it('gives 0 of 0 for a quiz with only OPEN questions', () => {
    expect(scoreQuiz([open], [{ question_id: 6, value: 'x' }])).toMatchObject({
      score: 0,
      total: 0,
      percentage: 0,
    });
  });
});

describe('percentage and pass mark', () => {
  it('rounds the percentage to two decimals', () => {
    expect(percentageOf(1, 3)).toBe(33.33);
    expect(percentageOf(2, 3)).toBe(66.67);
    expect(percentageOf(3, 3)).toBe(100);
    expect(percentageOf(0, 0)).toBe(0);
  });
  it('passes at exactly the pass mark, fails just below', () => {
    expect(isPassingScore(1, 2, 50)).toBe(true);
    expect(isPassingScore(2, 5, 50)).toBe(false);
    expect(isPassingScore(7, 10, 70)).toBe(true);
    expect(isPassingScore(69, 100, 70)).toBe(false);
  });
  it('compares without rounding: 2 of 3 does not reach a 66.67 pass mark', () => {
    expect(isPassingScore(2, 3, 66.67)).toBe(false);
    expect(isPassingScore(2, 3, 66.66)).toBe(true);
  });
  it('passes a quiz with nothing to score only with a zero pass mark', () => {
    expect(isPassingScore(0, 0, 50)).toBe(false);
    expect(isPassingScore(0, 0, 0)).toBe(true);
  });
});
