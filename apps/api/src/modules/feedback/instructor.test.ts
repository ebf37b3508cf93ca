// An instructor's survey results (docs/design/product.md §6): the feedback responses of the learners of their own
// classes about their classes' courses, never a response of another class's learner, of their learner about
// another course, or about the platform as a whole (those span other learners).
import { roles } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass } from '../../test/classes';
import { insertCategory, insertCourse } from '../../test/courses';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
type Account = Awaited<ReturnType<typeof userWithTokens>>;
const now = new Date().toISOString();

async function response(who: Account, courseId: number | null, nps: number) {
  const row = await t.db
    .insertInto('feedback_responses')
    .values({
      user_id: who.row.id,
      course_id: courseId,
      nps,
      usability_score: 70,
      engagement_score: 4,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let teacher: Account;
let otherTeacher: Account;
let admin: Account;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: roles.admin });
  teacher = await userWithTokens(t, { role: roles.instructor });
  otherTeacher = await userWithTokens(t, { role: roles.instructor });
  const [ana, ben, carl] = [await userWithTokens(t), await userWithTokens(t), await userWithTokens(t)];
  const category = await insertCategory(t, 'Sciences');
  const optics = await insertCourse(t, { category_id: category, title: 'Optics' });
  const chemistry = await insertCourse(t, { category_id: category, title: 'Chemistry' });
  // the teacher's class: Ana and Ben in Optics; the other teacher's class: Carl in Optics
  await insertClass(t, teacher.row.id, 'Optics 4A', optics, [ana.row.id, ben.row.id]);
  await insertClass(t, otherTeacher.row.id, 'Optics 4B', optics, [carl.row.id]);
  ids.anaOptics = await response(ana, optics, 9);
  ids.benOptics = await response(ben, optics, 7);
  ids.carlOptics = await response(carl, optics, 3); // another class's learner
  ids.anaChemistry = await response(ana, chemistry, 10); // a course of no class of the teacher
  ids.anaPlatform = await response(ana, null, 8); // about the platform: spans every learner
});
afterAll(async () => {
  await t.close();
});

const list = async (who: Account, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/feedback?per_page=100${query}`,
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("an instructor's survey results", () => {
  it('holds exactly the responses of their classes’ learners about their classes’ courses', async () => {
    // by hand: of the five responses, Ana's and Ben's about Optics; Carl is in another class, Ana's Chemistry and
    // platform responses are about no course of the teacher's class
    const mine = await list(teacher);
    expect(mine.data.map((r: { id: number }) => r.id).sort()).toEqual([ids.anaOptics, ids.benOptics].sort());
    expect(mine.meta.total).toBe(2);
    expect(mine.data.map((r: { nps: number }) => r.nps).sort()).toEqual([7, 9]);
    expect((await list(teacher, '&count=true')).data.count).toBe(2);

    const theirs = await list(otherTeacher);
    expect(theirs.data.map((r: { id: number }) => r.id)).toEqual([ids.carlOptics]);
    expect((await list(otherTeacher, '&count=true')).data.count).toBe(1);

    // the admin reads all five
    expect((await list(admin, '&count=true')).data.count).toBe(5);
  });

  it('keeps the platform-wide survey figures and other roles out', async () => {
    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: teacher.headers });
    expect(metrics.statusCode).toBe(403);
    for (const role of [roles.user, roles.designer]) {
      const other = await userWithTokens(t, { role });
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/feedback', headers: other.headers });
      expect(res.statusCode).toBe(403);
    }
  });
});
