// A teacher runs a session with a class: the admin creates a class with a course and gets its code; learners
// open the class link, sign up (approved at once by the class), log in and are enrolled; a learner who already
// has an account joins from their profile with the code.
import type { APIRequestContext, Browser } from '@playwright/test';
import {
  admin,
  adminApiToken,
  approve,
  asAdmin,
  expect,
  logInThroughForm,
  registerLearner,
  seriousViolations,
  test,
  uniqueEmail,
} from './fixtures';

async function createCourse(request: APIRequestContext) {
  const suffix = Math.floor(Math.random() * 1e6);
  const category = await asAdmin(request, '/api/categories/create-category', {
    title: `Lab sciences ${suffix}`,
    subCategories: [{ title: 'Optics' }],
  });
  return asAdmin(request, '/api/admin/create-course', {
    title: `Light and lenses ${suffix}`,
    description: 'Lenses, mirrors and what the eye sees.',
    status: 'published', // built by the test's set-up, not through the publishing checks
    category_id: category.id,
    subcategory_id: category.children[0].id,
    language: 'en',
    is_paid: 0,
    facilitator: 'Ibn al-Haytham',
    is_public: 1,
    teaching_type: 'online',
    link: 'https://meet.parcours.example/optics',
  }) as Promise<{ id: number; title: string }>;
}

/** One learner of the class, in a browser of their own behind the school's address. */
async function signUpWithLink(browser: Browser, link: string, school: string, n: number) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': school } });
  const page = await context.newPage();
  const email = uniqueEmail(`pupil${n}`);
  const password = 'Pupil-Passw0rd';
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/signup\?class_code=/);
  await page.locator('#signup-firstName').fill(`Pupil ${n}`);
  await page.locator('#signup-lastName').fill('Martin');
  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-birthDate').fill('14/03/2009');
  await page.locator('#signup-major').fill('Seconde B');
  await page.locator('#signup-password').fill(password);
  await page.locator('#signup-passwordConfirmation').fill(password);
  await page.locator('main form button[type=submit]').click();
  await expect(page.getByTestId('signup-ready')).toBeVisible();
  await logInThroughForm(page, email, password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await context.close();
  return email;
}

test('a class signs up with its link from one school address and is enrolled at once', async ({
  page,
  browser,
  request,
}) => {
  // three sign-ups in browsers of their own: longer than one page's journey on a busy machine
  test.setTimeout(150_000);
  const course = await createCourse(request);
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin/);
  await page.goto('/dashboard/admin/classes');
  await page.getByRole('button', { name: 'Add a class' }).click();
  const name = `Lab session ${Math.floor(Math.random() * 1e6)}`;
  await page.locator('#class-name').fill(name);
  await page.locator('#class-courses').fill(course.title);
  await page.getByRole('option', { name: course.title }).click();
  await page.locator('#class-auto-approve').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('#admin-class-search').fill(name);
  const row = page.locator('tbody tr', { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(course.title);
  const code = (await row.getByTestId('class-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  expect(await seriousViolations(page, { heading: true })).toEqual([]);

  // the link the teacher copies: the sign-up page with the code filled in
  const school = `10.200.${Math.floor(Math.random() * 250)}.7`;
  const link = `/signup?class_code=${code}`;
  const emails: string[] = [];
  for (let n = 1; n <= 3; n++) emails.push(await signUpWithLink(browser, link, school, n));

  await page.reload();
  await page.locator('#admin-class-search').fill(name);
  await expect(page.locator('tbody tr', { hasText: name }).locator('td').nth(2)).toHaveText('3');
  // each of them is enrolled in the class's course
  const token = await adminApiToken(request);
  for (const email of emails) {
    const found = await request.get('/api/admin/users', {
      headers: { Authorization: `Bearer ${token}` },
      params: { search: email },
    });
    const [user] = (await found.json()).data as { status: string; courses_count: number }[];
    expect(user).toMatchObject({ status: 'accepted', courses_count: 1 });
  }
});

test('a learner with an account joins a class from their profile with the code', async ({
  page,
  request,
}) => {
  const course = await createCourse(request);
  const klass = await asAdmin(request, '/api/admin/classes', {
    name: `Evening group ${Math.floor(Math.random() * 1e6)}`,
    course_ids: [course.id],
  });
  const learner = await registerLearner(request, 'joiner');
  await approve(request, learner.id);
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/dashboard/profile');
  await page.locator('#join-class-code').fill('ZZZZ-ZZZZ');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.locator('#join-class-code-helper-text')).toHaveText(
    'No class has this code. Check it with your teacher.',
  );
  await page
    .locator('#join-class-code')
    .fill(`${klass.code.slice(0, 4)}-${klass.code.slice(4)}`.toLowerCase());
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByTestId('join-class-done')).toHaveText(`You joined the class ${klass.name}.`);
  expect(await seriousViolations(page, { heading: true })).toEqual([]);
  // enrolled: the learner flow now goes on with the class's course (its questionnaire first)
  await page.goto('/dashboard/student/my-program');
  await expect(page).toHaveURL(new RegExp(`/second-step/silverman-questions/${course.id}$`));
});
