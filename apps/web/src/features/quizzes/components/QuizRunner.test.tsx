import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, http } from '../../../shared/http';
import { renderWithApp } from '../../../test/render';
import { QuizRunner } from './QuizRunner';

const takeQuiz = {
  quiz: {
    id: 7,
    kind: 'pretest',
    courseId: 3,
    learningObjectId: null,
    title: 'Algebra',
    passMark: 50,
    timeLimitSeconds: 600,
    cooldownSeconds: 60,
    questions: [
      { id: 1, question: 'Is 2 even?', type: 3, answers: [] },
      {
        id: 2,
        question: 'Which are primes?',
        type: 1,
        answers: [
          { id: 21, answer: 'Two' },
          { id: 22, answer: 'Four' },
        ],
      },
    ],
  },
  attempt: { id: 40, startedAt: '2025-01-01T10:00:00Z', deadline: '2025-01-01T10:10:00Z', form: null },
  nextAttemptAt: null,
  lastResult: null,
  serverTime: '2025-01-01T10:00:00Z',
};

const submitted = {
  id: 40,
  kind: 'pretest',
  score: 1,
  totalScorePossible: 2,
  percentage: 50,
  status: 'passed',
  passed: true,
  late: false,
  timeSpent: 12,
  submittedAt: '2025-01-01T10:00:12Z',
  nextAttemptAt: null,
  answers: [],
};

/** Answers nothing and submits through the confirmation. */
async function submitUnanswered(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Is 2 even?');
  await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
}

/** jsdom does not scroll: records the calls instead. */
function mockScrollIntoView() {
  const scroll = vi.fn();
  Element.prototype.scrollIntoView = scroll;
  return scroll;
}

const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  vi.restoreAllMocks();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('QuizRunner', () => {
  it('takes the quiz one question at a time and submits after confirmation', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: takeQuiz },
    });
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ status: 200, headers: new Headers(), data: { data: submitted } });
    const user = userEvent.setup();
    await renderWithApp(<QuizRunner quizId={7} target="course" />);

    expect(await screen.findByText('Is 2 even?')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('True'));
    await user.click(screen.getByRole('button', { name: 'Question 2' }));
    await user.click(screen.getByLabelText('Two'));
    await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/You have answered every question/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Score: 1 out of 2')).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/user/quiz/submit/7',
      expect.objectContaining({
        attemptId: 40,
        answers: [
          { questionId: 1, answer: ['1'] },
          { questionId: 2, answer: [21] },
        ],
      }),
    );
  });

  it('moves focus to the result heading and scrolls it into view once submitted', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: takeQuiz },
    });
    vi.spyOn(http, 'post').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: submitted },
    });
    const scroll = mockScrollIntoView();
    const user = userEvent.setup();
    await renderWithApp(<QuizRunner quizId={7} target="course" headingLevel="h3" />);
    await submitUnanswered(user);

    const heading = await screen.findByRole('heading', { level: 3, name: 'Your result' });
    expect(heading).toHaveFocus();
    expect(scroll.mock.contexts).toContain(heading);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('scrolls to the result without animation when the learner prefers reduced motion', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: takeQuiz },
    });
    vi.spyOn(http, 'post').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: submitted },
    });
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    }));
    const scroll = mockScrollIntoView();
    const user = userEvent.setup();
    await renderWithApp(<QuizRunner quizId={7} target="course" />);
    await submitUnanswered(user);

    expect(await screen.findByRole('heading', { name: 'Your result' })).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('shows the next-attempt countdown when the server refuses an attempt during the cooldown', async () => {
    const next = new Date(Date.now() + 120_000).toISOString();
    vi.spyOn(http, 'get').mockRejectedValue(new HttpError(409, { message: 'Wait', nextAttemptAt: next }));
    await renderWithApp(<QuizRunner quizId={7} target="course" />);
    expect(await screen.findByText('You failed your last attempt at this quiz.')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time until the next attempt' })).toHaveTextContent(
      /^[12]:\d\d$/,
    );
    expect(screen.queryByRole('button', { name: 'Try the quiz again' })).not.toBeInTheDocument();
  });
});

