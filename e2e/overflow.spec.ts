// Every page of the web app at 390 px wide, in English and in French, for a visitor, a new learner, a learner, an
// instructor, a designer and an admin: none may scroll sideways (document wider than the window). The list of
// pages is read from the route files, so a new route fails the first test until it is visited or excluded here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  approve,
  asAdmin,
  expect,
  logInThroughForm,
  newAccount,
  registerLearner,
  test,
} from './fixtures';
import { answerQuestionnaire } from './support/courses';

test.use({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });

const routesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/app/routes');

/** Where each exported route list of `app/router.tsx` is mounted. */
const mounts: Record<string, string> = {
  publicRoutes: '/',
  errorRoutes: '/',
  consentRoutes: '/',
  authRoutes: '/auth',
  accountRoutes: '/dashboard',
  adminRoutes: '/dashboard/admin',
  authorRoutes: '/dashboard/admin',
  classRunnerRoutes: '/dashboard/admin',
  learnerRoutes: '/dashboard/student',
  pretestRoutes: '/dashboard/courses/prestest',
  ltiRoutes: '/lti',
  secondStepRoutes: '/second-step',
  studyRoutes: '/studies',
};

/** Every route pattern the route files declare, e.g. "/dashboard/admin/users/:userId". */
function declaredRoutes(): string[] {
  const found = new Set<string>();
  for (const file of fs.readdirSync(routesDir).filter((f) => f.endsWith('.tsx'))) {
    const text = fs.readFileSync(path.join(routesDir, file), 'utf8');
    const lists = [...text.matchAll(/export const (\w+): RouteObject\[\] = \[/g)];
    lists.forEach((list, i) => {
      const name = list[1] ?? '';
      const prefix = mounts[name];
      if (prefix === undefined) throw new Error(`${file}: ${name} is not mounted in overflow.spec.ts`);
      const body = text.slice(list.index, lists[i + 1]?.index ?? text.length);
      for (const m of body.matchAll(/path: '([^']*)'|index: true/g)) {
        const own = m[1];
        if (own === undefined) found.add(prefix);
        else found.add(prefix === '/' ? `/${own}` : `${prefix}/${own}`);
      }
    });
  }
  return [...found].sort();
}

type Role = 'visitor' | 'newLearner' | 'learner' | 'instructor' | 'designer' | 'admin';

interface Seed {
  courseId: number;
  categoryId: number;
  studyId: number;
  learnerId: number;
}

