// Studies in the browser (docs/design/adaptive.md §10): a learner consents before the pretest and is allocated,
// another declines and learns all the same, and a researcher reads the study's dashboard and downloads its
// package, whose files are checked against its manifest; the first learner then withdraws from their profile.
// The course and the study are built through the API.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  asAdmin,
  ensureTheme,
  expect,
  logInThroughForm,
  newAdmin,
  seriousViolations,
  test,
} from './fixtures';
import { createCourse, enrolledLearner } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

/** A course with one unit and a one-question pretest, in an open study of two conditions. */
async function createStudy(request: APIRequestContext) {
  const course = await createCourse(request, {
    name: 'Studied',
    description: 'Fractions, in a study.',
    units: [
      { title: 'Meaning of fractions', learningObjects: [{ title: 'Idea of a fraction', type: 'abstract' }] },
    ],
    courseQuiz: { questions: [{ question: 'Half of 4 is 2', type: 3, is_valid: 1 }] },
  });
  const suffix = course.suffix;
  const now = Date.now();
  const study = await asAdmin(request, '/api/studies', {
    title: `Order of lessons ${suffix}`,
    description: 'Does the adaptive order help?',
    course_ids: [course.id],
    opens_at: new Date(now - 86_400_000).toISOString(),
    closes_at: new Date(now + 30 * 86_400_000).toISOString(),
    conditions: [
      { condition: 'adaptive', weight: 1 },
      { condition: 'author_order', weight: 1 },
    ],
    seed: `e2e-${suffix}`,
    consent: {
      en: 'We compare two ways of ordering this course. Your answers are kept under a pseudonym.',
      fr: 'Nous comparons deux façons d’ordonner ce cours. Vos réponses sont gardées sous un pseudonyme.',
    },
    delayed_posttest_days: null,
    post_test_rule: 'first',
    fallback_condition: 'adaptive',
  });
  await asAdmin(request, `/api/studies/${study.id}/open`);
  return { courseId: course.id as number, studyId: study.id as number, title: study.title as string };
}

/** The one-question pretest, answered right in the page. */
async function takePretest(page: Page) {
  await expect(page.getByTestId('quiz-question')).toContainText('Half of 4 is 2');
  await page.getByTestId('quiz-question').getByLabel('True', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await page.getByTestId('quiz-confirm-submit').click();
  await expect(page.getByTestId('quiz-result-score')).toHaveText('Score: 1 out of 1');
}

/** The files of a zip archive by name (stored or deflated entries, as the package holds). */
function unzip(buffer: Buffer): Map<string, Buffer> {
  let end = buffer.length - 22;
  while (end >= 0 && buffer.readUInt32LE(end) !== 0x06054b50) end--;
  expect(end, 'the end of the central directory').toBeGreaterThanOrEqual(0);
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(buffer.readUInt32LE(at)).toBe(0x02014b50);
    const method = buffer.readUInt16LE(at + 10);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const skip = nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const raw = buffer.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + skip;
  }
  return files;
}

