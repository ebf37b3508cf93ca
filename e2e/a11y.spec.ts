// axe-core scan of every page of the web app's foundation, in the light and the dark theme.
import type { Page } from '@playwright/test';
import {
  approve,
  ensureTheme,
  expect,
  logInThroughForm,
  newAdmin,
  registerLearner,
  seriousViolations,
  test,
} from './fixtures';

const themes = ['light', 'dark'] as const;
const guestPages = [
  '/',
  '/AboutUs',
  '/auth/login',
  '/auth/signup',
  '/auth/forget-password',
  '/auth/forget-password/email-confirmation',
  '/auth/password-set?token=abcdefghijklmnop',
  '/auth/password-set',
  '/403',
  '/404',
  '/500',
];
const adminPages = ['/dashboard/admin', '/dashboard/admin/users/all', '/dashboard/profile/settings'];

test.use({ reducedMotion: 'reduce' });

const axeScan = (page: Page) => seriousViolations(page, { heading: true, footer: true });

for (const theme of themes) {
  test(`guest pages have no serious or critical violation (${theme} theme)`, async ({ page }) => {
    test.setTimeout(150_000);
    const found: Record<string, string[]> = {};
    for (const path of guestPages) {
      await page.goto(path);
      await ensureTheme(page, theme);
      const violations = await axeScan(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}

test('form errors, signed-in pages and open menus have no serious or critical violation', async ({
  page,
  request,
}) => {
  const found: Record<string, string[]> = {};
  for (const theme of themes) {
    await page.goto('/auth/login');
    await ensureTheme(page, theme);
    await page.locator('main form button[type=submit]').click();
    await expect(page.getByText('Email is required')).toBeVisible();
    const violations = await axeScan(page);
    if (violations.length) found[`${theme} login with errors`] = violations;
  }

  // An admin of this test's own: the theme it sets is saved on the account.
  const own = await newAdmin(request, 'a11y.admin');
  await logInThroughForm(page, own.email, own.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  for (const theme of themes) {
    for (const path of adminPages) {
      await page.goto(path);
      await ensureTheme(page, theme);
      const violations = await axeScan(page);
      if (violations.length) found[`${theme} ${path}`] = violations;
    }
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    const menu = await axeScan(page);
    if (menu.length) found[`${theme} account menu`] = menu;
    await page.keyboard.press('Escape');
  }
  expect(found).toEqual({});
});

test('the learner set-up step and its account menu have no serious or critical violation', async ({
  page,
  request,
}) => {
  const learner = await registerLearner(request, 'a11y');
  await approve(request, learner.id);
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/second-step\/categories$/);
  const found: Record<string, string[]> = {};
  for (const theme of themes) {
    await page.goto('/second-step/categories');
    await ensureTheme(page, theme);
    const violations = await axeScan(page);
    if (violations.length) found[`${theme} set-up step`] = violations;
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    const menu = await axeScan(page);
    if (menu.length) found[`${theme} learner menu`] = menu;
    await page.keyboard.press('Escape');
  }
  expect(found).toEqual({});
});
