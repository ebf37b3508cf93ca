// Script injection cannot use the DOM's HTML sinks: the pages' policy requires Trusted Types, so assigning a
// string as HTML throws (docs/security.md, "Browser headers"). catalogue.spec.ts draws and clicks a map under the
// same policy; apps/web/src/shared/security/trusted-types.test.ts checks what the map's default policy lets through.
import { admin, expect, logInThroughForm, test } from './fixtures';

const assignHtml = () => {
  try {
    const div = document.createElement('div');
    div.innerHTML = '<img src="x" onerror="window.__pwned = true"><b>kept</b>';
    return { outcome: 'assigned', html: div.innerHTML };
  } catch (error) {
    return { outcome: (error as Error).name, html: '' };
  }
};

test('a page refuses HTML strings assigned by a script', async ({ page }) => {
  const response = await page.goto('/auth/login');
  expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
  await page.locator('#login-email').waitFor();
  expect(await page.evaluate(assignHtml)).toEqual({ outcome: 'TypeError', html: '' });
});

test('public and admin pages run under the policy without one violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
  });
  const violations: string[] = [];
  const visit = async (url: string) => {
    await page.goto(url);
    await page.locator('h1').first().waitFor();
    violations.push(
      ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
    );
  };
  for (const url of ['/', '/courses', '/AboutUs', '/auth/login', '/auth/signup']) await visit(url);
  await logInThroughForm(page, admin.email, admin.password);
  await page.waitForURL(/\/dashboard/);
  for (const url of [
    '/dashboard/admin',
    '/dashboard/admin/users',
    '/dashboard/admin/courses',
    '/dashboard/admin/quiz-attempts',
    '/dashboard/admin/users-feedback',
    '/dashboard/profile/settings',
  ]) {
    await visit(url);
  }
  expect(violations).toEqual([]);
});
