// Journey: a learner signs up, waits for approval, is approved by the admin, logs in, is sent to the first
// step of the learner flow, changes language and theme (both survive a reload), and logs out.
import { approve, expect, findUserId, logInThroughForm, test, uniqueEmail } from './fixtures';

test('sign up, approval, log in, preferences that persist, log out', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  const password = 'Learner-Passw0rd';

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/auth\/signup$/);

  await page.getByLabel('First name').fill('Amal');
  await page.getByLabel('Last name').fill('Ben Salah');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Date of birth').fill('12/04/2001');
  await page.getByLabel('Major (field of study)').fill('Computer science');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).last().click();

  const pending = page.getByTestId('signup-pending');
  await expect(pending).toContainText('Your account awaits approval');
  await expect(pending).toContainText('Amal');

  // Before approval the API refuses the login and the form shows its message.
  await logInThroughForm(page, email, password);
  await expect(page.getByTestId('form-error')).toHaveText('Your account is not approved yet');

  await approve(request, await findUserId(request, email));

  await logInThroughForm(page, email, password);
  // A learner with no course is sent to the first step: choose a category.
  await expect(page).toHaveURL(/\/second-step\/categories$/);
  await expect(page.getByRole('heading', { name: 'Choose a category', exact: true })).toBeVisible();

  // The courses link is there for a learner, but disabled while they have no course.
  const coursesLink = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Courses' });
  await expect(coursesLink).toHaveAttribute('aria-disabled', 'true');
  await coursesLink.click({ force: true });
  await expect(page).toHaveURL(/\/second-step\/categories$/);

  // The account menu: name, role, dashboard disabled (no course yet).
  await page.getByTestId('account-menu').click();
  await expect(page.getByTestId('account-popover')).toContainText('Amal Ben Salah');
  await expect(page.getByTestId('role-label')).toHaveText('Student');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // Language and theme.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Choisissez une catégorie', exact: true })).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();
  await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
  await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
  const darkBackground = await background();
  expect(darkBackground).toBe('rgb(3, 6, 20)');
  expect(darkBackground).not.toBe(lightBackground);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
  expect(await background()).toBe('rgb(3, 6, 20)');
  await expect(page).toHaveURL(/\/second-step\/categories$/);

  // Log out: back to the login page, still in French, and the stored session is gone.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Inscription' }).first()).toBeVisible();
  await page.goto('/second-step/categories');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
