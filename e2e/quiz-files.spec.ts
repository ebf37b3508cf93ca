// Quiz files in the builder: an admin imports a real-world GIFT bank (preview per question, what is skipped
// and what is not kept), then exports the course quiz as GIFT and Moodle XML. axe-core in both themes.
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

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const algebra = path.join(repoRoot, 'packages/shared/src/quiz-formats/fixtures/algebra.gift');
const shots = path.join(repoRoot, '.tmp/shots/quiz-files');
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('an admin imports a GIFT bank into the course quiz and exports it in both formats', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, admin.email, admin.password);
  const stamp = Date.now().toString(36);
  const category = await ok(
    await request.post('/api/categories/create-category', {
      headers: auth(token),
      data: { title: `Files category ${stamp}` },
    }),
  );
  const course = await ok(
    await request.post('/api/admin/create-course', {
      headers: auth(token),
      data: {
        title: `Files course ${stamp}`,
        description: 'A course whose quiz comes from a file',
        status: 'published', // built by the test's set-up, not through the publishing checks
        category_id: category.data.id,
        language: 'fr',
        is_paid: false,
        facilitator: 'Ada Lovelace',
        is_public: true,
        teaching_type: 'online',
        link: 'https://meet.example.org/files',
        is_sequential: false,
      },
    }),
  );

  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto(`/dashboard/admin/courses/${course.data.id}/content`);
  await ensureTheme(page, 'light');
  await page.getByRole('button', { name: /^Course quiz/ }).click();
  const builder = page.getByRole('dialog', { name: 'Course quiz (pretest and post-test)' });
  await expect(builder.getByRole('button', { name: 'Export' })).toBeDisabled();
  await builder.getByRole('button', { name: 'Import' }).click();

  const dialog = page.getByRole('dialog', { name: 'Import questions' });
  await dialog.locator('#quiz-import-file').setInputFiles(algebra);
  await expect(dialog.getByText('From the file algebra.gift')).toBeVisible();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  // Hand count of algebra.gift: 15 questions, 13 savable (the short answer, the matching and the numerical
  // question among them); the essay and the description are skipped.
  await expect(dialog.getByText('15 questions in the file: 13 to import, 2 skipped.')).toBeVisible();
  const items = dialog.getByTestId('import-question');
  await expect(items).toHaveCount(15);
  await expect(items.nth(0)).toContainText('Quelle est la solution de 2x + 3 = 7 ?');
  await expect(items.nth(0)).toContainText('The category “top/Algèbre/Équations” is not kept.');
  await expect(items.nth(4)).toContainText('The file “pi circle.png” is not kept');
  await expect(items.nth(7)).toContainText('Name the operation that undoes addition.');
  await expect(items.nth(7)).toContainText('subtraction');
  await expect(items.nth(8)).toContainText('Match each function with its derivative.');
  await expect(items.nth(10)).toContainText('Parcours has no “description” questions');
  expect(await seriousViolations(page)).toEqual([]);
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, 'import-preview.png') });

  await dialog.getByRole('button', { name: 'Import 13 questions' }).click();
  await expect(dialog).toBeHidden();
  await expect(builder.locator('#quiz-q0-text')).toHaveValue('Quelle est la solution de 2x + 3 = 7 ?');
  await expect(builder.locator('#quiz-q6-text')).toHaveValue('Name the operation that undoes addition.');
  await expect(builder.locator('#quiz-q7-text')).toHaveValue('Match each function with its derivative.');
  await expect(builder.locator('#quiz-q8-text')).toHaveValue('What is √16?');
  await expect(builder.locator('#quiz-q12-text')).toHaveValue(
    'Le mot « 数学 » signifie mathématiques en japonais et en chinois. 🧮',
  );
  await page.screenshot({ path: path.join(shots, 'builder-after-import.png') });

  for (const [item, name] of [
    ['GIFT (.gift)', /^parcours-quiz-\d+\.gift$/],
    ['Moodle XML (.xml)', /^parcours-quiz-\d+\.xml$/],
  ] as const) {
    await builder.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(name);
    const text = fs.readFileSync(await file.path(), 'utf8');
    expect(text).toContain('Le mot « 数学 » signifie mathématiques');
    // The short answer and the numerical question, written as each format writes them.
    if (item.startsWith('GIFT')) {
      expect(text).toContain('{=subtraction =minus}');
      expect(text).toContain('{#4}');
      expect(text).toContain('=sin x -> cos x');
    } else {
      expect(text).toContain('<question type="shortanswer">');
      expect(text).toContain('<question type="numerical">');
      expect(text).toContain('<question type="matching">');
    }
  }

  // The preview in the dark theme (the theme toggle sits behind the dialogs).
  await builder.getByRole('button', { name: 'Cancel' }).click();
  await ensureTheme(page, 'dark');
  await page.getByRole('button', { name: /^Course quiz/ }).click();
  await builder.getByRole('button', { name: 'Import' }).click();
  await dialog.locator('#quiz-import-file').setInputFiles(algebra);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(items).toHaveCount(15);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'import-preview-dark.png') });
});
