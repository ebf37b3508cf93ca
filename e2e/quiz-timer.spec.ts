// The quiz timer's warnings in the browser (docs/design/adaptive.md §5): a timed pretest warns at one minute left
// and again at ten seconds, on screen and in a live region for screen readers, in both themes without a serious
// accessibility violation (scanned at one minute, while the clock runs); submitting with questions unanswered asks first. The browser's clock is moved on and
// held, not waited for; the server's deadline does not change.
import path from 'node:path';
import { asAdmin, expect, logInThroughForm, scanBothThemes, test } from './fixtures';
import { createCourse, enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const shots = path.resolve('.tmp/shots/quiz-timer');

test('a timed pretest warns at one minute and at ten seconds, and asks before sending unanswered questions', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.floor(Math.random() * 1e6);
  const category = await asAdmin(request, '/api/categories/create-category', {
    title: `Timed ${suffix}`,
  });
  const course = await asAdmin(request, '/api/admin/create-course', {
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
  await asAdmin(request, `/api/admin/course-quiz/${course.id}`, {
    pass_mark: 50,
    time_limit_seconds: 120,
    questions: [
      { question: 'Half of 4 is 2', type: 3, is_valid: 1 },
      { question: 'A third is more than a half', type: 3, is_valid: 0 },
    ],
  });
  const learner = await enrolledLearner(request, course.id, 'timed');

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

test('a learning-object quiz failed with a cooldown still counts down after the page is reloaded', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const course = await createCourse(request, {
    name: 'Cooled',
    description: 'A quiz with a cooldown.',
    units: [
      { title: 'Meaning of fractions', learningObjects: [{ title: 'Pizza slices', type: 'concrete' }] },
    ],
    contentRequiresPretest: false,
  });
  const learner = await enrolledLearner(request, course.id, 'cooled');
  const content = await request.get(`/api/courses/${course.id}/content`, { headers: learner.headers });
  const loId = (await content.json()).data.units[0].learning_objects[0].id as number;
  const quiz = await asAdmin(request, `/api/admin/add-quiz-to-lo/${loId}`, {
    pass_mark: 50,
    cooldown_seconds: 3600,
    questions: [{ question: 'Half of 4 is 2', type: 3, is_valid: 1 }],
  });
  // Failed through the API: the next attempt is an hour away.
  const started = await request.get(`/api/user/quiz/${quiz.id}`, { headers: learner.headers });
  expect(started.status(), await started.text()).toBe(200);
  const question = (await started.json()).data.quiz.questions[0].id as number;
  const failed = await request.post(`/api/user/lo-quiz/submit/${quiz.id}`, {
    headers: learner.headers,
    data: { answers: [{ question_id: question, answer: ['0'] }], time_spent: 5 },
  });
  expect((await failed.json()).data.status).toBe('failed');

  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  for (const visit of ['first', 'reload']) {
    if (visit === 'first') await page.goto(`/dashboard/student/courses/${course.id}#lo-${loId}`);
    else await page.reload();
    const lo = page.locator(`#lo-${loId}`);
    await expect(lo.getByTestId('quiz-cooldown'), visit).toBeVisible();
    await expect(lo.getByRole('timer')).toHaveText(/^(59:\d\d|1:00:00)$/);
    await expect(lo.getByRole('button', { name: 'Take the quiz' })).toHaveCount(0);
  }
});
