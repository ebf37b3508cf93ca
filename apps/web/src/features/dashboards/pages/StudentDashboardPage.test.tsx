// The result of a finished course on the learner dashboard shows the post-test the course counts, never the latest
// attempt. Before: a learner failed the post-test at 40 % (the counted one under `first`) and retook it at 100 %;
// the card read "Passed, 10/10" beside "Post-test score 40 %" and offered "Get my certificate".
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, learner, signedIn } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireGains } from '../../../test/wire';
import { StudentDashboardPage } from './StudentDashboardPage';

const course = {
  id: 5,
  title: 'Fractions',
  status: 'completed',
  level: 'basic' as const,
  progress: 100,
  enrolled_at: '2030-01-01T10:00:00.000Z',
  completed_at: '2030-01-10T10:00:00.000Z',
  pre_test_percentage: 30,
  post_test_percentage: 40,
  gain: 10,
  nlg: 10 / 70,
};
// The retake: 10 of 10, passed, the latest result.
const retake = {
  id: 31,
  score: 10,
  total_score_possible: 10,
  percentage: 100,
  status: 'passed' as const,
  kind: 'posttest' as const,
  late: false,
  created_at: '2030-01-12T10:00:00.000Z',
  time_spent: 300,
  quiz: { id: 9, course: { id: 5, title: 'Fractions' }, learning_object: null },
};

function serve(counted: Parameters<typeof wireGains>[0]) {
  fakeApi({
    'GET /user/dashboard': () => ({
      status: 200,
      data: {
        data: {
          enrolled_courses: [course],
          recent_quiz_results: [retake],
          counts: {
            enrolled_courses: 1,
            completed_courses: 1,
            quiz_attempts: 3,
            passed_quizzes: 1,
            certificates: 0,
          },
        },
      },
    }),
    'GET /user/courses/5/gains': () => ({
      status: 200,
      data: {
        data: wireGains({
          pre_test_percentage: 30,
          post_test_percentage: 40,
          gain: 10,
          nlg: 10 / 70,
          post_test_rule: 'first',
          post_test_next: 'closed',
          ...counted,
        }),
      },
    }),
  });
}

async function open() {
  await renderWithApp(
    <Routes>
      <Route path="dashboard/student" element={<StudentDashboardPage />} />
    </Routes>,
    { path: '/dashboard/student', state: { auth: signedIn(learner({ result: {} as never })) } },
  );
}

describe('the result of a finished course', () => {
  it('shows the counted post-test: failed 4 / 10 under `first`, and no certificate', async () => {
    serve({ post_test_passed: false, post_test_score: 4, post_test_total: 10 });
    await open();
    expect(await screen.findByTestId('result-outcome')).toHaveTextContent('Failed');
    expect(screen.getByTestId('result-marks')).toHaveTextContent('4 / 10 correct');
    expect(screen.getByTestId('result-post')).toHaveTextContent('40%');
    expect(screen.getByText(/First post-test counts\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get my certificate' })).toBeNull();
  });

  it('offers the certificate once the counted post-test is passed', async () => {
    serve({
      post_test_percentage: 100,
      gain: 70,
      nlg: 1,
      post_test_rule: 'best',
      post_test_passed: true,
      post_test_score: 10,
      post_test_total: 10,
      post_test_next: 'if_better',
    });
    await open();
    expect(await screen.findByTestId('result-outcome')).toHaveTextContent('Passed');
    expect(screen.getByTestId('result-marks')).toHaveTextContent('10 / 10 correct');
    expect(screen.getByText(/Best post-test counts\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get my certificate' })).toBeInTheDocument();
  });
});
