// The newsletter's double opt-in in the browser: a visitor subscribes from the footer, opens the confirmation
// link of the mail, an admin sees the subscription confirmed on the subscribers page (desktop and phone, both
// themes), and the unsubscribe link of the mail works without logging in and erases the address.
import {
  expect,
  logInThroughForm,
  mailsTo,
  newAdmin,
  revealFooter,
  scanBothThemes,
  test,
  uniqueEmail,
} from './fixtures';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const shots = '/tmp/h15-learner-shots';
const linkIn = (text: string, page: 'confirm' | 'unsubscribe') =>
  text.match(new RegExp(`https?://\\S+/newsletter/${page}\\?token=[^\\s"'<>)]+`))?.[0];
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('subscribe from the footer, confirm from the mail, the admin sees it, unsubscribe in one click', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('newsletter');

  await page.goto('/');
  await revealFooter(page);
  const footer = page.locator('footer');
  await footer.getByLabel('Your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByTestId('newsletter-sent')).toContainText(
    'Unless this address is already subscribed, it will receive a link to confirm the subscription.',
  );
  await expect(footer).not.toContainText('not connected');

  await expect.poll(() => mailsTo(email).length).toBe(1);
  const mail = mailsTo(email)[0]!;
  expect(mail.subject).toBe('Confirm your subscription to the Parcours newsletter');
  const confirm = linkIn(mail.text, 'confirm');
  const unsubscribe = linkIn(mail.text, 'unsubscribe');
  expect(confirm, mail.text).toBeTruthy();
  expect(unsubscribe, mail.text).toBeTruthy();
  expect(mail.headers?.['List-Unsubscribe']).toMatch(
    /^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+>$/,
  );
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // The confirmation link: confirmed at once, and the page passes axe in both themes.
  await page.goto(pathOf(confirm!));
  const result = page.getByTestId('newsletter-link-result');
  await expect(result).toHaveText('Your subscription to the newsletter is confirmed.');
  expect(await scanBothThemes(page, () => expect(result).toBeVisible())).toEqual([]);
  await page.screenshot({ path: `${shots}/newsletter-confirmed.png`, fullPage: true });
  // Opened a second time, the used link says so.
  await page.goto(pathOf(confirm!));
  await expect(result).toHaveText(
    'This link is invalid or has expired. Subscribe again to receive a new one.',
  );

  // The admin's list: the address is confirmed.
  const account = await newAdmin(request, 'newsletter-admin');
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const adminPage = await context.newPage();
  await logInThroughForm(adminPage, account.email, account.password);
  await expect(adminPage).toHaveURL(/\/dashboard\/admin$/);
  await adminPage.getByRole('link', { name: 'Newsletter', exact: true }).first().click();
  await expect(adminPage).toHaveURL(/\/dashboard\/admin\/newsletter$/);
  await adminPage.getByLabel('Search an address').fill(email);
  const row = adminPage.getByTestId('subscriber');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Confirmed');
  expect(await scanBothThemes(adminPage, () => expect(row).toBeVisible())).toEqual([]);
  await adminPage.screenshot({ path: `${shots}/newsletter-admin-desktop.png`, fullPage: true });
  for (const theme of ['light', 'dark'] as const) {
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await expect(row).toHaveCount(1);
    // Measured once the page has laid itself out again for the phone width (the table turns into cards).
    await expect
      .poll(() => adminPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: theme,
      })
      .toBeLessThanOrEqual(0);
    await adminPage.screenshot({ path: `${shots}/newsletter-admin-phone-${theme}.png`, fullPage: true });
    await adminPage.getByTestId('theme-toggle').click();
  }

  // The unsubscribe link of the mail, without any session.
  const visitor = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 390, height: 844 },
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(pathOf(unsubscribe!));
  await expect(visitorPage.getByTestId('newsletter-link-result')).toHaveText(
    'You are unsubscribed from the newsletter and your address is erased.',
  );
  expect(
    await scanBothThemes(visitorPage, () =>
      expect(visitorPage.getByTestId('newsletter-link-result')).toBeVisible(),
    ),
  ).toEqual([]);
  await visitorPage.screenshot({ path: `${shots}/newsletter-unsubscribed-phone.png`, fullPage: true });
  await visitor.close();

  // The admin searches again: the address is gone.
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.reload();
  await adminPage.getByLabel('Search an address').fill(email);
  await expect(adminPage.getByText('No subscription matches.')).toBeVisible();
  await context.close();
});
