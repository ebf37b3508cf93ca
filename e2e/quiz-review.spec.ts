// A learner takes a learning-object quiz in the course viewer and reviews each question: right or wrong, their
// answer and the correct one, on a desk and on a 390 px phone in the dark theme; axe-core finds nothing
// serious. The pretest's result, a course quiz, shows no such review.
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin, apiLogin, expect, logInThroughForm, ok, seriousViolations, test } from './fixtures';
import { enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'parcours-shots', 'quiz-review');
const shoot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

/** A course with one unit, one learning object and its quiz (a BINARY then a QCM), and a course quiz. */
async function courseWithObjectQuiz(request: APIRequestContext, token: string) {
  const stamp = Date.now().toString(36);
  const post = async (url: string, data: unknown) =>
    (await ok(await request.post(url, { headers: auth(token), data: data as object }))).data;
  const category = await post('/api/categories/create-category', { title: `Review category ${stamp}` });
  const course = await post('/api/admin/create-course', {
    title: `Review course ${stamp}`,
    description: 'A course whose quizzes are reviewed',
    status: 'published', // built by the test's set-up, not through the publishing checks
    category_id: category.id,
    language: 'en',
    is_paid: false,
    facilitator: 'Emmy Noether',
    is_public: true,
    teaching_type: 'online',
    link: 'https://meet.example.org/review',
    is_sequential: false,
  });
  const unit = await post(`/api/admin/create-eu/${course.id}`, {
    title: 'Vectors',
    type: 'basic',
    learning_objects: [{ title: 'What is a vector', type: 'concrete' }],
  });
  await post(`/api/admin/add-quiz-to-lo/${unit.learning_objects[0].id}`, {
    questions: [
      { question: 'A vector has a direction.', type: 3, is_valid: 1 },
      {
        question: 'Which of these are vectors?',
        type: 1,
        answers: [
          { answer: 'Velocity', is_valid: 1 },
          { answer: 'Temperature', is_valid: 0 },
          { answer: 'Force', is_valid: 1 },
        ],
      },
    ],
  });
  await post(`/api/admin/course-quiz/${course.id}`, {
    questions: [{ question: 'A scalar has a direction.', type: 3, is_valid: 0 }],
  });
  return { id: course.id as number, title: course.title as string };
}

test('after a learning-object quiz, the learner reviews each question with the correct answer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const course = await courseWithObjectQuiz(request, adminToken);
  const learner = await enrolledLearner(request, course.id, 'review', 'a');

  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);

  // The pretest (a course quiz) first: its result has no review.
  await page.goto(`/dashboard/courses/prestest/${course.id}`);
  await page.getByTestId('quiz-question').getByLabel('False', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-result')).toBeVisible();
  await expect(page.getByTestId('quiz-review')).toHaveCount(0);

  await page.goto(`/dashboard/student/courses/${course.id}`);
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  // "A vector has a direction": True (right); vectors: Velocity and Temperature (wrong: Velocity and Force).
  await page.getByTestId('quiz-question').getByLabel('True', { exact: true }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByTestId('quiz-question').getByLabel('Velocity').check();
  await page.getByTestId('quiz-question').getByLabel('Temperature').check();
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-result-score')).toHaveText('Score: 1 out of 2');

  const review = page.getByRole('region', { name: 'Review your answers' });
  const items = review.getByTestId('quiz-review-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Right');
  await expect(items.nth(0)).toContainText('Your answer: True');
  await expect(items.nth(0)).toContainText('Correct answer: True');
  await expect(items.nth(1)).toContainText('Wrong');
  const answers = items.nth(1).getByRole('listitem');
  await expect(answers).toHaveText([
    'VelocityYour choiceCorrect answer',
    'TemperatureYour choice',
    'ForceCorrect answer',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'review-desktop-light-en');

  // On a phone, in the dark theme: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  // A phone shows every question at once.
  await page.getByTestId('quiz-question').first().getByLabel('False', { exact: true }).check();
  await page.getByTestId('quiz-question').nth(1).getByLabel('Velocity').check();
  await page.getByTestId('quiz-question').nth(1).getByLabel('Force').check();
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-review-item').nth(0)).toContainText('Wrong');
  await expect(page.getByTestId('quiz-review-item').nth(1)).toContainText('Right');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'review-phone-dark-en');
});
