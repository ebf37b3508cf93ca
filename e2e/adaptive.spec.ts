// The adaptive journey in the browser: a learner answers the learning-style questionnaire, sees the result and
// a path ordered for that style with its reasons; a learner with the opposite style gets a different order.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin, apiLogin, approve, expect, logInThroughForm, registerLearner, test } from './fixtures';

test.use({ reducedMotion: 'reduce' });

const quiz = {
  pass_mark: 50,
  questions: [
    { question: 'Half of 4 is 2', type: 3, is_valid: 1 },
    { question: 'A third is more than a half', type: 3, is_valid: 0 },
  ],
};

let adminToken: Promise<string> | null = null;
async function asAdmin(request: APIRequestContext, method: 'post', url: string, data: unknown) {
  adminToken ??= apiLogin(request, admin.email, admin.password);
  const response = await request[method](url, {
    data,
    headers: { Authorization: `Bearer ${await adminToken}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()).data;
}

/** A course with two units, each with an abstract then a concrete learning object (author's order), all quizzed. */
async function createCourse(request: APIRequestContext) {
  const suffix = Math.floor(Math.random() * 1e6);
  const category = await asAdmin(request, 'post', '/api/categories/create-category', {
    title: `Adaptive maths ${suffix}`,
    subCategories: [{ title: 'Fractions' }],
  });
  const course = await asAdmin(request, 'post', '/api/admin/create-course', {
    title: `Fractions step by step ${suffix}`,
    description: 'Fractions for learners of every style.',
    category_id: category.id,
    subcategory_id: category.children[0].id,
    language: 'en',
    is_paid: 0,
    facilitator: 'Ada Lovelace',
    is_public: 1,
    teaching_type: 'online',
    link: 'https://meet.parcours.example/fractions',
  });
  for (const [title, type, objects] of [
    ['Meaning of fractions', 'basic', ['Idea of a fraction', 'Pizza slices']],
    ['Working with fractions', 'basic', ['Rule for adding', 'Sharing a cake']],
  ] as const) {
    const unit = await asAdmin(request, 'post', `/api/admin/create-eu/${course.id}`, {
      title,
      type,
      learning_objects: [
        { title: objects[0], type: 'abstract' },
        { title: objects[1], type: 'concrete' },
      ],
    });
    for (const lo of unit.learning_objects as { id: number }[]) {
      await asAdmin(request, 'post', `/api/admin/add-quiz-to-lo/${lo.id}`, quiz);
    }
  }
  await asAdmin(request, 'post', `/api/admin/course-quiz/${course.id}`, quiz);
  return { id: course.id as number, title: course.title as string };
}

async function enrolledLearner(request: APIRequestContext, prefix: string, courseId: number) {
  const learner = await registerLearner(request, prefix);
  await approve(request, learner.id);
  const token = await apiLogin(request, learner.email, learner.password);
  const enrol = await request.post(`/api/user/subscribe-course/${courseId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(enrol.status(), await enrol.text()).toBe(200);
  return { ...learner, token };
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function answer(page: Page, item: number, key: 'a' | 'b') {
  await expect(page.getByTestId('questionnaire-position')).toHaveText(`Question ${item} / 44`);
  await page
    .getByRole('radio')
    .nth(key === 'a' ? 0 : 1)
    .check();
}

/** The path's steps as the page lists them: [step id, locked]. */
async function pathSteps(page: Page) {
  await expect(page.getByTestId('path-step').first()).toBeVisible();
  return page
    .getByTestId('path-step')
    .evaluateAll((nodes) =>
      nodes.map(
        (n) =>
          `${n.getAttribute('data-step-id')}${n.getAttribute('data-locked') === 'true' ? ' (locked)' : ''}`,
      ),
    );
}

test('a learner answers the questionnaire, sees the result and a path ordered for their style', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const course = await createCourse(request);
  const learner = await enrolledLearner(request, 'adaptive.active', course.id);
  const violations: Record<string, string[]> = {};

  await logInThroughForm(page, learner.email, learner.password);
  // No learning-style result yet: the learner flow sends the learner to the questionnaire of the course.
  await expect(page).toHaveURL(new RegExp(`/second-step/silverman-questions/${course.id}$`));
  await expect(page.getByTestId('questionnaire-position')).toHaveText('Question 1 / 44');
  violations.questionnaire = await seriousViolations(page);

  // Items 1 to 10, then a reload: the answers and the position are kept.
  for (let item = 1; item <= 10; item += 1) {
    await answer(page, item, 'a');
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.reload();
  await expect(page.getByTestId('questionnaire-position')).toHaveText('Question 11 / 44');
  await expect(page.getByText('10 of 44 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // Item 20 is left out: submitting says so and goes back to it.
  for (let item = 11; item <= 44; item += 1) {
    if (item !== 20) await answer(page, item, 'a');
    if (item < 44) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await expect(page.getByRole('alert')).toContainText('Please answer all questions before submitting');
  await answer(page, 20, 'a');
  for (let item = 20; item < 44; item += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit my answers' }).click();

  // The result: four dimensions, each with its pole, score, band and what Parcours does with it.
  await expect(page.getByRole('heading', { name: 'Your learning style' })).toBeVisible();
  for (const [dimension, text] of [
    ['processing', 'Active 11'],
    ['perception', 'Sensing 11'],
    ['input', 'Visual 11'],
    ['understanding', 'Sequential 11'],
  ]) {
    const card = page.getByTestId(`dimension-${dimension}`);
    await expect(card).toContainText(text);
    await expect(card).toContainText('Strong preference');
  }
  await expect(page.getByTestId('dimension-perception')).toContainText(
    'concrete examples come before abstract ideas',
  );
  await expect(page.getByText(/\(current\)/)).toBeVisible();
  violations.result = await seriousViolations(page);

  // The path: concrete before abstract, each quiz right after its lesson, the second unit locked.
  await page.getByRole('link', { name: 'See my path' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/student/courses/${course.id}/path$`));
  await expect(page.getByTestId('path-course-title')).toHaveText(course.title);
  await expect(page.getByTestId('path-progress')).toHaveText('0 of 4 learning objects mastered (0%)');
  const steps = await pathSteps(page);
  expect(steps.map((s) => s.replace(/\d+/g, '#'))).toEqual([
    'lo-#',
    'quiz-#',
    'lo-#',
    'quiz-#',
    'lo-# (locked)',
    'quiz-# (locked)',
    'lo-# (locked)',
    'quiz-# (locked)',
  ]);
  const units = page.getByTestId('path-unit');
  await expect(units.nth(0).getByRole('link').first()).toHaveText('Pizza slices');
  await expect(units.nth(1)).toContainText('to open this unit');
  const why = page.getByTestId('path-step').first().getByRole('button', { name: 'Why this order?' });
  await why.click();
  await expect(page.getByTestId('path-step').first()).toContainText('Concrete examples come first');
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    new RegExp(`/dashboard/student/courses/${course.id}#lo-\\d+$`),
  );
  violations.path = await seriousViolations(page);

  await page.goto('/dashboard/student/my-program');
  const card = page.getByTestId('program-course').filter({ hasText: course.title });
  await expect(card).toContainText('Progress: 0%');
  violations.myProgram = await seriousViolations(page);
  await card.getByRole('link', { name: `My path in ${course.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/path$`));

  expect(violations).toEqual({ questionnaire: [], result: [], path: [], myProgram: [] });
});

test('a learner with the opposite style gets a different order, and can complete the course', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const course = await createCourse(request);
  const learner = await enrolledLearner(request, 'adaptive.reflective', course.id);
  const questions = await request.get('/api/user/Silverman/questions', {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  const items = (await questions.json()).data as { id: number }[];
  const submitted = await request.post('/api/user/Silverman/submit-responses', {
    headers: { Authorization: `Bearer ${learner.token}` },
    data: { course_id: course.id, responses: items.map((q) => ({ question_id: q.id, answer: 'b' })) },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  await page.goto(`/dashboard/student/courses/${course.id}/path`);
  // Global: the overview first and no lock; intuitive: abstract first; reflective: a summary, then the quizzes.
  const steps = (await pathSteps(page)).map((s) => s.replace(/\d+/g, '#'));
  expect(steps).toEqual([
    'overview',
    'lo-#',
    'lo-#',
    'summary-#',
    'quiz-#',
    'quiz-#',
    'lo-#',
    'lo-#',
    'summary-#',
    'quiz-#',
    'quiz-#',
  ]);
  await expect(page.getByTestId('path-unit').nth(0).getByRole('link').first()).toHaveText(
    'Idea of a fraction',
  );
  await expect(page.locator('[data-locked="true"]')).toHaveCount(0);
  const how = page.getByRole('button', { name: 'How is my path built?' });
  await how.click();
  await expect(page.locator(`[id="${await how.getAttribute('aria-controls')}"]`)).toContainText(
    'Every unit is open: explore them in the order that suits you.',
  );

  // Completing the course asks first, then offers the post-test and shows the gains and recommendations.
  await page.getByRole('button', { name: 'Complete the course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete this course?' });
  await dialog.getByRole('button', { name: 'Complete the course' }).click();
  await expect(page.getByRole('link', { name: 'Take the post-test' })).toHaveAttribute(
    'href',
    `/courses/${course.id}/quiz`,
  );
  await expect(page.getByRole('heading', { name: 'Your learning gains' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  const violations: Record<string, string[]> = { path: await seriousViolations(page) };

  await page.goto('/dashboard/student/my-program/completed-courses');
  await expect(page.getByTestId('completed-course').filter({ hasText: course.title })).toBeVisible();
  violations.completed = await seriousViolations(page);
  expect(violations).toEqual({ path: [], completed: [] });
});
