import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../shared/http';
import { renderWithApp } from '../../../test/render';
import { QuizReview, type ReviewItem } from './QuizReview';
import { QuizRunner } from './QuizRunner';

const items: ReviewItem[] = [
  {
    questionId: 1,
    question: 'Which are even?',
    type: 1,
    isCorrect: false,
    credit: 0,
    accepted: [],
    answers: [
      { id: 11, answer: '2', chosen: true, correct: true },
      { id: 12, answer: '3', chosen: true, correct: false },
      { id: 13, answer: '4', chosen: false, correct: true },
    ],
    givenValue: null,
    correctValue: null,
    matches: [],
    order: null,
  },
  {
    questionId: 2,
    question: 'Zero is even',
    type: 3,
    isCorrect: true,
    credit: 1,
    accepted: [],
    answers: [],
    givenValue: '1',
    correctValue: '1',
    matches: [],
    order: null,
  },
  {
    questionId: 3,
    question: 'One is even',
    type: 3,
    isCorrect: false,
    credit: 0,
    accepted: [],
    answers: [],
    givenValue: null,
    correctValue: '0',
    matches: [],
    order: null,
  },
];

/** A numerical answer with part of the mark, a short answer with none, one with the whole mark. */
const typedItems: ReviewItem[] = [
  {
    questionId: 4,
    question: 'Gravity on Earth, in m/s²?',
    type: 4,
    isCorrect: false,
    credit: 0.5,
    answers: [],
    givenValue: '10,2',
    correctValue: null,
    matches: [],
    order: null,
    accepted: [
      { answer: '9.81', credit: 1, tolerance: 0.05 },
      { answer: '10', credit: 0.5, tolerance: 0.5 },
      { answer: '9.8', credit: 0.6666667, tolerance: 0 },
    ],
  },
  {
    questionId: 5,
    question: 'The capital of France?',
    type: 5,
    isCorrect: false,
    credit: 0,
    answers: [],
    givenValue: 'Lyon',
    correctValue: null,
    matches: [],
    order: null,
    accepted: [{ answer: 'Paris*', credit: 1, tolerance: null }],
  },
  {
    questionId: 6,
    question: 'The river of Paris?',
    type: 5,
    isCorrect: true,
    credit: 1,
    answers: [],
    givenValue: 'la Seine',
    correctValue: null,
    matches: [],
    order: null,
    accepted: [{ answer: '*Seine', credit: 1, tolerance: null }],
  },
];

const reviewItems = () =>
  within(screen.getByRole('region', { name: 'Review your answers' })).getAllByRole('listitem');
