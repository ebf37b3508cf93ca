// The authorization matrix (docs/design/product.md §6, docs/design/contract.md §4): every route the app registers
// (its route table, method by method) is listed below with the rule it states, and called by every kind of
// caller. A route missing from the list, or listed but gone, fails the test; so does a caller let in where the
// rule shuts them out, or shut out where it lets them in. Adding a caller is one line in `callers`.
import crypto from 'node:crypto';
import { type RoleValue, roles } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, type TestApp } from './helpers';

/**
 * What a route accepts:
 * - public: anyone, no session needed;
 * - signedIn: any accepted account;
 * - session: any session, whatever the account's state (logging out needs no accepted account);
 * - learner: learners only;
 * - ownLearner: learners, on something of their own (another learner's answers 403 or 404);
 * - enrolled: learners enrolled in the route's course (another learner gets 403 or 404); admins may look;
 * - bodyToken: opened by a token in the body (refresh), never by an access token alone: 401 for all;
 * - signedLink: opened by a signed link in the query (media files), never by an access token: 403 for all
 *   without one (who gets a link is the rule of the answer that carries it: modules/media/links.test.ts);
 * - admin: admins only;
 * - author: admins, instructors and designers (course lists and creation);
 * - courseAuthor: admins and the course's authors; another instructor or designer gets 404;
 * - courseStaff: admins and the course's authors, and any instructor (who reads their classes' learners only);
 *   another designer gets 404;
 * - classRunner: admins and instructors (class lists and creation);
 * - ownClass: admins and the class's instructor; another instructor gets 404;
 * - studyStaff: admins and researchers (the studies of docs/design/adaptive.md §10).
 * A researcher reaches only the routes marked open to them (`config.researcher`: studies and their own account),
 * each under its rule; any other route answers them 403 (public ones may answer them as anyone).
 */
type Rule =
  | 'public'
  | 'signedIn'
  | 'session'
  | 'learner'
  | 'ownLearner'
  | 'enrolled'
  | 'bodyToken'
  | 'signedLink'
  | 'admin'
  | 'author'
  | 'courseAuthor'
  | 'courseStaff'
  | 'classRunner'
  | 'ownClass'
  | 'studyStaff';

