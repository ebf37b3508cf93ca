// Takes screenshots of every page of the web app (desktop and phone, light and dark, en and fr) for review.
// Usage: BASE_URL=http://127.0.0.1:4310 SHOTS_DIR=/tmp/shots npx tsx e2e/screenshots.ts
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './support/browser';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:4310';
const outDir = process.env.SHOTS_DIR ?? path.resolve('.tmp/shots');
const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@parcours.test';
const adminPassword = process.env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!';

const guestPages: [string, string][] = [
  ['home', '/'],
  ['about', '/AboutUs'],
  ['login', '/auth/login'],
  ['signup', '/auth/signup'],
  ['forget-password', '/auth/forget-password'],
  ['email-confirmation', '/auth/forget-password/email-confirmation'],
  ['password-set', '/password-set?token=abcdefghijklmnop'],
  ['403', '/403'],
  ['404', '/no/such/page'],
  ['500', '/500'],
];
const adminPages: [string, string][] = [
  ['admin-dashboard', '/dashboard/admin'],
  ['admin-users', '/dashboard/admin/users'],
];

async function chooseLanguage(page: Page, language: 'en' | 'fr') {
  const current = (await page.getAttribute('html', 'lang')) ?? 'en';
  if (current === language) return;
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: language === 'fr' ? 'Français' : 'English' }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}

async function shoot(page: Page, name: string, fullPage = true) {
  // Let the footer fade in so it is captured as people see it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(150);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage });
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const only = process.env.ONLY?.split(',');
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    for (const theme of ['light', 'dark'] as const) {
      for (const language of ['en', 'fr'] as const) {
        const tag = `${viewport.name}-${theme}-${language}`;
        if (only && !only.some((o) => tag.includes(o))) continue;
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce',
        });
        await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        const page = await context.newPage();
        await page.goto(`${baseUrl}/`);
        await page.getByTestId('language-menu').waitFor();
        await chooseLanguage(page, language);
        for (const [name, url] of guestPages) {
          await page.goto(`${baseUrl}${url}`);
          await page.locator('main').first().waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, `${name}-${tag}`);
        }
        if (viewport.name === 'phone') {
          await page.goto(`${baseUrl}/`);
          await page.getByTestId('drawer-toggle').click();
          await page.getByTestId('nav-drawer').getByRole('link').first().waitFor();
          await page.waitForTimeout(500);
          await page.screenshot({ path: path.join(outDir, `drawer-${tag}.png`) });
        }
        await page.goto(`${baseUrl}/auth/login`);
        await page.locator('#login-email').fill(adminEmail);
        await page.locator('#login-password').fill(adminPassword);
        await page.locator('main form button[type=submit]').click();
        await page.waitForURL('**/dashboard/admin');
        for (const [name, url] of adminPages) {
          await page.goto(`${baseUrl}${url}`);
          await page.locator('main').first().waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, `${name}-${tag}`);
        }
        await page.getByTestId('account-menu').click();
        await page.getByRole('menu').waitFor();
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(outDir, `account-menu-${tag}.png`) });
        await context.close();
      }
    }
  }
  await browser.close();
  process.stdout.write(`Screenshots written to ${outDir}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
