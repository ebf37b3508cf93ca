// Dashboards in the browser: an admin reads the dashboard, the quiz timers and quiz attempts tables (with the
// CSV export); a learner who finished a course sees the result, downloads the certificate and its code
// verifies on the public page; axe-core scans of these pages in both themes.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  admin,
  adminApiToken,
  expect,
  logInThroughForm,
  ok,
  scanBothThemes,
  seriousViolations,
  test,
} from './fixtures';
import { enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
type Json = { data: Record<string, unknown> & { id: number } };

/** A course whose quiz has two BINARY questions, both true; pass mark 50 %, no cooldown. */
async function courseWithQuiz(request: APIRequestContext, adminToken: string, stamp: string) {
  const category = await ok<Json>(
    await request.post('/api/categories/create-category', {
      headers: auth(adminToken),
      data: { title: `Gains category ${stamp}` },
    }),
  );
  const course = await ok<Json>(
    await request.post('/api/admin/create-course', {
      headers: auth(adminToken),
      data: {
        title: `Gains course ${stamp}`,
        description: 'A course measured before and after',
        status: 'published', // built by the test's set-up, not through the publishing checks
        category_id: category.data.id,
        language: 'en',
        is_paid: false,
        facilitator: 'Emmy Noether',
        is_public: true,
        teaching_type: 'online',
        link: 'https://meet.example.org/gains',
        is_sequential: false,
      },
    }),
  );
  const quiz = await ok<Json>(
    await request.post(`/api/admin/course-quiz/${course.data.id}`, {
      headers: auth(adminToken),
      data: {
        pass_mark: 50,
        cooldown_seconds: 0,
        questions: [
          { question: 'The sky is blue on a clear day.', type: 3, is_valid: 1 },
          { question: 'Water boils at 100 °C at sea level.', type: 3, is_valid: 1 },
        ],
      },
    }),
  );
  return { id: course.data.id, title: String(course.data.title), quizId: quiz.data.id };
}

/** Starts the course quiz and answers `right` of its two questions correctly. */
async function takeQuiz(request: APIRequestContext, token: string, quizId: number, right: number) {
  const started = await ok<Json>(await request.get(`/api/user/quiz/${quizId}`, { headers: auth(token) }));
  const questions = (started.data.quiz as { questions: { id: number }[] }).questions;
  const answers = questions.map((q, i) => ({ question_id: q.id, answer: [i < right ? '1' : '0'] }));
  await ok<Json>(
    await request.post(`/api/user/quiz/submit/${quizId}`, {
      headers: auth(token),
      data: { answers, time_spent: 20 },
    }),
  );
}

/** An approved learner enrolled in the course with a learning-style result, after the pretest (and post-test). */
async function learnerWithGains(
  request: APIRequestContext,
  course: { id: number; quizId: number },
  pre: number,
  post: number | null,
) {
  const learner = await enrolledLearner(request, course.id, 'gains', 'a');
  const { token } = learner;
  await takeQuiz(request, token, course.quizId, pre);
  if (post !== null) {
    await ok<Json>(await request.post(`/api/user/complete-course/${course.id}`, { headers: auth(token) }));
    await takeQuiz(request, token, course.quizId, post);
  }
  return { ...learner, token };
}

async function rows(page: Page) {
  return page.locator('table tbody tr');
}

test('an admin reads the dashboard, the quiz timers and the quiz attempts, and downloads the CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const adminToken = await adminApiToken(request);
  const course = await courseWithQuiz(request, adminToken, stamp);
  // Learner A: pretest 0 %, post-test 50 % (NLG 0.5); learner B: 50 % then 100 % (NLG 1).
  const a = await learnerWithGains(request, course, 0, 1);
  const b = await learnerWithGains(request, course, 1, 2);

  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  // Other tests add accounts and courses to the same server meanwhile: the page must show what the API
  // counts at the same moment, so read both again until no other test came in between.
  await expect(async () => {
    const counts = (await ok<Json>(await request.get('/api/admin/dashboard', { headers: auth(adminToken) })))
      .data;
    await page.reload();
    const quick = { timeout: 3000 };
    await expect(page.getByTestId('count-users')).toContainText(String(counts.users), quick);
    await expect(page.getByTestId('count-courses')).toContainText(String(counts.courses), quick);
    await expect(page.getByTestId('count-subscribers')).toContainText(String(counts.subscribers), quick);
  }).toPass({ timeout: 45_000 });
  await expect(page.getByRole('heading', { name: 'Learning-style distribution' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Survey results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent reviews' })).toBeVisible();

  // The NLG chart as a table: the course's mean NLG 0.75 and Hake's gain (75 - 25) / (100 - 25) = 0.67.
  const nlg = page.locator('section[aria-labelledby="chart-nlg-title"]');
  await nlg.getByRole('button', { name: 'Show as table' }).click();
  const nlgRow = nlg.getByRole('row', { name: new RegExp(course.title) });
  await expect(nlgRow).toContainText('0.75');
  await expect(nlgRow).toContainText('0.67');
  await expect(nlgRow).toContainText('2');
  // Every learner answered 'a': the distribution table counts them on the active pole, strong band.
  const styles = page.locator('section[aria-labelledby="chart-style-title"]');
  await styles.getByRole('button', { name: 'Show as table' }).click();
  await expect(styles.getByRole('row', { name: /^Active/ })).toBeVisible();
  await page.screenshot({
    path: path.resolve('.tmp/shots/dashboards/e2e-admin-dashboard.png'),
    fullPage: true,
  });
  expect(await scanBothThemes(page, () => expect(page.getByTestId('count-users')).toBeVisible())).toEqual([]);

  // Quiz timers: search the course, then sort and filter.
  await page.goto('/dashboard/admin/quiz-timers');
  await page.getByLabel('Search a learner or a course').fill(stamp);
  await expect(await rows(page)).toHaveCount(2);
  const rowA = page.getByRole('row', { name: new RegExp(a.email) });
  await expect(rowA).toContainText('0%');
  await expect(rowA).toContainText('50%');
  await expect(rowA).toContainText('+50');
  await expect(rowA).toContainText('0.50');
  await expect(rowA).toContainText(/\d+:\d\d/);
  const rowB = page.getByRole('row', { name: new RegExp(b.email) });
  await expect(rowB).toContainText('1.00');
  await page.getByRole('button', { name: 'NLG' }).click();
  await expect((await rows(page)).first()).toContainText(a.email);
  await page.getByRole('button', { name: /^NLG/ }).click();
  await expect((await rows(page)).first()).toContainText(b.email);
  await expect(page.getByRole('columnheader', { name: /NLG/ })).toHaveAttribute('aria-sort', 'descending');

  await page.getByLabel('Course', { exact: true }).click();
  await page.getByRole('option', { name: course.title }).click();
  await expect(page.getByTestId('course-gains')).toContainText(
    'Course mean normalized change (NLG): 0.75, over 2 learners',
  );
  await expect(page.getByTestId('course-gains')).toContainText("Hake's class gain: 0.67");

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  // A header row and one row per enrolment of the chosen course.
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/normalized_change/);
  await page.screenshot({ path: path.resolve('.tmp/shots/dashboards/e2e-quiz-timers.png'), fullPage: true });
  expect(await scanBothThemes(page, () => expect(page.getByTestId('course-gains')).toBeVisible())).toEqual(
    [],
  );

  // Quiz attempts: two attempts each, averages 25 % and 75 %.
  await page.goto('/dashboard/admin/quiz-attempts');
  await page.getByLabel('Search a learner or a course').fill(stamp);
  await expect(await rows(page)).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(a.email) })).toContainText('25%');
  await expect(page.getByRole('row', { name: new RegExp(b.email) })).toContainText('75%');
  await page.getByRole('button', { name: 'Average score' }).click();
  await page.getByRole('button', { name: /^Average score/ }).click();
  await expect((await rows(page)).first()).toContainText(b.email);
  expect(await scanBothThemes(page, () => expect(page.getByText(b.email)).toBeVisible())).toEqual([]);
});

