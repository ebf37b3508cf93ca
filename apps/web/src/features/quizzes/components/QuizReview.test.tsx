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
    answers: [
      { id: 11, answer: '2', chosen: true, correct: true },
      { id: 12, answer: '3', chosen: true, correct: false },
      { id: 13, answer: '4', chosen: false, correct: true },
    ],
    givenValue: null,
    correctValue: null,
  },
  {
    questionId: 2,
    question: 'Zero is even',
    type: 3,
    isCorrect: true,
    answers: [],
    givenValue: '1',
    correctValue: '1',
  },
  {
    questionId: 3,
    question: 'One is even',
    type: 3,
    isCorrect: false,
    answers: [],
    givenValue: null,
    correctValue: '0',
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

  it('shows no review under a course quiz’s result', async () => {
    await takeAndSubmit('pretest');
    expect(screen.queryByTestId('quiz-review')).not.toBeInTheDocument();
    expect(screen.queryByText('Review your answers')).not.toBeInTheDocument();
  });
});
