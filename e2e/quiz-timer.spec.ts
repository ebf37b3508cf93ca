// The quiz timer's warnings in the browser (docs/design/adaptive.md §5): a timed pretest warns at one minute left
// and again at ten seconds, on screen and in a live region for screen readers, in both themes without a serious
// accessibility violation (scanned at one minute, while the clock runs); submitting with questions unanswered asks first. The browser's clock is moved on and
// held, not waited for; the server's deadline does not change.
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  admin,
  apiLogin,
  approve,
  expect,
  logInThroughForm,
  registerLearner,
  scanBothThemes,
  test,
} from './fixtures';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const shots = path.resolve('.tmp/shots/quiz-timer');

async function asAdmin(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()).data;
}

test('a timed pretest warns at one minute and at ten seconds, and asks before sending unanswered questions', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, admin.email, admin.password);
  const suffix = Math.floor(Math.random() * 1e6);
  const category = await asAdmin(request, token, '/api/categories/create-category', {
    title: `Timed ${suffix}`,
  });
  const course = await asAdmin(request, token, '/api/admin/create-course', {
    title: `Timed fractions ${suffix}`,
    description: 'A pretest against the clock.',
    status: 'published', // built by the test's set-up, not through the publishing checks
    category_id: category.id,
    language: 'en',
    is_paid: 0,
    facilitator: 'Ada Lovelace',
    is_public: 1,
    teaching_type: 'online',
    link: 'https://meet.parcours.example/timed',
  });
  await asAdmin(request, token, `/api/admin/course-quiz/${course.id}`, {
    pass_mark: 50,
    time_limit_seconds: 120,
    questions: [
      { question: 'Half of 4 is 2', type: 3, is_valid: 1 },
      { question: 'A third is more than a half', type: 3, is_valid: 0 },
    ],
  });
  const learner = await registerLearner(request, 'timed');
  await approve(request, learner.id);
  const learnerToken = await apiLogin(request, learner.email, learner.password);
  const enrol = await request.post(`/api/user/subscribe-course/${course.id}`, {
    headers: { Authorization: `Bearer ${learnerToken}` },
  });
  expect(enrol.status(), await enrol.text()).toBeLessThan(300);
  const headers = { Authorization: `Bearer ${learnerToken}` };
  const items = (await (await request.get('/api/user/Silverman/questions', { headers })).json()).data as {
    id: number;
  }[];
  const submitted = await request.post('/api/user/Silverman/submit-responses', {
    headers,
    data: { responses: items.map((q) => ({ question_id: q.id, answer: 'a' })), course_id: course.id },
  });
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);

  await page.clock.install();
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(`/dashboard/courses/prestest/${course.id}`);
  await expect(page.getByTestId('quiz-question')).toContainText('Half of 4 is 2');
  const warning = page.getByTestId('quiz-time-warning');
  const announcer = page.getByTestId('quiz-time-announcer');
  await expect(warning).toHaveCount(0);
  await expect(announcer).toHaveAttribute('aria-live', 'assertive');
  await expect(announcer).toHaveText('');

  // The page's clock is moved to a number of seconds before the deadline and held there, whatever time the
  // steps take in real time.
  const holdAt = async (secondsLeft: number) => {
    const [m, sec] = ((await page.getByRole('timer').textContent()) ?? '').split(':').map(Number);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + (m * 60 + sec - secondsLeft) * 1000);
    // the timer shows whole seconds and the text read above was up to a second old: one second either way
    const shown = [secondsLeft, secondsLeft - 1].map((n) => `0:${String(n).padStart(2, '0')}`).join('|');
    await expect(page.getByRole('timer')).toHaveText(new RegExp(`^(${shown})$`));
  };

  await holdAt(50);
  await expect(warning).toHaveText('Less than a minute left: check your answers and submit.');
  await expect(announcer).toHaveText('Less than a minute left: check your answers and submit.');
  await page.screenshot({ path: `${shots}/one-minute.png`, fullPage: true });
  // axe needs the page's timers: the clock runs again for the scans, with time to spare before ten seconds.
  await page.clock.resume();
  expect(await scanBothThemes(page, () => expect(warning).toBeVisible())).toEqual([]);

  await holdAt(8);
  await expect(warning).toHaveAttribute('data-warning', 'tenSeconds');
  await expect(announcer).toHaveText('10 seconds left: your answers will be submitted when the time is up.');
  await page.screenshot({ path: `${shots}/ten-seconds.png`, fullPage: true });

  // One question answered of two: the confirmation says one is left.
  await page.getByTestId('quiz-question').getByLabel('True', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await expect(page.getByRole('dialog', { name: 'Submit your answers?' })).toContainText(
    '1 question is still unanswered and will count as wrong. Submit anyway?',
  );
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-result-score')).toHaveText('Score: 1 out of 2');
});