/** Each page once, by the role that sees it; ids are filled in from the seeded data. */
const visits: Record<string, { role: Role; url: (s: Seed) => string }> = {
  '/': { role: 'visitor', url: () => '/' },
  '/AboutUs': { role: 'visitor', url: () => '/AboutUs' },
  '/newsletter/confirm': { role: 'visitor', url: () => '/newsletter/confirm' },
  '/newsletter/unsubscribe': { role: 'visitor', url: () => '/newsletter/unsubscribe' },
  '/categories': { role: 'visitor', url: () => '/categories' },
  '/verify/:code': { role: 'visitor', url: () => '/verify/NOPE-0000' },
  '/courses': { role: 'learner', url: () => '/courses' },
  '/courses/:courseId': { role: 'learner', url: (s) => `/courses/${s.courseId}` },
  '/courses/:courseId/quiz': { role: 'learner', url: (s) => `/courses/${s.courseId}/quiz` },
  '/courses/:courseId/consent': { role: 'learner', url: (s) => `/courses/${s.courseId}/consent` },
  '/403': { role: 'visitor', url: () => '/403' },
  '/404': { role: 'visitor', url: () => '/404' },
  '/500': { role: 'visitor', url: () => '/500' },
  '/auth': { role: 'visitor', url: () => '/auth' },
  '/auth/login': { role: 'visitor', url: () => '/auth/login' },
  '/auth/signup': { role: 'visitor', url: () => '/auth/signup' },
  '/auth/forget-password': { role: 'visitor', url: () => '/auth/forget-password' },
  '/auth/forget-password/email-confirmation': {
    role: 'visitor',
    url: () => '/auth/forget-password/email-confirmation',
  },
  '/auth/password-set': { role: 'visitor', url: () => '/auth/password-set?token=abcdefghijklmnop' },
  '/lti/launch': { role: 'visitor', url: () => '/lti/launch' },
  '/lti/deep-link/:request': { role: 'admin', url: () => '/lti/deep-link/unknown-request' },
  '/lti/pick-course/:link': { role: 'admin', url: () => '/lti/pick-course/999999' },
  '/dashboard/profile': { role: 'learner', url: () => '/dashboard/profile' },
  '/dashboard/profile/settings': { role: 'learner', url: () => '/dashboard/profile/settings' },
  '/dashboard/admin': { role: 'admin', url: () => '/dashboard/admin' },
  '/dashboard/admin/users': { role: 'admin', url: () => '/dashboard/admin/users' },
  '/dashboard/admin/users/all': { role: 'admin', url: () => '/dashboard/admin/users/all' },
  '/dashboard/admin/users/pending': { role: 'admin', url: () => '/dashboard/admin/users/pending' },
  '/dashboard/admin/users/accepted': { role: 'admin', url: () => '/dashboard/admin/users/accepted' },
  '/dashboard/admin/users/:userId': { role: 'admin', url: (s) => `/dashboard/admin/users/${s.learnerId}` },
  '/dashboard/admin/users/:userId/courses/:courseId/adaptive': {
    role: 'admin',
    url: (s) => `/dashboard/admin/users/${s.learnerId}/courses/${s.courseId}/adaptive`,
  },
  '/dashboard/admin/addUser': { role: 'admin', url: () => '/dashboard/admin/addUser' },
  '/dashboard/admin/categories': { role: 'admin', url: () => '/dashboard/admin/categories' },
  '/dashboard/admin/categories/add-category': {
    role: 'admin',
    url: () => '/dashboard/admin/categories/add-category',
  },
  '/dashboard/admin/categories/:categoryId': {
    role: 'admin',
    url: (s) => `/dashboard/admin/categories/${s.categoryId}`,
  },
  '/dashboard/admin/users-feedback': { role: 'admin', url: () => '/dashboard/admin/users-feedback' },
  '/dashboard/admin/payments': { role: 'admin', url: () => '/dashboard/admin/payments' },
  '/dashboard/admin/reviews': { role: 'admin', url: () => '/dashboard/admin/reviews' },
  '/dashboard/admin/newsletter': { role: 'admin', url: () => '/dashboard/admin/newsletter' },
  '/dashboard/admin/lti': { role: 'admin', url: () => '/dashboard/admin/lti' },
  '/dashboard/admin/xapi': { role: 'admin', url: () => '/dashboard/admin/xapi' },
  '/dashboard/admin/courses': { role: 'admin', url: () => '/dashboard/admin/courses' },
  '/dashboard/admin/courses/add-course': {
    role: 'designer',
    url: () => '/dashboard/admin/courses/add-course',
  },
  '/dashboard/admin/courses/:courseId': {
    role: 'admin',
    url: (s) => `/dashboard/admin/courses/${s.courseId}`,
  },
  '/dashboard/admin/courses/:courseId/content': {
    role: 'admin',
    url: (s) => `/dashboard/admin/courses/${s.courseId}/content`,
  },
  '/dashboard/admin/courses/:courseId/gradebook': {
    role: 'admin',
    url: (s) => `/dashboard/admin/courses/${s.courseId}/gradebook`,
  },
  '/dashboard/admin/quiz-timers': { role: 'instructor', url: () => '/dashboard/admin/quiz-timers' },
  '/dashboard/admin/quiz-attempts': { role: 'instructor', url: () => '/dashboard/admin/quiz-attempts' },
  '/dashboard/admin/classes': { role: 'admin', url: () => '/dashboard/admin/classes' },
  '/dashboard/student': { role: 'learner', url: () => '/dashboard/student' },
  '/dashboard/student/feedback': { role: 'learner', url: () => '/dashboard/student/feedback' },
  '/dashboard/student/my-program': { role: 'learner', url: () => '/dashboard/student/my-program' },
  '/dashboard/student/my-program/completed-courses': {
    role: 'learner',
    url: () => '/dashboard/student/my-program/completed-courses',
  },
  '/dashboard/student/my-quizzes': { role: 'learner', url: () => '/dashboard/student/my-quizzes' },
  '/dashboard/student/my-support': { role: 'learner', url: () => '/dashboard/student/my-support' },
  '/dashboard/student/certificates': { role: 'learner', url: () => '/dashboard/student/certificates' },
  '/dashboard/student/categories': { role: 'learner', url: () => '/dashboard/student/categories' },
  '/dashboard/student/categories/:categoryId': {
    role: 'learner',
    url: (s) => `/dashboard/student/categories/${s.categoryId}`,
  },
  '/dashboard/student/courses': { role: 'learner', url: () => '/dashboard/student/courses' },
  '/dashboard/student/courses/:courseId': {
    role: 'learner',
    url: (s) => `/dashboard/student/courses/${s.courseId}`,
  },
  '/dashboard/student/courses/:courseId/quiz': {
    role: 'learner',
    url: (s) => `/dashboard/student/courses/${s.courseId}/quiz`,
  },
  '/dashboard/student/courses/:courseId/path': {
    role: 'learner',
    url: (s) => `/dashboard/student/courses/${s.courseId}/path`,
  },
  '/dashboard/courses/prestest': { role: 'learner', url: () => '/dashboard/courses/prestest' },
  '/dashboard/courses/prestest/:courseId': {
    role: 'learner',
    url: (s) => `/dashboard/courses/prestest/${s.courseId}`,
  },
  '/second-step': { role: 'newLearner', url: () => '/second-step' },
  '/second-step/categories': { role: 'newLearner', url: () => '/second-step/categories' },
  '/second-step/categories/:categoryId': {
    role: 'newLearner',
    url: (s) => `/second-step/categories/${s.categoryId}`,
  },
  '/second-step/courses': { role: 'newLearner', url: () => '/second-step/courses' },
  '/second-step/courses/:subcategoryId': {
    role: 'newLearner',
    url: (s) => `/second-step/courses/${s.categoryId}`,
  },
  '/second-step/courses/prestest': { role: 'newLearner', url: () => '/second-step/courses/prestest' },
  '/second-step/courses/prestest/:courseId': {
    role: 'newLearner',
    url: (s) => `/second-step/courses/prestest/${s.courseId}`,
  },
  '/second-step/silverman-questions': { role: 'newLearner', url: () => '/second-step/silverman-questions' },
  '/second-step/silverman-questions/:courseId': {
    role: 'newLearner',
    url: (s) => `/second-step/silverman-questions/${s.courseId}`,
  },
  '/studies': { role: 'admin', url: () => '/studies' },
  '/studies/new': { role: 'admin', url: () => '/studies/new' },
  '/studies/:studyId': { role: 'admin', url: (s) => `/studies/${s.studyId}` },
  '/studies/:studyId/edit': { role: 'admin', url: (s) => `/studies/${s.studyId}/edit` },
};

