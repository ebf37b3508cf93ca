// Dates follow the interface's language, not the browser's (docs/design/product.md §9): in French a learner types
// a birth date day first in a field that says JJ/MM/AAAA, it is stored as that day and shown back the same way;
// the catalogue's start-date filters take a French date and say so when it is not one.
import { apiLogin, approve, expect, logInThroughForm, newAdmin, registerLearner, test } from './fixtures';

test.use({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });

test('a learner enters their birth date in French, day first, and it is saved as that day', async ({
  page,
  request,
}) => {
  const learner = await registerLearner(request, 'dates');
  await approve(request, learner.id);
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/dashboard/profile');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  const field = page.getByLabel('Date de naissance');
  await expect(field).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
  // Registered on 2 January 2000 (fixtures): shown day first.
  await expect(field).toHaveValue('02/01/2000');
  await field.fill('');
  await field.pressSequentially('14032001');
  await expect(field).toHaveValue('14/03/2001');
  await page.getByTestId('save-profile').click();
  await expect(page.getByRole('alert').filter({ hasText: /profil/i })).toBeVisible();

  // Stored as 14 March 2001 at midnight UTC: 978307200 (1 January 2001) + 72 days of 86400 s.
  const token = await apiLogin(request, learner.email, learner.password);
  const profile = await request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(200);
  expect((await profile.json()).data.birth_date).toBe(978307200 + 72 * 86400);

  await page.reload();
  await expect(page.getByLabel('Date de naissance')).toHaveValue('14/03/2001');
});

test('the catalogue filters on a start date typed in French, and says when it is not a date', async ({
  page,
  request,
}) => {
  // An admin of the test's own (the catalogue is for signed-in learners and admins; the language is saved on it).
  const own = await newAdmin(request, 'dates.admin');
  await logInThroughForm(page, own.email, own.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/courses');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  const from = page.getByLabel('Début à partir du');
  await expect(from).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
  await from.pressSequentially('01052030');
  await expect(from).toHaveValue('01/05/2030');
  await expect(page).toHaveURL(/startFrom=2030-05-01/);

  const to = page.getByLabel('Début jusqu’au');
  await to.pressSequentially('31022030');
  await to.blur();
  await expect(page.getByText('Saisissez la date au format JJ/MM/AAAA.')).toBeVisible();
  await expect(page).not.toHaveURL(/startTo=/);
});
