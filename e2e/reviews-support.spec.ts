// Reviews and support replies in the browser: a learner who completed a course rates it with the stars, edits
// the review and sees the course's mean change; an admin replies to the learner's support message from the
// support page, and the learner reads the reply (also mailed) in their history and answers back.
import type { APIRequestContext } from '@playwright/test';
import {
  admin,
  apiLogin,
  ensureTheme,
  expect,
  logInThroughForm,
  mailsTo,
  newAdmin,
  ok,
  scanBothThemes,
  seriousViolations,
  test,
} from './fixtures';
import { enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A learner who enrolled in a fresh course, answered the questionnaire and completed the course. */
async function learnerWhoCompleted(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const category = await ok(
    await request.post('/api/categories/create-category', {
      headers: auth(adminToken),
      data: { title: `Review category ${stamp}` },
    }),
  );
  const course = await ok(
    await request.post('/api/admin/create-course', {
      headers: auth(adminToken),
      data: {
        title: `Review course ${stamp}`,
        description: 'A course to rate',
        status: 'published', // built by the test's set-up, not through the publishing checks
        category_id: category.data.id,
        language: 'en',
        is_paid: false,
        facilitator: 'Ada Lovelace',
        is_public: true,
        teaching_type: 'online',
        link: 'https://meet.example.org/review',
        is_sequential: false,
        // A course without a quiz or content to work through: nothing to wait for before completing it.
        content_requires_pretest: false,
      },
    }),
  );
  const learner = await enrolledLearner(request, course.data.id, 'review', 'b');
  const { token } = learner;
  await ok(await request.post(`/api/user/complete-course/${course.data.id}`, { headers: auth(token) }));
  return { ...learner, stamp, courseId: course.data.id, courseTitle: `Review course ${stamp}` };
}

test('a learner reviews a completed course and edits it; an admin replies to support and the learner reads it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const learner = await learnerWhoCompleted(request);
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);

  // Rate the course: four stars and a comment.
  await page.goto(`/courses/${learner.courseId}`);
  const section = page.getByTestId('course-reviews');
  await expect(section.getByText('No reviews yet.')).toBeVisible();
  const form = section.getByTestId('review-form');
  await form.getByRole('button', { name: 'Publish my review' }).click();
  await expect(form.getByRole('alert')).toHaveText('The rating is a whole number from 1 to 5');
  await form.locator('label', { hasText: '4 stars: Very good' }).click();
  await form.getByLabel('Comment (optional)').fill(`Clear and well paced (${learner.stamp})`);
  await form.getByRole('button', { name: 'Publish my review' }).click();
  const review = section.getByTestId('course-review');
  await expect(review).toHaveCount(1);
  await expect(review).toContainText('Amal B.');
  await expect(review).not.toContainText('Ben Salah');
  await expect(section.getByTestId('rating-summary')).toContainText('Rated 4.0 out of 5');
  expect(await scanBothThemes(page, () => expect(review).toBeVisible())).toEqual([]);

  // Edit it to five stars: the mean follows, still one review.
  await expect(form.getByRole('radio', { name: '4 stars: Very good' })).toBeChecked();
  await form.locator('label', { hasText: '5 stars: Excellent' }).click();
  await form.getByRole('button', { name: 'Update my review' }).click();
  await expect(section.getByTestId('rating-summary')).toContainText('Rated 5.0 out of 5');
  await expect(section.getByTestId('rating-summary')).toContainText('(1 review)');
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/learner-shots/course-reviews-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Write to support.
  await page.goto('/dashboard/student/my-support');
  const subject = `Post-test ${learner.stamp}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Where do I find my post-test?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = page.getByTestId('my-support-message').filter({ hasText: subject });
  await expect(mine).toContainText('Waiting for a reply');

  // An admin replies from the support page.
  const account = await newAdmin(request, 'support-reply');
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const adminPage = await context.newPage();
  await logInThroughForm(adminPage, account.email, account.password);
  await expect(adminPage).toHaveURL(/\/dashboard\/admin$/);
  await adminPage.goto('/dashboard/admin/users-feedback');
  const message = adminPage.getByTestId('support-message').filter({ hasText: subject });
  await message
    .getByLabel('Your reply to the learner')
    .fill('Open your dashboard: the post-test is under the course.');
  await message.getByRole('button', { name: 'Send the reply' }).click();
  await expect(adminPage.getByTestId('support-message').filter({ hasText: subject })).toHaveCount(0);
  await adminPage.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(
    adminPage.getByTestId('support-message').filter({ hasText: subject }).getByTestId('support-reply'),
  ).toContainText('Open your dashboard');
  await context.close();

  // The reply is mailed and shown in the learner's history; the learner answers back.
  await expect.poll(() => mailsTo(learner.email).some((m) => m.subject === `Re: ${subject}`)).toBe(true);
  await page.reload();
  await expect(mine).toContainText('Answered');
  await expect(mine.getByTestId('support-reply')).toContainText(
    'Open your dashboard: the post-test is under the course.',
  );
  await expect(mine.getByTestId('support-reply')).toContainText('Parcours team (Inès)');
  await mine.getByLabel('Answer back').fill('Found it, thank you.');
  await mine.getByRole('button', { name: 'Send my answer' }).click();
  await expect(mine.getByTestId('support-reply')).toHaveCount(2);
  await expect(mine.getByTestId('support-reply').nth(1)).toContainText('Found it, thank you.');
  expect(await scanBothThemes(page, () => expect(mine).toBeVisible())).toEqual([]);
  await page.screenshot({ path: '/tmp/learner-shots/my-support-thread.png', fullPage: true });
});

test('an admin finds a review on the full list, hides it with a reason and shows it again, on a desktop and a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const learner = await learnerWhoCompleted(request);
  const token = await apiLogin(request, learner.email, learner.password);
  const comment = `Useless, and the teacher is an idiot (${learner.stamp})`;
  await ok(
    await request.post('/api/user/review', {
      headers: auth(token),
      data: { reviewType: 'course', course_id: learner.courseId, rating: 1, comment },
    }),
  );

  const account = await newAdmin(request, 'reviews-admin');
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const adminPage = await context.newPage();
  await logInThroughForm(adminPage, account.email, account.password);
  await expect(adminPage).toHaveURL(/\/dashboard\/admin$/);
  // From the dashboard's Recent reviews card to the full list.
  await adminPage.getByRole('link', { name: 'See all reviews' }).click();
  await expect(adminPage).toHaveURL(/\/dashboard\/admin\/reviews$/);
  await adminPage.getByLabel('Search a name, course or comment').fill(learner.stamp);
  await adminPage.getByLabel('Rating').click();
  await adminPage.getByRole('option', { name: '1 star' }).click();
  const card = adminPage.getByTestId('admin-review-row');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(comment);
  await expect(card).toContainText(learner.courseTitle);
  expect(await scanBothThemes(adminPage, () => expect(card).toBeVisible())).toEqual([]);

  // Hiding asks for the reason (the dialog passes axe in both themes); the course page then leaves it out.
  const dialog = adminPage.getByRole('dialog');
  for (const _theme of ['first', 'second']) {
    await card.getByRole('button', { name: /^Hide the review by/ }).click();
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(adminPage)).toEqual([]);
    await adminPage.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await adminPage.getByTestId('theme-toggle').click();
  }
  await card.getByRole('button', { name: /^Hide the review by/ }).click();
  await dialog.getByRole('button', { name: 'Hide the review' }).click();
  await expect(dialog).toContainText('Say why the review is hidden');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Insults the teacher');
  await dialog.getByRole('button', { name: 'Hide the review' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('hidden-reason')).toContainText('Insults the teacher');
  await expect(card).toContainText('Hidden');
  const publicList = await (await request.get(`/api/courses/${learner.courseId}/reviews`)).json();
  expect(publicList.meta.total).toBe(0);

  // The hidden filter finds it; a phone shows the list as cards without sideways scrolling, in both themes.
  await adminPage.getByLabel('Visibility').click();
  await adminPage.getByRole('option', { name: 'Hidden only' }).click();
  await expect(card).toHaveCount(1);
  await adminPage.screenshot({ path: '/tmp/h15-learner-shots/admin-reviews-desktop.png', fullPage: true });
  await adminPage.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await expect(card).toHaveCount(1);
    const overflow = await adminPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, theme).toBeLessThanOrEqual(0);
    await adminPage.screenshot({
      path: `/tmp/h15-learner-shots/admin-reviews-phone-${theme}.png`,
      fullPage: true,
    });
    await adminPage.getByTestId('theme-toggle').click();
  }

  // Shown again: back on the course page.
  await card.getByRole('button', { name: /^Show the review by .* again$/ }).click();
  await expect(card).toHaveCount(0);
  await expect
    .poll(
      async () => (await (await request.get(`/api/courses/${learner.courseId}/reviews`)).json()).meta.total,
    )
    .toBe(1);

  // Phone screenshots in both languages and themes: the admin's list, and the learner's form and course reviews.
  const learnerContext = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 390, height: 844 },
  });
  const learnerPage = await learnerContext.newPage();
  await logInThroughForm(learnerPage, learner.email, learner.password);
  await expect(learnerPage).toHaveURL(/\/dashboard\/student$/);
  await learnerPage.goto(`/courses/${learner.courseId}`);
  await adminPage.getByLabel('Visibility').click();
  await adminPage.getByRole('option', { name: 'Visible and hidden' }).click();
  for (const language of ['en', 'fr'] as const) {
    for (const target of [adminPage, learnerPage]) {
      if (((await target.getAttribute('html', 'lang')) ?? 'en') !== language) {
        await target.getByTestId('language-menu').click();
        await target.getByRole('menuitem', { name: language === 'fr' ? 'Français' : 'English' }).click();
        await target.waitForFunction((l) => document.documentElement.lang === l, language);
      }
    }
    for (const theme of ['light', 'dark'] as const) {
      await ensureTheme(adminPage, theme);
      await ensureTheme(learnerPage, theme);
      await expect(card).toHaveCount(1);
      await expect(learnerPage.getByTestId('course-review')).toHaveCount(1);
      for (const [target, name] of [
        [adminPage, 'admin-reviews'],
        [learnerPage, 'course-reviews'],
      ] as const) {
        const overflow = await target.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${name} ${language} ${theme}`).toBeLessThanOrEqual(0);
        await target.screenshot({
          path: `/tmp/h15-learner-shots/${name}-phone-${language}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  }
  await learnerContext.close();
  await context.close();
});