/** Routes not visited here, each with the reason. */
const excluded: Record<string, string> = {
  '/lti':
    'read from the index child of /lti/deep-link/:request, which this parser mounts one level up; not a page',
};

test('every route of the web app is visited or excluded with a reason', () => {
  const declared = declaredRoutes();
  expect(declared.length).toBeGreaterThan(50);
  const missing = declared.filter((r) => !(r in visits) && !(r in excluded));
  expect(missing, 'routes neither visited nor excluded in e2e/overflow.spec.ts').toEqual([]);
  const stale = Object.keys(visits).filter((r) => !declared.includes(r));
  expect(stale, 'visited routes the route files no longer declare').toEqual([]);
});

/** A learner enrolled in the course with a learning-style result, and a learner who has not chosen one yet. */
async function learnerAccount(request: APIRequestContext, courseId: number | null) {
  const learner = await registerLearner(request, 'overflow');
  await approve(request, learner.id);
  if (courseId === null) return learner;
  const headers = { Authorization: `Bearer ${await apiLogin(request, learner.email, learner.password)}` };
  const enrol = await request.post(`/api/user/subscribe-course/${courseId}`, { headers });
  expect(enrol.status(), await enrol.text()).toBeLessThan(300);
  await answerQuestionnaire(request, headers, courseId);
  return learner;
}

let seeded: Promise<Seed> | null = null;
/** One course with a long title, units, a course quiz, a class and a study; a learner enrolled (per worker). */
function seed(request: APIRequestContext): Promise<Seed> {
  seeded ??= (async () => {
    const suffix = Math.floor(Math.random() * 1e6);
    const category = await asAdmin(request, '/api/categories/create-category', {
      title: `Mathématiques appliquées ${suffix}`,
    });
    const course = await asAdmin(request, '/api/admin/create-course', {
      title: `Introduction aux fractions et aux proportions ${suffix}`,
      description: 'Fractions, proportions and percentages, one step at a time.',
      status: 'published',
      category_id: category.id,
      language: 'fr',
      is_paid: 0,
      facilitator: 'Ada Lovelace',
      is_public: 1,
      teaching_type: 'online',
      link: 'https://meet.parcours.example/overflow',
      content_requires_pretest: false,
    });
    await asAdmin(request, `/api/admin/create-eu/${course.id}`, {
      title: 'Le sens des fractions',
      type: 'basic',
      learning_objects: [
        { title: 'Idée de fraction', type: 'abstract' },
        { title: 'Parts de pizza', type: 'concrete' },
      ],
    });
    await asAdmin(request, `/api/admin/course-quiz/${course.id}`, {
      pass_mark: 50,
      cooldown_seconds: 0,
      questions: [{ question: 'La moitié de 4 est 2', type: 3, is_valid: 1 }],
    });
    await asAdmin(request, '/api/admin/classes', {
      name: `Groupe du soir ${suffix}`,
      course_ids: [course.id],
    });
    const now = Date.now();
    const study = await asAdmin(request, '/api/studies', {
      title: `Ordre des leçons ${suffix}`,
      description: 'Does the adaptive order help?',
      course_ids: [course.id],
      opens_at: new Date(now - 86_400_000).toISOString(),
      closes_at: new Date(now + 30 * 86_400_000).toISOString(),
      conditions: [
        { condition: 'adaptive', weight: 1 },
        { condition: 'author_order', weight: 1 },
      ],
      seed: `overflow-${suffix}`,
      consent: { en: 'We compare two orders.', fr: 'Nous comparons deux ordres.' },
      delayed_posttest_days: null,
      post_test_rule: 'first',
      fallback_condition: 'adaptive',
    });
    const learner = await learnerAccount(request, course.id);
    return { courseId: course.id, categoryId: category.id, studyId: study.id, learnerId: learner.id };
  })();
  return seeded;
}

