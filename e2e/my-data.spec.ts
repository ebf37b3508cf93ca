// A learner downloads everything Parcours holds about them, then deletes their own account from Settings:
// a wrong password is refused in their language, the right one logs them out and the account cannot log in.
import fs from 'node:fs';
import { approve, expect, logInThroughForm, registerLearner, scanBothThemes, test } from './fixtures';

test('a learner downloads their data and deletes their account', async ({ page, request }) => {
  const learner = await registerLearner(request, 'my-data');
  await approve(request, learner.id);
  await logInThroughForm(page, learner.email, learner.password);
  await page.waitForURL(/\/(dashboard|second-step)/);
  await page.goto('/dashboard/profile/settings');
  const section = page.getByRole('region', { name: /Your data/ });
  await expect(section).toBeVisible();
  expect(await scanBothThemes(page, () => section.waitFor())).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-my-data').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^parcours-my-data-\d{4}-\d\d-\d\d\.json$/);
  const doc = JSON.parse(fs.readFileSync((await download.path()) ?? '', 'utf8'));
  expect(doc.account).toMatchObject({ email: learner.email, first_name: learner.firstName });
  expect(doc.account.password_hash).toBeUndefined();
  expect(doc.sessions.length).toBeGreaterThan(0);

  await page.getByTestId('delete-my-account').click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByTestId('confirm-delete-account').click();
  await expect(dialog.getByText('The current password is not correct.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(learner.password);
  await dialog.getByTestId('confirm-delete-account').click();
  await page.waitForURL(/\/auth\/login/);
  await expect(
    page.getByText('Your account is deleted. Thank you for learning with Parcours.'),
  ).toBeVisible();

  const again = await request.post('/api/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(again.status()).toBe(401);
});