const matrix: Record<string, Rule> = {
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/health': 'public',
  'GET /api/config': 'public',
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  'POST /api/refresh-token': 'bodyToken',
  'POST /api/logout': 'session',
  'POST /api/logout-everywhere': 'signedIn',
  'POST /api/send-password-reset-mail': 'public',
  'POST /api/password-set': 'public',
  'GET /api/profile': 'signedIn',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/pending-users': 'admin',
  'GET /api/admin/accepted-users': 'admin',
  'POST /api/admin/validate-user-account/:id': 'admin',
  'POST /api/admin/reject-user-account/:id': 'admin',
  'POST /api/admin/suspend-account/:id': 'admin',
  'POST /api/admin/users/bulk-action': 'admin',
  'POST /api/admin/users/import': 'admin',
  'GET /api/admin/enrolments/awaiting-payment': 'admin',
  'POST /api/admin/enrolments/mark-paid': 'admin',
  'DELETE /api/admin/delete-user-account/:id': 'admin',
  'POST /api/admin/create-user': 'admin',
  'POST /api/admin/update-user-account/:id': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'POST /api/update-profile': 'signedIn',
  'POST /api/change-password': 'signedIn',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/classes': 'classRunner',
  'POST /api/admin/classes': 'classRunner',
  'GET /api/admin/classes/:id': 'ownClass',
  'POST /api/admin/classes/:id': 'ownClass',
  'DELETE /api/admin/classes/:id': 'ownClass',
  'POST /api/classes/join': 'learner',
  'POST /api/media/upload-media': 'author',
  'GET /api/categories': 'public',
  'GET /api/categories/:id': 'public',
  'POST /api/categories/create-category': 'admin',
  'POST /api/categories/update-category/:id': 'admin',
  'DELETE /api/categories/delete-category/:id': 'admin',
  'GET /api/user/categories': 'learner',
  'GET /api/user/subcategories/:id': 'learner',
  'GET /api/courses': 'public',
  'GET /api/user/courses': 'learner',
  'GET /api/user/courses/subcategory/:id': 'learner',
  'GET /api/courses/:id': 'public',
  'GET /api/user/enrolled-courses': 'learner',
  'GET /api/admin/courses': 'author',
  'GET /api/admin/courses/:id': 'courseAuthor',
  'POST /api/admin/create-course': 'author',
  'POST /api/admin/update-course/:id': 'courseAuthor',
  'DELETE /api/admin/delete-course/:id': 'admin',
  'POST /api/admin/active-course/:id': 'admin',
  'POST /api/admin/offline-course/:id': 'admin',
  'POST /api/admin/online-course/:id': 'admin',
  'GET /api/admin/courses/:id/publication': 'courseAuthor',
  'POST /api/admin/courses/:id/publish': 'courseAuthor',
  'POST /api/admin/courses/:id/archive': 'courseAuthor',
  'GET /api/admin/courses/:id/deletion': 'admin',
  'GET /api/admin/courses/:id/authors': 'courseAuthor',
  'PUT /api/admin/courses/:id/authors': 'courseAuthor',
  'POST /api/user/subscribe-course/:id': 'learner',
  'POST /api/user/learning-objects/:id/opened': 'enrolled',
  'POST /api/user/complete-course/:courseId': 'enrolled',
  'POST /api/admin/course-quiz/:courseId': 'courseAuthor',
  'GET /api/admin/course-quiz/:courseId': 'courseAuthor',
  'POST /api/admin/add-quiz-to-lo/:loId': 'courseAuthor',
  'GET /api/admin/quizzes/:quizId': 'courseAuthor',
  'GET /api/admin/quizzes/:quizId/versions': 'courseAuthor',
  'GET /api/admin/quizzes/:quizId/versions/:version': 'courseAuthor',
  'GET /api/user/quiz/:quizId': 'enrolled',
  'POST /api/user/quiz/submit/:quizId': 'enrolled',
  'POST /api/user/lo-quiz/submit/:quizId': 'enrolled',
  'GET /api/user/quiz-scores': 'signedIn',
  'POST /api/admin/quiz-import/preview': 'author',
  'POST /api/admin/course-quiz/:courseId/import': 'courseAuthor',
  'POST /api/admin/add-quiz-to-lo/:loId/import': 'courseAuthor',
  'GET /api/admin/quizzes/:quizId/export': 'courseAuthor',
  'POST /api/admin/create-eu/:courseId': 'courseAuthor',
  'POST /api/admin/update-eu/:courseId/:euId': 'courseAuthor',
  'DELETE /api/admin/delete-eu/:courseId/:euId': 'courseAuthor',
  'POST /api/admin/reorder-eu/:courseId': 'courseAuthor',
  'POST /api/admin/reorder-lo/:courseId/:euId': 'courseAuthor',
  'GET /api/admin/courses/:courseId/units': 'courseAuthor',
  'POST /api/admin/learning-objects/:loId/reading-only': 'courseAuthor',
  'GET /api/courses/:courseId/content': 'enrolled',
  'GET /api/user/Silverman/questions': 'learner',
  'POST /api/user/Silverman/submit-responses': 'learner',
  'GET /api/user/Silverman/result': 'learner',
  'GET /api/user/Silverman/results': 'learner',
  'GET /api/statistics/silverman-distribution': 'admin',
  'GET /api/user/courses/:courseId/path': 'enrolled',
  'GET /api/user/courses/:courseId/mastery': 'enrolled',
  'GET /api/user/courses/:courseId/gains': 'enrolled',
  'GET /api/user/completed-courses': 'learner',
  'GET /api/admin/learners/:userId/courses/:courseId/adaptive': 'admin',
  'GET /api/user/recommended-courses/:id': 'learner',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/user/dashboard': 'learner',
  'GET /api/admin/quiz-timer': 'classRunner',
  'GET /api/admin/quiz-attempt': 'classRunner',
  'GET /api/admin/courses/:courseId/gradebook': 'courseStaff',
  'GET /api/admin/courses/:courseId/gradebook.csv': 'courseStaff',
  'GET /api/feedback-questions': 'signedIn',
  'POST /api/feedback': 'learner',
  'GET /api/metrics': 'admin',
  'GET /api/admin/feedback': 'classRunner',
  'POST /api/user/review': 'signedIn',
  'GET /api/user/review': 'signedIn',
  'DELETE /api/user/review/:id': 'ownLearner',
  'PATCH /api/admin/reviews/:id': 'admin',
  'GET /api/admin/reviews': 'admin',
  'GET /api/courses/:id/reviews': 'public',
  'POST /api/user/support': 'signedIn',
  'GET /api/admin/support-messages': 'admin',
  'POST /api/admin/support-messages/:id/handled': 'admin',
  'POST /api/admin/support-messages/:id/replies': 'admin',
  'GET /api/user/support': 'signedIn',
  'POST /api/user/support/:id/replies': 'ownLearner',
  // The newsletter: subscribing and the mailed links need no account (docs/design/product.md §4)
  'POST /api/newsletter/subscribe': 'public',
  'POST /api/newsletter/confirm': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  'GET /api/admin/newsletter/subscribers': 'admin',
  'GET /api/admin/newsletter/subscribers.csv': 'admin',
  // The xAPI statements waiting for the LRS (docs/integrations.md, "xAPI")
  'GET /api/admin/xapi/statements': 'admin',
  'GET /api/user/survey-offer': 'learner',
  'POST /api/user/survey-offer': 'learner',
  'POST /api/user/certificates/:courseId': 'enrolled',
  'GET /api/user/certificates': 'signedIn',
  'GET /api/user/certificates/:id/pdf': 'ownLearner',
  'GET /api/certificates/verify/:code': 'public',
  'GET /api/admin/research-export.csv': 'admin',
  'GET /media/*': 'signedLink',
  // your data (docs/privacy.md)
  'GET /api/user/personal-data': 'signedIn',
  'POST /api/user/delete-account': 'signedIn',
  // the course player's resume point
  'GET /api/user/courses/:courseId/player': 'enrolled',
  'PUT /api/user/courses/:courseId/resume': 'enrolled',
  // studies
  'GET /api/studies': 'studyStaff',
  'POST /api/studies': 'studyStaff',
  'GET /api/studies/courses': 'studyStaff',
  'GET /api/studies/:id': 'studyStaff',
  'PATCH /api/studies/:id': 'studyStaff',
  'POST /api/studies/:id/open': 'admin',
  'POST /api/studies/:id/close': 'studyStaff',
  'GET /api/studies/:id/dashboard': 'studyStaff',
  'GET /api/studies/:id/package': 'studyStaff',
  'GET /api/courses/:id/study': 'learner',
  'POST /api/studies/:id/consent': 'learner',
  'POST /api/studies/:id/withdraw': 'learner',
  'GET /api/user/studies': 'learner',
  // LTI 1.3 (docs/integrations.md): the LMS's calls carry their own proof (signed tokens, one-time codes)
  'GET /.well-known/jwks.json': 'public',
  'GET /api/lti/login': 'public',
  'POST /api/lti/login': 'public',
  'POST /api/lti/launch': 'public',
  'POST /api/lti/session': 'public',
  'GET /api/lti/register': 'public',
  'POST /api/lti/deep-links/:request': 'signedIn',
  'GET /api/lti/courses': 'classRunner',
  'POST /api/lti/links/:id/course': 'classRunner',
  'GET /api/admin/lti/platforms': 'admin',
  'GET /api/admin/lti/refusals': 'admin',
  'POST /api/admin/lti/platforms': 'admin',
  'POST /api/admin/lti/platforms/:id': 'admin',
  'DELETE /api/admin/lti/platforms/:id': 'admin',
  'GET /api/admin/lti/tool': 'admin',
  'POST /api/admin/lti/registration-links': 'admin',
  'POST /api/admin/lti/keys/rotate': 'admin',
  'GET /api/admin/lti/contexts': 'classRunner',
  'POST /api/admin/lti/contexts/:id/roster': 'classRunner',
};

