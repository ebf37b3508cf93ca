import { describe, expect, it } from 'vitest';
import {
  isPassingScore,
  parseBinaryValue,
  percentageOf,
  questionCredit,
  type ScorableQuestion,
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
    expect(questionCredit(qcm, { question_id: 1, answer_ids: [10, 12] })).toBe(1);
    expect(questionCredit(qcm, { question_id: 1, answer_ids: [12, 10] })).toBe(1);
    expect(questionCredit(qcm, { question_id: 1, answer_ids: [12, 10, 12] })).toBe(1);
  });
  it('scores 0 for a subset of the correct answers', () => {
    expect(questionCredit(qcm, { question_id: 1, answer_ids: [10] })).toBe(0);
  });
  it('scores 0 for a superset (every answer ticked)', () => {
    expect(questionCredit(qcm, { question_id: 1, answer_ids: [10, 11, 12] })).toBe(0);
  });
  it('scores 0 for a wrong set of the same size', () => {
    expect(questionCredit(qcm, { question_id: 1, answer_ids: [10, 11] })).toBe(0);
  });
  it('scores 0 for no answer chosen, or no entry at all', () => {
    expect(questionCredit(qcm, { question_id: 1, answer_ids: [] })).toBe(0);
    expect(questionCredit(qcm, undefined)).toBe(0);
  });
  it('handles a single correct answer given as true/false', () => {
    expect(questionCredit(singleQcm, { question_id: 2, answer_ids: [21] })).toBe(1);
    expect(questionCredit(singleQcm, { question_id: 2, answer_ids: [20] })).toBe(0);
  });
});

describe('BINARY: the value against is_valid', () => {
  it('scores a true question', () => {
    expect(questionCredit(binaryTrue, { question_id: 3, value: '1' })).toBe(1);
    expect(questionCredit(binaryTrue, { question_id: 3, value: 'true' })).toBe(1);
    expect(questionCredit(binaryTrue, { question_id: 3, value: '0' })).toBe(0);
  });
  it('scores a false question, and a null is_valid counts as false', () => {
    expect(questionCredit(binaryFalse, { question_id: 4, value: '0' })).toBe(1);
    expect(questionCredit(binaryFalse, { question_id: 4, value: '1' })).toBe(0);
    expect(questionCredit(binaryNull, { question_id: 5, value: 'false' })).toBe(1);
  });
  it('counts a missing or unreadable value as wrong', () => {
    expect(questionCredit(binaryFalse, undefined)).toBe(0);
    expect(questionCredit(binaryFalse, { question_id: 4, value: null })).toBe(0);
    expect(questionCredit(binaryFalse, { question_id: 4, value: 'yes' })).toBe(0);
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
    expect(questionCredit(open, { question_id: 6, value: 'Paris' })).toBeNull();
    expect(questionCredit(open, undefined)).toBeNull();
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
      { question_id: 1, type: 1, answered: true, is_correct: true, credit: 1 },
      { question_id: 3, type: 3, answered: true, is_correct: true, credit: 1 },
      { question_id: 4, type: 3, answered: true, is_correct: false, credit: 0 },
      { question_id: 6, type: 2, answered: true, is_correct: null, credit: null },
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

// g = 9.81 m/s² within 0.05 earns full credit; 9.8 within 0.5 earns half (an answer rounded too far).
const gravity = {
  id: 7,
  type: 4,
  is_valid: null,
  answers: [
    { id: 70, answer: '9.81', is_valid: 1, credit: 1, tolerance: 0.05 },
    { id: 71, answer: '9.8', is_valid: 0, credit: 0.5, tolerance: 0.5 },
  ],
};
// The capital of France; "paris*" earns a third (e.g. "Paris, France" written out is accepted with less credit).
const capital = {
  id: 8,
  type: 5,
  is_valid: null,
  case_sensitive: 0,
  answers: [
    { id: 80, answer: 'Paris', is_valid: 1, credit: 1, tolerance: null },
    { id: 81, answer: 'Paris*', is_valid: 0, credit: 1 / 3, tolerance: null },
  ],
};
const symbol = {
  id: 9,
  type: 5,
  is_valid: null,
  case_sensitive: 1,
  answers: [{ id: 90, answer: 'NaCl', is_valid: 1, credit: 1, tolerance: null }],
};

describe('NUMERICAL: the best credit of the accepted values within their tolerance', () => {
  const credit = (value: string | null) => questionCredit(gravity, { question_id: 7, value });
  it('gives full credit within 0.05 of 9.81, as typed with a dot or a comma', () => {
    expect(credit('9.81')).toBe(1);
    expect(credit('9,78')).toBe(1); // |9.78 - 9.81| = 0.03
    expect(credit(' 9.86 ')).toBe(1); // exactly 0.05 away: the bound is inclusive
  });
  it('gives half credit between 0.05 and 0.5 away from 9.8', () => {
    expect(credit('9.7')).toBe(0.5);
    expect(credit('10.3')).toBe(0.5); // 0.5 above 9.8
  });
  it('gives nothing outside every tolerance, or for what is not a number', () => {
    expect(credit('10.31')).toBe(0);
    expect(credit('9,8,1')).toBe(0);
    expect(credit('nine')).toBe(0);
    expect(credit('')).toBe(0);
    expect(credit(null)).toBe(0);
  });
});

describe('SHORT_ANSWER: the best credit of the accepted texts', () => {
  const credit = (question: typeof capital | typeof symbol, value: string) =>
    questionCredit(question, { question_id: question.id, value });
  it('ignores case, outer and repeated spaces unless the question is case sensitive', () => {
    expect(credit(capital, '  paris ')).toBe(1);
    expect(credit(capital, 'PARIS')).toBe(1);
    expect(credit(symbol, 'NaCl')).toBe(1);
    expect(credit(symbol, 'nacl')).toBe(0);
  });
  it('matches the wildcard for partial credit, and the best credit wins', () => {
    expect(credit(capital, 'Paris,   France')).toBe(1 / 3);
    expect(credit(capital, 'Paris')).toBe(1);
    expect(credit(capital, 'Lyon')).toBe(0);
  });
  it('reads composed and decomposed accents, and typographic apostrophes, as the same text', () => {
    const q = { ...capital, answers: [{ id: 1, answer: "l'été", is_valid: 1, credit: 1, tolerance: null }] };
    expect(credit(q, 'l\u2019e\u0301te\u0301')).toBe(1);
  });
});

describe('scoreQuiz with partial credit', () => {
  it('adds the credits: 1 + 0.5 + 1/3 + 0 = 1.833333 of 4, 45.83 %', () => {
    const result = scoreQuiz(
      [qcm, gravity, capital, symbol],
      [
        { question_id: 1, answer_ids: [10, 12] },
        { question_id: 7, value: '9.6' },
        { question_id: 8, value: 'Paris (France)' },
        { question_id: 9, value: 'nacl' },
      ],
    );
    expect(result.score).toBe(1.833333);
    expect(result.total).toBe(4);
    expect(result.percentage).toBe(45.83);
    expect(result.outcomes.map((o) => [o.is_correct, o.credit])).toEqual([
      [true, 1],
      [false, 0.5],
      [false, 1 / 3],
      [false, 0],
    ]);
  });
});