test('a learner consents and is allocated, another declines, a researcher reads the dashboard and the package', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const study = await createStudy(request);
  const researcher = await newAdmin(request, 'researcher', 4);

  // The first learner opens the pretest: the consent page comes first, in their language, with the study's text.
  const consenting = await enrolledLearner(request, study.courseId, 'studied');
  await logInThroughForm(page, consenting.email, consenting.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(`/dashboard/courses/prestest/${study.courseId}`);
  await expect(page).toHaveURL(new RegExp(`/courses/${study.courseId}/consent`));
  await expect(page.getByTestId('consent-title')).toHaveText(study.title);
  await expect(page.getByTestId('consent-text')).toHaveText(/We compare two ways of ordering this course/);
  // "Read later" goes on learning elsewhere; the pretest waits for a decision.
  await page.getByTestId('consent-later').click();
  await expect(page).not.toHaveURL(/consent/);
  await page.goto(`/dashboard/courses/prestest/${study.courseId}`);
  await expect(page).toHaveURL(/consent/);
  await page.getByTestId('consent-accept').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/prestest/${study.courseId}$`));
  await takePretest(page);
  // The learner is told their decision, never their condition.
  const told = await request.get(`/api/courses/${study.courseId}/study`, { headers: consenting.headers });
  expect(told.status()).toBe(200);
  const toldText = await told.text();
  expect(JSON.parse(toldText).data.status).toBe('accepted');
  expect(toldText).not.toMatch(/author_order|"condition"/);
  await page.goto('/dashboard/profile');
  const mine = page.getByTestId('profile-studies');
  await expect(mine).toContainText(study.title);
  await expect(mine.getByTestId('my-study-status')).toHaveText('Taking part');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The second learner declines and takes the pretest all the same.
  const declining = await enrolledLearner(request, study.courseId, 'studied');
  await logInThroughForm(page, declining.email, declining.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(`/dashboard/courses/prestest/${study.courseId}`);
  await expect(page).toHaveURL(/consent/);
  await page.getByTestId('consent-decline').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/prestest/${study.courseId}$`));
  await takePretest(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The researcher lands on the studies and opens the dashboard: 2 enrolled, 1 consented, 1 declined, 1 allocated.
  await logInThroughForm(page, researcher.email, researcher.password);
  await expect(page).toHaveURL(/\/studies$/);
  await page.getByRole('link', { name: `Dashboard of ${study.title}` }).click();
  await expect(page.getByTestId('study-title')).toHaveText(study.title);
  // The dashboard says which post-test its figures count.
  await expect(page.getByTestId('study-post-test-rule')).toHaveText('First post-test counts');
  await expect(page.getByTestId('flow-enrolled-count')).toHaveText('2');
  await expect(page.getByTestId('flow-consented-count')).toHaveText('1');
  await expect(page.getByTestId('flow-declined-count')).toHaveText('1');
  await expect(page.getByTestId('flow-undecided-count')).toHaveText('0');
  await expect(page.getByTestId('flow-randomised-count')).toHaveText('1');
  const allocated = [
    Number(await page.getByTestId('flow-allocated-adaptive-count').textContent()),
    Number(await page.getByTestId('flow-allocated-author_order-count').textContent()),
  ];
  expect([...allocated].sort()).toEqual([0, 1]);
  // The flow's table alternative says the same.
  await page
    .getByRole('region', { name: 'Participant flow' })
    .getByRole('button', { name: 'Show as table' })
    .click();
  const allocatedRow = page.locator('#study-flow-body tr').filter({ hasText: 'Allocated' });
  await expect(allocatedRow.locator('td').last()).toHaveText('1');
  const pretestRow = page.locator('#study-flow-body tr').filter({ hasText: 'Took the pretest' });
  await expect(pretestRow.locator('td').last()).toHaveText('1');
  // The primary analysis says what it counted: no one has a post-test yet, so only the intention-to-treat set
  // holds the allocated learner, their post-test carried forward from the pretest.
  await expect(page.getByTestId('study-primary-note')).toContainText(
    'Complete cases (a pretest and a counted post-test): n = 0. Intention to treat (every allocated learner still taking part): n = 1;',
  );
  await expect(page.getByTestId('study-primary-note')).toContainText(
    "missing post-tests replaced by the learner's pretest (no change): 1;",
  );
  // The WWC tests have a row for the pair; with one arm not allocated yet, no verdict.
  const standards = page.getByRole('region', { name: 'Attrition and baseline equivalence (WWC)' });
  await expect(standards.getByRole('row').nth(1)).toContainText("Author's order vs Adaptive");
  // The style interactions of the pair, with no questionnaire answered yet: too few learners.
  await expect(page.getByRole('region', { name: /Condition x style interaction/ })).toContainText(
    'Too few learners for an estimate yet.',
  );
  // The instruments: the one participant's pretest, its question answered True (the key), too few for a KR-20.
  const instruments = page.getByRole('region', { name: 'Instruments: item analysis and reliability' });
  const testRow = instruments.getByRole('table', { name: 'Reliability' }).getByRole('row').nth(1);
  await expect(testRow.getByRole('rowheader')).toHaveText(/: pretest, version 1$/);
  await expect(testRow.getByRole('cell')).toHaveText(['1', '1', '1 (—)', '—', '—']);
  const items = instruments.getByRole('table', { name: /^Item analysis: / });
  await expect(items.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('1. Half of 4 is 2');
  await expect(items.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '100%',
    '—',
    '0',
    '1Correct answerTrue0False',
  ]);
  // No identity anywhere on the page.
  await expect(page.locator('main')).not.toContainText(consenting.email);
  await expect(page.locator('main')).not.toContainText('Ben Salah');

  // The package: a zip whose files match its manifest's row counts and SHA-256 sums; one participant.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('study-package').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^parcours-study-${study.studyId}-v1-.*\\.zip$`));
  // The files sit in one folder named after the study.
  const zip = new Map(
    [...unzip(fs.readFileSync((await download.path()) as string))].map(([name, bytes]) => [
      name.replace(`study-${study.studyId}/`, ''),
      bytes,
    ]),
  );
  const names = [...zip.keys()].sort();
  expect(names).toEqual(
    [
      'analysis.R',
      'analysis.py',
      'answers.csv',
      'attempts.csv',
      'codebook.md',
      'exposures.csv',
      'manifest.json',
      'mastery.csv',
      'participants.csv',
      'path_snapshots.csv',
      'questionnaire.csv',
      'questions.csv',
      'summary.json',
      'surveys.csv',
    ].sort(),
  );
  const manifest = JSON.parse((zip.get('manifest.json') as Buffer).toString('utf8'));
  const listed = manifest.files as { name: string; sha256: string; rows?: number }[];
  expect(listed.map((f) => f.name).sort()).toEqual(names.filter((n) => n !== 'manifest.json'));
  for (const file of listed) {
    const bytes = zip.get(file.name) as Buffer;
    expect(createHash('sha256').update(bytes).digest('hex'), file.name).toBe(file.sha256);
    if (file.name.endsWith('.csv')) {
      const lines = bytes.toString('utf8').split(/\r?\n/).filter(Boolean);
      expect(lines.length - 1, file.name).toBe(file.rows);
    }
  }
  // One participant: the learner who consented; the package's figures are the dashboard's.
  expect(listed.find((f) => f.name === 'participants.csv')?.rows).toBe(1);
  const summary = JSON.parse((zip.get('summary.json') as Buffer).toString('utf8'));
  expect(summary.flow).toMatchObject({ enrolled: 2, consented: 1, declined: 1, withdrawn: 0 });
  expect(Object.values(summary.flow.allocated as Record<string, number>).sort()).toEqual(
    [...allocated].sort(),
  );
  // The questions and key of the pretest the learner took (no level, no parallel form; a true/false answer has
  // no credit, tolerance or match).
  expect((zip.get('questions.csv') as Buffer).toString('utf8')).toContain(
    ',1,true_false,,,Half of 4 is 2,,1,true,1,,,\r\n',
  );
  const everything = [...zip.values()].map((b) => b.toString('utf8')).join('\n');
  for (const identity of [consenting.email, declining.email, 'Ben Salah']) {
    expect(everything).not.toContain(identity);
  }
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The consenting learner withdraws from their profile, after a confirmation; the study still counts them in the
  // condition they were allocated to, as withdrawn, with none of their data.
  await logInThroughForm(page, consenting.email, consenting.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/dashboard/profile');
  await page.getByTestId('profile-studies').getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from the study?' });
  await expect(dialog).toContainText(study.title);
  await dialog.getByTestId('withdraw-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-studies').getByTestId('my-study-status')).toHaveText('Withdrawn');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await logInThroughForm(page, researcher.email, researcher.password);
  await expect(page).toHaveURL(/\/studies$/);
  await page.getByRole('link', { name: `Dashboard of ${study.title}` }).click();
  await expect(page.getByTestId('flow-consented-count')).toHaveText('1');
  await expect(page.getByTestId('flow-declined-count')).toHaveText('1');
  await expect(page.getByTestId('flow-randomised-count')).toHaveText('1');
  const arm = allocated[0] === 1 ? 'adaptive' : 'author_order';
  await expect(page.getByTestId(`flow-allocated-${arm}-count`)).toHaveText('1');
  await expect(page.getByTestId(`flow-withdrew-${arm}-count`)).toHaveText('1');
  await expect(page.getByTestId(`flow-pretest-${arm}-count`)).toHaveText('0');
  await expect(page.getByTestId(`flow-excluded_withdrew-${arm}`)).toHaveText('Withdrew: 1');
});