/** A valid body where the rule is decided after the body is read, so a refusal is not a validation error. */
const bodies: Record<string, object> = {
  'POST /api/user/support/:id/replies': { body: 'Thank you, it works now.' },
  'PUT /api/user/courses/:courseId/resume': { learning_object_id: 1 },
};

interface Caller {
  name: string;
  /** The role of the account; null for no session. */
  role: RoleValue | null;
  /** pending and suspended accounts keep an old token, which must no longer open anything. */
  status?: 'pending' | 'suspended';
  /** Owns the fixtures: the learner their review, support thread and certificate, the instructor the class. */
  owner?: boolean;
  /** Authors the course (its creator, or an instructor added as author). */
  author?: boolean;
}

const researcherRole: RoleValue | undefined = roles.researcher;
const callers: Caller[] = [
  { name: 'anonymous', role: null },
  { name: 'pending', role: roles.user, status: 'pending' },
  { name: 'suspended', role: roles.user, status: 'suspended' },
  { name: 'learner', role: roles.user, owner: true },
  { name: 'another learner', role: roles.user },
  { name: 'instructor of the class', role: roles.instructor, owner: true, author: true },
  { name: 'another instructor', role: roles.instructor },
  { name: 'designer of the course', role: roles.designer, author: true },
  { name: 'another designer', role: roles.designer },
  { name: 'admin', role: roles.admin, owner: true, author: true },
  ...(researcherRole === undefined ? [] : [{ name: 'researcher', role: researcherRole }]),
];

