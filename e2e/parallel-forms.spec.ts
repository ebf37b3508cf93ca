// Parallel forms of a course quiz (docs/design/adaptive.md §5): an admin switches them on in the builder and
// gives each question a level, the preview says how the forms split; a learner's pretest asks one form only
// and says so; once the quiz is taken the switch holds. axe-core on the builder and the pretest.
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

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp/shots/parallel-forms');
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
// Levels set in the builder: basic, basic, advanced, advanced. Dealt by level then order A, B, A, B: form A is
// the first and third question, form B the second and fourth.
const questions = [
  'The sky is blue on a clear day.',
  'Water boils at 100 °C at sea level.',
  'Light travels faster than sound.',
  'Ice floats on water.',
];
const levels = ['Basic', 'Basic', 'Advanced', 'Advanced'];

test('an admin splits the course quiz into parallel forms; a learner’s pretest asks one form', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiLogin(request, admin.email, admin.password);
  const { id: courseId } = await createCourse(request, {
    name: 'Forms',
    description: 'A course whose pretest and post-test are parallel forms',
    units: [],
    courseQuiz: { questions: questions.map((question) => ({ question, type: 3, is_valid: 1 })) },
  });

  // The admin switches the forms on and sets the levels; the preview follows.
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto(`/dashboard/admin/courses/${courseId}/content`);
  await ensureTheme(page, 'light');
  await page.getByRole('button', { name: /^Course quiz/ }).click();
  const builder = page.getByRole('dialog', { name: 'Course quiz (pretest and post-test)' });
  await builder.getByRole('switch', { name: 'Parallel forms' }).check();
  await expect(builder.getByText('Form A: 2 questions (2 without level)')).toBeVisible();
  for (const [i, level] of levels.entries()) {
    await builder.getByRole('combobox', { name: 'Level' }).nth(i).click();
    await page.getByRole('option', { name: level, exact: true }).click();
    // The menu closes before the next select opens.
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(builder.getByRole('combobox', { name: 'Level' }).nth(i)).toHaveText(level);
  }
  await expect(builder.getByText('Form A: 2 questions (1 basic, 1 advanced)')).toBeVisible();
  await expect(builder.getByText('Form B: 2 questions (1 basic, 1 advanced)')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'builder-light.png') });
  await builder.getByRole('button', { name: 'Save the quiz' }).click();
  await expect(builder).toBeHidden();
  const saved = await ok(await request.get(`/api/admin/course-quiz/${courseId}`, { headers: auth(token) }));
  expect(saved.data.parallel_forms).toBe(true);
  expect(saved.data.questions.map((q: { level: string }) => q.level)).toEqual([
    'basic',
    'basic',
    'advanced',
    'advanced',
  ]);

  // A learner's pretest: the form their id gives (even: A), said above the questions.
  const learner = await enrolledLearner(request, courseId, 'forms');
  const form = learner.id % 2 === 0 ? [questions[0], questions[2]] : [questions[1], questions[3]];
  await page.evaluate(() => localStorage.clear());
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  await page.goto(`/dashboard/courses/prestest/${courseId}`);
  await expect(
    page.getByText(
      "This pretest asks half of the course quiz's questions; your post-test will ask the other half.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Questions' }).getByRole('button')).toHaveCount(2);
  await expect(page.getByTestId('quiz-question')).toContainText(form[0]!);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'pretest-light.png') });
  await page.getByTestId('quiz-question').getByLabel('True', { exact: true }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByTestId('quiz-question')).toContainText(form[1]!);
  await page.getByTestId('quiz-question').getByLabel('True', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-result-score')).toHaveText('Score: 2 out of 2');

  // Taken: the switch holds, and the builder says why.
  await page.evaluate(() => localStorage.clear());
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto(`/dashboard/admin/courses/${courseId}/content`);
  await page.getByRole('button', { name: /^Course quiz/ }).click();
  await expect(builder.getByRole('switch', { name: 'Parallel forms' })).toBeDisabled();
  await expect(
    builder.getByText('The quiz has been taken: parallel forms can no longer be switched on or off.'),
  ).toBeVisible();
});
