import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, learner, signedIn } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireCourse, wireEnrolledCourse, wireGains } from '../../../test/wire';
import { LearningPathPage } from './LearningPathPage';

const style = (text: string) => ({ key: 'path.reason.x', params: {}, text });
const lockText = 'Pass the 2 remaining quiz(zes) of “Basics” to open this unit.';
const path = {
  course_id: 5,
  level: 'basic',
  sequential: true,
  style: null,
  reasons: [{ key: 'path.reason.levelBasic', params: {}, text: 'You build up from the basics.' }],
  steps: [
    {
      id: 'unit-1',
      kind: 'unit',
      unit_id: 1,
      title: 'Basics',
      unit_type: 'basic',
      role: 'core',
      locked: false,
      locked_by: null,
      reasons: [style('Units open one after another.')],
    },
    {
      id: 'lo-11',
      kind: 'learning_object',
      unit_id: 1,
      role: 'core',
      learning_object_id: 11,
      title: 'Pizza slices',
      learning_object_type: 'concrete',
      media: [],
      quiz_id: 21,
      p_known: 0.97,
      mastered: true,
      locked: false,
      reasons: [{ key: 'path.reason.concreteFirst', params: {}, text: 'Concrete examples come first.' }],
    },
    {
      id: 'quiz-21',
      kind: 'quiz',
      unit_id: 1,
      role: 'core',
      learning_object_id: 11,
      title: 'Pizza slices',
      quiz_id: 21,
      passed: true,
      locked: false,
      reasons: [style('Try it now.')],
    },
    {
      id: 'lo-12',
      kind: 'learning_object',
      unit_id: 1,
      role: 'core',
      learning_object_id: 12,
      title: 'What a fraction is',
      learning_object_type: 'abstract',
      media: [],
      quiz_id: null,
      p_known: 0.29,
      mastered: false,
      locked: false,
      reasons: [],
    },
    {
      id: 'unit-2',
      kind: 'unit',
      unit_id: 2,
      title: 'Operations',
      unit_type: 'intermediate',
      role: 'core',
      locked: true,
      locked_by: 1,
      reasons: [{ key: 'path.lock.previousUnit', params: {}, text: lockText }],
    },
    {
      id: 'lo-13',
      kind: 'learning_object',
      unit_id: 2,
      role: 'core',
      learning_object_id: 13,
      title: 'Adding',
      learning_object_type: 'concrete',
      media: [],
      quiz_id: null,
      p_known: null,
      mastered: false,
      locked: true,
      reasons: [],
    },
  ],
  locks: [
    {
      step_id: 'unit-2',
      unit_id: 2,
      locked_by: 1,
      reasons: [{ key: 'path.lock.previousUnit', params: {}, text: lockText }],
    },
  ],
  progress: { done: 1, total: 3, percent: 33, mastered: 1 },
  course_quiz: 'none',
  next_step: {
    step_id: 'lo-12',
    kind: 'learning_object',
    learning_object_id: 12,
    quiz_id: null,
    title: 'What a fraction is',
    reason: {
      key: 'mastery.reason.nextUnmastered',
      params: {},
      text: 'Next best step: “What a fraction is”.',
    },
  },
};
const course = wireCourse();
const emptyList = { data: [], meta: { current_page: 1, per_page: 100, total: 0 } };
const gains = wireGains({
  pre_test_percentage: 40,
  post_test_percentage: 70,
  gain: 30,
  nlg: 0.5,
  time_spent: 600,
  min_time: 200,
  post_test_rule: 'first',
  post_test_passed: true,
  post_test_score: 7,
  post_test_total: 10,
  post_test_next: 'closed',
});