const questionItems = () => screen.getAllByTestId('quiz-review-item');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('QuizReview', () => {
  it('says for each question whether it was right, what was chosen and what was correct', async () => {
    await renderWithApp(<QuizReview items={items} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Review your answers' })).toBeInTheDocument();
    expect(reviewItems().length).toBeGreaterThanOrEqual(3);
    const [qcm, zero, one] = questionItems();

    expect(within(qcm).getByText('Question 1')).toBeInTheDocument();
    expect(within(qcm).getByText('Wrong')).toBeInTheDocument();
    const answers = within(qcm)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(answers).toEqual(['2Your choiceCorrect answer', '3Your choice', '4Correct answer']);

    expect(within(zero).getByText('Right')).toBeInTheDocument();
    expect(within(zero).getByText('Your answer: True')).toBeInTheDocument();
    expect(within(zero).getByText('Correct answer: True')).toBeInTheDocument();

    expect(within(one).getByText('Wrong')).toBeInTheDocument();
    expect(within(one).getByText('Your answer: no answer')).toBeInTheDocument();
    expect(within(one).getByText('Correct answer: False')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderWithApp(<QuizReview items={items} headingLevel="h3" />, { language: 'fr' });
    expect(screen.getByRole('heading', { level: 4, name: 'Revoir vos réponses' })).toBeInTheDocument();
    const [qcm, zero, one] = questionItems();
    expect(within(qcm).getByText('Faux', { selector: 'p' })).toBeInTheDocument();
    expect(within(qcm).getAllByText('Bonne réponse')).toHaveLength(2);
    expect(within(zero).getByText('Juste')).toBeInTheDocument();
    expect(within(zero).getByText('Votre réponse : Vrai')).toBeInTheDocument();
    expect(within(one).getByText('Votre réponse : pas de réponse')).toBeInTheDocument();
    expect(within(one).getByText('Bonne réponse : Faux')).toBeInTheDocument();
  });
});

describe('QuizReview of numerical and short answers', () => {
  const accepted = (item: HTMLElement) =>
    within(within(item).getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('says the credit earned and lists the accepted answers with their tolerance and credit', async () => {
    await renderWithApp(<QuizReview items={typedItems} />);
    const [numerical, wrong, right] = questionItems();

    expect(within(numerical).getByText('Partly right')).toBeInTheDocument();
    expect(within(numerical).getByText('Your answer: 10,2')).toBeInTheDocument();
    expect(within(numerical).getByText('50% credit')).toBeInTheDocument();
    expect(within(numerical).getByRole('list', { name: 'Accepted answers:' })).toBeInTheDocument();
    expect(accepted(numerical)).toEqual(['9.81 ± 0.05', '10 ± 0.5 (50% credit)', '9.8 (66.7% credit)']);

    expect(within(wrong).getByText('Wrong')).toBeInTheDocument();
    expect(within(wrong).getByText('Your answer: Lyon')).toBeInTheDocument();
    expect(within(wrong).getByText('No credit')).toBeInTheDocument();
    expect(accepted(wrong)).toEqual(['Paris*']);
    expect(within(wrong).getByText('* stands for any characters.')).toBeInTheDocument();

    expect(within(right).getByText('Right')).toBeInTheDocument();
    expect(within(right).getByText('Full credit')).toBeInTheDocument();
  });

  it('writes the credit and the values in French', async () => {
    await renderWithApp(<QuizReview items={typedItems} />, { language: 'fr' });
    const [numerical, wrong] = questionItems();
    expect(within(numerical).getByText('En partie juste')).toBeInTheDocument();
    expect(within(numerical).getByText('50 % du crédit')).toBeInTheDocument();
    expect(accepted(numerical)).toEqual([
      '9,81 ± 0,05',
      '10 ± 0,5 (50\u00a0% du crédit)',
      '9,8 (66,7\u00a0% du crédit)',
    ]);
    expect(within(wrong).getByText('Aucun crédit')).toBeInTheDocument();
  });
});

/** A matching question with part of the mark, an ordering one with part of it, an ordering one unanswered. */
const arrangedItems: ReviewItem[] = [
  {
    questionId: 7,
    question: 'Match each planet',
    type: 6,
    isCorrect: false,
    credit: 0.5,
    answers: [],
    givenValue: null,
    correctValue: null,
    accepted: [],
    matches: [
      { prompt: 'Mercury', given: 'Closest to the Sun', correct: 'Closest to the Sun' },
      { prompt: 'Mars', given: 'Has rings', correct: 'The red planet' },
    ],
    order: null,
  },
  {
    questionId: 8,
    question: 'From the Sun outwards',
    type: 7,
    isCorrect: false,
    credit: 2 / 3,
    answers: [],
    givenValue: null,
    correctValue: null,
    accepted: [],
    matches: [],
    order: { given: ['Venus', 'Earth', 'Mars', 'Mercury'], correct: ['Mercury', 'Venus', 'Earth', 'Mars'] },
  },
  {
    questionId: 9,
    question: 'Smallest first',
    type: 7,
    isCorrect: false,
    credit: 0,
    answers: [],
    givenValue: null,
    correctValue: null,
    accepted: [],
    matches: [],
    order: { given: [], correct: ['Moon', 'Earth'] },
  },
];

describe('QuizReview of matching and ordering questions', () => {
  const listed = (item: HTMLElement, name: string) =>
    within(within(item).getByRole('list', { name }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('shows each prompt’s match, the correct one when wrong, and the partial credit', async () => {
    await renderWithApp(<QuizReview items={arrangedItems} />);
    const [matching, ordering, unanswered] = questionItems();

    expect(within(matching).getByText('Partly right')).toBeInTheDocument();
    expect(within(matching).getByText('50% credit')).toBeInTheDocument();
    const [mercury, mars] = within(matching).getAllByTestId('quiz-review-match');
    expect(mercury).toHaveTextContent('MercuryYour match: Closest to the Sunright');
    expect(within(mercury).queryByText(/Correct match/)).not.toBeInTheDocument();
    expect(mars).toHaveTextContent('MarsYour match: Has ringsCorrect match: The red planet');

    expect(within(ordering).getByText('Partly right')).toBeInTheDocument();
    expect(within(ordering).getByText('66.7% credit')).toBeInTheDocument();
    expect(listed(ordering, 'Your order')).toEqual(['Venus', 'Earth', 'Mars', 'Mercury']);
    expect(listed(ordering, 'Correct order')).toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);

    expect(within(unanswered).getByText('Wrong')).toBeInTheDocument();
    expect(within(unanswered).getByText('no answer')).toBeInTheDocument();
    expect(within(unanswered).getByText('No credit')).toBeInTheDocument();
    expect(listed(unanswered, 'Correct order')).toEqual(['Moon', 'Earth']);
  });

  it('speaks French', async () => {
    await renderWithApp(<QuizReview items={arrangedItems} />, { language: 'fr' });
    const [matching, ordering] = questionItems();
    expect(within(matching).getByText('En partie juste')).toBeInTheDocument();
    expect(within(matching).getByText('Bonne correspondance : The red planet')).toBeInTheDocument();
    expect(within(ordering).getByRole('list', { name: 'Votre ordre' })).toBeInTheDocument();
    expect(within(ordering).getByRole('list', { name: 'Bon ordre' })).toBeInTheDocument();
  });
});

describe('QuizRunner result', () => {
  const take = (kind: string) => ({
    quiz: {
      id: 7,
      kind,
      courseId: 3,
      learningObjectId: kind === 'learning_object' ? 5 : null,
      title: 'Parity',
      passMark: 50,
      timeLimitSeconds: null,
      cooldownSeconds: null,
      questions: [{ id: 2, question: 'Zero is even', type: 3, answers: [] }],
    },
    attempt: { id: 40, startedAt: '2025-01-01T10:00:00Z', deadline: null },
    nextAttemptAt: null,
    lastResult: null,
    serverTime: '2025-01-01T10:00:00Z',
  });
  const result = (kind: string, review?: ReviewItem[]) => ({
    id: 40,
    kind,
    score: 1,
    totalScorePossible: 1,
    percentage: 100,
    status: 'passed',
    passed: true,
    late: false,
    timeSpent: 12,
    submittedAt: '2025-01-01T10:00:12Z',
    nextAttemptAt: null,
    answers: [],
    ...(review ? { review } : {}),
  });

  async function takeAndSubmit(kind: string, review?: ReviewItem[]) {
    vi.spyOn(http, 'get').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: take(kind) },
    });
    vi.spyOn(http, 'post').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: result(kind, review) },
    });
    const user = userEvent.setup();
    await renderWithApp(
      <QuizRunner quizId={7} target={kind === 'learning_object' ? 'learning_object' : 'course'} />,
    );
    await user.click(await screen.findByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('quiz-result');
  }

  it('shows the review under a learning-object quiz’s result', async () => {
    await takeAndSubmit('learning_object', [items[1]]);
    const review = screen.getByRole('region', { name: 'Review your answers' });
    expect(within(review).getByText('Zero is even')).toBeInTheDocument();
    expect(within(review).getByText('Correct answer: True')).toBeInTheDocument();
  });

  it('writes a fractional score in the reader’s locale', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: take('learning_object') },
    });
    vi.spyOn(http, 'post').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: {
        data: {
          ...result('learning_object', typedItems),
          score: 2.5,
          totalScorePossible: 4,
          percentage: 62.5,
        },
      },
    });
    const user = userEvent.setup();
    await renderWithApp(<QuizRunner quizId={7} target="learning_object" />, { language: 'fr' });
    await user.click(await screen.findByRole('radio', { name: 'Vrai' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByTestId('quiz-result-score')).toHaveTextContent('Score : 2,5 sur 4');
    expect(screen.getByTestId('quiz-result')).toHaveTextContent('62,5 %');
    expect(within(screen.getByTestId('quiz-review')).getByText('50 % du crédit')).toBeInTheDocument();
  });

  it('shows no review under a course quiz’s result', async () => {
    await takeAndSubmit('pretest');
    expect(screen.queryByTestId('quiz-review')).not.toBeInTheDocument();
    expect(screen.queryByText('Review your answers')).not.toBeInTheDocument();
  });
});
