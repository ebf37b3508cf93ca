// Journey: a learner edits their profile with a new picture and sees it in the top bar; their theme and
// language choices are saved on the account.
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
