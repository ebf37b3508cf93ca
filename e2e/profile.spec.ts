// Journey: a learner edits their profile with a new picture and sees it in the top bar; their theme and
// language choices, from the settings page or the top bar, are saved on the account and come back at log-in.
import { apiLogin, approve, expect, logInThroughForm, registerLearner, test } from './fixtures';

/** A small valid PNG (the server re-encodes pictures, so it must be a real image). */
const pngPicture = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('a learner edits their profile and picture, and the top bar avatar follows', async ({
  page,
  request,
}) => {
  const learner = await registerLearner(request, 'profile');
  await approve(request, learner.id);
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/second-step\/categories$/);
  const avatar = page.getByTestId('account-menu').locator('img');
  await expect(avatar).not.toHaveAttribute('src', /\/media\//);

  await page.goto('/dashboard/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Amal Ben Salah');
  await page.getByLabel('First name').fill('Amani');
  await page.getByLabel('Major (field of study)').fill('Data science');
  await page.getByTestId('picture-input').setInputFiles(pngPicture);
  await expect(page.getByTestId('picture-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Save my details' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Your profile is updated.' })).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Amani Ben Salah');
  await expect(page.getByTestId('profile-major')).toHaveText('Data science');
  await expect(avatar).toHaveAttribute('src', /\/media\//);
  await page.getByTestId('account-menu').click();
  await expect(page.getByTestId('account-popover')).toContainText('Amani Ben Salah');
  await page.keyboard.press('Escape');

  // The session survives a reload with the new details.
  await page.reload();
  await expect(avatar).toHaveAttribute('src', /\/media\//);
  await expect(page.getByTestId('profile-name')).toHaveText('Amani Ben Salah');

  // Preferences apply at once and are saved on the account.
  await page.goto('/dashboard/profile/settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(3, 6, 20)');
  await expect(page.getByRole('alert').filter({ hasText: 'Your preferences are saved.' })).toBeVisible();
  await page.getByRole('radio', { name: 'Français' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Paramètres du compte', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Vos préférences sont enregistrées.' }),
  ).toBeVisible();

  const token = await apiLogin(request, learner.email, learner.password);
  const profile = await request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
  const saved = (await profile.json()).data;
  expect(saved).toMatchObject({ first_name: 'Amani', major: 'Data science', theme: 'dark', language: 'fr' });
  expect(saved.media).toHaveLength(1);
});

test('the top bar saves the language and theme on the account, and they come back at the next log-in', async ({
  page,
  request,
}) => {
  const learner = await registerLearner(request, 'top-bar-prefs');
  await approve(request, learner.id);
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/second-step\/categories$/);
  await expect(page.getByRole('heading', { name: 'Choose a category', exact: true })).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const token = await apiLogin(request, learner.email, learner.password);
  const account = async () => {
    const profile = await request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
    const { language, theme } = (await profile.json()).data;
    return { language, theme };
  };

  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Choisissez une catégorie', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
  await expect.poll(background).toBe('rgb(3, 6, 20)');
  await expect.poll(account).toEqual({ language: 'fr', theme: 'dark' });

  // The session comes back after a reload in the same language and theme.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choisissez une catégorie', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();

  // Signed out, the choices stay on this device only.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Switch to the light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(background).not.toBe('rgb(3, 6, 20)');
  expect(await account()).toEqual({ language: 'fr', theme: 'dark' });

  // Logging in again brings back the account's language and theme.
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/second-step\/categories$/);
  await expect(page.getByRole('heading', { name: 'Choisissez une catégorie', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect.poll(background).toBe('rgb(3, 6, 20)');
});

test('changing the password needs the current one', async ({ page, request }) => {
  const learner = await registerLearner(request, 'password');
  await approve(request, learner.id);
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/second-step\/categories$/);
  await page.goto('/dashboard/profile/settings');

  await page.getByLabel('Current password').fill('Wrong-Passw0rd');
  await page.getByLabel('New password', { exact: true }).fill('Changed-Passw0rd');
  await page.getByLabel('Confirm the new password').fill('Changed-Passw0rd');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();

  await page.getByLabel('Current password').fill(learner.password);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your password is changed. Your other sessions are logged out.' }),
  ).toBeVisible();
  // This session stays open; the new password is the one that works now.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/profile\/settings$/);
  const response = await request.post('/api/login', {
    data: { email: learner.email, password: 'Changed-Passw0rd' },
  });
  expect(response.status()).toBe(200);
});
