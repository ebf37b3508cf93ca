// Meeting links of online courses reach enrolled learners and admins only (docs/security.md, "Validation").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertCourse } from '../../test/courses';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let course: number;
let paid: number;
const link = 'https://meet.example.org/room-42';
const paidLink = 'https://meet.example.org/paid-7';

beforeAll(async () => {
  t = await createTestApp();
  const category = await insertCategory(t, 'Sciences');
  course = await insertCourse(t, { category_id: category, teaching_type: 'online', link });
  paid = await insertCourse(t, {
    category_id: category,
    teaching_type: 'online',
    link: paidLink,
    is_paid: 1,
    price: 30,
  });
});
afterAll(async () => {
  await t.close();
});

async function linksSeen(headers: Record<string, string>) {
  const detail = await t.app.inject({ method: 'GET', url: `/api/courses/${course}`, headers });
  const paidDetail = await t.app.inject({ method: 'GET', url: `/api/courses/${paid}`, headers });
  const list = await t.app.inject({ method: 'GET', url: '/api/courses', headers });
  expect(detail.statusCode).toBe(200);
  const listed = new Map(
    (list.json().data as { id: number; link: string | null }[]).map((c) => [c.id, c.link]),
  );
  return {
    detail: detail.json().data.link,
    paid: paidDetail.json().data.link,
    list: [listed.get(course), listed.get(paid)],
  };
}

describe('online course links', () => {
  it('are never sent to anonymous visitors, in the detail or the catalogue', async () => {
    expect(await linksSeen({})).toEqual({ detail: null, paid: null, list: [null, null] });
  });

  it('are sent to a learner only for the courses they are enrolled in', async () => {
    const learner = await userWithTokens(t);
    expect(await linksSeen(learner.headers)).toEqual({ detail: null, paid: null, list: [null, null] });
    await t.db
      .insertInto('enrolments')
      .values({ user_id: learner.row.id, course_id: course, enrolled_at: new Date().toISOString() })
      .execute();
    expect(await linksSeen(learner.headers)).toEqual({ detail: link, paid: null, list: [link, null] });
  });

  it('are sent to admins', async () => {
    const admin = await userWithTokens(t, { role: 1 });
    expect(await linksSeen(admin.headers)).toEqual({ detail: link, paid: paidLink, list: [link, paidLink] });
    const adminDetail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/courses/${paid}`,
      headers: admin.headers,
    });
    expect(adminDetail.json().data.link).toBe(paidLink);
  });
});
