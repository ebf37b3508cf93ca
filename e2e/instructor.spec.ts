// An instructor's day: signed in, they land on their classes; their class's learners took the pretest and the
// quiz tables show exactly them, not a learner of the same course outside the class; admin pages stay closed.
import type { APIRequestContext } from '@playwright/test';
import {
  admin,
  apiLogin,
  approve,
  expect,
  logInThroughForm,
  newAccount,
  registerLearner,
  test,
} from './fixtures';

async function call(request: APIRequestContext, token: string, url: string, data?: unknown) {
  const response = await (data === undefined
    ? request.get(url, { headers: { Authorization: `Bearer ${token}` } })
    : request.post(url, { data, headers: { Authorization: `Bearer ${token}` } }));
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()).data;
}

/** A learner approved, logged in, who answers `right` of the pretest's two questions correctly. */
async function learnerTakingPretest(
  request: APIRequestContext,
  prefix: string,
  join: (token: string) => Promise<void>,
  quizId: number,
  right: number,
) {
  const learner = await registerLearner(request, prefix);
  await approve(request, learner.id);
  const token = await apiLogin(request, learner.email, learner.password);
  await join(token);
  const started = await call(request, token, `/api/user/quiz/${quizId}`);
  const questions = (started.quiz as { questions: { id: number }[] }).questions;
  await call(request, token, `/api/user/quiz/submit/${quizId}`, {
    answers: questions.map((q, i) => ({ question_id: q.id, answer: [i < right ? '1' : '0'] })),
    time_spent: 30,
  });
  return learner;
}

test("an instructor's day: their class's progress and nothing else", async ({ page, request }) => {
  const suffix = Math.floor(Math.random() * 1e6);
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const category = await call(request, adminToken, '/api/categories/create-category', {
    title: `Physics ${suffix}`,
    subCategories: [{ title: 'Optics' }],
  });
  const course = await call(request, adminToken, '/api/admin/create-course', {
    title: `Mirrors ${suffix}`,
    description: 'Flat and curved mirrors.',
    status: 'published', // built by the test's set-up, not through the publishing checks
    category_id: category.id,
    language: 'en',
    is_paid: false,
    facilitator: 'Ibn al-Haytham',
    is_public: true,
    teaching_type: 'online',
    link: 'https://meet.parcours.example/mirrors',
  });
  const quiz = await call(request, adminToken, `/api/admin/course-quiz/${course.id}`, {
    pass_mark: 50,
    cooldown_seconds: 0,
    questions: [
      { question: 'A flat mirror makes an upright image.', type: 3, is_valid: 1 },
      { question: 'The angle of reflection equals the angle of incidence.', type: 3, is_valid: 1 },
    ],
  });

  const instructor = await newAccount(request, 'instructor', 2);
  const instructorToken = await apiLogin(request, instructor.email, instructor.password);
  const cls = await call(request, instructorToken, '/api/admin/classes', {
    name: `Mirrors 4C ${suffix}`,
    course_ids: [course.id],
  });
  const joinClass = (token: string) =>
    call(request, token, '/api/classes/join', { code: cls.code }).then(() => {});
  const enrolAlone = (token: string) =>
    call(request, token, `/api/user/subscribe-course/${course.id}`, {}).then(() => {});
  // two learners of the class (one right answer of two: 50 %, two of two: 100 %), one learner outside it
  const inClass = [
    await learnerTakingPretest(request, 'mirror-a', joinClass, quiz.id, 1),
    await learnerTakingPretest(request, 'mirror-b', joinClass, quiz.id, 2),
  ];
  const outsider = await learnerTakingPretest(request, 'mirror-out', enrolAlone, quiz.id, 2);

  await logInThroughForm(page, instructor.email, instructor.password);
  await expect(page).toHaveURL(/\/dashboard\/admin\/classes$/);
  const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
  for (const link of ['Classes', 'Manage courses', 'Quiz attempts', 'Users feedback']) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  // their class with its two members
  const classRow = page.getByRole('row', { name: new RegExp(`Mirrors 4C ${suffix}`) });
  await expect(classRow).toBeVisible();
  await expect(classRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // the quiz attempts of their class: the two members, each one attempt; the outsider is not there
  await sidebar.getByRole('link', { name: 'Quiz attempts' }).click();
  await expect(page).toHaveURL(/quiz-attempts$/);
  for (const learner of inClass) await expect(page.getByText(learner.email)).toBeVisible();
  await expect(page.getByText(outsider.email)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('instructor-quiz-attempts.png') });
  // the same through the API: exactly the two members, with 50 % and 100 % by hand
  const rows = (
    await (
      await request.get(`/api/admin/quiz-attempt?course_id=${course.id}&sort=average_score`, {
        headers: { Authorization: `Bearer ${instructorToken}` },
      })
    ).json()
  ).data as { email: string; average_score: number }[];
  expect(rows.map((r) => [r.email, r.average_score])).toEqual([
    [inClass[0].email, 50],
    [inClass[1].email, 100],
  ]);

  // admin pages stay closed
  await page.goto('/dashboard/admin/users/all');
  await expect(page).toHaveURL(/\/403$/);
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/403$/);
});
