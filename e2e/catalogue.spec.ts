// An admin builds a course through the whole add-course wizard (cover upload, map pick, a reload in the
// middle) and finds it in the catalogue with search and filters; the category admin pages; axe on each page.
import type { APIRequestContext, Page } from '@playwright/test';
import { admin, apiLogin, expect, logInThroughForm, seriousViolations, test } from './fixtures';

test.use({ reducedMotion: 'reduce' });

/** A 1x1 PNG: the server decides the type from the bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const axeScan = (page: Page) => seriousViolations(page, { heading: true, footer: true });

async function createCategory(request: APIRequestContext, token: string, title: string, subs: string[]) {
  const response = await request.post('/api/categories/create-category', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, subCategories: subs.map((s) => ({ title: s })) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; children: { id: number; title: string }[] };
}

async function pick(page: Page, label: string, option: string) {
  // a select's name is its label followed by the shown value
  await page.getByRole('combobox', { name: new RegExp(`^${label}( |$)`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin creates a course through the wizard and finds it in the catalogue', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const token = await apiLogin(request, admin.email, admin.password);
  const categoryTitle = `Robotics ${tag}`;
  await createCategory(request, token, categoryTitle, ['Drones', 'Arms']);
  const title = `Drone piloting ${tag}`;
  const found: Record<string, string[]> = {};
  const scan = async (name: string) => {
    const v = await axeScan(page);
    if (v.length) found[name] = v;
  };

  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto('/dashboard/admin/courses/add-course');

  // Step 1: nothing filled shows the SPEC messages
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await scan('add-course: about (errors)');
  await page.locator('#course-title').fill(title);
  await page.locator('#course-description').fill('Fly, film and land a drone safely.');
  await pick(page, 'Category', categoryTitle);
  await pick(page, 'Sub category', 'Drones');
  await pick(page, 'Language', 'English');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: price and audience
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Paid is required')).toBeVisible();
  await expect(page.getByText('Public is required')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Paid' }).getByLabel('Paid').check();
  await page.locator('#course-price').fill('100');
  await page.locator('#course-discount').fill('20');
  await page.locator('#course-facilitator').fill('Dr. Amal');
  await page.getByRole('radiogroup', { name: 'Public' }).getByLabel('Public').check();
  await scan('add-course: audience');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: a place picked on the map (tiles cannot load offline; the map still takes the click)
  await page.getByLabel('On a place').check();
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 90 } });
  await expect(page.locator('#course-latitude')).not.toHaveValue('');
  await expect(page.locator('#course-longitude')).not.toHaveValue('');
  const latitude = Number(await page.locator('#course-latitude').inputValue());
  expect(Math.abs(latitude - 36.806389)).toBeLessThan(0.2);
  await page.locator('#course-startTime').fill('01/05/2030 09:00');
  await page.locator('#course-endTime').fill('03/05/2030 17:00');
  await scan('add-course: place');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the cover is uploaded at once under a temporary id
  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'drone.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('The cover is uploaded.')).toBeVisible();
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  await scan('add-course: cover');

  // A reload keeps the draft, the step and the uploaded cover
  await page.reload();
  await expect(page.getByText('Your unsaved draft was restored.')).toBeVisible();
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('is built in the course editor', { exact: false })).toBeVisible();
  await scan('add-course: quiz');
  await page.getByRole('button', { name: 'Create the course' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/courses$/);
  await expect(page.getByText('The course is created.')).toBeVisible();
  await page.locator('#admin-course-search').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await scan('admin courses');

  // A new course is a draft, in no catalogue, until it passes the publishing checks: a course quiz, a unit
  // whose learning object is reading only, and (the course waiving the pretest) no unit for every level.
  await expect(row.getByText('Draft')).toBeVisible();
  const auth = { Authorization: `Bearer ${token}` };
  const listed = await request.get('/api/admin/courses', { headers: auth, params: { search: title } });
  const courseId = ((await listed.json()).data as { id: number }[])[0].id;
  expect((await request.get(`/api/courses/${courseId}`)).status()).toBe(404);
  const build = async (url: string, data: unknown) => {
    const response = await request.post(url, { headers: auth, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()).data;
  };
  await build(`/api/admin/update-course/${courseId}`, { content_requires_pretest: false });
  await build(`/api/admin/course-quiz/${courseId}`, {
    pass_mark: 50,
    questions: [{ question: 'A drone needs a licence above 250 g.', type: 3, is_valid: 1 }],
  });
  const unit = await build(`/api/admin/create-eu/${courseId}`, {
    title: 'First flight',
    type: 'basic',
    learning_objects: [{ title: 'Safety rules', type: 'concrete', sections: [] }],
  });
  await build(`/api/admin/learning-objects/${unit.learning_objects[0].id}/reading-only`, { value: true });
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(row.getByText('Published')).toBeVisible();

  // The catalogue: search, category and price filters
  await page.goto('/courses');
  await page.locator('#catalogue-search').fill(title);
  const card = page.getByTestId('course-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/media\//);
  await pick(page, 'Category', categoryTitle);
  await pick(page, 'Sub category', 'Drones');
  await page.locator('#catalogue-price-min').fill('50');
  await page.locator('#catalogue-price-max').fill('90');
  await page.locator('#catalogue-start-from').fill('01/05/2030');
  await page.locator('#catalogue-start-to').fill('01/05/2030');
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/category=\d+/);
  await scan('catalogue');
  await page.locator('#catalogue-price-max').fill('70');
  await expect(page.getByText('No course found')).toBeVisible();
  await page.locator('#catalogue-price-max').fill('90');
  await card.getByRole('link').click();

  // The course page: price with discount, schedule, place with a map
  await expect(page.getByTestId('course-title')).toHaveText(title);
  await expect(page.getByText('01/05/2030', { exact: false })).toBeVisible();
  await expect(page.getByText('-20%')).toBeVisible();
  await expect(page.getByTestId('course-coordinates')).toContainText(String(latitude));
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await scan('course page');
  expect(found).toEqual({});
});

test('an admin manages categories: add, edit in place, refused delete while used', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const token = await apiLogin(request, admin.email, admin.password);
  const found: Record<string, string[]> = {};
  const scan = async (name: string) => {
    const v = await axeScan(page);
    if (v.length) found[name] = v;
  };
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);

  await page.goto('/dashboard/admin/categories/add-category');
  await page.getByRole('button', { name: 'Create the category' }).click();
  await expect(page.getByText('Category title is required')).toBeVisible();
  await scan('add category');
  const title = `Languages ${tag}`;
  await page.locator('#category-title').fill(title);
  await page
    .getByTestId('category-image-input')
    .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Sub category 1', { exact: true }).fill('Arabic');
  await page.getByRole('button', { name: 'Add a sub category' }).click();
  await page.getByRole('button', { name: 'Add a sub category' }).click();
  await page.getByLabel('Sub category 3', { exact: true }).fill('Spanish');
  await page.getByRole('button', { name: 'Create the category' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/categories$/);
  await page.locator('#admin-category-search').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Arabic');
  await expect(row).toContainText('Spanish');
  await scan('categories list');

  // a course in "Arabic" keeps the category from being deleted
  const categories = await request.get('/api/categories', { params: { search: title } });
  const category = (await categories.json()).data[0] as {
    id: number;
    children: { id: number; title: string }[];
  };
  expect(category.children.map((c) => c.title).sort()).toEqual(['Arabic', 'Spanish']);
  const arabic = category.children.find((c) => c.title === 'Arabic')!;
  const course = await request.post('/api/admin/create-course', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Arabic 101 ${tag}`,
      description: 'Letters',
      status: 'published', // built by the test's set-up, not through the publishing checks
      category_id: category.id,
      subcategory_id: arabic.id,
      language: 'ar',
      is_paid: false,
      facilitator: 'Sami',
      is_public: true,
      teaching_type: 'online',
      link: 'https://meet.example/ar',
    },
  });
  expect(course.status(), await course.text()).toBe(201);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('delete-category-error')).toContainText('cannot be deleted');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Other specs add categories to the same server: find this one by search again before editing.
  await page.locator('#admin-category-search').fill(title);
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Sub category 1', { exact: true })).toHaveValue(/Arabic|Spanish/);
  const spanishIndex =
    (await page.getByLabel('Sub category 1', { exact: true }).inputValue()) === 'Spanish' ? 1 : 2;
  await page.getByRole('button', { name: `Remove sub category ${spanishIndex}` }).click();
  await page.getByLabel('Sub category 1', { exact: true }).fill('Arabic (MSA)');
  await scan('edit category');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/categories$/);
  const after = await request.get(`/api/categories/${category.id}`);
  expect(((await after.json()).data.children as { title: string }[]).map((c) => c.title)).toEqual([
    'Arabic (MSA)',
  ]);

  await page.goto('/categories');
  await page.locator('#category-search').fill(title);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await scan('public categories');
  expect(found).toEqual({});
});
