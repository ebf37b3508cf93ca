// Journeys of the admin's user management: approving a pending learner from the pending tab, and adding a
// user with a picture who then sets a password from the invitation mail and logs in.
import type { Page } from '@playwright/test';
import { admin, expect, logInThroughForm, mailsTo, registerLearner, test, uniqueEmail } from './fixtures';

/** A small valid PNG (the server re-encodes pictures, so it must be a real image). */
const pngPicture = {
  name: 'portrait.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function logOut(page: Page) {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('an admin approves a pending learner from the pending tab, who can then log in', async ({
  page,
  request,
}) => {
  const learner = await registerLearner(request, 'approve');

  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto('/dashboard/admin/users');
  await expect(page).toHaveURL(/\/dashboard\/admin\/users\/all$/);

  // At least this learner waits: the pending tab carries the count.
  const pendingTab = page.getByTestId('tab-pending');
  await expect(pendingTab).toHaveAttribute('aria-label', /Pending, \d+ accounts? waits? for approval/);
  await expect(page.getByTestId('pending-badge')).toHaveText(/^[1-9]\d*$/);
  await pendingTab.click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/users\/pending$/);

  await page.getByLabel('Search by name or e-mail').fill(learner.email);
  const row = page.getByTestId(`user-row-${learner.id}`);
  await expect(row).toContainText(learner.email);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Student');
  await expect(row.getByRole('button', { name: /^Suspend/ })).toHaveCount(0);

  await row.getByRole('button', { name: `Approve ${learner.firstName} Ben Salah` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this account?' });
  await expect(dialog).toContainText(learner.email);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The account is approved.' })).toBeVisible();
  // Approved, the account leaves the pending list and shows as active in the accepted one.
  await expect(row).toHaveCount(0);
  await page.getByTestId('tab-accepted').click();
  await page.getByLabel('Search by name or e-mail').fill(learner.email);
  await expect(page.getByTestId(`user-row-${learner.id}`)).toContainText('Active');

  await logOut(page);
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/second-step\/categories$/);
});

test('an admin adds a user with a picture; the invitation link sets the password and the user logs in', async ({
  page,
}) => {
  const email = uniqueEmail('invited');
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto('/dashboard/admin/users/all');
  await page.getByRole('link', { name: 'Add a user' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/addUser$/);

  // The docs/design/product.md §5 messages first.
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Age is required')).toBeVisible();

  const form = page.getByTestId('user-form');
  await form.getByLabel('First name').fill('Yasmine');
  await form.getByLabel('Last name').fill('Karoui');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Date of birth').fill('15/06/1998');
  await form.getByLabel('Major (field of study)').fill('Mathematics');
  await form.getByLabel('Role').selectOption({ label: 'Student' });
  await form.getByLabel('Language').selectOption({ label: 'English' });
  await page.getByTestId('picture-input').setInputFiles(pngPicture);
  await expect(page.getByTestId('picture-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Create the account' }).click();

  const created = page.getByTestId('user-created');
  await expect(created).toContainText('The account of Yasmine Karoui is created.');
  await expect(created).toContainText(`The new user will receive an e-mail at ${email} to set a password.`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The account is created and an invitation was sent.' }),
  ).toBeVisible();

  // The list shows the account, accepted, with its picture.
  await page.goto('/dashboard/admin/users/all');
  await page.getByLabel('Search by name or e-mail').fill(email);
  const row = page.locator('tr', { hasText: email });
  await expect(row).toContainText('Active');
  await expect(row.locator('img')).toHaveAttribute('src', /\/media\//);

  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  const mail = mailsTo(email).at(-1)!;
  const link = mail.text.match(/https?:\/\/\S+password-set\?token=[^\s"'<>)]+/)?.[0];
  expect(link, mail.text).toBeTruthy();

  await logOut(page);
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/password-set\?token=/);
  const password = 'Invited-Passw0rd';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the new password').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByTestId('password-set-done')).toContainText('Your password is set');

  await logInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/second-step\/categories$/);
  await expect(page.getByTestId('account-menu').locator('img')).toHaveAttribute('src', /\/media\//);
});
