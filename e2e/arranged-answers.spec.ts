// Matching and ordering questions (docs/design/adaptive.md §5), built, imported, exported, answered, scored and
// reviewed in a browser: an admin builds a matching question with an extra answer in the builder and imports an
// ordering question from GIFT, then exports the quiz as Moodle XML; a learner picks the matches and moves the items
// with the buttons, and reads the partial credit in the review; again in French on a 390 px phone, dark theme.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
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

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp/shots/arranged-answers');
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const planets = ['Mercury', 'Venus', 'Earth', 'Mars'];
const orderingGift = `Order the planets from the Sun.{>4 ALL VERTICAL RELATIVE_NEXT_EXCLUDE_LAST SHOW none\n${planets.join('\n')}\n}`;

/** Moves the items of the ordering question on the page into `target`, with the move-up buttons. */
async function putInOrder(
  page: Page,
  question: ReturnType<Page['getByTestId']>,
  target: string[],
  up: string,
) {
  for (const [i, item] of target.entries()) {
    const shown = await question.getByRole('listitem').allInnerTexts();
    let at = shown.findIndex((text) => text.includes(item));
    while (at > i) {
      await question.getByRole('button', { name: up.replace('X', item) }).click();
      at -= 1;
    }
  }
  await expect(question.getByRole('listitem')).toHaveText(target.map((t) => new RegExp(t)));
  void page;
}

test('matching and ordering questions are built, imported, exported, answered with partial credit and reviewed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(shots, { recursive: true });
  const token = await apiLogin(request, admin.email, admin.password);
  const course = await createCourse(request, {
    name: 'Arranged',
    description: 'A course whose quiz asks to match and to order',
    units: [
      {
        title: 'Calculus',
        learningObjects: [{ title: 'Derivatives', type: 'concrete' }],
        quizQuestions: [{ question: 'The derivative of a constant is 0.', type: 3, is_valid: 1 }],
      },
    ],
    courseQuiz: { questions: [{ question: 'A derivative is a rate of change.', type: 3, is_valid: 1 }] },
    contentRequiresPretest: false,
  });

  // The admin builds a matching question: three pairs and an extra answer.
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto(`/dashboard/admin/courses/${course.id}/content`);
  await ensureTheme(page, 'light');
  await page.getByRole('button', { name: 'Edit the quiz of Derivatives' }).click();
  const builder = page.getByRole('dialog', { name: 'Quiz of Derivatives' });
  await builder.getByRole('button', { name: 'Add a question' }).click();
  await builder.locator('#quiz-q1-text').fill('Match each function with its derivative.');
  await builder.getByRole('combobox', { name: 'Question type' }).nth(1).click();
  await page.getByRole('option', { name: 'Matching', exact: true }).click();
  const pairs = [
    ['sin x', 'cos x'],
    ['x²', '2x'],
    ['eˣ', 'eˣ'],
    ['', '-sin x'],
  ];
  for (const [i, [prompt, match]] of pairs.entries()) {
    if ((await builder.getByRole('group', { name: `Pair ${i + 1}` }).count()) === 0)
      await builder.getByRole('button', { name: 'Add a pair' }).click();
    const pair = builder.getByRole('group', { name: `Pair ${i + 1}` });
    await pair.getByRole('textbox', { name: `Prompt ${i + 1}` }).fill(prompt!);
    await pair.getByRole('textbox', { name: 'Matches' }).fill(match!);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'builder-matching-light-en.png') });
  await builder.getByRole('button', { name: 'Save the quiz' }).click();
  await expect(builder).toBeHidden();

  // Then imports an ordering question from GIFT (Moodle's ordering syntax).
  await page.getByRole('button', { name: 'Edit the quiz of Derivatives' }).click();
  await builder.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import questions' });
  await dialog.getByLabel('Questions (GIFT or Moodle XML)').fill(orderingGift);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('1 question in the file: 1 to import, 0 skipped.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 1 question' }).click();
  await expect(dialog).toBeHidden();
  await expect(builder.locator('#quiz-q2-text')).toHaveValue('Order the planets from the Sun.');

  // Exported as Moodle XML: both types, as Moodle writes them.
  await builder.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Moodle XML (.xml)' }).click();
  const file = await download;
  const xml = fs.readFileSync(await file.path(), 'utf8');
  expect(xml).toContain('<question type="matching">');
  expect(xml).toContain('<question type="ordering">');
  expect(xml).toContain('RELATIVE_NEXT_EXCLUDE_LAST');
  const quizId = Number(/parcours-quiz-(\d+)\.xml/.exec(file.suggestedFilename())?.[1]);
  const saved = await ok(await request.get(`/api/admin/quizzes/${quizId}`, { headers: auth(token) }));
  const [, matching, ordering] = saved.data.questions;
  expect(matching.answers.map((a: { answer: string; match: string }) => [a.answer, a.match])).toEqual(pairs);
  expect(ordering.answers.map((a: { answer: string }) => a.answer)).toEqual(planets);
  await builder.getByRole('button', { name: 'Cancel' }).click();

  // A learner: True (1); sin x -> cos x, x² -> -sin x, eˣ -> eˣ (2 of 3); Venus, Earth, Mars, Mercury (Venus-Earth
  // and Earth-Mars follow each other, Mars-Mercury does not: 2 of 3). 1 + 2/3 + 2/3 = 2.33 of 3.
  const learner = await enrolledLearner(request, course.id, 'arranged', 'a');
  await page.evaluate(() => localStorage.clear());
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(`/dashboard/student/courses/${course.id}`);
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  await page.getByTestId('quiz-question').getByLabel('True', { exact: true }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const question = page.getByTestId('quiz-question');
  await question.getByRole('combobox', { name: 'sin x' }).selectOption('cos x');
  await question.getByRole('combobox', { name: 'x²' }).selectOption('-sin x');
  await question.getByRole('combobox', { name: 'eˣ' }).selectOption('eˣ');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await putInOrder(page, question, ['Venus', 'Earth', 'Mars', 'Mercury'], 'Move “X” up');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'ordering-light-en.png') });
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-result-score')).toHaveText('Score: 2.33 out of 3');
  const items = page.getByRole('region', { name: 'Review your answers' }).getByTestId('quiz-review-item');
  await expect(items.nth(1)).toContainText('Partly right');
  await expect(items.nth(1)).toContainText('Correct match: 2x');
  await expect(items.nth(2)).toContainText('Your order');
  await expect(items.nth(2)).toContainText('Correct order');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'review-desktop-light-en.png'), fullPage: true });

  // In French, on a phone, dark: everything right this time, 3 of 3.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await page.getByRole('button', { name: 'Passer le quiz' }).click();
  const questions = page.getByTestId('quiz-question');
  await questions.nth(0).getByLabel('Vrai', { exact: true }).check();
  await questions.nth(1).getByRole('combobox', { name: 'sin x' }).selectOption('cos x');
  await questions.nth(1).getByRole('combobox', { name: 'x²' }).selectOption('2x');
  await questions.nth(1).getByRole('combobox', { name: 'eˣ' }).selectOption('eˣ');
  await putInOrder(page, questions.nth(2), planets, 'Monter « X »');
  await page.screenshot({ path: path.join(shots, 'ordering-phone-dark-fr.png'), fullPage: true });
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-result-score')).toHaveText('Score : 3 sur 3');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'review-phone-dark-fr.png'), fullPage: true });
});
