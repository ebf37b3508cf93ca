// A designer's day: signed in, they land on their courses (and see no learners); their new course is a draft the
// catalogue does not show; the publishing checks name what is missing; once the course quiz, a unit, a quiz for
// one learning object and "reading only" for the other are there, every check passes and the course is
// published for learners.
import type { APIRequestContext } from '@playwright/test';
import { admin, apiLogin, expect, logInThroughForm, newAccount, test } from './fixtures';

async function call(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'get',
  url: string,
  data?: unknown,
) {
  const response = await request[method](url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()).data;
}

test('a designer builds a course and publishes it through the checks', async ({ page, request }) => {
  const suffix = Math.floor(Math.random() * 1e6);
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const category = await call(request, adminToken, 'post', '/api/categories/create-category', {
    title: `Optics ${suffix}`,
    subCategories: [{ title: 'Lenses' }],
  });
  const designer = await newAccount(request, 'designer', 3);
  const token = await apiLogin(request, designer.email, designer.password);
  const title = `Seeing through lenses ${suffix}`;
  const course = await call(request, token, 'post', '/api/admin/create-course', {
    title,
    description: 'How a lens bends light, with drawings and experiments.',
    category_id: category.id,
    language: 'en',
    is_paid: false,
    facilitator: 'Ibn al-Haytham',
    is_public: true,
    teaching_type: 'online',
    link: 'https://meet.parcours.example/lenses',
  });
  expect(course.status).toBe('draft');
  // a draft is nowhere for learners and visitors
  expect((await request.get(`/api/courses/${course.id}`)).status()).toBe(404);

  await logInThroughForm(page, designer.email, designer.password);
  await expect(page).toHaveURL(/\/dashboard\/admin\/courses$/);
  const sidebar = page.getByRole('navigation', { name: /dashboard|tableau/i });
  await expect(sidebar.getByRole('link', { name: 'Manage courses' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0);

  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Draft')).toBeVisible();
  // nothing built: the checks say what is missing and publishing stays closed
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  let dialog = page.getByRole('dialog', { name: `Publish ${title}` });
  await expect(dialog.getByTestId('check-courseQuiz')).toHaveAttribute('data-passed', 'false');
  await expect(dialog.getByTestId('check-units')).toHaveAttribute('data-passed', 'false');
  await expect(dialog.getByText('The course needs at least one unit.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('publish-checks-failing.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // the designer builds it: a unit with two learning objects, the course quiz, a quiz for one object
  const unit = await call(request, token, 'post', `/api/admin/create-eu/${course.id}`, {
    title: 'Converging lenses',
    type: 'basic',
    learning_objects: [
      { title: 'Focal point', type: 'concrete', sections: [] },
      { title: 'A short history of lenses', type: 'abstract', sections: [] },
    ],
  });
  const quiz = {
    pass_mark: 50,
    questions: [{ question: 'A converging lens brings parallel rays to one point', type: 3, is_valid: 1 }],
  };
  await call(request, token, 'post', `/api/admin/course-quiz/${course.id}`, quiz);
  await call(request, token, 'post', `/api/admin/add-quiz-to-lo/${unit.learning_objects[0].id}`, quiz);
  await page.reload();
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: `Publish ${title}` })
    .click();
  dialog = page.getByRole('dialog', { name: `Publish ${title}` });
  // still missing: units for the other levels the pretest may place learners at, and the history object's quiz
  await expect(dialog.getByTestId('check-levels')).toContainText('Intermediate, Advanced');
  await expect(dialog.getByTestId('check-learningObjects')).toContainText('A short history of lenses');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // the course opens without a pretest, and the history is reading only
  await call(request, token, 'post', `/api/admin/update-course/${course.id}`, {
    content_requires_pretest: false,
  });
  await call(
    request,
    token,
    'post',
    `/api/admin/learning-objects/${unit.learning_objects[1].id}/reading-only`,
    {
      value: true,
    },
  );
  await page.reload();
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: `Publish ${title}` })
    .click();
  dialog = page.getByRole('dialog', { name: `Publish ${title}` });
  for (const check of ['courseQuiz', 'units', 'levels', 'learningObjects']) {
    await expect(dialog.getByTestId(`check-${check}`)).toHaveAttribute('data-passed', 'true');
  }
  await page.screenshot({ path: test.info().outputPath('publish-checks-passing.png') });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Published')).toBeVisible();
  // now in the catalogue, for visitors too
  expect((await request.get(`/api/courses/${course.id}`)).status()).toBe(200);

  // the designer sees no learners
  await page.goto('/dashboard/admin/users/all');
  await expect(page).toHaveURL(/\/403$/);
  await page.goto('/dashboard/admin/quiz-attempts');
  await expect(page).toHaveURL(/\/403$/);
});
