// Trustworthy measurement in the browser (docs/design/adaptive.md §2, §4, §7): a learner opens a timed pretest and
// leaves; it expires and is never their pretest. They come back, take the pretest, pass the required
// learning-object quizzes, complete the course and take the post-test. Every page shows the figures worked out by
// hand below. The course is built through the admin API; everything the learner does is done in the page.
import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { admin, expect, logInThroughForm, test } from './fixtures';
import { createCourse, enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

type Answer = 'True' | 'False';
const questions = [
  { question: 'Half of 4 is 2', type: 3, is_valid: 1 },
  { question: 'A third is more than a half', type: 3, is_valid: 0 },
  { question: 'Two quarters make a half', type: 3, is_valid: 1 },
  { question: 'Three fifths is less than a half', type: 3, is_valid: 0 },
];

/**
 * The figures, by hand:
 * - pretest: 1 of 4 right = 25 %, below 40 %: basic level (the expired attempt before it counts for nothing);
 * - progress: the basic unit's 2 required learning objects, each done once its quiz is passed: 0 of 2 = 0 %,
 *   1 of 2 = 50 %, 2 of 2 = 100 %;
 * - post-test: 3 of 4 right = 75 %; gain 75 - 25 = +50 points; normalized change (75 - 25) / (100 - 25) = 0.67;
 * - attempts: 5 (3 of the course quiz, 2 of learning objects), 1 expired without a score; the mean score is over
 *   the 4 others: (25 + 66.67 + 66.67 + 75) / 4 = 58.33 %.
 */
const hand = {
  pre: 25,
  post: 75,
  gain: 75 - 25,
  nlg: (75 - 25) / (100 - 25),
  average: (25 + 200 / 3 + 200 / 3 + 75) / 4,
};

/**
 * The shortest time limit there is (1 s): past it and the 30 s grace, an attempt left open is expired. The page
 * sends the answers when its countdown reaches zero; the browser's clock is held still so that the learner, not
 * the countdown, submits (the server, whose clock runs, still judges the time).
 */
const timeLimitSeconds = 1;
const graceSeconds = 30;

/** One basic unit of two learning objects, each with a required quiz; a timed course quiz without cooldown. */
const createMeasuredCourse = (request: APIRequestContext) =>
  createCourse(request, {
    name: 'Measured',
    description: 'Fractions, measured before and after.',
    units: [
      {
        title: 'Meaning of fractions',
        learningObjects: [
          { title: 'Idea of a fraction', type: 'abstract' },
          { title: 'Pizza slices', type: 'concrete' },
        ],
        quizQuestions: questions.slice(0, 3),
      },
    ],
    courseQuiz: { questions, timeLimitSeconds },
  });

async function answerQuiz(page: Page, scope: Page | Locator, answers: Answer[]) {
  for (const [index, answer] of answers.entries()) {
    const question = scope.getByTestId('quiz-question');
    await expect(question).toContainText(questions[index].question);
    await question.getByLabel(answer, { exact: true }).check();
    if (index < answers.length - 1) await scope.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await scope.getByRole('button', { name: 'Submit my answers' }).click();
  await expect(page.getByRole('dialog')).toContainText('Submit your answers?');
  await page.getByTestId('quiz-confirm-submit').click();
}

const progressText = (done: number, total: number) =>
  `Progress: ${Math.round((done * 100) / total)}% (${done} of ${total} required learning objects done)`;

test('a learner abandons a timed pretest, takes it, completes the course and takes the post-test; every page agrees', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const course = await createMeasuredCourse(request);
  const learner = await enrolledLearner(request, course.id, 'measured');
  await page.clock.setFixedTime(new Date());

  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);

  // The pretest opens (its attempt starts on the server) and the learner leaves without answering.
  await page.goto(`/dashboard/courses/prestest/${course.id}`);
  await expect(page.getByTestId('quiz-question')).toContainText(questions[0].question);
  await page.goto('/dashboard/student');
  await expect(page.getByRole('heading', { name: 'My learning' })).toBeVisible();
  // The time limit and the grace run out on the server's clock.
  await page.waitForTimeout((timeLimitSeconds + graceSeconds + 2) * 1000);

  // Back: the abandoned attempt is closed as expired and a new pretest starts. 1 of 4 right: 25 %, basic.
  await page.goto(`/dashboard/courses/prestest/${course.id}`);
  await answerQuiz(page, page, ['True', 'True', 'False', 'True']);
  await expect(page.getByTestId('quiz-result-score')).toHaveText('Score: 1 out of 4');
  await expect(page.getByTestId('quiz-result')).toContainText(`${hand.pre}%`);
  await expect(page.getByTestId('quiz-result-level')).toHaveText('Your level: basic');
  await expect(page.getByTestId('quiz-result-reason')).toHaveText(
    `Your pretest score is ${hand.pre} %, below 40 %: you start at the basic level.`,
  );

  // The path: nothing done yet.
  await page.goto(`/dashboard/student/courses/${course.id}/path`);
  await expect(page.getByTestId('path-level')).toHaveText('Basic');
  await expect(page.getByTestId('progress-figure')).toHaveText(progressText(0, 2));

  // Each learning object's quiz, passed in the course page: 2 of 3 right (67 %).
  for (const [title, done] of [
    ['Pizza slices', 1],
    ['Idea of a fraction', 2],
  ] as const) {
    await page.getByRole('link', { name: title, exact: true }).click();
    const lo = page.locator(`[id^="lo-"]`).filter({ has: page.getByRole('heading', { name: title }) });
    await lo.getByRole('button', { name: 'Take the quiz' }).click();
    await answerQuiz(page, lo, ['True', 'False', 'False']);
    await expect(lo.getByTestId('quiz-result-status')).toHaveText('Passed');
    // The course page and the path read the same progress.
    await expect(page.getByTestId('progress-figure')).toHaveText(progressText(done, 2));
    await page.getByRole('link', { name: 'My path', exact: true }).click();
    await expect(page.getByTestId('progress-figure')).toHaveText(progressText(done, 2));
  }

  // The learner dashboard and My program: the same 100 %.
  await page.goto('/dashboard/student');
  await expect(page.getByText('Progress: 100%')).toBeVisible();
  await page.goto('/dashboard/student/my-program');
  const card = page.getByTestId('program-course').filter({ hasText: course.title });
  await expect(card).toContainText('Basic');
  await expect(card).toContainText('Progress: 100%');

  // Completing the course opens the post-test: 3 of 4 right, 75 %.
  await page.goto(`/dashboard/student/courses/${course.id}/path`);
  await page.getByRole('button', { name: 'Complete the course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete this course?' });
  await dialog.getByRole('button', { name: 'Complete the course' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Take the post-test', exact: true }).click();
  await answerQuiz(page, page, ['True', 'False', 'True', 'True']);
  await expect(page.getByTestId('quiz-result-score')).toHaveText('Score: 3 out of 4');
  await expect(page.getByTestId('quiz-result')).toContainText(`${hand.post}%`);

  // The gains card, after the post-test and on the path: pre 25 %, post 75 %, +50, NLG 0.67.
  const gains = {
    'gains-pre': `${hand.pre}%`,
    'gains-post': `${hand.post}%`,
    'gains-gain': `+${hand.gain}`,
    'gains-nlg': hand.nlg.toFixed(2),
  };
  for (const [testId, text] of Object.entries(gains)) await expect(page.getByTestId(testId)).toHaveText(text);
  await page.goto(`/dashboard/student/courses/${course.id}/path`);
  for (const [testId, text] of Object.entries(gains)) await expect(page.getByTestId(testId)).toHaveText(text);
  await expect(page.getByTestId('progress-figure')).toHaveText(progressText(2, 2));
  await page.goto('/dashboard/student');
  await expect(page.getByText('Progress: 100%')).toBeVisible();

  // My quizzes: the expired attempt, the pretest, two learning-object quizzes and the post-test.
  await page.goto('/dashboard/student/my-quizzes');
  const rows = page.getByTestId('score-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.filter({ hasText: 'Expired' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '1 / 4' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '3 / 4' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '2 / 3' })).toHaveCount(2);

  // The admin's tables read the same figures, the expired attempt counted apart.
  await page.evaluate(() => localStorage.clear());
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/dashboard/admin/quiz-timers');
  await page.getByLabel('Search a learner or a course').fill(learner.email);
  const timer = page.getByRole('row', { name: new RegExp(learner.email) });
  for (const text of [`${hand.pre}%`, `${hand.post}%`, `+${hand.gain}`, hand.nlg.toFixed(2)]) {
    await expect(timer).toContainText(text);
  }
  // The research export of the course: one row, the default post-test rule (the first post-test) named.
  await page.getByLabel('Course', { exact: true }).click();
  await page.getByRole('option', { name: course.title }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const [header, line] = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  const columns = header.split(',');
  const values = line.split(',');
  const exported = Object.fromEntries(columns.map((c, i) => [c, values[i]]));
  expect(exported).toMatchObject({
    level: 'basic',
    pre_test_percentage: String(hand.pre),
    post_test_percentage: String(hand.post),
    post_test_rule: 'first',
    gain: String(hand.gain),
    normalized_change: String(Math.round(hand.nlg * 10_000) / 10_000),
    attempts: '5',
  });

  await page.goto('/dashboard/admin/quiz-attempts');
  await page.getByLabel('Search a learner or a course').fill(learner.email);
  const attempts = page.getByRole('row', { name: new RegExp(learner.email) });
  await expect(attempts).toBeVisible();
  const headers = await page.getByRole('columnheader').allTextContents();
  const cells = await attempts.getByRole('cell').allTextContents();
  const cell = (header: string) => cells[headers.findIndex((h) => h.trim() === header)]?.trim();
  expect(cell('Attempts')).toBe('5');
  expect(cell('Course quiz / objects')).toBe('3 / 2');
  expect(cell('Expired')).toBe('1');
  expect(cell('Average score')).toMatch(new RegExp(`^${hand.average.toFixed(1)}%`));
});
