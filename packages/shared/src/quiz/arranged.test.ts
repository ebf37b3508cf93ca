import { describe, expect, it } from 'vitest';
import {
  matchingChoices,
  matchingCredit,
  orderingCredit,
  orderingDisplay,
  readMatching,
  readOrdering,
} from './arranged';
import { scoreQuiz } from './scoring';

// sin x -> cos x, x² -> 2x, eˣ -> eˣ, and an extra choice "-sin x" that matches no prompt.
const derivatives = [
  { id: 1, answer: 'sin x', match: 'cos x' },
  { id: 2, answer: 'x²', match: '2x' },
  { id: 3, answer: 'eˣ', match: 'eˣ' },
  { id: 4, answer: '', match: '-sin x' },
];

describe('matching', () => {
  it('offers every distinct match, the extra one included, sorted by code point', () => {
    // "-" (U+002D) < "2" < "c" < "e" < "eˣ"... by code point: "-sin x", "2x", "cos x", "eˣ".
    expect(matchingChoices(derivatives)).toEqual(['-sin x', '2x', 'cos x', 'eˣ']);
  });
  it('earns the share of prompts matched right: 2 of 3', () => {
    // sin x -> cos x (index 2, right), x² -> -sin x (index 0, wrong), eˣ -> eˣ (index 3, right).
    expect(matchingCredit(derivatives, ['1:2', '2:0', '3:3'])).toBe(2 / 3);
    expect(matchingCredit(derivatives, ['1:2', '2:1', '3:3'])).toBe(1);
    // A prompt left out is wrong: 1 of 3.
    expect(matchingCredit(derivatives, ['3:3'])).toBe(1 / 3);
    expect(matchingCredit(derivatives, [])).toBe(0);
  });
  it('refuses an entry that names no prompt of the question, an index out of the choices, or a prompt twice', () => {
    expect(readMatching(derivatives, ['4:0'])).toBeNull(); // the extra choice's row is not a prompt
    expect(readMatching(derivatives, ['1:4'])).toBeNull();
    expect(readMatching(derivatives, ['1:2', '1:1'])).toBeNull();
    expect(readMatching(derivatives, ['one:two'])).toBeNull();
    expect(matchingCredit(derivatives, ['1:2', '1:1'])).toBe(0);
  });
});

describe('ordering', () => {
  it('shows a shuffle that is the same on every call and never the correct order', () => {
    for (const id of [1, 2, 3, 17, 1000, 123456]) {
      for (const n of [2, 3, 5, 8]) {
        const shown = orderingDisplay(id, n);
        expect([...shown].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(shown).not.toEqual(Array.from({ length: n }, (_, i) => i));
        expect(orderingDisplay(id, n)).toEqual(shown);
      }
    }
  });
  it('reads the learner’s order of the shown items back as correct positions', () => {
    const shown = orderingDisplay(42, 4);
    // The learner puts the shown items in the correct order: the shown index of position 0, then of 1...
    const right = [0, 1, 2, 3].map((p) => String(shown.indexOf(p)));
    expect(readOrdering(42, 4, right)).toEqual([0, 1, 2, 3]);
    expect(orderingCredit(42, 4, right)).toBe(1);
    expect(readOrdering(42, 4, ['0', '1', '2'])).toBeNull();
    expect(readOrdering(42, 4, ['0', '0', '1', '2'])).toBeNull();
    expect(readOrdering(42, 4, ['0', '1', '2', '4'])).toBeNull();
  });
  it('earns the adjacent pairs in the right order over n - 1: B C D A of A B C D is 2/3', () => {
    const shown = orderingDisplay(7, 4);
    const given = (positions: number[]) => positions.map((p) => String(shown.indexOf(p)));
    expect(orderingCredit(7, 4, given([1, 2, 3, 0]))).toBe(2 / 3); // BC, CD right; DA wrong
    expect(orderingCredit(7, 4, given([3, 2, 1, 0]))).toBe(0); // reversed: no pair follows
    expect(orderingCredit(7, 4, given([0, 1, 3, 2]))).toBe(1 / 3); // AB right; BD, DC wrong
  });
});

describe('scoreQuiz with matching and ordering', () => {
  it('adds their credits: 2/3 + 2/3 = 1.333333 of 2, 66.67 %', () => {
    const planets = ['Mercury', 'Venus', 'Earth', 'Mars'].map((answer, i) => ({
      id: 50 + i,
      answer,
      is_valid: 1,
    }));
    const shown = orderingDisplay(5, 4);
    const result = scoreQuiz(
      [
        {
          id: 4,
          type: 6,
          is_valid: null,
          answers: derivatives.map((d) => ({ ...d, is_valid: d.answer ? 1 : 0 })),
        },
        { id: 5, type: 7, is_valid: null, answers: planets },
      ],
      [
        { question_id: 4, items: ['1:2', '2:0', '3:3'] },
        { question_id: 5, items: [1, 2, 3, 0].map((p) => String(shown.indexOf(p))) },
      ],
    );
    expect(result).toMatchObject({ score: 1.333333, total: 2, percentage: 66.67 });
    expect(result.outcomes.map((o) => [o.answered, o.is_correct])).toEqual([
      [true, false],
      [true, false],
    ]);
  });
});
