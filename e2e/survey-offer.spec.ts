// The survey offered after the post-test: a learner passes the post-test and is offered the survey under the
// result; the dashboard offers it too while it is open; "Not now" is kept by the server, so neither page offers
// it again afterwards, in another browser too. axe in both themes, a phone screenshot.
import type { Page } from '@playwright/test';
import { expect, logInThroughForm, ok, scanBothThemes, test } from './fixtures';
import { createCourse, enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const shots = '/tmp/h15-learner-shots';

async function answerTrue(page: Page) {
  await page.getByTestId('quiz-question').getByLabel('True', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
}

test('the survey is offered after the post-test and on the dashboard; "Not now" is remembered by the server', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { id: courseId } = await createCourse(request, {
    name: 'Offer',
    description: 'A course for the offer journey',
    units: [],
    courseQuiz: { questions: [{ question: 'The sky is blue on a clear day.', type: 3, is_valid: 1 }] },
  });
  const learner = await enrolledLearner(request, courseId, 'offer', 'a');
  const { token } = learner;

  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  // The pretest: no offer after it.
  await page.goto(`/dashboard/courses/prestest/${courseId}`);
  await answerTrue(page);
  await expect(page.getByTestId('quiz-result')).toBeVisible();
  await expect(page.getByTestId('survey-offer')).toHaveCount(0);

  // The course completed, the post-test: the offer appears under the result.
  await ok(await request.post(`/api/user/complete-course/${courseId}`, { headers: auth(token) }));
  await page.goto(`/dashboard/student/courses/${courseId}/quiz`);
  await answerTrue(page);
  await expect(page.getByTestId('quiz-result-status')).toHaveText('Passed');
  const offer = page.getByTestId('survey-offer');
  await expect(offer).toContainText('You finished the post-test: how did it go?');
  await expect(offer.getByRole('link', { name: 'Answer the survey' })).toHaveAttribute(
    'href',
    `/dashboard/student/feedback?course=${courseId}`,
  );
  expect(await scanBothThemes(page, () => expect(offer).toBeVisible())).toEqual([]);
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/survey-offer-posttest-desktop.png`, fullPage: true });

  // The dashboard offers it too, calmly, while it is open; on a phone as well.
  await page.goto('/dashboard/student');
  const onDashboard = page.getByTestId('survey-offer');
  await expect(onDashboard).toContainText('Tell us how your course went');
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}/survey-offer-dashboard-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // "Not now": gone, and kept on the server (another browser, the post-test page).
  await onDashboard.getByRole('button', { name: 'Not now' }).click();
  await expect(onDashboard).toHaveCount(0);
  const state = await ok(await request.get('/api/user/survey-offer', { headers: auth(token) }));
  expect(state.data.state).toBe('snoozed');
  const other = await browser.newContext({ reducedMotion: 'reduce' });
  const otherPage = await other.newPage();
  await logInThroughForm(otherPage, learner.email, learner.password);
  await expect(otherPage).toHaveURL(/\/dashboard\/student$/);
  await expect(otherPage.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(otherPage.getByTestId('survey-offer')).toHaveCount(0);
  await other.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByTestId('survey-offer')).toHaveCount(0);
});