type Expected = 'allowed' | 'owner' | 401 | 403 | 404 | 'refused';

/** What a caller gets under a rule: let in ('allowed', or 'owner' when a 404 would also be wrong), or which refusal. */
function expected(rule: Rule, c: Caller, openToResearcher: boolean): Expected | 'either' {
  if (rule === 'signedLink') return 403;
  if (c.role !== null && c.role === researcherRole && !c.status) {
    // logging out and refreshing open no account's pages: the gate of researchers does not apply to them
    if (!openToResearcher && rule !== 'session' && rule !== 'bodyToken')
      return rule === 'public' ? 'either' : 403;
    if (rule === 'studyStaff') return 'allowed';
  }
  if (rule === 'public') return c.status ? 'either' : 'allowed';
  if (rule === 'bodyToken') return 401;
  if (rule === 'session') return c.role === null ? 401 : 'allowed';
  if (c.role === null || c.status) return 401;
  const authorRole = c.role === roles.admin || c.role === roles.instructor || c.role === roles.designer;
  switch (rule) {
    case 'signedIn':
      return 'allowed';
    case 'learner':
      return c.role === roles.user ? 'allowed' : 403;
    case 'enrolled':
      if (c.role === roles.admin) return 'either';
      if (c.role !== roles.user) return 403;
      return c.owner ? 'owner' : 'refused';
    case 'ownLearner':
      if (c.role !== roles.user) return c.role === roles.admin ? 'either' : 'refused';
      return c.owner ? 'owner' : 'refused';
    case 'admin':
      return c.role === roles.admin ? 'allowed' : 403;
    case 'author':
      return authorRole ? 'allowed' : 403;
    case 'courseAuthor':
      if (!authorRole) return 403;
      return c.author ? 'owner' : 404;
    case 'courseStaff':
      if (!authorRole) return 403;
      return c.author || c.role === roles.instructor ? 'allowed' : 404;
    case 'classRunner':
      return c.role === roles.admin || c.role === roles.instructor ? 'allowed' : 403;
    case 'ownClass':
      if (c.role !== roles.admin && c.role !== roles.instructor) return 403;
      return c.owner ? 'owner' : 404;
    case 'studyStaff':
      return c.role === roles.admin ? 'allowed' : 403;
  }
}

let t: TestApp;
const accounts = new Map<string, { id: number; role: number }>();
const ids: Record<string, number | string> = {};

/** A fresh session per call, so a route that logs the caller out does not shut them out of the next one. */
async function tokenOf(c: Caller): Promise<string | null> {
  const account = accounts.get(c.name);
  if (!account) return null;
  const sid = crypto.randomUUID();
  const now = new Date();
  await t.db
    .insertInto('sessions')
    .values({
      id: sid,
      user_id: account.id,
      refresh_jti: crypto.randomUUID(),
      user_agent: null,
      ip: null,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
    })
    .execute();
  return t.app.tokens.signAccess(account.id, account.role, sid);
}

/** The route's path with each parameter replaced by a fixture of the owners above. */
function concrete(url: string): string {
  const byParam: Record<string, string | number> = {
    courseId: ids.course,
    euId: ids.unit,
    loId: ids.lo,
    quizId: url.includes('lo-quiz') ? ids.loQuiz : ids.quiz,
    version: 1,
    userId: ids.learner,
    code: ids.certificateCode,
  };
  const idFor: [RegExp, string | number][] = [
    [/user-account\/:id|suspend-account\/:id|\/admin\/users\/:id/, ids.victim],
    [/\/admin\/classes\/:id/, ids.class],
    [/categor(y|ies)\/:id|subcategories\/:id|courses\/subcategory\/:id/, ids.subcategory],
    [/review\/:id|reviews\/:id/, ids.review],
    [/support(-messages)?\/:id/, ids.support],
    [/certificates\/:id\/pdf/, ids.certificate],
    [/learning-objects\/:id/, ids.lo],
    [/:id/, ids.course],
  ];
  let path = url.replace('/*', url.startsWith('/media') ? '/missing.png' : '/index.html');
  const idRule = idFor.find(([pattern]) => pattern.test(path));
  if (idRule) path = path.replace(':id', String(idRule[1]));
  return path.replace(/:(\w+)/g, (_, name: string) => String(byParam[name]));
}

