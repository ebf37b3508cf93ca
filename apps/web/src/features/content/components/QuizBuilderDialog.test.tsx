import { questionTypes } from '@parcours/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  parallelForms: false,
  parallelFormsLocked: false,
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

/** The learning object's builder on `quiz`, answering through `routes`; the fake API, to read what was sent. */
async function openBuilder(language?: 'fr', routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
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
  return api;
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

/** A course quiz whose levels, dealt A, B, A, B... in level order, give two unequal forms. */
function courseQuiz(overrides: Partial<EditableQuiz> = {}): EditableQuiz {
  const binary = (id: number, level: EditableQuiz['questions'][number]['level']) => ({
    id,
    question: `Question ${id}`,
    type: questionTypes.BINARY,
    isValid: 1,
    position: id - 1,
    level,
    answers: [],
  });
  return {
    id: 8,
    kind: 'course',
    courseId: 5,
    learningObjectId: null,
    passMark: 50,
    timeLimitSeconds: null,
    cooldownSeconds: null,
    parallelForms: false,
    parallelFormsLocked: false,
    version: 1,
    createdAt: '',
    updatedAt: '',
    questions: [
      binary(1, 'advanced'),
      binary(2, 'basic'),
      {
        ...binary(3, null),
        type: questionTypes.QCM,
        isValid: null,
        answers: [
          { id: 31, answer: 'Yes', isValid: 1, position: 0 },
          { id: 32, answer: 'No', isValid: 0, position: 1 },
        ],
      },
      binary(4, 'basic'),
      binary(5, 'intermediate'),
    ],
    ...overrides,
  };
}

async function openCourseQuiz(
  quiz: EditableQuiz,
  { language, save }: { language?: 'fr'; save?: Parameters<typeof fakeApi>[0] } = {},
) {
  const api = fakeApi(save ?? {});
  await renderWithApp(
    <QuizBuilderDialog open title="Course quiz" owner={{ courseId: 5 }} quiz={quiz} onClose={() => {}} />,
    language ? { language } : undefined,
  );
  await screen.findByDisplayValue('Question 1');
  return api;
}

const preview = () =>
  Array.from(screen.getByTestId('parallel-forms-preview').children).map((line) => line.textContent);

describe('the parallel forms of the course quiz', () => {
  it('are offered for the course quiz only', async () => {
    await openBuilder();
    await screen.findByDisplayValue('Which colours are primary?');
    expect(screen.queryByRole('switch', { name: 'Parallel forms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Level' })).not.toBeInTheDocument();
  });

  it('shows a level per question and the split of the forms once switched on', async () => {
    const user = userEvent.setup();
    await openCourseQuiz(courseQuiz());
    const toggle = screen.getByRole('switch', { name: 'Parallel forms' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/each take half of the questions, balanced by level/);
    expect(screen.queryByRole('combobox', { name: 'Level' })).not.toBeInTheDocument();

    await user.click(toggle);
    const levels = screen.getAllByRole('combobox', { name: 'Level' });
    expect(levels.map((select) => select.textContent)).toEqual([
      'Advanced',
      'Basic',
      'No level',
      'Basic',
      'Intermediate',
    ]);
    // Dealt by level, then in the author's order: basic 2 (A), 4 (B); intermediate 5 (A); advanced 1 (B);
    // none 3 (A).
    expect(preview()).toEqual([
      'Form A: 3 questions (1 basic, 1 intermediate, 1 without level)',
      'Form B: 2 questions (1 basic, 1 advanced)',
    ]);

    // Question 3 made basic: basic 2 (A), 3 (B), 4 (A); intermediate 5 (B); advanced 1 (A).
    await user.click(levels[2]!);
    await user.click(screen.getByRole('option', { name: 'Basic' }));
    expect(preview()).toEqual([
      'Form A: 3 questions (2 basic, 1 advanced)',
      'Form B: 2 questions (1 basic, 1 intermediate)',
    ]);

    // A new question has no level yet: dealt last, to B.
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getAllByRole('combobox', { name: 'Level' })).toHaveLength(6);
    expect(preview()).toEqual([
      'Form A: 3 questions (2 basic, 1 advanced)',
      'Form B: 3 questions (1 basic, 1 intermediate, 1 without level)',
    ]);
  });

  it('says the split in French', async () => {
    await openCourseQuiz(courseQuiz({ parallelForms: true }), { language: 'fr' });
    expect(screen.getByRole('switch', { name: 'Formes parallèles' })).toBeChecked();
    expect(preview()).toEqual([
      'Forme A\u00a0: 3 questions (1 de niveau débutant, 1 de niveau intermédiaire et 1 sans niveau)',
      'Forme B\u00a0: 2 questions (1 de niveau débutant et 1 de niveau avancé)',
    ]);
  });

  it('says when the questions are too few to split', async () => {
    const quiz = courseQuiz({ parallelForms: true });
    await openCourseQuiz({ ...quiz, questions: quiz.questions.slice(0, 1) });
    expect(screen.getByTestId('parallel-forms-preview')).toHaveTextContent(
      'Parallel forms need at least two multiple-choice or true/false questions, one for each form',
    );
  });

  it('sends the switch and each level, and shows the refusal of the API under the switch', async () => {
    const user = userEvent.setup();
    const api = await openCourseQuiz(courseQuiz(), {
      save: {
        'POST /admin/course-quiz/5': () => ({
          status: 422,
          data: {
            message: 'The given data was invalid.',
            errors: { parallel_forms: ['Parallel forms cannot be used here'] },
          },
        }),
      },
    });
    await user.click(screen.getByRole('switch', { name: 'Parallel forms' }));
    await user.click(screen.getAllByRole('combobox', { name: 'Level' })[0]!);
    await user.click(screen.getByRole('option', { name: 'No level' }));
    await user.click(screen.getByRole('button', { name: 'Save the quiz' }));

    expect(await screen.findByText('Parallel forms cannot be used here')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Parallel forms' })).toHaveAccessibleDescription(
      /Parallel forms cannot be used here/,
    );
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
    const body = api.seen.find((r) => r.method === 'POST')?.body as {
      parallel_forms: number;
      questions: { id: number; level: string | null }[];
    };
    expect(body.parallel_forms).toBe(1);
    expect(body.questions.map((q) => [q.id, q.level])).toEqual([
      [1, null],
      [2, 'basic'],
      [3, null],
      [4, 'basic'],
      [5, 'intermediate'],
    ]);
  });

  it("never sends the switch for a learning object's quiz, whose refusals read as before", async () => {
    const user = userEvent.setup();
    const api = await openBuilder(undefined, {
      // A message on the questions has no field in the builder: the one above the form stays.
      'POST /admin/add-quiz-to-lo/4': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { questions: ['Add at least one question'] },
        },
      }),
    });
    await screen.findByDisplayValue('Which colours are primary?');
    await user.click(screen.getByRole('button', { name: 'Save the quiz' }));
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    const body = api.seen.find((r) => r.method === 'POST')?.body;
    expect(body).not.toHaveProperty('parallel_forms');
    expect(body).toHaveProperty('pass_mark', 50);
  });

  it('cannot be switched once the quiz has been taken, and says why', async () => {
    await openCourseQuiz(courseQuiz({ parallelForms: true, parallelFormsLocked: true }));
    const toggle = screen.getByRole('switch', { name: 'Parallel forms' });
    expect(toggle).toBeDisabled();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/The quiz has been taken: parallel forms can no longer/);
    // The levels can still change: they decide the forms of the attempts to come.
    expect(
      within(screen.getAllByTestId('question-editor')[0]!).getByRole('combobox', { name: 'Level' }),
    ).toBeEnabled();
  });
});
