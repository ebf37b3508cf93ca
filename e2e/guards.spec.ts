// The route guards of docs/design/product.md §4 as a visitor, a learner and an admin meet them.
import { admin, approve, expect, logInThroughForm, registerLearner, test } from './fixtures';

test('a visitor is sent to login from signed-in pages, and unknown paths show the 404 page', async ({
  page,
}) => {
  await page.goto('/dashboard/admin/users');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Short addresses of mails and bookmarks reach their auth page, query string included.
  await page.goto('/password-set?token=abcdefghijklmnop');
  await expect(page).toHaveURL(/\/auth\/password-set\?token=abcdefghijklmnop$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a learner meets the forbidden page on admin pages and the learner flow elsewhere', async ({
  page,
  request,
}) => {
  const learner = await registerLearner(request, 'guards');
  await approve(request, learner.id);
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/second-step\/categories$/);

  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText('You are not allowed to access this page')).toBeVisible();

  for (const path of ['/dashboard/student', '/courses', '/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/second-step\/categories$/);
  }
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/second-step\/categories$/);
});

test('an admin lands on the admin dashboard and sees the admin sidebar', async ({ page }) => {
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
  for (const name of [
    'Dashboard',
    'Users',
    'Categories',
    'Manage courses',
    'User metrics',
    'Account settings',
  ]) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await sidebar.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/users\/all$/);
  await page.goto('/second-step/categories');
  await expect(page).toHaveURL(/\/403$/);
});
