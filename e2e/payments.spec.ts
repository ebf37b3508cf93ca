// A paid course that confirms its payments: the learner's enrolment waits ("awaiting payment confirmation") and
// the course says what to do; an admin marks the payment received from the payments page; the learner then
// gets the course and an e-mail. The payments page is also photographed in both languages and themes, on a
// desktop and at 390 px, to be looked at.
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  admin,
  apiLogin,
  approve,
  ensureTheme,
  expect,
  logInThroughForm,
  mailsTo,
  newAdmin,
  registerLearner,
  test,
} from './fixtures';

const shots = process.env.SHOTS_DIR;

async function call(request: APIRequestContext, token: string, url: string, data?: unknown) {
  const response = await (data === undefined
    ? request.get(url, { headers: { Authorization: `Bearer ${token}` } })
    : request.post(url, { data, headers: { Authorization: `Bearer ${token}` } }));
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()).data;
}

async function chooseLanguage(page: Page, language: 'en' | 'fr') {
  if ((await page.getAttribute('html', 'lang')) === language) return;
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: language === 'fr' ? 'Français' : 'English' }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}

test('an admin marks a payment received and the learner gets the course', async ({
  page,
  browser,
  request,
}) => {
  const suffix = Math.floor(Math.random() * 1e6);
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const category = await call(request, adminToken, '/api/categories/create-category', {
    title: `Languages ${suffix}`,
    subCategories: [{ title: 'French' }],
  });
  // 120 with 25 % off: 120 * 75 / 100 = 90
  const course = await call(request, adminToken, '/api/admin/create-course', {
    title: `French B1 ${suffix}`,
    description: 'Conversation classes, paid to the school.',
    status: 'published', // built by the test's set-up, not through the publishing checks
    category_id: category.id,
    language: 'fr',
    is_paid: true,
    price: 120,
    discount: 25,
    payment_confirmation: true,
    content_requires_pretest: false,
    facilitator: 'Jeanne Dupont',
    is_public: true,
    teaching_type: 'online',
    link: 'https://meet.parcours.example/french',
  });
  await call(request, adminToken, `/api/admin/create-eu/${course.id}`, {
    title: 'Greetings',
    type: 'basic',
    learning_objects: [{ title: 'Saying hello', type: 'concrete' }],
  });

  const learner = await registerLearner(request, 'payer');
  await approve(request, learner.id);
  const learnerToken = await apiLogin(request, learner.email, learner.password);
  await call(request, learnerToken, `/api/user/subscribe-course/${course.id}`, { confirm_price: 90 });
  const items = (await call(request, learnerToken, '/api/user/Silverman/questions')) as { id: number }[];
  await call(request, learnerToken, '/api/user/Silverman/submit-responses', {
    responses: items.map((q) => ({ question_id: q.id, answer: 'b' })),
    course_id: course.id,
  });

  // the learner: the course waits, with the price and what to do
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await logInThroughForm(learnerPage, learner.email, learner.password);
  await expect(learnerPage).toHaveURL(/\/dashboard/);
  await learnerPage.goto(`/courses/${course.id}`);
  const waiting = learnerPage.getByRole('status').filter({ hasText: 'Awaiting payment confirmation' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText('90');
  await expect(learnerPage.getByRole('link', { name: 'Enrolled — continue' })).toHaveCount(0);

  // the admin: the payments page lists the enrolment; filtered by the course, ticked, marked
  const payer = await newAdmin(request, 'payments-admin');
  await logInThroughForm(page, payer.email, payer.password);
  await expect(page).toHaveURL(/\/dashboard\/admin/);
  await page
    .getByRole('navigation', { name: 'Dashboard navigation' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/payments$/);
  await page.locator('#payments-course').click();
  await page.getByRole('option', { name: course.title }).click();
  const row = page.getByRole('row', { name: new RegExp(learner.email) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(course.title);
  await expect(row).toContainText('90');

  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    for (const language of ['en', 'fr'] as const) {
      await chooseLanguage(page, language);
      for (const theme of ['light', 'dark'] as const) {
        await ensureTheme(page, theme);
        for (const [name, width] of [
          ['desktop', 1280],
          ['phone', 390],
        ] as const) {
          await page.setViewportSize({ width, height: 844 });
          await page.waitForTimeout(200);
          await page.screenshot({
            path: `${shots}/payments-${language}-${theme}-${name}.png`,
            fullPage: true,
          });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(overflow, `${language} ${theme} ${name}: no sideways overflow`).toBe(false);
        }
      }
    }
    await chooseLanguage(page, 'en');
    await ensureTheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 844 });
    await learnerPage.screenshot({ path: `${shots}/payments-learner-waiting.png`, fullPage: true });
  }

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Mark 1 payment received' }).click();
  await expect(page.getByText('Payments marked received: 1.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(learner.email) })).toHaveCount(0);

  // the learner: an e-mail, and the course opens
  await expect.poll(() => mailsTo(learner.email).some((m) => m.subject.includes(course.title))).toBe(true);
  await learnerPage.reload();
  await expect(learnerPage.getByRole('link', { name: 'Enrolled — continue' })).toBeVisible();
  await expect(learnerPage.getByText('Awaiting payment confirmation')).toHaveCount(0);
  const content = await learnerPage.request.get(`/api/courses/${course.id}/content`, {
    headers: { Authorization: `Bearer ${learnerToken}` },
  });
  expect(content.status()).toBe(200);
  await learnerContext.close();
});
