// Journey: forgotten password -> mail in the outbox -> password-set page -> log in with the new password.
import { approve, expect, logInThroughForm, mailsTo, registerLearner, test } from './fixtures';

test('a learner sets a new password from the mailed link and logs in with it', async ({ page, request }) => {
  const learner = await registerLearner(request, 'reset');
  await approve(request, learner.id);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forget-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  // The page's code may still be settling: type until the field keeps the address.
  const email = page.getByLabel('E-mail', { exact: true });
  await expect(async () => {
    await email.fill(learner.email);
    await expect(email).toHaveValue(learner.email, { timeout: 1000 });
  }).toPass();
  await page.waitForLoadState('networkidle');
  await expect(email).toHaveValue(learner.email);
  await page.getByRole('button', { name: 'Send the link' }).click();

  await expect(page).toHaveURL(/\/auth\/forget-password\/email-confirmation$/);
  await expect(page.getByTestId('email-confirmation')).toContainText(learner.email);

  await expect.poll(() => mailsTo(learner.email).length).toBeGreaterThan(0);
  const mail = mailsTo(learner.email).at(-1)!;
  const link = mail.text.match(/https?:\/\/\S+password-set\?token=[^\s"'<>)]+/)?.[0];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/password-set\?token=/);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  const newPassword = 'Brand-New-Passw0rd';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByTestId('password-set-done')).toContainText('Your password is set');

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Another-Passw0rd');
  await page.getByLabel('Confirm the new password').fill('Another-Passw0rd');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();

  await logInThroughForm(page, learner.email, learner.password);
  await expect(page.getByTestId('form-error')).toHaveText('Login failed');

  await logInThroughForm(page, learner.email, newPassword);
  await expect(page).toHaveURL(/\/second-step\/categories$/);
});