/** A fresh account of the role for one language, so that the language saved on it is that test's own. */
async function signIn(page: Page, request: APIRequestContext, role: Role, s: Seed) {
  if (role === 'visitor') return;
  let account: { email: string; password: string };
  if (role === 'learner') account = await learnerAccount(request, s.courseId);
  else if (role === 'newLearner') account = await learnerAccount(request, null);
  else
    account = await newAccount(request, `overflow.${role}`, { admin: 1, instructor: 2, designer: 3 }[role]);
  await logInThroughForm(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function chooseLanguage(page: Page, language: 'en' | 'fr') {
  if ((await page.getAttribute('html', 'lang')) === language) return;
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: language === 'fr' ? 'Français' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * The page's sideways overflow in px (0 when none) and the widest elements that stick out; a table that only
 * fits by scrolling inside its own box counts too (every table fits the phone's width, as cards or columns).
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const scrollingTables = [...document.querySelectorAll<HTMLElement>('table')]
      .filter((table) => {
        // Tables kept for screen readers only (beside a chart) sit in a 1 px box: not drawn, not measured.
        for (let el: HTMLElement | null = table; el; el = el.parentElement) {
          if (el.getBoundingClientRect().width <= 1) return false;
        }
        return true;
      })
      .map((table) => table.parentElement)
      .filter((box): box is HTMLElement => box !== null && box.scrollWidth > box.clientWidth + 1)
      .map(
        (box) =>
          `a table scrolls ${box.scrollWidth - box.clientWidth} px inside ${box.getAttribute('aria-label') ?? 'its box'}`,
      );
    const overflow = Math.max(root.scrollWidth - root.clientWidth, 0);
    if (overflow === 0) return { overflow, culprits: scrollingTables };
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > root.clientWidth + 1))
      .slice(0, 3)
      .map((el) => {
        const cls = [...el.classList].filter((c) => !c.startsWith('css-')).join('.');
        const text = (el.textContent ?? '').trim().slice(0, 30);
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}" right=${Math.round(el.getBoundingClientRect().right)}`;
      });
    return { overflow, culprits: [...culprits, ...scrollingTables] };
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role=progressbar]:not(.MuiLinearProgress-root)')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

const roles: Role[] = ['visitor', 'newLearner', 'learner', 'instructor', 'designer', 'admin'];
for (const language of ['en', 'fr'] as const) {
  for (const role of roles) {
    test(`no page scrolls sideways at 390 px: ${role}, ${language}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const s = await seed(request);
      await signIn(page, request, role, s);
      if (role === 'visitor') await page.goto('/');
      await chooseLanguage(page, language);
      const found: Record<string, string> = {};
      for (const [route, visit] of Object.entries(visits)) {
        if (visit.role !== role) continue;
        await page.goto(visit.url(s));
        await settle(page);
        // Each page is measured as itself, not as the log-in or "forbidden" page it would send a wrong role to.
        if (role !== 'visitor') await expect(page, route).not.toHaveURL(/\/(403|auth\/login)$/);
        else if (!route.startsWith('/auth')) await expect(page, route).not.toHaveURL(/\/auth\/login$/);
        const { overflow, culprits } = await measure(page);
        if (overflow > 0 || culprits.length > 0)
          found[route] = `${overflow} px too wide: ${culprits.join('; ')}`;
      }
      expect(found, `pages wider than 390 px (${role}, ${language})`).toEqual({});
    });
  }
}
