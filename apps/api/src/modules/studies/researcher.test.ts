// The researcher role against every registered route (docs/design/contract.md §4): with a researcher's token,
// no route outside studies and the researcher's own account answers 2xx unless it answers the same to anyone
// (public routes), and no answer holds a learner's identity (name, e-mail, account id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, attempt, category, course, courseQuiz, enrol, person } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let researcher: Awaited<ReturnType<typeof userWithTokens>>;
let learner: { id: number; email: string };
let studyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await userWithTokens(t, { role: 1 });
  researcher = await userWithTokens(t, { role: 4 });
  const row = await person(t, 'Zoéline', 'Quatremarre', { email: 'zoeline.quatremarre@example.org' });
  learner = { id: row.id, email: row.email };
  const courseId = await course(t, 'Optics', await category(t, 'Physics'));
  const quizId = await courseQuiz(t, courseId);
  await enrol(t, learner.id, courseId, { level: 'basic' });
  await attempt(t, {
    quizId,
    userId: learner.id,
    courseId,
    kind: 'pretest',
    percentage: 30,
    time: 60,
    minute: 5,
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: {
      title: 'Optics study',
      course_ids: [courseId],
      opens_at: '2020-01-01T00:00:00Z',
      closes_at: '2100-01-01T00:00:00Z',
      conditions: [
        { condition: 'adaptive', weight: 1 },
        { condition: 'level_only', weight: 1 },
      ],
      seed: 's',
      consent: { en: 'Consent', fr: 'Consentement' },
      delayed_posttest_days: null,
      post_test_rule: 'first',
    },
  });
  studyId = created.json().data.id;
  await t.db
    .insertInto('study_participants')
    .values({
      study_id: studyId,
      user_id: learner.id,
      course_id: courseId,
      status: 'accepted',
      consent_version: 1,
      decided_at: at(2),
      condition: 'adaptive',
      stratum: 'basic',
      allocation_seq: 0,
      allocated_at: at(5),
      study_version: 1,
      created_at: at(2),
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

/** Every method and path the API declares, from its OpenAPI description. */
function registeredRoutes(): { method: string; url: string }[] {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes: { method: string; url: string }[] = [];
  for (const [path, methods] of Object.entries(spec.paths))
    for (const method of Object.keys(methods))
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
        routes.push({ method: method.toUpperCase(), url: path });
  // Logging out ends the researcher's session: last.
  return routes.sort((a, b) => Number(a.url.includes('logout')) - Number(b.url.includes('logout')));
}

const allowed = (url: string) =>
  url.startsWith('/api/studies') ||
  [
    '/api/profile',
    '/api/update-profile',
    '/api/change-password',
    '/api/user/personal-data',
    '/api/user/delete-account',
    '/api/logout',
    '/api/logout-everywhere',
  ].includes(url);

describe('the researcher role', () => {
  it('reaches no route outside studies and their account, and never sees a learner', async () => {
    // The study routes themselves answer the researcher.
    const list = await t.app.inject({ method: 'GET', url: '/api/studies', headers: researcher.headers });
    expect(list.statusCode).toBe(200);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/api/studies/${studyId}/dashboard`,
      headers: researcher.headers,
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data.flow.allocated).toEqual({ adaptive: 1, level_only: 0 });
    // The learner's own routes are closed to researchers even inside studies.
    for (const url of [`/api/studies/${studyId}/consent`, `/api/studies/${studyId}/withdraw`]) {
      const res = await t.app.inject({ method: 'POST', url, headers: researcher.headers, payload: {} });
      expect(res.statusCode).toBe(403);
    }
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const reached: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/\{[^}]+\}/g, (name) =>
        name === '{id}' && route.url.startsWith('/api/studies') ? String(studyId) : String(learner.id),
      );
      const request = {
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      };
      const res = await t.app.inject({ ...request, headers: researcher.headers });
      const label = `${route.method} ${route.url} -> ${res.statusCode}`;
      expect(res.statusCode, label).not.toBe(500);
      for (const identity of [learner.email, 'Zoéline', 'Quatremarre'])
        expect(res.body.includes(identity), `${label} shows ${identity}`).toBe(false);
      expect(res.body, label).not.toMatch(new RegExp(`"user_id":\\s*${learner.id}\\b`));
      if (res.statusCode < 200 || res.statusCode >= 300 || allowed(route.url)) continue;
      // A 2xx elsewhere only for what anyone gets without signing in.
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${label}: not public`).toBe(res.statusCode);
      reached.push(route.url);
    }
    expect(reached.every((u) => !u.startsWith('/api/admin') && !u.startsWith('/api/user'))).toBe(true);
  });
});