describe('the timer warnings', () => {
  /** The attempt with `secondsLeft` on the server's clock (the device clock may differ: the offset corrects it). */
  const withSecondsLeft = (secondsLeft: number) => ({
    ...takeQuiz,
    attempt: {
      ...takeQuiz.attempt,
      deadline: new Date(Date.parse(takeQuiz.serverTime) + secondsLeft * 1000).toISOString(),
    },
  });
  const open = async (secondsLeft: number, language: 'en' | 'fr' = 'en') => {
    vi.spyOn(http, 'get').mockResolvedValue({
      data: { data: withSecondsLeft(secondsLeft) },
      status: 200,
      headers: new Headers(),
    });
    await renderWithApp(<QuizRunner quizId={7} target="course" />, { language });
    await screen.findByText('Is 2 even?');
  };

  it('says nothing with more than a minute left', async () => {
    await open(300);
    expect(screen.queryByTestId('quiz-time-warning')).not.toBeInTheDocument();
    expect(screen.getByTestId('quiz-time-announcer')).toHaveTextContent(/^$/);
    expect(screen.getByTestId('quiz-time-announcer')).toHaveAttribute('aria-live', 'assertive');
  });

  it('warns from one minute left, on screen and to screen readers', async () => {
    await open(45);
    expect(screen.getByTestId('quiz-time-warning')).toHaveTextContent(
      'Less than a minute left: check your answers and submit.',
    );
    expect(screen.getByTestId('quiz-time-announcer')).toHaveTextContent(
      'Less than a minute left: check your answers and submit.',
    );
  });

  it('warns again from ten seconds left, in French too', async () => {
    await open(8, 'fr');
    expect(screen.getByTestId('quiz-time-warning')).toHaveAttribute('data-warning', 'tenSeconds');
    expect(screen.getByTestId('quiz-time-announcer')).toHaveTextContent(
      '10 secondes restantes : vos réponses seront envoyées à la fin du temps.',
    );
  });

  it('counts the unanswered questions before submitting', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({
      data: { data: takeQuiz },
      status: 200,
      headers: new Headers(),
    });
    const user = userEvent.setup();
    await renderWithApp(<QuizRunner quizId={7} target="course" />);
    await screen.findByText('Is 2 even?');
    await user.click(screen.getByLabelText('True'));
    await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
    expect(await screen.findByRole('dialog', { name: 'Submit your answers?' })).toHaveTextContent(
      '1 question is still unanswered and will count as wrong. Submit anyway?',
    );
  });
});

describe('the parallel form line', () => {
  const open = async (kind: string, form: 'A' | 'B' | null, language: 'en' | 'fr' = 'en') => {
    vi.spyOn(http, 'get').mockResolvedValue({
      data: {
        data: { ...takeQuiz, quiz: { ...takeQuiz.quiz, kind }, attempt: { ...takeQuiz.attempt, form } },
      },
      status: 200,
      headers: new Headers(),
    });
    await renderWithApp(<QuizRunner quizId={7} target="course" />, { language });
    await screen.findByText('Is 2 even?');
  };

  it('tells the post-test of a quiz with parallel forms asks other questions', async () => {
    await open('posttest', 'B');
    expect(screen.getByRole('heading', { name: 'Post-test' })).toBeInTheDocument();
    expect(screen.getByTestId('parallel-form-notice')).toHaveTextContent(
      'This post-test asks other questions than your pretest, of the same levels (parallel forms).',
    );
  });

  it('tells the pretest asks half of the questions, in French too', async () => {
    await open('pretest', 'A', 'fr');
    expect(screen.getByTestId('parallel-form-notice')).toHaveTextContent(
      'Ce prétest pose la moitié des questions du quiz du cours ; votre post-test posera l’autre moitié.',
    );
  });

  it('says nothing of forms when the quiz has none', async () => {
    await open('posttest', null);
    expect(screen.getByRole('heading', { name: 'Post-test' })).toBeInTheDocument();
    expect(screen.queryByTestId('parallel-form-notice')).not.toBeInTheDocument();
    expect(screen.queryByText(/parallel forms/)).not.toBeInTheDocument();
  });
});

describe('typed answers', () => {
  const typedQuiz = {
    ...takeQuiz,
    quiz: {
      ...takeQuiz.quiz,
      questions: [
        { id: 3, question: 'Gravity on Earth, in m/s²?', type: 4, answers: [] },
        { id: 4, question: 'The capital of France?', type: 5, answers: [] },
      ],
    },
  };

  it('sends a number as the learner typed it, and counts a typed answer once it is not blank', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: typedQuiz },
    });
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ status: 200, headers: new Headers(), data: { data: submitted } });
    const user = userEvent.setup();
    await renderWithApp(<QuizRunner quizId={7} target="course" />, { language: 'fr' });

    const number = await screen.findByRole('textbox', { name: 'Votre réponse' });
    expect(screen.getByText(/Question 1 sur 2 · un nombre/)).toBeInTheDocument();
    // The phone shows its decimal keyboard; the question and the hint describe the field.
    expect(number).toHaveAttribute('inputmode', 'decimal');
    expect(number).toHaveAccessibleDescription(/Gravity on Earth, in m\/s²\?.*Un nombre/);
    await user.type(number, '9,81');
    expect(screen.getByText('1 sur 2 répondues')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Question 2' }));
    const text = screen.getByRole('textbox', { name: 'Votre réponse' });
    expect(text).not.toHaveAttribute('inputmode');
    await user.type(text, '   ');
    expect(screen.getByText('1 sur 2 répondues')).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, 'Paris');
    expect(screen.getByText('2 sur 2 répondues')).toBeInTheDocument();
    // Going back shows the number as typed.
    await user.click(screen.getByRole('button', { name: 'Question 1, répondue' }));
    expect(screen.getByRole('textbox', { name: 'Votre réponse' })).toHaveValue('9,81');

    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Envoyer' }));
    await screen.findByTestId('quiz-result');
    expect(post).toHaveBeenCalledWith(
      '/user/quiz/submit/7',
      expect.objectContaining({
        answers: [
          { questionId: 3, answer: ['9,81'] },
          { questionId: 4, answer: ['Paris'] },
        ],
      }),
    );
  });
});

