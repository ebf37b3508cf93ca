// Parcours as an LTI 1.3 tool in a browser (docs/integrations.md, "LTI 1.3"): the admin registers the simulated
// LMS on the admin page; a launch from the LMS's course page, inside its frame, signs the learner in and lands
// in the course viewer of the linked course. The LMS (apps/api/src/test/lti-platform.ts) runs in this process.
import type { APIRequestContext } from '@playwright/test';
import { type LtiPlatformSim, lisRole, startLtiPlatform } from '../apps/api/src/test/lti-platform';
import { admin, apiLogin, expect, logInThroughForm, ok, test } from './fixtures';
import { answerQuestionnaire } from './support/courses';

type Json = Record<string, unknown> & { data: Record<string, unknown> };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

let sim: LtiPlatformSim;
test.beforeAll(async () => {
  sim = await startLtiPlatform();
});
test.afterAll(async () => {
  await sim.close();
});

async function courseWithContent(request: APIRequestContext, token: string, stamp: string) {
  const category = await ok<Json>(
    await request.post('/api/categories/create-category', {
      headers: auth(token),
      data: { title: `LTI category ${stamp}` },
    }),
  );
  const course = await ok<Json>(
    await request.post('/api/admin/create-course', {
      headers: auth(token),
      data: {
        title: `Cell biology ${stamp}`,
        description: 'Opened from the LMS',
        status: 'published', // built by the test's set-up, not through the publishing checks
        category_id: category.data.id,
        language: 'en',
        is_paid: false,
        facilitator: 'Rosalind Franklin',
        is_public: true,
        teaching_type: 'online',
        link: 'https://meet.example.org/cells',
        is_sequential: false,
        content_requires_pretest: false,
      },
    }),
  );
  return { id: Number(course.data.id), title: String(course.data.title) };
}

