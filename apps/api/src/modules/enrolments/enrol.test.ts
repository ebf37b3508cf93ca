// Enrolment: the answer, the stored counts and latest course, idempotence (also under parallel requests), the
// access rules with their messages in en and fr, and the learner's enrolled courses list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr, ids, insertCategory, insertCourse, stamp } from '../../test/courses';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
type Account = Awaited<ReturnType<typeof userWithTokens>>;
let admin: Account;
let category: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  category = await insertCategory(t, 'Sciences');
});
afterAll(async () => {
  await t.close();
});

const subscribe = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/user/subscribe-course/${id}`, headers });

const course = (attrs: Record<string, unknown> = {}) => insertCourse(t, { category_id: category, ...attrs });

const subscribers = async (id: number) =>
  (
    await t.db
      .selectFrom('courses')
      .select('subscribers_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).subscribers_count;

const enrolmentRows = (userId: number, courseId: number) =>
  t.db
    .selectFrom('enrolments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();

describe('POST /api/user/subscribe-course/{id}', () => {
  it('enrols, counts the subscriber, remembers the latest course and answers the course count', async () => {
    const learner = await userWithTokens(t);
    const first = await course();
    const second = await course();
    const a = await subscribe(first, learner.headers);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ data: { courses_count: 1, id: first } });
    const b = await subscribe(second, learner.headers);
    expect(b.json()).toEqual({ data: { courses_count: 2, id: second } });
    expect(await subscribers(first)).toBe(1);
    const user = await t.db
      .selectFrom('users')
      .select('latest_course_id')
      .where('id', '=', learner.row.id)
      .executeTakeFirstOrThrow();
    expect(user.latest_course_id).toBe(second);
    const [row] = await enrolmentRows(learner.row.id, first);
    expect(row).toMatchObject({ status: 'enrolled', progress: 0, level: null, completed_at: null });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: learner.headers });
    expect(profile.json().data).toMatchObject({ courses_count: 2, latest_course_id: second });
  });

  it('is harmless twice: the same answer, one enrolment, one count, the latest course updated', async () => {
    const learner = await userWithTokens(t);
    const first = await course();
    const second = await course();
    await subscribe(first, learner.headers);
    await subscribe(second, learner.headers);
    const again = await subscribe(first, learner.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { courses_count: 2, id: first } });
    expect(await enrolmentRows(learner.row.id, first)).toHaveLength(1);
    expect(await subscribers(first)).toBe(1);
  });

  it('counts once when two requests for the same enrolment arrive together', async () => {
    const learner = await userWithTokens(t);
    const id = await course();
    const answers = await Promise.all([
      subscribe(id, learner.headers),
      subscribe(id, learner.headers),
      subscribe(id, learner.headers),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { courses_count: 1, id } });
    }
    expect(await enrolmentRows(learner.row.id, id)).toHaveLength(1);
    expect(await subscribers(id)).toBe(1);
  });

  it('counts every learner of a course', async () => {
    const id = await course();
    const learners = await Promise.all([userWithTokens(t), userWithTokens(t), userWithTokens(t)]);
    await Promise.all(learners.map((l) => subscribe(id, l.headers)));
    expect(await subscribers(id)).toBe(3);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${id}`,
      headers: learners[0].headers,
    });
    expect(res.json().data).toMatchObject({ subscribed_users_count: 3, is_subscribed: true, progress: 0 });
  });

  it('opens a private course only to its selected learners (403 otherwise, in en and fr)', async () => {
    const chosen = await userWithTokens(t);
    const outsider = await userWithTokens(t);
    const id = await course({ is_public: 0 });
    await t.db
      .insertInto('course_selected_users')
      .values({ course_id: id, user_id: chosen.row.id })
      .execute();
    expect((await subscribe(id, chosen.headers)).statusCode).toBe(200);
    const en = await subscribe(id, outsider.headers);
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ message: 'You are not authorized to perform this action!' });
    const fre = await subscribe(id, { ...outsider.headers, ...fr });
    expect(fre.json()).toEqual({ message: "Vous n'êtes pas autorisé à effectuer cette action !" });
    expect(await enrolmentRows(outsider.row.id, id)).toHaveLength(0);
  });

  it.each([
    ['inactive', { is_active: 0 }],
    ['offline', { is_offline: 1 }],
  ])(
    'refuses an %s course with 409 "This course is not open for enrolment", in en and fr',
    async (_, attrs) => {
      const learner = await userWithTokens(t);
      const id = await course(attrs);
      const en = await subscribe(id, learner.headers);
      expect(en.statusCode).toBe(409);
      expect(en.json()).toEqual({ message: 'This course is not open for enrolment' });
      const fre = await subscribe(id, { ...learner.headers, ...fr });
      expect(fre.json()).toEqual({ message: "Ce cours n'est pas ouvert aux inscriptions" });
      expect(await enrolmentRows(learner.row.id, id)).toHaveLength(0);
      expect(await subscribers(id)).toBe(0);
      const user = await t.db
        .selectFrom('users')
        .select('latest_course_id')
        .where('id', '=', learner.row.id)
        .executeTakeFirstOrThrow();
      expect(user.latest_course_id).toBeNull();
    },
  );

  it('answers 404 "Course will be available soon" for a missing or deleted course, in en and fr', async () => {
    const learner = await userWithTokens(t);
    const deleted = await course({ deleted_at: stamp() });
    for (const id of [deleted, 999_999]) {
      const en = await subscribe(id, learner.headers);
      expect(en.statusCode).toBe(404);
      expect(en.json()).toEqual({ message: 'Course will be available soon' });
      const fre = await subscribe(id, { ...learner.headers, ...fr });
      expect(fre.json()).toEqual({ message: 'Le cours sera bientôt disponible' });
    }
  });

  it('is for learners: 401 without a token, 403 for an admin', async () => {
    const id = await course();
    expect((await subscribe(id, {})).statusCode).toBe(401);
    expect((await subscribe(id, admin.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/user/enrolled-courses', () => {
  it('lists the learner enrolments newest first, paged, with progress, level, status and completion', async () => {
    const learner = await userWithTokens(t);
    const [a, b, c, gone] = [
      await course({ title: 'Alpha' }),
      await course({ title: 'Beta' }),
      await course({ title: 'Gamma', is_active: 0 }),
      await course({ title: 'Gone' }),
    ];
    const enrol = (courseId: number, at: number, extra: Record<string, unknown> = {}) =>
      t.db
        .insertInto('enrolments')
        .values({ user_id: learner.row.id, course_id: courseId, enrolled_at: stamp(at), ...extra })
        .execute();
    await enrol(a, 5000, {
      status: 'completed',
      level: 'advanced',
      progress: 100,
      completed_at: stamp(5100),
    });
    await enrol(b, 5002, { level: 'basic', progress: 30 });
    await enrol(c, 5001);
    await enrol(gone, 5003);
    await t.db.updateTable('courses').set({ deleted_at: stamp() }).where('id', '=', gone).execute();
    const someoneElse = await userWithTokens(t);
    await t.db
      .insertInto('enrolments')
      .values({ user_id: someoneElse.row.id, course_id: a, enrolled_at: stamp(6000) })
      .execute();

    const get = (query = '') =>
      t.app.inject({ method: 'GET', url: `/api/user/enrolled-courses${query}`, headers: learner.headers });
    const all = await get();
    expect(all.statusCode).toBe(200);
    expect(ids(all.json())).toEqual([b, c, a]);
    expect(all.json().meta).toEqual({ current_page: 1, per_page: 9, total: 3 });
    expect(all.json().data[0]).toMatchObject({
      id: b,
      title: 'Beta',
      is_subscribed: true,
      student_level: 'basic',
      progress: 30,
      enrolment: {
        status: 'enrolled',
        level: 'basic',
        progress: 30,
        enrolled_at: stamp(5002),
        completed_at: null,
      },
    });
    expect(all.json().data[2].enrolment).toEqual({
      status: 'completed',
      level: 'advanced',
      progress: 100,
      enrolled_at: stamp(5000),
      completed_at: stamp(5100),
    });
    const paged = await get('?per_page=2&page=2');
    expect(ids(paged.json())).toEqual([a]);
    expect(paged.json().meta).toEqual({ current_page: 2, per_page: 2, total: 3 });
    expect(ids((await get('?status=completed')).json())).toEqual([a]);
    expect(ids((await get('?status=enrolled')).json())).toEqual([b, c]);
    expect(ids((await get('?search=gam')).json())).toEqual([c]);
    expect((await get('?status=dropped')).statusCode).toBe(422);
  });

  it('is for learners', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/enrolled-courses',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