test('a researcher creates and edits a study draft in the form; an admin opens it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const course = await createCourse(request, {
    name: 'Drafted',
    description: 'Fractions, for a study drafted in the browser.',
    units: [{ title: 'Halves', learningObjects: [{ title: 'A half', type: 'abstract' }] }],
    courseQuiz: { questions: [{ question: 'Half of 6 is 3', type: 3, is_valid: 1 }] },
  });
  const title = `Order drafted ${course.suffix}`;
  const researcher = await newAdmin(request, 'researcher.form', 4);
  await logInThroughForm(page, researcher.email, researcher.password);
  await expect(page).toHaveURL(/\/studies$/);
  await page.getByRole('link', { name: 'New study' }).first().click();
  await expect(page).toHaveURL(/\/studies\/new$/);
  // The course list loads for a researcher (no warning) and offers the published course.
  await page.locator('#study-title').fill(title);
  await page.getByRole('combobox', { name: /^Courses/ }).click();
  await page.getByRole('combobox', { name: /^Courses/ }).fill(course.title);
  await page.getByRole('option', { name: course.title }).click();
  await expect(page.getByText('The list of courses could not be loaded')).toHaveCount(0);
  await page.locator('#study-opensAt').fill('01/01/2030');
  await page.locator('#study-closesAt').fill('30/06/2030');
  await page.locator('#study-consentEn').fill('We compare two orders of this course.');
  await page.locator('#study-consentFr').fill('Nous comparons deux ordres de ce cours.');
  // The pre-registered plan: the sample size follows the numbers as they are typed.
  await page.locator('#study-planHypotheses').fill('The adaptive order raises the post-test.');
  await page.locator('#study-planOutcome').fill('The first post-test.');
  await page.locator('#study-planAnalysis').fill('ANCOVA on condition, pretest and stratum.');
  await expect(page.getByTestId('study-plan-size')).toHaveText(
    '49 learners per condition, 98 in all over the 2 conditions.',
  );
  await page.locator('#study-planEffectSize').fill('0.8');
  await expect(page.getByTestId('study-plan-size')).toHaveText(
    '20 learners per condition, 40 in all over the 2 conditions.',
  );
  await page.getByTestId('study-save').click();

  // Saved as a draft: the dashboard shows it with its plan, and a researcher has no button to open it.
  await expect(page).toHaveURL(/\/studies\/\d+$/);
  const studyId = Number(page.url().split('/').at(-1));
  await expect(page.getByTestId('study-title')).toHaveText(title);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByTestId('study-open')).toHaveCount(0);
  const plan = page.getByRole('region', { name: 'Pre-registered plan' });
  await expect(plan).toContainText('The adaptive order raises the post-test.');
  await expect(plan).toContainText('20 learners per condition (two-group ANCOVA)');
  await expect(page.getByTestId('study-plan-state')).toHaveText('Draft: may still change');

  // Editing the draft: the study's course is still chosen, a new title is saved in place (version 1).
  await page.getByRole('link', { name: 'Edit the study' }).click();
  await expect(page).toHaveURL(new RegExp(`/studies/${studyId}/edit$`));
  await expect(page.getByTestId('study-form')).toContainText(course.title);
  await page.locator('#study-title').fill(`${title}, edited`);
  await page.getByTestId('study-save').click();
  await expect(page).toHaveURL(new RegExp(`/studies/${studyId}$`));
  await expect(page.getByTestId('study-title')).toHaveText(`${title}, edited`);
  await expect(page.getByTestId('study-meta')).toContainText(course.title);
  await expect(page.getByTestId('study-meta')).toContainText('version 1');

  // An admin approves it.
  const opened = await asAdmin(request, `/api/studies/${studyId}/open`);
  expect(opened.state).toBe('open');
  await page.reload();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByTestId('study-plan-state')).toHaveText('Frozen at opening');
  // The form now shows the plan frozen.
  await page.getByRole('link', { name: 'Edit the study' }).click();
  await expect(page.getByTestId('study-plan-frozen')).toBeVisible();
  await expect(page.locator('#study-planHypotheses')).toBeDisabled();
});