test('the admin registers an LMS, and a launch from the LMS opens the course viewer in its frame', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  sim.toolKeys = async () => (await request.get('/.well-known/jwks.json')).json();

  // The admin registers the LMS with the values it shows.
  await logInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.getByRole('link', { name: 'LMS integration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/lti$/);
  await expect(page.getByRole('heading', { name: 'LMS integration (LTI 1.3)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Login initiation URL' })).toHaveValue(
    `${baseURL}/api/lti/login`,
  );
  await expect(page.getByRole('textbox', { name: 'Public keyset URL', exact: true })).toHaveValue(
    `${baseURL}/.well-known/jwks.json`,
  );
  await page.getByRole('button', { name: 'Register a platform' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(`Simulated LMS ${stamp}`);
  await dialog.getByLabel('Issuer (platform id)').fill(sim.issuer);
  await dialog.getByLabel('Client id').fill(sim.clientId);
  await dialog.getByLabel('Deployment ids').fill(sim.deploymentId);
  await dialog.getByLabel('Authentication request URL').fill(sim.registration.auth_url);
  await dialog.getByLabel('Access token URL').fill(sim.registration.token_url);
  await dialog.getByLabel('Public keyset URL of the LMS').fill(sim.registration.jwks_url);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The platform is saved.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Simulated LMS ${stamp}`) });
  await expect(row).toContainText(sim.issuer);
  await expect(row).toContainText(sim.deploymentId);

  const adminToken = await apiLogin(request, admin.email, admin.password);
  const course = await courseWithContent(request, adminToken, stamp);
  const learner = {
    sub: `learner-${stamp}`,
    given_name: 'Ada',
    family_name: 'Lovelace',
    roles: [lisRole.learner],
  };
  const spec = {
    user: learner,
    resourceLinkId: `link-${stamp}`,
    custom: { course_id: String(course.id) },
    // the link's target is this Parcours (a target on another host is refused)
    targetLinkUri: `${baseURL}/lti`,
  };

  // A first launch creates the account; the learner answers the learning-style questionnaire once, as every
  // learner does before the course viewer (here through the API, with the launch's session).
  const login = await request.get('/api/lti/login', {
    params: {
      iss: sim.issuer,
      login_hint: 'first',
      target_link_uri: `${baseURL}/lti`,
      client_id: sim.clientId,
    },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const authUrl = new URL(login.headers().location);
  const launched = await request.post('/api/lti/launch', {
    form: {
      id_token: await sim.idToken(spec, authUrl.searchParams.get('nonce') ?? ''),
      state: authUrl.searchParams.get('state') ?? '',
    },
    maxRedirects: 0,
  });
  expect(launched.status()).toBe(303);
  const code = decodeURIComponent(launched.headers().location.split('#code=')[1] ?? '');
  const session = await ok<Json>(await request.post('/api/lti/session', { data: { code } }));
  const token = String(session.data.access_token);
  await answerQuestionnaire(request, auth(token), course.id, 'a');

  // The launch from the LMS course page, in its frame, in a browser that never signed in to Parcours.
  const context = await page.context().browser()!.newContext();
  const lms = await context.newPage();
  sim.prepare('second', spec);
  await lms.goto(
    sim.coursePageUrl(`${baseURL}/api/lti/login`, 'second', `${baseURL}/lti/courses/${course.id}`),
  );
  await expect(lms.getByRole('heading', { name: 'LMS course page' })).toBeVisible();
  const frame = lms.frameLocator('iframe[name="tool"]');
  await expect(frame.getByRole('heading', { name: course.title })).toBeVisible({ timeout: 20_000 });
  const toolFrame = lms.frame({ name: 'tool' });
  expect(toolFrame?.url()).toBe(`${baseURL}/dashboard/student/courses/${course.id}`);
  await context.close();
});

test('a teacher picks a Parcours course from the LMS, and the LMS receives the signed link', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  sim.toolKeys = async () => (await request.get('/.well-known/jwks.json')).json();
  const adminToken = await apiLogin(request, admin.email, admin.password);
  // Registered through the API here (the page is the first test's): the LMS must be known for its frame.
  const registered = await request.post('/api/admin/lti/platforms', {
    headers: auth(adminToken),
    data: { ...sim.registration, name: `Simulated LMS ${stamp}`, client_id: `${sim.clientId}-${stamp}` },
  });
  expect(registered.status()).toBe(201);
  const course = await courseWithContent(request, adminToken, stamp);

  sim.clientId = `${sim.clientId}-${stamp}`;
  sim.prepare(`teacher-${stamp}`, {
    user: {
      sub: `teacher-${stamp}`,
      given_name: 'Grace',
      family_name: 'Hopper',
      roles: [lisRole.instructor],
    },
    kind: 'deep_link',
  });
  await page.goto(
    sim.coursePageUrl(`${baseURL}/api/lti/login`, `teacher-${stamp}`, `${baseURL}/lti/deep-link`),
  );
  const frame = page.frameLocator('iframe[name="tool"]');
  await expect(frame.getByRole('heading', { name: 'Add a Parcours course' })).toBeVisible({
    timeout: 20_000,
  });
  await frame.getByRole('searchbox', { name: 'Search courses' }).fill(course.title);
  await frame.getByRole('button', { name: new RegExp(course.title) }).click();
  // the course list may still re-render with the search's answer under the pointer: check until it holds
  const progress = frame.getByRole('radio', { name: 'The course progress (0 to 100 %)' });
  await expect(async () => {
    await progress.check({ timeout: 2_000 });
    await expect(progress).toBeChecked();
  }).toPass({ timeout: 15_000 });
  await frame.getByRole('button', { name: 'Add to the LMS' }).click();
  // The form post reaches the LMS (the frame's form-action allows it) and the LMS verifies the signature.
  await expect(frame.getByRole('heading', { name: 'Content added to the LMS course' })).toBeVisible();
  const answer = sim.deepLinks.at(-1)!;
  expect(answer['https://purl.imsglobal.org/spec/lti-dl/claim/content_items']).toEqual([
    expect.objectContaining({
      type: 'ltiResourceLink',
      title: course.title,
      custom: { course_id: String(course.id), grading: 'progress' },
      lineItem: { scoreMaximum: 100, label: course.title, resourceId: `parcours-course-${course.id}` },
    }),
  ]);
});
