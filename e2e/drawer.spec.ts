// Journey on a phone-width screen: the top bar's links move into the side drawer.
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('the side drawer carries the navigation, login and signup on a phone', async ({ page }) => {
  await page.goto('/');
  const topNav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  await expect(topNav).toBeHidden();

  await page.getByRole('button', { name: 'Open the navigation menu' }).click();
  const drawer = page.getByTestId('nav-drawer');
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'About us' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sign up' })).toBeVisible();
  const width = await drawer.locator('.MuiDrawer-paper').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBe(240);

  await drawer.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/AboutUs$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('banner-title')).toHaveText('About us');

  await page.getByRole('button', { name: 'Open the navigation menu' }).click();
  await drawer.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  // The drawer closes with its own button too.
  await page.getByRole('button', { name: 'Open the navigation menu' }).click();
  await page.getByRole('button', { name: 'Close the navigation menu' }).click();
  await expect(drawer).toBeHidden();
});
