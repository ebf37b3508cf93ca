// A course's gradebook (docs/design/contract.md §7): an admin opens it from the course content page and reads each
// learner's pretest and learning-object quiz, switches to the last attempt, searches, and downloads the CSV; in
// French and dark on a 390 px phone each learner is a card. axe-core finds nothing serious.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { ensureTheme, expect, logInThroughForm, newAdmin, ok, seriousViolations, test } from './fixtures';
import { createCourse, enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp/shots/gradebook');

/** Starts and submits a quiz as the learner: true or false to its one true/false question. */
async function take(
  request: APIRequestContext,
  headers: { Authorization: string },
  quizId: number,
  truth: boolean,
  lo: boolean,
) {
  const started = await ok(await request.get(`/api/user/quiz/${quizId}`, { headers }));
  const question = started.data.quiz.questions[0];
  await ok(
    await request.post(`/api/user/${lo ? 'lo-quiz' : 'quiz'}/submit/${quizId}`, {
      headers,
      data: { answers: [{ question_id: question.id, answer: [truth ? '1' : '0'] }] },
    }),
  );
}

test('an admin reads a course’s gradebook, best and last attempts, and downloads it as CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  fs.mkdirSync(shots, { recursive: true });
  const course = await createCourse(request, {
    name: 'Graded',
    description: 'A course whose learners are graded',
    units: [
      {
        title: 'Light',
        learningObjects: [{ title: 'Refraction', type: 'concrete' }],
        quizQuestions: [{ question: 'Light bends in water.', type: 3, is_valid: 1 }],
      },
    ],
    courseQuiz: { questions: [{ question: 'Light is a wave.', type: 3, is_valid: 1 }] },
  });
  const ada = await enrolledLearner(request, course.id, 'gradebook-ada', 'a');
  const bob = await enrolledLearner(request, course.id, 'gradebook-bob', 'b');
  const contentOf = async () =>
    (await ok(await request.get(`/api/courses/${course.id}/content`, { headers: ada.headers }))).data;
  const courseQuizId: number = (await contentOf()).quiz.id;
  // Ada: pretest right (100); the Refraction quiz (open once the pretest is taken) right (100), then wrong (0):
  // best 100, last 0.
  await take(request, ada.headers, courseQuizId, true, false);
  const loQuizId: number = (await contentOf()).units[0].learning_objects[0].quiz.id;
  await take(request, ada.headers, loQuizId, true, true);
  await take(request, ada.headers, loQuizId, false, true);
  // Bob: pretest wrong (0).
  await take(request, bob.headers, courseQuizId, false, false);

  // An admin of the test's own: switching to French below is saved on the account, which other tests share.
  const staff = await newAdmin(request, 'gradebook-admin');
  await logInThroughForm(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto(`/dashboard/admin/courses/${course.id}/content`);
  await ensureTheme(page, 'light');
  await page.getByRole('link', { name: 'Gradebook' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/admin/courses/${course.id}/gradebook$`));
  const rows = page.getByTestId('gradebook-row');
  await expect(rows).toHaveCount(2);
  const adaRow = rows.filter({ hasText: ada.email });
  await expect(adaRow).toContainText('100% (Passed · Score 1 / 1 · 2 attempts)');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'gradebook-light-en.png'), fullPage: true });

  // The last attempt of the Refraction quiz: 0.
  await page.getByRole('button', { name: 'Last attempt' }).click();
  await expect(adaRow).toContainText('0% (Failed · Score 0 / 1 · 2 attempts)');
  // A search keeps Bob only.
  await page.getByRole('searchbox', { name: 'Search a learner (name or e-mail)' }).fill(bob.email);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(bob.email);
  await page.getByRole('searchbox', { name: 'Search a learner (name or e-mail)' }).fill('');
  await expect(rows).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  const csv = fs.readFileSync(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFLast name,First name,E-mail,Status,Progress (%),Mastered objects,Pretest (%),Refraction (%),Post-test (%)',
  );
  expect(csv).toContain(`,${ada.email},`);

  // French, dark, a phone: one card per learner, nothing wider than the screen.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await ensureTheme(page, 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Télécharger le CSV' })).toBeVisible();
  await expect(rows).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'gradebook-phone-dark-fr.png'), fullPage: true });
});
