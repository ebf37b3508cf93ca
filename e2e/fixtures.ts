// Shared helpers of the browser tests: a client address per test, API shortcuts, the mail outbox.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const admin = { email: 'admin@parcours.test', password: 'Admin-Passw0rd!' };

let counter = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6)}@parcours.test`;
}

function randomAddress() {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': randomAddress() });
  },
});
export { expect };

function dataDir(): string {
  const dir = process.env.PARCOURS_E2E_DATA_DIR;
  if (!dir) throw new Error('PARCOURS_E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return dir;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The newsletter's `List-Unsubscribe` headers, on mails to subscribers. */
  headers?: Record<string, string>;
  created_at: string;
}

/** Mails written to DATA_DIR/outbox for one address, oldest first. */
export function mailsTo(address: string): OutboxMail[] {
  const dir = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.access_token as string;
}

export interface NewLearner {
  id: number;
  email: string;
  password: string;
  firstName: string;
}

/** Registers a learner through the API (pending). */
export async function registerLearner(request: APIRequestContext, prefix: string): Promise<NewLearner> {
  const learner = { email: uniqueEmail(prefix), password: 'Learner-Passw0rd', firstName: 'Amal' };
  const response = await request.post('/api/register', {
    data: {
      first_name: learner.firstName,
      last_name: 'Ben Salah',
      email: learner.email,
      birth_date: 946771200,
      major: 'Computer science',
      password: learner.password,
      password_confirmation: learner.password,
      role: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...learner, id: (await response.json()).data.user.id };
}

// Logins are limited per e-mail: each worker logs the seeded admin in through the API once every ten minutes and,
// when the limit is reached anyway (other workers, earlier runs), after the wait the API asks for.
let adminToken: { at: number; token: Promise<string> } | null = null;
/**
 * The seeded admin's access token, fetched once per worker and again after ten minutes: an access token lives
 * fifteen (ACCESS_TOKEN_SECONDS), and a full run on two busy cores lasts longer than that.
 */
export function adminApiToken(request: APIRequestContext): Promise<string> {
  if (adminToken && Date.now() - adminToken.at < 10 * 60_000) return adminToken.token;
  const token = (async () => {
    for (let i = 0; ; i++) {
      const response = await request.post('/api/login', { data: admin });
      if (response.status() !== 429 || i >= 2) {
        expect(response.status(), await response.text()).toBe(200);
        return (await response.json()).data.access_token as string;
      }
      const wait = Number((await response.json()).retry_after ?? 30);
      await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
    }
  })();
  adminToken = { at: Date.now(), token };
  return token;
}

/** POST as the seeded admin; the answer's `data`, after checking the call succeeded. */
export async function asAdmin(request: APIRequestContext, url: string, data?: unknown) {
  const response = await request.post(url, {
    data,
    headers: { Authorization: `Bearer ${await adminApiToken(request)}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()).data;
}

/** The admin approves an account through POST /api/admin/validate-user-account/{id}. */
export async function approve(request: APIRequestContext, userId: number) {
  const token = await adminApiToken(request);
  const response = await request.post(`/api/admin/validate-user-account/${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * An admin account of the test's own (created by the seeded admin, password chosen from the invitation mail),
 * for tests that change the account's own settings, such as its theme, while other tests use the seeded one.
 * `role` makes another kind of account the same way (4: a researcher).
 */
export async function newAdmin(request: APIRequestContext, prefix: string, role = 1) {
  return newAccount(request, prefix, role);
}

/** An account of `role` (1 admin, 2 instructor, 3 designer, 4 researcher) created by the seeded admin, its password set. */
export async function newAccount(request: APIRequestContext, prefix: string, role: number) {
  const account = { email: uniqueEmail(prefix), password: 'Admin-Passw0rd!' };
  const created = await request.post('/api/admin/create-user', {
    headers: { Authorization: `Bearer ${await adminApiToken(request)}` },
    data: {
      first_name: 'Inès',
      last_name: 'Moreau',
      email: account.email,
      birth_date: 631152000,
      major: 'Learning sciences',
      role,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect.poll(() => mailsTo(account.email).length).toBeGreaterThan(0);
  const token = mailsTo(account.email)
    .at(-1)
    ?.text.match(/password-set\?token=([^\s"'<>)&]+)/)?.[1];
  expect(token, 'the invitation carries a password link').toBeTruthy();
  const set = await request.post(`/api/password-set?token=${token}`, {
    data: { password: account.password, password_confirmation: account.password },
  });
  expect(set.status(), await set.text()).toBe(200);
  return account;
}

/** Finds a user's id by e-mail through the admin list. */
export async function findUserId(request: APIRequestContext, email: string): Promise<number> {
  const token = await adminApiToken(request);
  const response = await request.get('/api/admin/users', {
    headers: { Authorization: `Bearer ${token}` },
    params: { search: email, per_page: 100 },
  });
  expect(response.status(), await response.text()).toBe(200);
  const users = (await response.json()).data as { id: number; email: string }[];
  const found = users.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (!found) throw new Error(`No user with e-mail ${email}`);
  return found.id;
}

export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('main form button[type=submit]').click();
}

/** Waits for the footer's fade-in to finish so colour checks see it as people do. */
export async function revealFooter(page: Page) {
  const footer = page.locator('footer');
  if ((await footer.count()) === 0) return;
  // The page may still grow while its code loads: scroll again until the footer has been seen.
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toHaveAttribute('data-visible', 'true', { timeout: 1000 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Puts the page in `theme` with the top bar's toggle, which also saves the choice on a signed-in account.
 * Call it after each navigation before a colour check: a signed-in page opens in the theme saved on the
 * account, which another test signed in as the same user may have changed meanwhile.
 */
export async function ensureTheme(page: Page, theme: 'light' | 'dark') {
  const toggle = page.getByTestId('theme-toggle');
  // The toggle offers the other theme: "Switch to the light theme" means the page is dark.
  const offers = theme === 'dark' ? /light|clair/i : /dark|sombre/i;
  if (!offers.test((await toggle.getAttribute('aria-label')) ?? '')) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-label', offers);
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

export interface ScanOptions {
  /** Wait for the page's level-one heading (its code has loaded). */
  heading?: boolean;
  /** Scroll the footer into view first so its fade-in has finished. */
  footer?: boolean;
}

/** axe-core (WCAG 2.1 A and AA) on the page as it is at rest: its serious and critical violations. */
export async function seriousViolations(page: Page, options: ScanOptions = {}) {
  if (options.heading) await page.locator('h1').first().waitFor();
  if (options.footer) await revealFooter(page);
  // A notification fading out would be read at a blend of colours: close it first (the colours of
  // notifications are checked against the theme in the web app's unit tests). Its close button is pressed
  // in the page itself, since an open dialog may cover it.
  const notification = page.locator('.MuiSnackbar-root');
  await notification.locator('button').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(notification).toHaveCount(0);
  // Colours as they are at rest, not under the pointer of the last click nor in a transition.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}

/** Scans the page in its theme, then in the other one (the top bar's toggle), and toggles back. */
export async function scanBothThemes(page: Page, ready: () => Promise<void>) {
  const found: string[] = [];
  for (let i = 0; i < 2; i++) {
    await ready();
    found.push(...(await seriousViolations(page)));
    await page.getByTestId('theme-toggle').click();
  }
  return found;
}

/** The JSON of an API answer that must have succeeded (status below 300); the answer's text names a failure. */
// biome-ignore lint/suspicious/noExplicitAny: the specs read many answer shapes through it
export async function ok<T = { data: any }>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}
