// axe-core scan of the users and profile pages (lists, dialog, add and edit forms with errors, profile,
// settings) in the light and the dark theme: no serious or critical violation.
import type { Page } from '@playwright/test';
import {
  ensureTheme,
  expect,
  logInThroughForm,
  newAdmin,
  registerLearner,
  seriousViolations,
  test,
} from './fixtures';

test.use({ reducedMotion: 'reduce' });

const axeScan = (page: Page) => seriousViolations(page, { heading: true });

test('users and profile pages have no serious or critical violation in either theme', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const learner = await registerLearner(request, 'a11y-users');
  const found: Record<string, string[]> = {};
  let theme: 'light' | 'dark' = 'light';
  const scan = async (name: string) => {
    await ensureTheme(page, theme);
    const violations = await axeScan(page);
    if (violations.length) found[name] = violations;
  };

  // An admin of this test's own: the theme it sets is saved on the account.
  const own = await newAdmin(request, 'a11y.users');
  await logInThroughForm(page, own.email, own.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  for (theme of ['light', 'dark'] as const) {
    for (const tab of ['all', 'pending', 'accepted']) {
      await page.goto(`/dashboard/admin/users/${tab}`);
      await expect(page.locator('table tbody tr').first()).toBeVisible();
      await scan(`${theme} users/${tab}`);
    }
    await page.goto('/dashboard/admin/users/pending');
    await page.getByLabel('Search by name or e-mail').fill(learner.email);
    await page.getByTestId(`user-row-${learner.id}`).getByTestId('action-reject').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(`${theme} reject dialog`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/dashboard/admin/addUser');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await scan(`${theme} addUser with errors`);

    await page.goto(`/dashboard/admin/users/${learner.id}`);
    await expect(page.getByTestId('user-form')).toBeVisible();
    await scan(`${theme} edit user`);

    await page.goto('/dashboard/admin/users/999999');
    await expect(page.getByText('User not found')).toBeVisible();
    await scan(`${theme} edit missing user`);

    await page.goto('/dashboard/profile');
    await expect(page.getByTestId('profile-name')).toBeVisible();
    await scan(`${theme} profile`);

    await page.goto('/dashboard/profile/settings');
    await expect(page.getByTestId('password-form')).toBeVisible();
    await scan(`${theme} settings`);
  }
  expect(found).toEqual({});
});