test('the study pages and the consent page have no serious or critical violation', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const study = await createStudy(request);
  const found: Record<string, string[]> = {};
  const learner = await enrolledLearner(request, study.courseId, 'studied');
  await logInThroughForm(page, learner.email, learner.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  for (const theme of ['light', 'dark'] as const) {
    await page.goto(`/courses/${study.courseId}/consent`);
    await expect(page.getByTestId('consent-text')).toBeVisible();
    await ensureTheme(page, theme);
    const violations = await seriousViolations(page, { heading: true });
    if (violations.length) found[`${theme} consent`] = violations;
  }
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: /log out/i }).click();

  const researcher = await newAdmin(request, 'researcher.a11y', 4);
  await logInThroughForm(page, researcher.email, researcher.password);
  await expect(page).toHaveURL(/\/studies$/);
  const pages = ['/studies', '/studies/new', `/studies/${study.studyId}`, `/studies/${study.studyId}/edit`];
  for (const theme of ['light', 'dark'] as const) {
    for (const path of pages) {
      await page.goto(path);
      await page.locator('main h2').first().waitFor();
      await ensureTheme(page, theme);
      const violations = await seriousViolations(page, { heading: true });
      if (violations.length) found[`${theme} ${path}`] = violations;
    }
  }
  expect(found).toEqual({});
});
