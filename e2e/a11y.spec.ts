// axe-core scan of every page of the web app's foundation, in the light and the dark theme.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  admin,
  approve,
  ensureTheme,
  expect,
  logInThroughForm,
  registerLearner,
  revealFooter,
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

async function seriousViolations(page: Page) {
  // Every page has a level-one heading once its code has loaded.
  await page.locator('h1').first().waitFor();
  await revealFooter(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of themes) {
  test(`guest pages have no serious or critical violation (${theme} theme)`, async ({ page }) => {
    test.setTimeout(150_000);
    const found: Record<string, string[]> = {};
    for (const path of guestPages) {
      await page.goto(path);
      await ensureTheme(page, theme);
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}

test('form errors, signed-in pages and open menus have no serious or critical violation', async ({
  page,
}) => {
  const found: Record<string, string[]> = {};
  for (const theme of themes) {
    await page.goto('/auth/login');
    await ensureTheme(page, theme);
    await page.locator('main form button[type=submit]').click();
    await expect(page.getByText('Email is required')).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length) found[`${theme} login with errors`] = violations;
  }

  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  for (const theme of themes) {
    for (const path of adminPages) {
      await page.goto(path);
      await ensureTheme(page, theme);
      const violations = await seriousViolations(page);
      if (violations.length) found[`${theme} ${path}`] = violations;
    }
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    const menu = await seriousViolations(page);
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
    const violations = await seriousViolations(page);
    if (violations.length) found[`${theme} set-up step`] = violations;
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    const menu = await seriousViolations(page);
    if (menu.length) found[`${theme} learner menu`] = menu;
    await page.keyboard.press('Escape');
  }
  expect(found).toEqual({});
});
