import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, learner, signedIn } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireGains } from '../../../test/wire';
import { CourseQuizPage } from './CourseQuizPage';

const content = {
  course: { id: 3, title: 'Fractions' },
  quiz: { id: 9, is_passed: false, questions_count: 1 },
  waits_for_pretest: false,
  units: [],
};

function takeQuiz(kind: 'pretest' | 'posttest') {
  return {
    quiz: {
      id: 9,
      kind,
      course_id: 3,
      learning_object_id: null,
      title: 'Fractions',
      pass_mark: 50,
      time_limit_seconds: null,
      cooldown_seconds: null,
      questions: [{ id: 1, question: 'Half of 4 is 2', type: 3, answers: [], choices: [], items: [] }],
    },
    attempt: { id: 40, started_at: '2026-03-01T10:00:00Z', deadline: null, form: null },
    next_attempt_at: null,
    last_result: null,
    server_time: '2026-03-01T10:00:00Z',
  };
}

function submitted(kind: 'pretest' | 'posttest') {
  return {
    id: 40,
    kind,
    score: 1,
    total_score_possible: 1,
    percentage: 100,
    status: 'passed',
    passed: true,
    late: false,
    time_spent: 12,
    submitted_at: '2026-03-01T10:00:12Z',
    next_attempt_at: null,
    counted_as: kind,
    level: null,
    level_reason: null,
  };
}

const gains = wireGains({
  course_id: 3,
  pre_test_percentage: 25,
  post_test_percentage: 100,
  gain: 75,
  nlg: 1,
  time_spent: 60,
  min_time: 12,
  post_test_passed: true,
  post_test_score: 1,
  post_test_total: 1,
  post_test_next: 'closed',
});

async function takeTheQuiz(kind: 'pretest' | 'posttest') {
  const { seen: calls } = fakeApi({
    'GET /courses/3/content': () => ({ status: 200, data: { data: content } }),
    'GET /user/quiz/9': () => ({ status: 200, data: { data: takeQuiz(kind) } }),
    'POST /user/quiz/submit/9': () => ({ status: 200, data: { data: submitted(kind) } }),
    'GET /user/courses/3/gains': () => ({ status: 200, data: { data: gains } }),
  });
  const user = userEvent.setup();
  await renderWithApp(
    <Routes>
      <Route path="courses/:courseId/quiz" element={<CourseQuizPage />} />
    </Routes>,
    { path: '/courses/3/quiz', state: { auth: signedIn(learner({ result: {} as never })) } },
  );
  await user.click(await screen.findByLabelText('True'));
  await user.click(screen.getByRole('button', { name: 'Submit my answers' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Score: 1 out of 1')).toBeInTheDocument();
  return calls;
}

describe('The course quiz page', () => {
  it('shows the learning gains and the way back to the path after the post-test', async () => {
    await takeTheQuiz('posttest');
    expect(await screen.findByTestId('gains-pre')).toHaveTextContent('25%');
    expect(screen.getByTestId('gains-post')).toHaveTextContent('100%');
    expect(screen.getByTestId('gains-gain')).toHaveTextContent('+75');
    expect(screen.getByTestId('gains-nlg')).toHaveTextContent('1.00');
    expect(screen.getByRole('heading', { name: 'Your learning gains' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my path' })).toHaveAttribute(
      'href',
      '/dashboard/student/courses/3/path',
    );
  });

  it('shows no gains after the pretest: there is nothing to compare yet', async () => {
    const calls = await takeTheQuiz('pretest');
    // The learner lands on the result.
    expect(screen.getByRole('heading', { name: 'Your result' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to the course' })).toHaveAttribute(
      'href',
      '/dashboard/student/courses/3',
    );
    expect(screen.queryByTestId('gains-pre')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See my path' })).toBeNull();
    expect(calls.map((c) => c.url)).not.toContain('/user/courses/3/gains');
  });
});
