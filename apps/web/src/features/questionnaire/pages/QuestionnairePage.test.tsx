import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, learner, signedIn } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireCourse } from '../../../test/wire';
import { QuestionnairePage } from './QuestionnairePage';

const dimensions = ['processing', 'perception', 'input', 'understanding'] as const;
const items = Array.from({ length: 44 }, (_, i) => ({
  id: i + 1,
  number: i + 1,
  dimension: dimensions[i % 4],
  question: `Item ${i + 1} text`,
  answers: [
    { key: 'a', answer: `Answer a of ${i + 1}` },
    { key: 'b', answer: `Answer b of ${i + 1}` },
  ],
}));
const result = {
  id: 9,
  created_at: '2026-03-02T10:00:00.000Z',
  dimensions: [
    {
      dimension: 'processing',
      pair: ['active', 'reflective'],
      category: 'active',
      score: 7,
      band: 'moderate',
    },
    {
      dimension: 'perception',
      pair: ['sensing', 'intuitive'],
      category: 'intuitive',
      score: 1,
      band: 'mild',
    },
    { dimension: 'input', pair: ['visual', 'auditory'], category: 'visual', score: 11, band: 'strong' },
    {
      dimension: 'understanding',
      pair: ['sequential', 'global'],
      category: 'global',
      score: 5,
      band: 'moderate',
    },
  ],
};

const allAnswered = Object.fromEntries(items.map((q) => [q.id, q.id % 2 ? 'a' : 'b'])) as Record<
  number,
  'a' | 'b'
>;

function questionnaireState(responses: Record<number, 'a' | 'b'>, current: number) {
  return { questions: [], responses, loading: false, error: null, submitted: false, results: null, current };
}

afterEach(() => sessionStorage.clear());