describe('matching and ordering questions', () => {
  const arrangedQuiz = {
    ...takeQuiz,
    quiz: {
      ...takeQuiz.quiz,
      questions: [
        {
          id: 5,
          question: 'Match each planet',
          type: 6,
          answers: [
            { id: 51, answer: 'Mercury' },
            { id: 52, answer: 'Mars' },
          ],
          choices: ['Closest to the Sun', 'Has rings', 'The red planet'],
          items: [],
        },
        {
          id: 6,
          question: 'From the Sun outwards',
          type: 7,
          answers: [],
          choices: [],
          items: ['Venus', 'Earth', 'Mercury'],
        },
      ],
    },
  };

  async function start(language?: 'fr') {
    vi.spyOn(http, 'get').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: arrangedQuiz },
    });
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ status: 200, headers: new Headers(), data: { data: submitted } });
    await renderWithApp(<QuizRunner quizId={7} target="course" />, language ? { language } : undefined);
    await screen.findByText('Match each planet');
    return post;
  }

  /** The items as listed, without the position shown before each. */
  const itemTexts = () =>
    screen.getAllByTestId('ordering-item').map((li) => li.textContent?.replace(/^\d+\./, ''));

  it('sends each prompt’s choice and the order set with the buttons', async () => {
    const post = await start();
    const user = userEvent.setup();
    // The ordering question counts as answered from the start: its order is an answer.
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();
    expect(screen.getByText(/Question 1 of 2 · match each prompt/)).toBeInTheDocument();
    const mercury = screen.getByRole('combobox', { name: 'Mercury' });
    expect(
      within(mercury)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a match', 'Closest to the Sun', 'Has rings', 'The red planet']);
    // One prompt matched is an answer.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mars' }), 'The red planet');
    expect(screen.getByText('2 of 2 answered')).toBeInTheDocument();
    await user.selectOptions(mercury, 'Closest to the Sun');

    await user.click(screen.getByRole('button', { name: 'Question 2, answered' }));
    expect(screen.getByRole('list', { name: /From the Sun outwards/ })).toBeInTheDocument();
    expect(itemTexts()).toEqual(['Venus', 'Earth', 'Mercury']);
    expect(screen.getByRole('button', { name: 'Move “Venus” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move “Mercury” down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move “Mercury” up' }));
    expect(screen.getByRole('status')).toHaveTextContent('“Mercury” is now at position 2 of 3.');
    await user.click(screen.getByRole('button', { name: 'Move “Mercury” up' }));
    expect(itemTexts()).toEqual(['Mercury', 'Venus', 'Earth']);
    expect(screen.getByRole('status')).toHaveTextContent('“Mercury” is now at position 1 of 3.');
    // At the top its "up" button can no longer be used: the focus is on its "down" one.
    expect(screen.getByRole('button', { name: 'Move “Mercury” down' })).toHaveFocus();
    // The keyboard moves an item as well.
    screen.getByRole('button', { name: 'Move “Earth” up' }).focus();
    await user.keyboard('{Enter}');
    expect(itemTexts()).toEqual(['Mercury', 'Earth', 'Venus']);

    // Back and forth keeps the matches.
    await user.click(screen.getByRole('button', { name: 'Question 1, answered' }));
    expect(screen.getByRole('combobox', { name: 'Mercury' })).toHaveValue('0');

    await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('quiz-result');
    expect(post).toHaveBeenCalledWith(
      '/user/quiz/submit/7',
      expect.objectContaining({
        answers: [
          { questionId: 5, answer: ['51:0', '52:2'] },
          // Indexes into the items shown: Mercury (2), Earth (1), Venus (0).
          { questionId: 6, answer: ['2', '1', '0'] },
        ],
      }),
    );
  });

  it('sends the order as shown when no item moved, and no matching question left without a choice', async () => {
    const post = await start('fr');
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Mercury' })).toHaveDisplayValue(
      'Choisir une correspondance',
    );
    await user.click(screen.getByRole('button', { name: 'Question 2, répondue' }));
    expect(screen.getByRole('button', { name: 'Monter «\u00a0Earth\u00a0»' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 question est sans réponse et comptera comme fausse');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await screen.findByTestId('quiz-result');
    expect(post).toHaveBeenCalledWith(
      '/user/quiz/submit/7',
      expect.objectContaining({ answers: [{ questionId: 6, answer: ['0', '1', '2'] }] }),
    );
  });
});
