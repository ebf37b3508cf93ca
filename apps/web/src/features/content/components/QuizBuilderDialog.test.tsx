import { questionTypes } from '@parcours/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    caseSensitive: 0,
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
          { id: 31, answer: 'Yes', isValid: 1, position: 0, credit: 1, tolerance: null, match: null },
          { id: 32, answer: 'No', isValid: 0, position: 1, credit: 0, tolerance: null, match: null },
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
      'Parallel forms need at least two scored questions, one for each form',
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

describe('numerical and short-answer questions', () => {
  /** Adds a question after the quiz's one, of `type` (the select's option name), with `text`. */
  async function addQuestion(
    user: ReturnType<typeof userEvent.setup>,
    type: string,
    text: string,
    french = false,
  ) {
    await screen.findByDisplayValue('Which colours are primary?');
    await user.click(
      screen.getByRole('button', { name: french ? 'Ajouter une question' : 'Add a question' }),
    );
    const editor = screen.getAllByTestId('question-editor')[1]!;
    await user.type(within(editor).getByRole('textbox', { name: 'Question' }), text);
    await user.click(
      within(editor).getByRole('combobox', { name: french ? 'Type de question' : 'Question type' }),
    );
    await user.click(screen.getByRole('option', { name: type }));
    return editor;
  }

  const rows = (editor: HTMLElement) => within(editor).getAllByTestId('answer-editor');

  async function chooseCredit(
    user: ReturnType<typeof userEvent.setup>,
    row: HTMLElement,
    credit: string,
    label = 'Credit',
  ) {
    await user.click(within(row).getByRole('combobox', { name: label }));
    await user.click(screen.getByRole('option', { name: credit }));
  }

  const sentQuestions = (api: Awaited<ReturnType<typeof openBuilder>>) => {
    const body = api.seen.find((r) => r.method === 'POST')?.body as
      | { questions: Record<string, unknown>[] }
      | undefined;
    return body?.questions ?? [];
  };

  it('sends a numerical question’s values as numbers with their tolerance and credit', async () => {
    const user = userEvent.setup();
    const api = await openBuilder();
    const editor = await addQuestion(user, 'Numerical', 'Gravity on Earth, in m/s²?');
    expect(rows(editor)).toHaveLength(1);
    const value = within(rows(editor)[0]!).getByRole('textbox', { name: 'Answer 1' });
    // The phone's keyboard has the decimal separator; a French comma is read as the decimal point.
    expect(value).toHaveAttribute('inputmode', 'decimal');
    await user.type(value, '9,81');
    await user.type(within(rows(editor)[0]!).getByRole('textbox', { name: 'Tolerance (±)' }), '0,05');
    expect(within(rows(editor)[0]!).getByRole('combobox', { name: 'Credit' })).toHaveTextContent('100%');

    await user.click(within(editor).getByRole('button', { name: 'Add an accepted answer' }));
    const second = rows(editor)[1]!;
    expect(second).toHaveAccessibleName('Accepted answer 2');
    await user.type(within(second).getByRole('textbox', { name: 'Answer 2' }), '10');
    await chooseCredit(user, second, '50%');
    await user.click(screen.getByRole('button', { name: 'Save the quiz' }));

    await vi.waitFor(() => expect(api.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(sentQuestions(api)[1]).toEqual({
      question: 'Gravity on Earth, in m/s²?',
      type: questionTypes.NUMERICAL,
      level: null,
      answers: [
        { answer: '9.81', is_valid: 1, credit: 1, tolerance: 0.05 },
        { answer: '10', is_valid: 0, credit: 0.5, tolerance: 0 },
      ],
    });
  });

  it('sends a short answer’s accepted texts with their credit and whether case counts', async () => {
    const user = userEvent.setup();
    const api = await openBuilder();
    const editor = await addQuestion(user, 'Short answer', 'The capital of France?');
    expect(within(editor).getByText(/\* matches any characters/)).toBeInTheDocument();
    expect(
      within(rows(editor)[0]!).queryByRole('textbox', { name: 'Tolerance (±)' }),
    ).not.toBeInTheDocument();
    await user.type(within(rows(editor)[0]!).getByRole('textbox', { name: 'Answer 1' }), 'Paris*');
    await user.click(within(editor).getByRole('button', { name: 'Add an accepted answer' }));
    await user.type(within(rows(editor)[1]!).getByRole('textbox', { name: 'Answer 2' }), 'Lutèce');
    await chooseCredit(user, rows(editor)[1]!, '33.333%');
    await user.click(within(editor).getByRole('switch', { name: 'Case sensitive' }));
    await user.click(screen.getByRole('button', { name: 'Save the quiz' }));

    await vi.waitFor(() => expect(api.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(sentQuestions(api)[1]).toEqual({
      question: 'The capital of France?',
      type: questionTypes.SHORT_ANSWER,
      level: null,
      case_sensitive: 1,
      answers: [
        { answer: 'Paris*', is_valid: 1, credit: 1 },
        { answer: 'Lutèce', is_valid: 0, credit: 0.3333333 },
      ],
    });
    // The QCM before it is sent as before.
    expect(sentQuestions(api)[0]).toMatchObject({
      type: questionTypes.QCM,
      answers: [
        { answer: 'Red', is_valid: 1 },
        { answer: 'Green', is_valid: 0 },
        { answer: 'Blue', is_valid: 0 },
      ],
    });
    expect(sentQuestions(api)[0]!.answers).not.toContainEqual(expect.objectContaining({ credit: 1 }));
  });

  it('asks for one answer with full credit and a number before saving, in French too', async () => {
    const user = userEvent.setup();
    const api = await openBuilder('fr');
    const editor = await addQuestion(user, 'Numérique', 'g ?', true);
    const row = rows(editor)[0]!;
    await user.type(within(row).getByRole('textbox', { name: 'Réponse 1' }), 'neuf');
    await chooseCredit(user, row, '50\u00a0%', 'Crédit');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le quiz' }));

    expect(
      await within(editor).findByText('Donnez au moins une réponse acceptée avec le crédit complet'),
    ).toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: 'Réponse 1' })).toHaveAccessibleDescription(
      'Donnez la valeur acceptée sous forme de nombre',
    );
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the refusal of the API under the answer’s field it names', async () => {
    const user = userEvent.setup();
    await openBuilder(undefined, {
      'POST /admin/add-quiz-to-lo/4': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { 'questions.1.answers.0.tolerance': ['The tolerance is too wide'] },
        },
      }),
    });
    const editor = await addQuestion(user, 'Numerical', 'g?');
    await user.type(within(rows(editor)[0]!).getByRole('textbox', { name: 'Answer 1' }), '9.81');
    await user.type(within(rows(editor)[0]!).getByRole('textbox', { name: 'Tolerance (±)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Save the quiz' }));

    expect(
      await within(rows(editor)[0]!).findByText('The tolerance is too wide', { exact: false }),
    ).toBeInTheDocument();
    expect(
      within(rows(editor)[0]!).getByRole('textbox', { name: 'Tolerance (±)' }),
    ).toHaveAccessibleDescription('The tolerance is too wide');
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
  });

  it('keeps the correct answers of a QCM switched to a short answer, and back', async () => {
    const user = userEvent.setup();
    await openBuilder();
    await screen.findByDisplayValue('Which colours are primary?');
    const editor = screen.getAllByTestId('question-editor')[0]!;
    await user.click(within(editor).getByRole('combobox', { name: 'Question type' }));
    await user.click(screen.getByRole('option', { name: 'Short answer' }));
    expect(answerTexts()).toEqual(['Red']);
    expect(within(rows(editor)[0]!).getByRole('combobox', { name: 'Credit' })).toHaveTextContent('100%');

    await user.click(within(editor).getByRole('combobox', { name: 'Question type' }));
    await user.click(screen.getByRole('option', { name: 'Multiple choice (QCM)' }));
    expect(answerTexts()).toEqual(['Red', '']);
    expect(screen.getByLabelText('Answer 1 is correct')).toBeChecked();
    expect(screen.getByLabelText('Answer 2 is correct')).not.toBeChecked();
  });
});