describe('the learning-style questionnaire', () => {
  it('shows one item at a time with its position, and keeps answers across back and next', async () => {
    fakeApi({ 'GET /user/Silverman/questions': () => ({ status: 200, data: { data: items } }) });
    const { store } = await renderWithApp(<QuestionnairePage />, { state: { auth: signedIn(learner()) } });
    expect(await screen.findByText('Question 1 / 44')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Item 1 text' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Answer b of 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 / 44')).toBeInTheDocument();
    expect(screen.getByText('1 of 44 answered')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Answer b of 1')).toBeChecked();
    expect(store.getState().questionnaire.responses).toEqual({ 1: 'b' });
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('parcours.questionnaire.7') ?? '{}')).toEqual({
        responses: { 1: 'b' },
        current: 0,
      }),
    );
  });

  it('restores the answers saved before a reload and resumes at the same item', async () => {
    sessionStorage.setItem(
      'parcours.questionnaire.7',
      JSON.stringify({ responses: { 1: 'a', 4: 'b' }, current: 3 }),
    );
    fakeApi({ 'GET /user/Silverman/questions': () => ({ status: 200, data: { data: items } }) });
    await renderWithApp(<QuestionnairePage />, { state: { auth: signedIn(learner()) } });
    expect(await screen.findByText('Question 4 / 44')).toBeInTheDocument();
    expect(screen.getByLabelText('Answer b of 4')).toBeChecked();
    expect(screen.getByText('2 of 44 answered')).toBeInTheDocument();
  });

  it('refuses to submit with gaps and jumps to the first unanswered item', async () => {
    const { seen: calls } = fakeApi({
      'GET /user/Silverman/questions': () => ({ status: 200, data: { data: items } }),
    });
    const responses = { ...allAnswered };
    delete responses[12];
    delete responses[30];
    await renderWithApp(<QuestionnairePage />, {
      state: { auth: signedIn(learner()), questionnaire: questionnaireState(responses, 43) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please answer all questions before submitting',
    );
    expect(screen.getByText('Question 12 / 44')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('submits the 44 answers for the course, stores the result in the session and shows it', async () => {
    sessionStorage.setItem(
      'parcours.questionnaire.7',
      JSON.stringify({ responses: allAnswered, current: 43 }),
    );
    const { seen: calls } = fakeApi({
      'GET /user/Silverman/questions': () => ({ status: 200, data: { data: items } }),
      'POST /user/Silverman/submit-responses': () => ({ status: 200, data: { data: result } }),
      'GET /user/Silverman/results': () => ({
        status: 200,
        data: { data: [result], meta: { current_page: 1, per_page: 9, total: 1 } },
      }),
    });
    const { store } = await renderWithApp(<QuestionnairePage />, {
      state: { auth: signedIn(learner()), questionnaire: questionnaireState(allAnswered, 43) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit my answers' }));
    expect(await screen.findByRole('heading', { name: 'Your learning style' })).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as { course_id: number; responses: unknown[] };
    expect(body.course_id).toBe(5);
    expect(body.responses).toHaveLength(44);
    expect(body.responses[1]).toEqual({ question_id: 2, answer: 'b' });
    expect(store.getState().auth.user?.result?.dimensions[0]).toMatchObject({ category: 'active', score: 7 });
    expect(screen.getByTestId('dimension-processing')).toHaveTextContent('Active 7');
    expect(screen.getByTestId('dimension-processing')).toHaveTextContent('Moderate preference');
    // The result states the learner's preferences, never what the course does with them: a learner in a study's
    // control condition reads the same page (docs/design/adaptive.md §10).
    expect(screen.getByTestId('dimension-perception')).toHaveTextContent(
      'You are well balanced between the two: neither way of learning stands out for you.',
    );
    expect(screen.getByTestId('dimension-input')).toHaveTextContent(
      'You learn well from what you see: pictures, diagrams and videos.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your answers are saved: this is your learning style.',
    );
    for (const said of [
      screen.getByRole('alert'),
      ...dimensions.map((d) => screen.getByTestId(`dimension-${d}`)),
    ]) {
      expect(said.textContent).not.toMatch(/path|order|follow|come(s)? (first|before)|shown first|course/i);
    }
    expect(screen.getByTestId('scale-marker-processing')).toHaveAttribute('data-position', '-7');
    expect(screen.getByTestId('scale-marker-understanding')).toHaveAttribute('data-position', '5');
    expect(sessionStorage.getItem('parcours.questionnaire.7')).toBeNull();
    expect(await screen.findByText(/\(current\)/)).toBeInTheDocument();
  });

  it('shows the server message for unanswered items and moves to the one it names', async () => {
    fakeApi({
      'GET /user/Silverman/questions': () => ({ status: 200, data: { data: items } }),
      'POST /user/Silverman/submit-responses': () => ({
        status: 422,
        data: {
          message: 'Please answer all questions before submitting',
          errors: { responses: ['x'], question_20: ['Answer this question'] },
        },
      }),
    });
    await renderWithApp(<QuestionnairePage />, {
      state: { auth: signedIn(learner()), questionnaire: questionnaireState(allAnswered, 43) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please answer all questions before submitting',
    );
    expect(screen.getByText('Question 20 / 44')).toBeInTheDocument();
  });

  it("says 'An unknown error occurred' when the items cannot be loaded", async () => {
    fakeApi({ 'GET /user/Silverman/questions': () => ({ status: 400, data: {} }) });
    await renderWithApp(<QuestionnairePage />, { state: { auth: signedIn(learner()) } });
    expect(await screen.findByText('An unknown error occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers the pretest of the course only while the learner has not taken it', async () => {
    const saved = { ...result, createdAt: result.created_at } as never;
    const results = () => ({
      status: 200,
      data: { data: [result], meta: { current_page: 1, per_page: 9, total: 1 } },
    });
    // The course's student_level comes from the learner's pretest: null until it is taken.
    for (const [level, offered] of [
      [null, true],
      ['intermediate', false],
    ] as const) {
      const { seen: calls } = fakeApi({
        'GET /user/Silverman/results': results,
        'GET /courses/5': () => ({
          status: 200,
          data: { data: wireCourse({ id: 5, title: 'Algebra', student_level: level }) },
        }),
      });
      const view = await renderWithApp(<QuestionnairePage />, {
        state: { auth: signedIn(learner({ result: saved })) },
      });
      expect(await screen.findByRole('link', { name: 'See my path' })).toHaveAttribute(
        'href',
        '/dashboard/student/courses/5/path',
      );
      await waitFor(() => expect(calls.some((c) => c.url === '/courses/5')).toBe(true));
      if (offered) {
        expect(await screen.findByRole('link', { name: 'Take the pretest' })).toHaveAttribute(
          'href',
          '/second-step/courses/prestest/5',
        );
      } else {
        await view.queryClient.refetchQueries({ queryKey: ['courses'] });
        expect(screen.queryByRole('link', { name: 'Take the pretest' })).not.toBeInTheDocument();
      }
      view.unmount();
    }
  });

  it('names the input dimension visual or verbal, in both languages', async () => {
    // The Felder-Silverman input dimension is visual/verbal; the pole is sent as `auditory`, a name kept on the wire.
    const saved = { ...result, createdAt: result.created_at } as never;
    for (const [language, pair, pole] of [
      ['en', 'Visual / Verbal', 'Visual 11'],
      ['fr', 'Visuel / Verbal', 'Visuel 11'],
    ] as const) {
      fakeApi({
        'GET /user/Silverman/results': () => ({
          status: 200,
          data: { data: [result], meta: { current_page: 1, per_page: 9, total: 1 } },
        }),
      });
      const view = await renderWithApp(<QuestionnairePage />, {
        language,
        state: { auth: signedIn(learner({ result: saved })) },
      });
      const input = await screen.findByTestId('dimension-input');
      expect(input).toHaveTextContent(pair);
      expect(input).toHaveTextContent(pole);
      expect(input.textContent).not.toMatch(/audit/i);
      view.unmount();
    }
  });

  it('shows an existing result with the history, and starts over on retake', async () => {
    fakeApi({
      'GET /user/Silverman/questions': () => ({ status: 200, data: { data: items } }),
      'GET /user/Silverman/results': () => ({
        status: 200,
        data: {
          data: [result, { ...result, id: 8, created_at: '2026-01-05T10:00:00.000Z' }],
          meta: { current_page: 1, per_page: 9, total: 2 },
        },
      }),
    });
    const saved = { ...result, createdAt: result.created_at } as never;
    const { store } = await renderWithApp(<QuestionnairePage />, {
      state: { auth: signedIn(learner({ result: saved })) },
    });
    expect(await screen.findByRole('heading', { name: 'Earlier results' })).toBeInTheDocument();
    expect(await screen.findByText('05/01/2026 10:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retake the questionnaire' }));
    expect(await screen.findByText('Question 1 / 44')).toBeInTheDocument();
    expect(store.getState().questionnaire.responses).toEqual({});
  });
});