function routes(completed: boolean, counted: Partial<typeof gains> = {}) {
  return {
    'GET /user/courses/5/path': () => ({ status: 200, data: { data: path } }),
    'GET /courses/5': () => ({ status: 200, data: { data: course } }),
    'GET /user/enrolled-courses': () => ({
      status: 200,
      data: completed
        ? {
            data: [wireEnrolledCourse({}, { status: 'completed', completed_at: '2026-03-01T00:00:00.000Z' })],
            meta: { current_page: 1, per_page: 100, total: 1 },
          }
        : emptyList,
    }),
    'GET /user/courses/5/gains': () => ({
      status: 200,
      // Completed in the test: the post-test is taken. Completing in the test: not yet.
      data: {
        data: completed
          ? { ...gains, ...counted }
          : {
              ...gains,
              post_test_percentage: null,
              gain: null,
              nlg: null,
              post_test_passed: null,
              post_test_score: null,
              post_test_total: null,
              post_test_next: 'counts',
            },
      },
    }),
    'GET /user/recommended-courses/5': () => ({ status: 200, data: { data: [] } }),
    'POST /user/complete-course/5': () => ({
      status: 200,
      data: {
        data: { course_id: 5, status: 'completed', completed_at: '2026-03-01T00:00:00.000Z' },
        message: 'Course completed',
      },
    }),
  };
}

async function renderPath(language: 'en' | 'fr' = 'en') {
  // The test router matches every address: a nested route gives the page its parameter.
  const page = (
    <Routes>
      <Route path="dashboard/student/courses/:courseId/path" element={<LearningPathPage />} />
    </Routes>
  );
  return renderWithApp(page, {
    path: '/dashboard/student/courses/5/path',
    language,
    state: { auth: signedIn(learner({ result: {} as never })) },
  });
}

