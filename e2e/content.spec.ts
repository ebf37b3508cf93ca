import path from 'node:path';
// The course editor: an admin builds a unit with a learning object, two sections (the second moved up), a
// titled image and a quiz; then an enrolled learner reads it in the course viewer and takes the learning
// object's quiz. axe-core on each page.
import type { Page } from '@playwright/test';
import { admin, apiLogin, expect, logInThroughForm, ok, seriousViolations, test } from './fixtures';
import { enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
// A 1x1 PNG: the server decides the kind of a file from its bytes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const shots = path.resolve('.tmp/shots/content');
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function chooseOption(page: Page, field: string, option: string) {
  await page.locator(field).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin builds a unit and its quiz; a learner reads it and takes the quiz', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const stamp = Date.now().toString(36);
  const category = await ok(
    await request.post('/api/categories/create-category', {
      headers: auth(adminToken),
      data: { title: `Content category ${stamp}` },
    }),
  );
  const course = await ok(
    await request.post('/api/admin/create-course', {
      headers: auth(adminToken),
      data: {
        title: `Editor course ${stamp}`,
        description: 'A course built in the editor',
        status: 'published', // built by the test's set-up, not through the publishing checks
        category_id: category.data.id,
        language: 'en',
        is_paid: false,
        facilitator: 'Ada Lovelace',
        is_public: true,
        teaching_type: 'online',
        link: 'https://meet.example.org/editor',
        is_sequential: false,
        // This journey is about the editor and the viewer: the course has no course quiz, so its content
        // does not wait for a pretest.
        content_requires_pretest: false,
      },
    }),
  );
  const courseId = course.data.id;

  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto(`/dashboard/admin/courses/${courseId}/content`);
  await expect(page.getByRole('heading', { name: `Editor course ${stamp}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The unit form checks its fields with docs/design/product.md §5 messages.
  await page.getByRole('button', { name: 'Add a unit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('unit-save').click();
  await expect(dialog.getByText('Educational unit title is required')).toBeVisible();
  await expect(dialog.getByText('Section title is required')).toBeVisible();
  await expect(dialog.getByText('Select whether the section has a quiz')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Unit title').fill('Foundations');
  await chooseOption(page, '#unit-type', 'Basic');
  await dialog.locator('#unit-lo0-title').fill('Vectors');
  await chooseOption(page, '#unit-lo0-type', 'Concrete');
  await dialog.locator('#unit-lo0-s0-title').fill('What is a vector');
  await dialog.locator('#unit-lo0-s0-description').fill('A quantity with a size and a direction.');
  await dialog.locator('#unit-lo0-s0-duration').fill('15');
  await dialog.getByRole('radiogroup', { name: 'Does this section have a quiz?' }).getByLabel('Yes').check();
  await dialog.locator('#unit-lo0-s0-externalUrl').fill('https://example.org/vectors');
  await dialog.locator('#unit-lo0-s0-externalUrlTitle').fill('More on vectors');
  await dialog
    .getByLabel('Media of section 1')
    .setInputFiles({ name: 'arrow.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByText('arrow.png')).toBeVisible();
  await dialog
    .getByRole('listitem')
    .filter({ hasText: 'arrow.png' })
    .getByLabel('Title (alt text)')
    .fill('An arrow pointing right');
  // A second section, moved before the first one.
  await dialog.getByRole('button', { name: 'Add a section' }).click();
  await dialog.locator('#unit-lo0-s1-title').fill('Why vectors matter');
  await dialog.locator('#unit-lo0-s1-description').fill('Forces and speeds have a direction too.');
  await dialog.locator('#unit-lo0-s1-duration').fill('5');
  await dialog
    .getByTestId('section-editor')
    .nth(1)
    .getByRole('radiogroup', { name: 'Does this section have a quiz?' })
    .getByLabel('No')
    .check();
  await expect(dialog.getByRole('button', { name: 'Move section 2 down' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Move section 2 up' }).click();
  await expect(dialog.locator('#unit-lo0-s0-title')).toHaveValue('Why vectors matter');
  await expect(dialog.getByRole('button', { name: 'Move section 1 up' })).toBeDisabled();
  await expect(dialog.getByTestId('section-editor').nth(1).getByLabel('Title (alt text)')).toHaveValue(
    'An arrow pointing right',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'unit-dialog-light');
  await dialog.getByTestId('unit-save').click();
  await expect(dialog).toBeHidden();
  const unitCard = page.getByTestId('unit-card').filter({ hasText: 'Foundations' });
  await expect(unitCard.getByTestId('lo-row')).toContainText('Vectors');
  await expect(unitCard.getByTestId('lo-row')).toContainText('2 sections');

  // The learning object's quiz: a BINARY question (the default) and a QCM one.
  await page.getByRole('button', { name: 'Edit the quiz of Vectors' }).click();
  const builder = page.getByRole('dialog');
  await builder.getByRole('button', { name: 'Add a question' }).click();
  await builder.locator('#quiz-q0-text').fill('A vector has a direction.');
  await builder.getByRole('radiogroup', { name: 'Correct answer' }).getByLabel('True').check();
  await builder.getByRole('button', { name: 'Add a question' }).click();
  await builder.locator('#quiz-q1-text').fill('Which are vectors?');
  await chooseOption(page, '#quiz-q1-type', 'Multiple choice (QCM)');
  await builder.locator('#quiz-q1-a0').fill('Velocity');
  await builder.locator('#quiz-q1-a1').fill('Temperature');
  await builder.getByRole('button', { name: 'Save the quiz' }).click();
  await expect(builder.getByText('Mark at least one answer as correct')).toBeVisible();
  await builder.getByLabel('Answer 1 is correct').check();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'quiz-builder-light');
  await builder.getByRole('button', { name: 'Save the quiz' }).click();
  await expect(builder).toBeHidden();
  await expect(unitCard.getByTestId('lo-row')).toContainText('2 questions');
  await shoot(page, 'editor-light');

  // The saved content, as the API returns it.
  const units = await ok(
    await request.get(`/api/admin/courses/${courseId}/units`, { headers: auth(adminToken) }),
  );
  const saved = units.data as unknown as {
    title: string;
    type: string;
    learning_objects: {
      sections: { title: string; position: number; has_quiz: boolean; duration: number; media: unknown[] }[];
      quiz: { questions: { type: number }[] };
    }[];
  }[];
  expect(saved[0]?.type).toBe('basic');
  const sections = saved[0]?.learning_objects[0]?.sections ?? [];
  expect(sections.map((s) => [s.title, s.position])).toEqual([
    ['Why vectors matter', 0],
    ['What is a vector', 1],
  ]);
  expect(sections[1]).toMatchObject({ has_quiz: true, duration: 15 });
  expect(sections[1]?.media).toMatchObject([{ title: 'An arrow pointing right' }]);
  expect(saved[0]?.learning_objects[0]?.quiz.questions.map((q) => q.type)).toEqual([3, 1]);

  // An enrolled learner with a learning-style result reads the course.
  const learner = await enrolledLearner(request, courseId, 'viewer', 'b');
  await page.evaluate(() => localStorage.clear());
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  await page.goto('/dashboard/student/courses');
  await page.getByRole('link', { name: `Open the course Editor course ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/student/courses/${courseId}$`));
  await expect(page.getByRole('heading', { name: 'Foundations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is a vector' })).toBeVisible();
  await expect(page.getByTestId('learning-object').locator('section h5')).toHaveText([
    'Why vectors matter',
    'What is a vector',
  ]);
  await expect(page.getByRole('img', { name: 'An arrow pointing right' })).toBeVisible();
  await expect(page.getByRole('figure').filter({ hasText: 'An arrow pointing right' })).toBeVisible();
  const link = page.getByRole('link', { name: /More on vectors/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByTestId('viewer-progress')).toContainText('0 of 1');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Take the quiz' }).click();
  await page.getByTestId('quiz-question').getByLabel('True', { exact: true }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByTestId('quiz-question').getByLabel('Velocity').check();
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-result-status')).toHaveText('Passed');
  await expect(page.getByTestId('viewer-progress')).toContainText('1 of 1');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'viewer-desktop-light');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Foundations' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'viewer-phone-dark');
});
