import { questionTypes } from '@parcours/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import type { EditableQuiz } from '../api/courseQuiz';
import { QuizBuilderDialog } from './QuizBuilderDialog';

const quiz = {
  id: 7,
  passMark: 50,
  timeLimitSeconds: null,
  cooldownSeconds: null,
  questions: [
    {
      id: 1,
      question: 'Which colours are primary?',
      type: questionTypes.QCM,
      isValid: 0,
      answers: ['Red', 'Green', 'Blue'].map((answer, i) => ({
        id: 10 + i,
        answer,
        isValid: i === 0 ? 1 : 0,
      })),
    },
  ],
} as unknown as EditableQuiz;

const answerTexts = () =>
  screen
    .getAllByTestId('answer-editor')
    .map((row) => (row.querySelector('input[type="text"]') as HTMLInputElement).value);

async function openBuilder(language?: 'fr') {
  fakeApi({});
  await renderWithApp(
    <QuizBuilderDialog
      open
      title="Colours"
      owner={{ courseId: 5, learningObjectId: 4 }}
      quiz={quiz}
      onClose={() => {}}
    />,
    language ? { language } : undefined,
  );
}

describe('the quiz builder', () => {
  it('moves an answer down as well as up, the end buttons disabled', async () => {
    await openBuilder();
    await screen.findByDisplayValue('Which colours are primary?');
    expect(answerTexts()).toEqual(['Red', 'Green', 'Blue']);
    expect(screen.getByLabelText('Move answer 1 up')).toBeDisabled();
    expect(screen.getByLabelText('Move answer 3 down')).toBeDisabled();

    fireEvent.click(screen.getByLabelText('Move answer 1 down'));
    expect(answerTexts()).toEqual(['Green', 'Red', 'Blue']);
    // The correct mark moves with its answer.
    expect(screen.getByLabelText('Answer 2 is correct')).toBeChecked();
    expect(screen.getByLabelText('Answer 1 is correct')).not.toBeChecked();

    fireEvent.click(screen.getByLabelText('Move answer 3 up'));
    expect(answerTexts()).toEqual(['Green', 'Blue', 'Red']);
  });

  it('labels the answer moves in French', async () => {
    await openBuilder('fr');
    await screen.findByDisplayValue('Which colours are primary?');
    expect(screen.getByLabelText('Descendre la réponse 1')).toBeEnabled();
    expect(screen.getByLabelText('Descendre la réponse 3')).toBeDisabled();
    expect(screen.getByLabelText('Monter la réponse 2')).toBeEnabled();
  });
});