test('a learner who passed the post-test sees the result, downloads the certificate, and its code verifies', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const adminToken = await adminApiToken(request);
  const course = await courseWithQuiz(request, adminToken, stamp);
  const learner = await learnerWithGains(request, course, 1, 2);

  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  await expect(page.getByTestId(`enrolled-course-${course.id}`)).toContainText(course.title);
  await expect(page.getByTestId('recent-quiz')).toHaveCount(2);
  const result = page.locator('section[aria-labelledby="quiz-result-title"]');
  await expect(result.getByTestId('result-pre')).toContainText('50%');
  await expect(result.getByTestId('result-post')).toContainText('100%');
  await expect(result.getByTestId('result-gain')).toContainText('+50');
  await expect(result.getByTestId('result-nlg')).toContainText('1.00');
  await expect(result.getByTestId('result-outcome')).toContainText('Passed');
  await page.screenshot({
    path: path.resolve('.tmp/shots/dashboards/e2e-student-dashboard.png'),
    fullPage: true,
  });
  expect(await scanBothThemes(page, () => expect(result.getByTestId('result-pre')).toBeVisible())).toEqual(
    [],
  );

  await result.getByRole('button', { name: 'Get my certificate' }).click();
  await expect(page).toHaveURL(/\/dashboard\/student\/certificates$/);
  const card = page.getByTestId('certificate');
  await expect(card).toContainText(course.title);
  const code = (await card.getByTestId('certificate-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-7]{12}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(await scanBothThemes(page, () => expect(card).toBeVisible())).toEqual([]);

  // The public page, for someone not signed in.
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto(`/verify/${code}`);
  const verdict = visitor.getByTestId('verification');
  await expect(verdict).toHaveAttribute('data-valid', 'true');
  await expect(verdict).toContainText('Valid certificate');
  await expect(verdict).toContainText(course.title);
  await expect(verdict).toContainText(learner.firstName);
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.goto('/verify/AAAAAAAAAAAA');
  await expect(visitor.getByTestId('verification')).toHaveAttribute('data-valid', 'false');
  await expect(visitor.getByTestId('verification')).toContainText('No valid certificate');
  await guest.close();
});

test('a learner whose counted first post-test failed is told it counts once, gets no retake and no certificate', async ({
  page,
  request,
}) => {
  // Before: a failed first post-test (the one counted), a retake at 100 %: the card read "Passed, 2 / 2" beside
  // "Post-test score 0 %", the path offered "Take the post-test again" and "Get my certificate" was offered.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const adminToken = await adminApiToken(request);
  const course = await courseWithQuiz(request, adminToken, `${stamp}-first`);
  const learner = await learnerWithGains(request, course, 1, 0);
  // The retake is refused by the server, in the learner's language.
  const retake = await request.get(`/api/user/quiz/${course.quizId}`, {
    headers: { ...auth(learner.token), 'accept-language': 'fr' },
  });
  expect(retake.status()).toBe(409);
  expect((await retake.json()).message).toBe(
    'Ce cours compte votre premier post-test, et vous l’avez passé : le post-test n’est plus proposé.',
  );
  const certificate = await request.post(`/api/user/certificates/${course.id}`, {
    headers: auth(learner.token),
  });
  expect(certificate.status()).toBe(403);

  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  const result = page.locator('section[aria-labelledby="quiz-result-title"]');
  await expect(result.getByTestId('result-outcome')).toContainText('Failed');
  await expect(result.getByTestId('result-marks')).toContainText('0 / 2 correct');
  await expect(result.getByTestId('result-post')).toContainText('0%');
  await expect(result).toContainText('First post-test counts.');
  await expect(result.getByRole('button', { name: 'Get my certificate' })).toHaveCount(0);

  await page.goto(`/dashboard/student/courses/${course.id}/path`);
  const offer = page.getByTestId('post-test-offer');
  await expect(offer).toContainText('This course counts your first post-test, so it is not offered again.');
  await expect(page.getByRole('link', { name: /Take the post-test/ })).toHaveCount(0);
  await expect(page.getByTestId('gains-rule')).toHaveText('First post-test counts');
  expect(await scanBothThemes(page, () => expect(offer).toBeVisible())).toEqual([]);
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(offer).toContainText('Ce cours compte votre premier post-test : il n’est plus proposé.');
  await expect(page.getByTestId('gains-rule')).toHaveText('Le premier post-test compte');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: path.resolve('.tmp/shots/dashboards/e2e-post-test-first-fr-390.png'),
    fullPage: true,
  });
});
