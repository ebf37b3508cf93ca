// Import from the quiz builder: paste, preview per question with what is skipped and not kept, confirm; the
// builder then shows the quiz as saved.
import { questionTypes } from '@parcours/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import type { EditableQuiz } from '../api/courseQuiz';
import { QuizBuilderDialog } from './QuizBuilderDialog';

const gift = '::Q1::Zero is even {T#Yes}\n\nWhy? {}';
const preview = {
  format: 'gift',
  importable: 1,
  skipped: 1,
  errors: [],
  questions: [
    {
      number: 1,
      name: 'Q1',
      source_type: 'truefalse',
      question: 'Zero is even',
      type: questionTypes.BINARY,
      is_valid: 1,
      case_sensitive: 0,
      answers: [],
      notes: [{ key: 'quizFormat.feedbackNotKept', message: 'The feedback is not kept.' }],
      errors: [],
    },
    {
      number: 2,
      name: null,
      source_type: 'essay',
      question: 'Why?',
      type: questionTypes.OPEN,
      is_valid: null,
      case_sensitive: 0,
      answers: [],
      notes: [],
      errors: [
        { key: 'validation.openQuestionNotAccepted', field: 'type', message: 'Open questions are refused.' },
      ],
    },
  ],
};
const saved = {
  id: 7,
  kind: 'course',
  course_id: 5,
  learning_object_id: null,
  pass_mark: 50,
  time_limit_seconds: null,
  cooldown_seconds: null,
  parallel_forms: false,
  parallel_forms_locked: false,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  questions: [
    {
      id: 3,
      question: 'Zero is even',
      type: questionTypes.BINARY,
      is_valid: 1,
      position: 0,
      level: null,
      case_sensitive: 0,
      answers: [],
    },
  ],
};

describe('importing into the quiz builder', () => {
  it('previews each question, then imports and shows the saved quiz in the builder', async () => {
    const { seen: calls } = fakeApi({
      'POST /admin/quiz-import/preview': () => ({ status: 200, data: { data: preview } }),
      'POST /admin/course-quiz/5/import': () => ({
        status: 200,
        data: { data: saved, imported: 1, skipped: [2], message: 'Imported.' },
      }),
    });
    await renderWithApp(
      <QuizBuilderDialog open title="Course quiz" owner={{ courseId: 5 }} quiz={null} onClose={() => {}} />,
    );
    expect(await screen.findByRole('button', { name: 'Export' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import questions' });
    const confirm = within(dialog).getByRole('button', { name: 'Import 0 questions' });
    expect(confirm).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Questions (GIFT or Moodle XML)'), {
      target: { value: gift },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByText('2 questions in the file: 1 to import, 1 skipped.'),
    ).toBeInTheDocument();
    const items = within(dialog).getAllByTestId('import-question');
    expect(within(items[0]).getByText('Imported')).toBeInTheDocument();
    expect(within(items[0]).getByText('Correct answer: True')).toBeInTheDocument();
    expect(within(items[0]).getByText('The feedback is not kept.')).toBeInTheDocument();
    expect(within(items[1]).getByText('Skipped')).toBeInTheDocument();
    expect(within(items[1]).getByText('Open questions are refused.')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 1 question' }));
    expect(await screen.findByDisplayValue('Zero is even')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Import questions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/admin/quiz-import/preview', { format: 'gift', content: gift, mode: 'append' }],
      ['/admin/course-quiz/5/import', { format: 'gift', content: gift, mode: 'append' }],
    ]);
  });

  it('speaks French', async () => {
    fakeApi({});
    await renderWithApp(
      <QuizBuilderDialog
        open
        title="Quiz"
        owner={{ courseId: 5 }}
        quiz={saved as unknown as EditableQuiz}
        onClose={() => {}}
      />,
      { language: 'fr' },
    );
    expect(await screen.findByRole('button', { name: 'Exporter' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer des questions' });
    expect(
      within(dialog).getByRole('radio', { name: 'À la place des questions du quiz' }),
    ).toBeInTheDocument();
  });
});