describe('matching and ordering questions', () => {
  async function addQuestion(user: ReturnType<typeof userEvent.setup>, type: string, text: string) {
    await screen.findByDisplayValue('Which colours are primary?');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const editor = screen.getAllByTestId('question-editor')[1]!;
    await user.type(within(editor).getByRole('textbox', { name: 'Question' }), text);
    await user.click(within(editor).getByRole('combobox', { name: 'Question type' }));
    await user.click(screen.getByRole('option', { name: type }));
    return editor;
  }

  const sentQuestions = (api: Awaited<ReturnType<typeof openBuilder>>) => {
    const body = api.seen.find((r) => r.method === 'POST')?.body as
      | { questions: Record<string, unknown>[] }
      | undefined;
    return body?.questions ?? [];
  };

  const pair = (editor: HTMLElement, number: number) =>
    within(editor).getByRole('group', { name: `Pair ${number}` });

  it('sends a matching question’s pairs, an empty prompt for an extra answer', async () => {
    const user = userEvent.setup();
    const api = await openBuilder();
    const editor = await addQuestion(user, 'Matching', 'Match each planet');
    expect(within(editor).getByText(/A row with an empty prompt is an extra answer/)).toBeInTheDocument();
    // Two pairs to start, each prompt with its match in a group named after the pair.
    expect(within(editor).getAllByRole('group', { name: /^Pair / })).toHaveLength(2);
    await user.type(within(pair(editor, 1)).getByRole('textbox', { name: 'Prompt 1' }), 'Mercury');
    await user.type(within(pair(editor, 1)).getByRole('textbox', { name: 'Matches' }), 'Closest to the Sun');
    await user.type(within(pair(editor, 2)).getByRole('textbox', { name: 'Prompt 2' }), 'Mars');
    await user.type(within(pair(editor, 2)).getByRole('textbox', { name: 'Matches' }), 'The red planet');
    await user.click(within(editor).getByRole('button', { name: 'Add a pair' }));
    await user.type(within(pair(editor, 3)).getByRole('textbox', { name: 'Matches' }), 'Has rings');
    // The extra answer moved first, with the keyboard's buttons.
    await user.click(within(editor).getByRole('button', { name: 'Move pair 3 up' }));
    await user.click(within(editor).getByRole('button', { name: 'Move pair 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save the quiz' }));

    await vi.waitFor(() => expect(api.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(sentQuestions(api)[1]).toEqual({
      question: 'Match each planet',
      type: questionTypes.MATCHING,
      level: null,
      answers: [
        { answer: '', match: 'Has rings' },
        { answer: 'Mercury', match: 'Closest to the Sun' },
        { answer: 'Mars', match: 'The red planet' },
      ],
    });
  });

  it('asks for two pairs and each prompt’s match before saving', async () => {
    const user = userEvent.setup();
    const api = await openBuilder();
    const editor = await addQuestion(user, 'Matching', 'Match each planet');
    await user.type(within(pair(editor, 1)).getByRole('textbox', { name: 'Prompt 1' }), 'Mercury');
    await user.type(within(pair(editor, 2)).getByRole('textbox', { name: 'Matches' }), 'Has rings');
    await user.click(screen.getByRole('button', { name: 'Save the quiz' }));

    expect(
      await within(editor).findByText('A matching question needs at least two pairs'),
    ).toBeInTheDocument();
    expect(within(pair(editor, 1)).getByRole('textbox', { name: 'Matches' })).toHaveAccessibleDescription(
      'Give the text this prompt matches',
    );
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the refusal of the API under the match it names', async () => {
    const user = userEvent.setup();
    await openBuilder(undefined, {
      'POST /admin/add-quiz-to-lo/4': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { 'questions.1.answers.1.match': ['This match is too long'] },
        },
      }),
    });
    const editor = await addQuestion(user, 'Matching', 'Match');
    for (const [number, prompt, match] of [
      [1, 'a', 'A'],
      [2, 'b', 'B'],
    ] as const) {
      await user.type(
        within(pair(editor, number)).getByRole('textbox', { name: `Prompt ${number}` }),
        prompt,
      );
      await user.type(within(pair(editor, number)).getByRole('textbox', { name: 'Matches' }), match);
    }
    await user.click(screen.getByRole('button', { name: 'Save the quiz' }));
    expect(
      await within(pair(editor, 2)).findByText('This match is too long', { exact: false }),
    ).toBeInTheDocument();
    expect(within(pair(editor, 2)).getByRole('textbox', { name: 'Matches' })).toHaveAccessibleDescription(
      'This match is too long',
    );
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
  });

  it('sends an ordering question’s items in the order set with the buttons', async () => {
    const user = userEvent.setup();
    const api = await openBuilder();
    const editor = await addQuestion(user, 'Ordering', 'From the Sun outwards');
    expect(
      within(editor).getByText('List the items in the correct order; learners see them shuffled.'),
    ).toBeInTheDocument();
    await user.type(within(editor).getByRole('textbox', { name: 'Item 1' }), 'Venus');
    await user.type(within(editor).getByRole('textbox', { name: 'Item 2' }), 'Earth');
    await user.click(within(editor).getByRole('button', { name: 'Add an item' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Item 3' }), 'Mercury');
    expect(within(editor).getByRole('button', { name: 'Move item 3 down' })).toBeDisabled();
    // Moved to the top with the keyboard.
    within(editor).getByRole('button', { name: 'Move item 3 up' }).focus();
    await user.keyboard('{Enter}');
    within(editor).getByRole('button', { name: 'Move item 2 up' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save the quiz' }));

    await vi.waitFor(() => expect(api.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(sentQuestions(api)[1]).toEqual({
      question: 'From the Sun outwards',
      type: questionTypes.ORDERING,
      level: null,
      answers: [{ answer: 'Mercury' }, { answer: 'Venus' }, { answer: 'Earth' }],
    });
  });

  it('asks for different items, in French too', async () => {
    const user = userEvent.setup();
    const api = await openBuilder('fr');
    await screen.findByDisplayValue('Which colours are primary?');
    await user.click(screen.getByRole('button', { name: 'Ajouter une question' }));
    const editor = screen.getAllByTestId('question-editor')[1]!;
    await user.type(within(editor).getByRole('textbox', { name: 'Question' }), 'Ordre');
    await user.click(within(editor).getByRole('combobox', { name: 'Type de question' }));
    await user.click(screen.getByRole('option', { name: 'Mise en ordre' }));
    expect(within(editor).getByText(/les apprenants les voient mélangés/)).toBeInTheDocument();
    await user.type(within(editor).getByRole('textbox', { name: 'Élément 1' }), 'Terre');
    await user.type(within(editor).getByRole('textbox', { name: 'Élément 2' }), ' terre ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le quiz' }));
    expect(within(editor).getByRole('textbox', { name: 'Élément 2' })).toHaveAccessibleDescription(
      'Chaque élément à ordonner doit être différent',
    );
    expect(within(editor).getByRole('button', { name: 'Monter l’élément 2' })).toBeEnabled();
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('keeps a QCM’s answers as the items of an ordering, and an ordering’s items as a matching’s prompts', async () => {
    const user = userEvent.setup();
    await openBuilder();
    await screen.findByDisplayValue('Which colours are primary?');
    const editor = screen.getAllByTestId('question-editor')[0]!;
    await user.click(within(editor).getByRole('combobox', { name: 'Question type' }));
    await user.click(screen.getByRole('option', { name: 'Ordering' }));
    expect(answerTexts()).toEqual(['Red', 'Green', 'Blue']);
    await user.click(within(editor).getByRole('combobox', { name: 'Question type' }));
    await user.click(screen.getByRole('option', { name: 'Matching' }));
    expect(
      within(editor)
        .getAllByRole('textbox', { name: /^Prompt / })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Red', 'Green', 'Blue']);
    // Back to a QCM: the correct mark is still there.
    await user.click(within(editor).getByRole('combobox', { name: 'Question type' }));
    await user.click(screen.getByRole('option', { name: 'Multiple choice (QCM)' }));
    expect(screen.getByLabelText('Answer 1 is correct')).toBeChecked();
  });
});
