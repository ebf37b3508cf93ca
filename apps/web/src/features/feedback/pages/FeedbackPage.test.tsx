import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { FeedbackPage } from './FeedbackPage';

const questions = [
  {
    id: 1,
    question_number: 1,
    question_text: 'How likely are you to recommend Parcours?',
    question_type: 'scale_0_10',
    category: 'nps',
    predefined_answers: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    required: true,
  },
  {
    id: 2,
    question_number: 2,
    question_text: 'I would like to use Parcours often.',
    question_type: 'likert_1_5',
    category: 'usability',
    predefined_answers: [1, 2, 3, 4, 5],
    required: true,
  },
  {
    id: 3,
    question_number: 3,
    question_text: 'I lost myself in the course.',
    question_type: 'likert_1_5',
    category: 'engagement',
    predefined_answers: [1, 2, 3, 4, 5],
    required: true,
  },
  {
    id: 4,
    question_number: 4,
    question_text: 'Anything else?',
    question_type: 'text',
    category: 'text',
    predefined_answers: null,
    required: false,
  },
];

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

describe('FeedbackPage', () => {
  it('walks the sections, refuses to go on with an item unanswered, then sends and shows the scores', async () => {
    api = fakeApi(({ url, method }) => {
      if (url === '/feedback-questions')
        return { data: { data: questions, meta: { current_page: 1, per_page: 100, total: 4 } } };
      if (url === '/feedback' && method === 'POST')
        return {
          status: 201,
          data: {
            data: {
              id: 1,
              nps: 9,
              usability_score: 75,
              engagement_score: 4,
              engagement_score_100: 75,
              course_id: null,
              created_at: '2025-01-01T00:00:00.000Z',
            },
            message: 'Thank you for your feedback.',
          },
        };
      return undefined;
    });
    await renderWithApp(<FeedbackPage />);
    const user = userEvent.setup();
    expect(await screen.findByTestId('feedback-section-title')).toHaveTextContent(
      'Would you recommend Parcours?',
    );

    expect(screen.getByTestId('feedback-why')).toHaveTextContent(/^Why we ask: /);
    expect(screen.getByTestId('feedback-page')).toHaveTextContent('Page 1 of 4');
    expect(screen.getByTestId('feedback-progress')).toHaveAttribute('aria-valuenow', '25');
    // Both ends of the scale are named on screen, and in the end values' labels for screen readers.
    expect(screen.getByTestId('scale-ends')).toHaveTextContent('0 = not at all likely10 = extremely likely');
    expect(screen.getByRole('radio', { name: /^0 ?\(not at all likely\)$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('1 question still needs an answer.');
    expect(screen.getByTestId('feedback-section-title')).toHaveTextContent('Would you recommend Parcours?');

    await user.click(screen.getByRole('radio', { name: '9' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('feedback-section-title')).toHaveTextContent('How easy is Parcours to use?');
    expect(screen.getByTestId('scale-ends')).toHaveTextContent('1 = strongly disagree5 = strongly agree');
    await user.click(screen.getByRole('radio', { name: /^4/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /^2/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Anything else?'), 'Clear courses');
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    await waitFor(() => expect(api.seen.some((r) => r.url === '/feedback')).toBe(true));
    expect(api.seen.find((r) => r.url === '/feedback')?.body).toEqual({
      answers: [
        { question_id: 1, answer: 9 },
        { question_id: 2, answer: 4 },
        { question_id: 3, answer: 2 },
        { question_id: 4, answer: 'Clear courses' },
      ],
    });
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(screen.getByTestId('score-nps')).toHaveTextContent('9 / 10');
    expect(screen.getByTestId('score-usability')).toHaveTextContent('75 / 100');
    expect(screen.getByTestId('score-engagement')).toHaveTextContent('4 / 5 (75 / 100)');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByTestId('feedback-next')).toHaveTextContent('You can answer again at any time');
  });

  it('names the scale ends and why we ask in French', async () => {
    api = fakeApi(({ url }) =>
      url === '/feedback-questions'
        ? { data: { data: questions, meta: { current_page: 1, per_page: 100, total: 4 } } }
        : undefined,
    );
    await renderWithApp(<FeedbackPage />, { language: 'fr' });
    expect(await screen.findByTestId('feedback-why')).toHaveTextContent(/^Pourquoi nous demandons : /);
    expect(screen.getByTestId('feedback-page')).toHaveTextContent('Page 1 sur 4');
    expect(screen.getByTestId('scale-ends')).toHaveTextContent(/^0 = .+10 = .+$/);
  });
});
