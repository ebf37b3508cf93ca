// Sign-in that no stranger can block (docs/security.md, "Accounts"), in a real browser: a login leaves an
// HttpOnly browser cookie; a stranger guessing the account's password from the same address makes that address
// (and any browser the account does not know) wait, while the owner's browser signs in at once.
import { approve, expect, logInThroughForm, registerLearner, test } from './fixtures';

test('a stranger guessing from the same address does not keep the owner out of their own browser', async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const learner = await registerLearner(request, 'known-browser');
  await approve(request, learner.id);

  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'parcours_browser');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
  // the page's scripts cannot read it
  expect(await page.evaluate(() => document.cookie)).not.toContain('parcours_browser');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // a stranger on the same address (every request here comes from 127.0.0.1) guesses the password; the delay
  // after the 3rd failure doubles with each further one: 2 s, 4 s, then 8 s left to wait
  const stranger = await playwright.request.newContext({ baseURL });
  const guess = async (i: number) =>
    (
      await stranger.post('/api/login', { data: { email: learner.email, password: `Wrong-Guess-${i}` } })
    ).status();
  const answers = [await guess(1), await guess(2), await guess(3), await guess(4)];
  expect(answers).toEqual([401, 401, 401, 429]);
  await page.waitForTimeout(2_100);
  expect(await guess(5)).toBe(401);
  await page.waitForTimeout(4_100);
  expect(await guess(6)).toBe(401);
  await stranger.dispose();

  // another browser on that address waits, and is told so
  const unknown = await browser.newContext();
  try {
    const other = await unknown.newPage();
    await logInThroughForm(other, learner.email, learner.password);
    await expect(other.getByText(/Too many attempts\. Please try again in \d+ seconds\./)).toBeVisible();
    await expect(other).toHaveURL(/\/auth\/login/);
  } finally {
    await unknown.close();
  }

  // the owner's browser is not slowed
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
});
