// A new learner chooses a category, a sub category and a course, enrols, and lands on the course's pre-test.
import type { Page } from '@playwright/test';
import {
  admin,
  apiLogin,
  approve,
  expect,
  logInThroughForm,
  registerLearner,
  seriousViolations,
  test,
} from './fixtures';

test.use({ reducedMotion: 'reduce' });

const axeScan = (page: Page) => seriousViolations(page, { heading: true, footer: true });

test('a new learner goes through the second step and enrols', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const token = await apiLogin(request, admin.email, admin.password);
  const auth = { Authorization: `Bearer ${token}` };
  const categoryTitle = `Cooking ${tag}`;
  const created = await request.post('/api/categories/create-category', {
    headers: auth,
    data: { title: categoryTitle, subCategories: [{ title: 'Pastry' }, { title: 'Grill' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const category = (await created.json()).data as { id: number; children: { id: number; title: string }[] };
  const pastry = category.children.find((c) => c.title === 'Pastry')!;
  const courseTitle = `Choux pastry ${tag}`;
  const course = await request.post('/api/admin/create-course', {
    headers: auth,
    data: {
      title: courseTitle,
      description: 'Éclairs and profiteroles',
      status: 'published', // built by the test's set-up, not through the publishing checks
      category_id: category.id,
      subcategory_id: pastry.id,
      language: 'fr',
      is_paid: false,
      facilitator: 'Chef Leila',
      is_public: true,
      teaching_type: 'online',
      link: 'https://meet.example/choux',
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = (await course.json()).data.id as number;

  const learner = await registerLearner(request, 'second-step');
  await approve(request, learner.id);
  const found: Record<string, string[]> = {};
  const scan = async (name: string) => {
    const v = await axeScan(page);
    if (v.length) found[name] = v;
  };

  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/second-step\/categories$/);
  const activeStep = page.locator('.MuiStepLabel-label.Mui-active');
  await expect(activeStep).toHaveText('Category');
  await page.locator('#category-search').fill(categoryTitle);
  await scan('categories step');
  await page.getByRole('link', { name: new RegExp(categoryTitle) }).click();

  await expect(page).toHaveURL(new RegExp(`/second-step/categories/${category.id}$`));
  await expect(
    page.getByRole('heading', { name: `Choose a sub category of ${categoryTitle}` }),
  ).toBeVisible();
  await expect(activeStep).toHaveText('Subcategory');
  await scan('sub categories step');
  await page.getByRole('link', { name: /Pastry/ }).click();

  await expect(page).toHaveURL(new RegExp(`/second-step/courses/${pastry.id}$`));
  const card = page.getByTestId('course-card').filter({ hasText: courseTitle });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Free');
  await expect(activeStep).toHaveText('Course');
  await scan('courses step');
  await card.getByRole('button', { name: `Enrol in ${courseTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/second-step/courses/prestest/${courseId}$`));

  const enrolled = await request.get('/api/user/enrolled-courses', {
    headers: { Authorization: `Bearer ${await apiLogin(request, learner.email, learner.password)}` },
  });
  expect(((await enrolled.json()).data as { id: number }[]).map((c) => c.id)).toContain(courseId);
  expect(found).toEqual({});
});