describe('My path', () => {
  it('says why every quiz passed can stand beside no object likely mastered, in both languages', async () => {
    // Every required object passed, none mastered yet: 100 % progress and a mastery estimate of 0 of 3.
    const done = { ...path, progress: { done: 3, total: 3, percent: 100, mastered: 0 } };
    for (const [language, progress, mastery, explained] of [
      [
        'en',
        'Progress: 100% (3 of 3 required learning objects done)',
        'Mastery estimate: 0 of 3 learning objects likely mastered',
        'Progress counts the quizzes you have passed (and the objects without a quiz once opened); the mastery estimate is worked out from your quiz answers and grows more slowly.',
      ],
      [
        'fr',
        'Progression : 100 % (3 sur 3 objets d’apprentissage requis faits)',
        'Maîtrise estimée : 0 sur 3 objets d’apprentissage probablement maîtrisés',
        'La progression compte les quiz réussis (et les objets sans quiz une fois ouverts) ; la maîtrise est estimée à partir de vos réponses aux quiz et augmente plus lentement.',
      ],
    ] as const) {
      fakeApi({
        ...routes(false),
        'GET /user/courses/5/path': () => ({ status: 200, data: { data: done } }),
      });
      const view = await renderPath(language);
      // The figures side by side, then the sentence that tells them apart.
      expect(await screen.findByTestId('progress-figure')).toHaveTextContent(progress);
      expect(screen.getByTestId('mastery-estimate')).toHaveTextContent(mastery);
      expect(screen.getByTestId('progress-explained')).toHaveTextContent(explained);
      view.unmount();
    }
  });

  it('lists the steps in the learner order with locks, level, progress and the next step', async () => {
    fakeApi(routes(false));
    await renderPath();
    expect(await screen.findByTestId('progress-figure')).toHaveTextContent(
      'Progress: 33% (1 of 3 required learning objects done)',
    );
    // Under the banner that names the page, the page's heading names the course.
    expect(screen.getByRole('heading', { level: 2, name: 'Fractions' })).toHaveAttribute(
      'data-testid',
      'path-course-title',
    );
    expect(screen.getByTestId('path-level')).toHaveTextContent('Basic');
    const steps = screen.getAllByTestId('path-step').map((s) => s.getAttribute('data-step-id'));
    expect(steps).toEqual(['lo-11', 'quiz-21', 'lo-12', 'lo-13']);
    const locked = screen.getAllByTestId('path-unit')[1];
    expect(locked).toHaveTextContent(lockText);
    expect(within(locked).getByTestId('path-step')).toHaveAttribute('data-locked', 'true');
    expect(within(locked).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/dashboard/student/courses/5#lo-12',
    );
    expect(screen.getByTestId('next-step-reason')).toHaveTextContent('What a fraction is');
  });

  it('shows the mastery estimate of each learning object answered so far', async () => {
    fakeApi(routes(false));
    await renderPath();
    const step = async (id: string) =>
      (await screen.findAllByTestId('path-step')).find((s) => s.getAttribute('data-step-id') === id)!;
    const mastered = await step('lo-11');
    expect(within(mastered).getByText('Mastered')).toBeInTheDocument();
    expect(within(mastered).getByTestId('lo-mastery')).toHaveTextContent('Mastery 97%');
    const started = await step('lo-12');
    expect(within(started).getByTestId('lo-mastery')).toHaveTextContent('Mastery 29%');
    expect(within(started).queryByText('Mastered')).toBeNull();
    // Not answered yet: no estimate to show.
    expect(within(await step('lo-13')).queryByTestId('lo-mastery')).toBeNull();
  });

  it('says each rule once at the top, and every step’s reasons on demand from one switch', async () => {
    fakeApi(routes(false));
    await renderPath();
    const first = (await screen.findAllByTestId('path-step'))[0];
    const rules = screen.getByRole('region', { name: 'Why your path looks like this' });
    expect(within(rules).getByText('Concrete examples come first.')).toBeInTheDocument();
    expect(within(first).queryByText('Concrete examples come first.')).toBeNull();
    // One switch for the whole page, not one per row.
    expect(screen.queryByRole('button', { name: 'Why this order?' })).toBeNull();
    const show = screen.getByRole('button', { name: 'Show the reasons of each step' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(within(first).getByText('Concrete examples come first.')).toBeVisible();
  });

  it('completes the course after confirmation and then offers the post-test', async () => {
    const { seen: calls } = fakeApi(routes(false));
    await renderPath();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete the course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this course?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete the course' }));
    expect(await screen.findByRole('link', { name: 'Take the post-test' })).toHaveAttribute(
      'href',
      '/courses/5/quiz',
    );
    expect(await screen.findByTestId('gains-explanation')).toHaveTextContent(
      'Take the post-test to see your gain and normalized change (NLG).',
    );
    expect(screen.getByRole('link', { name: 'Take the post-test' })).toBeInTheDocument();
    // Said before it starts: under `first` the post-test is taken once.
    expect(screen.getByTestId('post-test-offer')).toHaveTextContent(
      'This course counts your first post-test only, and it is taken once',
    );
    expect(screen.getByTestId('gains-rule')).toHaveTextContent('First post-test counts');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/user/complete-course/5']);
  });

  it('shows the gains and recommendations of a completed course', async () => {
    fakeApi(routes(true));
    await renderPath();
    expect(await screen.findByTestId('gains-pre')).toHaveTextContent('40%');
    expect(screen.getByTestId('gains-post')).toHaveTextContent('70%');
    expect(screen.getByTestId('gains-gain')).toHaveTextContent('+30');
    expect(screen.getByTestId('gains-nlg')).toHaveTextContent('0.50');
    expect(screen.getByTestId('gains-explanation')).toHaveTextContent(
      'Normalized change (NLG): you achieved 50% of the improvement',
    );
    // The post-test is taken and the course counts the first: no retake is offered, and the page says why.
    expect(screen.getByTestId('post-test-offer')).toHaveTextContent(
      'Your post-test is in: your learning gains are below. This course counts your first post-test, so it is not offered again.',
    );
    expect(screen.queryByRole('link', { name: /Take the post-test/ })).toBeNull();
    expect(screen.getByTestId('gains-rule')).toHaveTextContent('First post-test counts');
    expect(await screen.findByTestId('recommendations-empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete the course' })).toBeNull();
  });

  it('offers a retake that counts only when the course’s rule counts it, and says how', async () => {
    fakeApi(routes(true, { post_test_rule: 'best', post_test_next: 'if_better' }));
    await renderPath();
    expect(await screen.findByTestId('post-test-offer')).toHaveTextContent(
      'Your best post-test counts: a retake counts only if it scores higher.',
    );
    expect(screen.getByRole('link', { name: 'Take the post-test again' })).toHaveAttribute(
      'href',
      '/courses/5/quiz',
    );
    expect(screen.getByTestId('gains-rule')).toHaveTextContent('Best post-test counts');
  });

  it('offers the delayed post-test as a measure of retention that changes no score', async () => {
    fakeApi(routes(true, { post_test_rule: 'first', post_test_next: 'delayed' }));
    await renderPath();
    expect(await screen.findByTestId('post-test-offer')).toHaveTextContent(
      'Your delayed post-test is open: it measures what you remember and does not change your post-test score.',
    );
    expect(screen.getByRole('link', { name: 'Take the delayed post-test' })).toBeInTheDocument();
  });
});
