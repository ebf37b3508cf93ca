import path from 'node:path';
// Feedback and support in the browser: a learner answers the survey page by page and sees the scores,
// writes to the team, and an admin finds both on the users-feedback page; axe-core scans in both themes.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  admin,
  adminApiToken,
  expect,
  logInThroughForm,
  ok,
  scanBothThemes,
  seriousViolations,
  test,
} from './fixtures';
import { enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
type Json = { data: Record<string, unknown> & { id: number } };

/** A learner enrolled in a fresh course with a learning-style result: the student dashboard opens. */
async function activeLearner(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const adminToken = await adminApiToken(request);
  const category = await ok<Json>(
    await request.post('/api/categories/create-category', {
      headers: auth(adminToken),
      data: { title: `Survey category ${stamp}` },
    }),
  );
  const course = await ok<Json>(
    await request.post('/api/admin/create-course', {
      headers: auth(adminToken),
      data: {
        title: `Survey course ${stamp}`,
        description: 'A course to give feedback on',
        status: 'published', // built by the test's set-up, not through the publishing checks
        category_id: category.data.id,
        language: 'en',
        is_paid: false,
        facilitator: 'Ada Lovelace',
        is_public: true,
        teaching_type: 'online',
        link: 'https://meet.example.org/survey',
        is_sequential: false,
      },
    }),
  );
  const learner = await enrolledLearner(request, course.data.id, 'survey', 'b');
  return { ...learner, stamp, adminToken };
}

/**
 * The admin signs in through the form; when other specs running beside this one have used up the five logins a
 * minute of the admin's e-mail, it signs in again once the minute is over.
 */
async function logInAdmin(page: Page) {
  for (let i = 0; i < 2; i++) {
    await logInThroughForm(page, admin.email, admin.password);
    const signedIn = await page
      .waitForURL(/\/dashboard\/admin$/, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) return;
    await page.waitForTimeout(61_000);
  }
}

/** Chooses `value` on every scale item shown in the current section. */
async function answerSection(page: Page, value: string) {
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    await groups
      .nth(i)
      .getByRole('radio', { name: new RegExp(`^${value}\\b`) })
      .check();
  }
  return count;
}

test('a learner answers the survey page by page, writes to support, and an admin reads both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const learner = await activeLearner(request);
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);

  await page.goto('/dashboard/student/feedback');
  const title = page.getByTestId('feedback-section-title');
  await expect(title).toHaveText('Would you recommend Parcours?');
  expect(await scanBothThemes(page, () => expect(title).toBeVisible())).toEqual([]);

  // Going on with nothing chosen is refused.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'still needs an answer' })).toBeVisible();
  await expect(title).toHaveText('Would you recommend Parcours?');
  expect(await answerSection(page, '9')).toBe(1);
  await page.getByRole('button', { name: 'Next' }).click();

  // Short pages: usability in two halves of five, engagement in its four groups of three.
  for (const part of [1, 2]) {
    await expect(title).toHaveText('How easy is Parcours to use?');
    await expect(page.getByTestId('feedback-page')).toContainText(`part ${part} of 2`);
    expect(await answerSection(page, '3')).toBe(5);
    await expect(page.getByTestId('scale-ends')).toHaveCount(5);
    if (part === 1) {
      // The survey as people see it, on a wide screen and on a phone.
      await page.screenshot({
        path: path.resolve('.tmp/shots/survey/usability-desktop.png'),
        fullPage: true,
      });
      const wide = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.resolve('.tmp/shots/survey/usability-phone.png'), fullPage: true });
      if (wide) await page.setViewportSize(wide);
    }
    await page.getByRole('button', { name: 'Next' }).click();
  }
  for (const part of [1, 2, 3, 4]) {
    await expect(title).toHaveText('How engaging is learning on Parcours?');
    await expect(page.getByTestId('feedback-page')).toContainText(`part ${part} of 4`);
    expect(await answerSection(page, '3')).toBe(3);
    await page.getByRole('button', { name: 'Next' }).click();
  }

  await expect(title).toHaveText('Anything else to tell us?');
  const comment = `The adaptive order helped me (${learner.stamp}).`;
  await page.getByRole('textbox').fill(comment);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send my answers' }).click();

  // All usability items at 3 give 50 (docs/design/adaptive.md §8); engagement items at 3 stay 3 after reversal.
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByTestId('score-nps')).toHaveText(/9 \/ 10/);
  await expect(page.getByTestId('score-usability')).toHaveText(/50 \/ 100/);
  await expect(page.getByTestId('score-engagement')).toHaveText(/3 \/ 5 \(50 \/ 100\)/);
  await page.screenshot({
    path: path.resolve('.tmp/shots/dashboards/e2e-feedback-done.png'),
    fullPage: true,
  });

  // My support: the answers and the contact form.
  await page.goto('/dashboard/student/my-support');
  await page.getByRole('button', { name: 'How do I get a certificate?' }).click();
  await expect(page.getByText('choose "Get my certificate" on your dashboard')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#support-subject-helper-text')).toBeVisible();
  const subject = `Question ${learner.stamp}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Where do I find my post-test?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  expect(await scanBothThemes(page, () => expect(page.getByLabel('Subject')).toBeVisible())).toEqual([]);

  // The admin sees the response with its scores and comment, and the support message.
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const adminPage = await context.newPage();
  await logInAdmin(adminPage);
  await expect(adminPage).toHaveURL(/\/dashboard\/admin$/);
  await adminPage.goto('/dashboard/admin/users-feedback');
  const count = (
    await ok<Json>(await request.get('/api/admin/feedback?count=true', { headers: auth(learner.adminToken) }))
  ).data.count;
  await expect(adminPage.getByText(`${count} response${count === 1 ? '' : 's'} in total`)).toBeVisible();
  await adminPage.getByLabel('Search by name or e-mail').fill(learner.email);
  const response = adminPage.getByTestId('feedback-response');
  await expect(response).toHaveCount(1);
  await expect(response).toContainText('Amal Ben Salah');
  await expect(response).toContainText(comment);
  await expect(response).toContainText('50');
  const message = adminPage.getByTestId('support-message').filter({ hasText: subject });
  await expect(message).toContainText(learner.email);
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(adminPage.getByTestId('support-message').filter({ hasText: subject })).toHaveCount(0);
  await adminPage.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(adminPage.getByTestId('support-message').filter({ hasText: subject })).toContainText(
    'Handled',
  );
  await adminPage.screenshot({
    path: path.resolve('.tmp/shots/dashboards/e2e-users-feedback.png'),
    fullPage: true,
  });
  expect(await scanBothThemes(adminPage, () => expect(response).toBeVisible())).toEqual([]);
  await context.close();
});