beforeAll(async () => {
  t = await createTestApp();
  const now = new Date().toISOString();
  for (const c of callers) {
    if (c.role === null) continue;
    const row = await insertUser(t, { role: c.role });
    accounts.set(c.name, { id: row.id, role: c.role });
  }
  // pending and suspended accounts had a session when they were accepted
  for (const c of callers) {
    if (c.status)
      await t.db
        .updateTable('users')
        .set({ status: c.status })
        .where('id', '=', accounts.get(c.name)!.id)
        .execute();
  }
  const id = (name: string) => accounts.get(name)!.id;
  ids.learner = id('learner');
  ids.victim = (await insertUser(t)).id;
  const category = await t.db
    .insertInto('categories')
    .values({ title: 'Sciences', parent_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.subcategory = (
    await t.db
      .insertInto('categories')
      .values({ title: 'Optics', parent_id: category.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const course = await t.db
    .insertInto('courses')
    .values({
      title: 'Light',
      description: 'Lenses and mirrors',
      category_id: category.id,
      facilitator: 'Ibn al-Haytham',
      link: 'https://meet.example.org/light',
      created_by: id('designer of the course'),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.course = course.id;
  await t.db
    .insertInto('course_authors')
    .values({ course_id: course.id, user_id: id('instructor of the class'), added_at: now })
    .execute();
  const unit = await t.db
    .insertInto('educational_units')
    .values({ course_id: course.id, title: 'Lenses', type: 'basic', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.unit = unit.id;
  const lo = await t.db
    .insertInto('learning_objects')
    .values({ unit_id: unit.id, title: 'Focal length', type: 'concrete', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.lo = lo.id;
  ids.quiz = (
    await t.db
      .insertInto('quizzes')
      .values({ course_id: course.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db
    .insertInto('questions')
    .values({
      quiz_id: Number(ids.quiz),
      question: 'A lens bends light',
      type: 3,
      is_valid: 1,
      created_at: now,
    })
    .execute();
  ids.loQuiz = (
    await t.db
      .insertInto('quizzes')
      .values({ learning_object_id: lo.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db
    .insertInto('enrolments')
    .values({ user_id: ids.learner, course_id: course.id, enrolled_at: now })
    .execute();
  const cls = await t.db
    .insertInto('classes')
    .values({
      name: '5B',
      code: 'LIGHT5B',
      owner_id: id('instructor of the class'),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.class = cls.id;
  ids.review = (
    await t.db
      .insertInto('reviews')
      .values({
        user_id: ids.learner,
        review_type: 'course',
        course_id: course.id,
        rating: 4,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.support = (
    await t.db
      .insertInto('support_messages')
      .values({ user_id: ids.learner, subject: 'Help', message: 'Where is the quiz?', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.certificateCode = 'MATRIX-0001';
  ids.certificate = (
    await t.db
      .insertInto('certificates')
      .values({ user_id: ids.learner, course_id: course.id, code: ids.certificateCode, issued_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

/** Every route and method the app registered (HEAD answers as GET does). */
const registered = () =>
  [...new Set(t.app.routeTable.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))].sort();

describe('the authorization matrix', () => {
  it('lists every route the app registers, and no other', () => {
    const listed = Object.keys(matrix).sort();
    expect(registered().filter((r) => !listed.includes(r))).toEqual([]);
    expect(listed.filter((r) => !registered().includes(r))).toEqual([]);
  });

  it('lets each caller in or out of each route as its rule says', async () => {
    // reads first, then changes, deletions last, so a deletion does not hide what other routes would answer
    const order = (key: string) => (key.startsWith('GET') ? 0 : key.startsWith('DELETE') ? 2 : 1);
    const routes = registered().sort((a, b) => order(a) - order(b) || a.localeCompare(b));
    const wrong: string[] = [];
    for (const route of routes) {
      const rule = matrix[route];
      if (!rule) continue; // reported by the test above
      const [method, url] = route.split(' ') as [string, string];
      const open = t.app.routeTable.some((r) => r.method === method && r.url === url && r.researcher);
      // callers refused first; the owners last, so their own changes do not change what others get
      const ordered = [...callers].sort(
        (a, b) => Number(expected(rule, a, open) === 'owner') - Number(expected(rule, b, open) === 'owner'),
      );
      for (const caller of ordered) {
        const want = expected(rule, caller, open);
        const token = await tokenOf(caller);
        const res = await t.app.inject({
          method: method as 'GET',
          url: concrete(url),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: bodies[route] ?? {} }),
        });
        const got = res.statusCode;
        const ok =
          want === 'either' ||
          (want === 'allowed' && got !== 401 && got !== 403) ||
          (want === 'owner' && got !== 401 && got !== 403 && (method !== 'GET' || got !== 404)) ||
          (want === 'refused' && (got === 403 || got === 404)) ||
          want === got;
        if (!ok) wrong.push(`${route} as ${caller.name} (${rule}): expected ${want}, got ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
