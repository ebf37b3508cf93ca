// The preview of numerical and short-answer questions read from a file: each accepted answer with its tolerance
// and credit, and whether case counts.
import { questionTypes } from '@parcours/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { ImportPreview } from '../api/quizImport';
import { QuizImportPreview } from './QuizImportPreview';

const question = {
  name: null,
  isValid: null,
  caseSensitive: 0,
  notes: [],
  errors: [],
};

const preview: ImportPreview = {
  format: 'gift',
  importable: 2,
  skipped: 0,
  errors: [],
  questions: [
    {
      ...question,
      number: 1,
      sourceType: 'numerical',
      question: 'Gravity on Earth?',
      type: questionTypes.NUMERICAL,
      answers: [
        { answer: '9.81', isValid: 1, credit: 1, tolerance: 0.05, match: null },
        { answer: '10', isValid: 0, credit: 0.5, tolerance: 0, match: null },
      ],
    },
    {
      ...question,
      number: 2,
      sourceType: 'shortanswer',
      question: 'The capital of France?',
      type: questionTypes.SHORT_ANSWER,
      caseSensitive: 1,
      answers: [{ answer: 'Paris*', isValid: 1, credit: 1, tolerance: null, match: null }],
    },
  ],
};

const answersOf = (item: HTMLElement) =>
  within(item)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the import preview of typed answers', () => {
  it('lists a matching question’s pairs and an ordering question’s items in order', async () => {
    const arranged: ImportPreview = {
      ...preview,
      questions: [
        {
          ...question,
          number: 1,
          sourceType: 'matching',
          question: 'Match each planet',
          type: questionTypes.MATCHING,
          answers: [
            { answer: 'Mercury', isValid: 1, credit: 1, tolerance: null, match: 'Closest' },
            { answer: '', isValid: 0, credit: 0, tolerance: null, match: 'Has rings' },
          ],
        },
        {
          ...question,
          number: 2,
          sourceType: 'ordering',
          question: 'From the Sun outwards',
          type: questionTypes.ORDERING,
          answers: ['Mercury', 'Venus'].map((answer) => ({
            answer,
            isValid: 1,
            credit: 1,
            tolerance: null,
            match: null,
          })),
        },
      ],
    };
    await renderWithApp(<QuizImportPreview preview={arranged} />, { language: 'fr' });
    const [matching, ordering] = screen.getAllByTestId('import-question');
    expect(answersOf(matching!)).toEqual(['Mercury → Closest', 'Réponse en plus\u00a0: Has rings']);
    expect(answersOf(ordering!)).toEqual(['Mercury', 'Venus']);
    expect(within(ordering!).getByRole('list').tagName).toBe('OL');
  });

  it('lists the accepted answers with their tolerance and credit', async () => {
    await renderWithApp(<QuizImportPreview preview={preview} />);
    const [numerical, short] = screen.getAllByTestId('import-question');
    expect(answersOf(numerical!)).toEqual(['9.81 ± 0.05 (accepted, 100%)', '10 (accepted, 50%)']);
    expect(answersOf(short!)).toEqual(['Paris* (accepted, 100%)']);
    expect(short).toHaveTextContent('Case sensitive');
    expect(numerical).not.toHaveTextContent('Case sensitive');
  });

  it('writes the values and credits in French', async () => {
    await renderWithApp(<QuizImportPreview preview={preview} />, { language: 'fr' });
    const [numerical] = screen.getAllByTestId('import-question');
    expect(answersOf(numerical!)).toEqual(['9,81 ± 0,05 (acceptée, 100\u00a0%)', '10 (acceptée, 50\u00a0%)']);
  });
});
