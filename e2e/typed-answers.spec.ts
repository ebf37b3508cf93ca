// Numerical and short-answer questions (docs/design/adaptive.md §5), built, imported, exported, answered, scored
// and reviewed in a browser: an admin adds a numerical question in the builder (a value typed with a comma, a
// tolerance, a second value at half credit) and imports a GIFT short answer, then exports the quiz; a learner
// types "9,6" and "paris, france" and reads the partial credit in the review, in English on a desk and in French
// on a 390 px phone in the dark theme. axe-core finds nothing serious.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  admin,
  apiLogin,
  ensureTheme,
  expect,
  logInThroughForm,
  ok,
  seriousViolations,
  test,
} from './fixtures';
import { createCourse, enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp/shots/typed-answers');
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const capital = 'The capital of France?{=Paris =%25%Paris*}';

test('numerical and short-answer questions are built, imported, exported, answered with partial credit and reviewed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(shots, { recursive: true });
  const token = await apiLogin(request, admin.email, admin.password);
  const course = await createCourse(request, {
    name: 'Typed',
    description: 'A course whose quiz asks for typed answers',
    units: [
      {
        title: 'Free fall',
        learningObjects: [{ title: 'Gravity', type: 'concrete' }],
        quizQuestions: [{ question: 'A dropped stone speeds up.', type: 3, is_valid: 1 }],
      },
    ],
    courseQuiz: { questions: [{ question: 'Weight is a force.', type: 3, is_valid: 1 }] },
    contentRequiresPretest: false,
  });

  // The admin adds a numerical question in the builder.
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto(`/dashboard/admin/courses/${course.id}/content`);
  await ensureTheme(page, 'light');
  await page.getByRole('button', { name: 'Edit the quiz of Gravity' }).click();
  const builder = page.getByRole('dialog', { name: 'Quiz of Gravity' });
  await builder.getByRole('button', { name: 'Add a question' }).click();
  await builder.locator('#quiz-q1-text').fill('g, in m/s²?');
  await builder.getByRole('combobox', { name: 'Question type' }).nth(1).click();
  await page.getByRole('option', { name: 'Numerical', exact: true }).click();
  const first = builder.getByRole('group', { name: 'Accepted answer 1' });
  await first.getByRole('textbox', { name: 'Answer 1', exact: true }).fill('9,81');
  await first.getByRole('textbox', { name: 'Tolerance (±)' }).fill('0,05');
  await builder.getByRole('button', { name: 'Add an accepted answer' }).click();
  const second = builder.getByRole('group', { name: 'Accepted answer 2' });
  await second.getByRole('textbox', { name: 'Answer 2', exact: true }).fill('9.8');
  await second.getByRole('textbox', { name: 'Tolerance (±)' }).fill('0.5');
  await second.getByRole('combobox', { name: 'Credit' }).click();
  await page.getByRole('option', { name: '50%', exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'builder-numerical-light-en.png') });
  await builder.getByRole('button', { name: 'Save the quiz' }).click();
  await expect(builder).toBeHidden();

  // Then imports a short answer from GIFT, after the quiz's questions.
  await page.getByRole('button', { name: 'Edit the quiz of Gravity' }).click();
  await builder.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import questions' });
  await dialog.getByLabel('Questions (GIFT or Moodle XML)').fill(capital);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('1 question in the file: 1 to import, 0 skipped.')).toBeVisible();
  await expect(dialog.getByTestId('import-question')).toContainText('Paris*');
  await dialog.getByRole('button', { name: 'Import 1 question' }).click();
  await expect(dialog).toBeHidden();
  await expect(builder.locator('#quiz-q2-text')).toHaveValue('The capital of France?');

  // The quiz exported: both typed questions as GIFT writes them; the file is named after the quiz.
  await builder.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'GIFT (.gift)' }).click();
  const file = await download;
  const gift = fs.readFileSync(await file.path(), 'utf8');
  expect(gift).toContain('{#=9.81:0.05 =%50%9.8:0.5}');
  expect(gift).toContain('{=Paris =%25%Paris*}');
  const quizId = Number(/parcours-quiz-(\d+)\.gift/.exec(file.suggestedFilename())?.[1]);
  const saved = await ok(await request.get(`/api/admin/quizzes/${quizId}`, { headers: auth(token) }));
  const [, gravity, france] = saved.data.questions;
  expect(gravity).toMatchObject({ type: 4 });
  expect(gravity.answers).toMatchObject([
    { answer: '9.81', credit: 1, tolerance: 0.05 },
    { answer: '9.8', credit: 0.5, tolerance: 0.5 },
  ]);
  expect(france).toMatchObject({ type: 5, case_sensitive: 0 });
  expect(france.answers).toMatchObject([
    { answer: 'Paris', credit: 1 },
    { answer: 'Paris*', credit: 0.25 },
  ]);
  await builder.getByRole('button', { name: 'Cancel' }).click();

  // A learner answers: True (1), 9,6 (0.21 from 9.81, 0.2 from 9.8: half credit), "paris, france" (only
  // "Paris*": a quarter). 1 + 0.5 + 0.25 = 1.75 of 3.
  const learner = await enrolledLearner(request, course.id, 'typed', 'a');
  await page.evaluate(() => localStorage.clear());
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(`/dashboard/student/courses/${course.id}`);
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  await page.getByTestId('quiz-question').getByLabel('True', { exact: true }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByTestId('quiz-question')).toContainText('g, in m/s²?');
  const number = page.getByTestId('quiz-question').getByRole('textbox', { name: /Your answer/ });
  await expect(number).toHaveAttribute('inputmode', 'decimal');
  await number.fill('9,6');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page
    .getByTestId('quiz-question')
    .getByRole('textbox', { name: /Your answer/ })
    .fill('paris, france');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-result-score')).toHaveText('Score: 1.75 out of 3');
  const items = page.getByRole('region', { name: 'Review your answers' }).getByTestId('quiz-review-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(1)).toContainText('Partly right');
  await expect(items.nth(1)).toContainText('50% credit');
  await expect(items.nth(1)).toContainText('Your answer: 9,6');
  await expect(items.nth(1)).toContainText('9.81 ± 0.05');
  await expect(items.nth(2)).toContainText('25% credit');
  await expect(items.nth(2)).toContainText('Paris*');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'review-desktop-light-en.png'), fullPage: true });

  // In French, on a phone, in the dark theme: the score and the values in French, nothing wider than the screen.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await page.getByRole('button', { name: 'Passer le quiz' }).click();
  const questions = page.getByTestId('quiz-question');
  await questions.nth(0).getByLabel('Vrai', { exact: true }).check();
  await questions
    .nth(1)
    .getByRole('textbox', { name: /Votre réponse/ })
    .fill('9,83');
  await questions
    .nth(2)
    .getByRole('textbox', { name: /Votre réponse/ })
    .fill('PARIS');
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-result-score')).toHaveText('Score : 3 sur 3');
  await expect(page.getByTestId('quiz-review-item').nth(1)).toContainText('9,81 ± 0,05');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'review-phone-dark-fr.png'), fullPage: true });
});
