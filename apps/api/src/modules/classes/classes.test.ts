// Classes: admins and instructors create classes with courses and a join code; learners join at sign-up or
// later with the code, are enrolled in the class's courses in the same transaction and, when the class says
// so, approved at once.
import { roles } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, password, type TestApp, uniqueEmail, userWithTokens } from '../../test/helpers';
import { insertCourse } from '../../test/quizzes';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(() => t.close());

const signup = (email: string, classCode?: string) => ({
  first_name: 'Léa',
  last_name: 'Martin',
  email,
  birth_date: 1_100_000_000,
  major: 'Seconde B',
  password,
  password_confirmation: password,
  ...(classCode === undefined ? {} : { class_code: classCode }),
});

async function createClass(
  headers: Record<string, string>,
  body: { name: string; course_ids?: number[]; auto_approve?: boolean },
) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/classes', headers, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; code: string; link: string };
}

const enrolmentsOf = (userId: number) =>
  t.db
    .selectFrom('enrolments')
    .select('course_id')
    .where('user_id', '=', userId)
    .orderBy('course_id')
    .execute();

describe('classes', () => {
  it('creates a class with its courses, a readable code and a sign-up link', async () => {
    const algebra = await insertCourse(t, { title: 'Algebra' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/classes',
      headers: { ...admin.headers, 'accept-language': 'fr' },
      payload: { name: 'Seconde B', course_ids: [algebra.id], auto_approve: true },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('La classe est créée.');
    expect(body.data).toMatchObject({
      name: 'Seconde B',
      auto_approve: true,
      owner_id: admin.row.id,
      members_count: 0,
      courses: [{ id: algebra.id, title: 'Algebra' }],
    });
    expect(body.data.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(body.data.link).toBe(`http://parcours.test/signup?class_code=${body.data.code}`);
    const stored = await t.db
      .selectFrom('class_courses')
      .selectAll()
      .where('class_id', '=', body.data.id)
      .execute();
    expect(stored).toEqual([{ class_id: body.data.id, course_id: algebra.id }]);
  });

  it('refuses a class without a name or with an unknown course, in the caller language, storing nothing', async () => {
    const before = await t.db
      .selectFrom('classes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/admin/classes',
      headers: admin.headers,
      payload: { name: '  ', course_ids: [] },
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toEqual(['Please enter the class name']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/classes',
      headers: { ...admin.headers, 'accept-language': 'fr' },
      payload: { name: 'Terminale', course_ids: [999_999] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.course_ids).toEqual(['Un des cours choisis n’existe pas.']);
    const after = await t.db
      .selectFrom('classes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('signs a learner up with the code: member, enrolled in every course, approved at once when the class says so', async () => {
    const [physics, chemistry] = [
      await insertCourse(t, { title: 'Physics' }),
      await insertCourse(t, { title: 'Chemistry' }),
    ];
    const open = await createClass(admin.headers, {
      name: 'Lab group',
      course_ids: [physics.id, chemistry.id],
      auto_approve: true,
    });
    const email = uniqueEmail('pupil');
    // typed in lower case with a dash, as read off a board
    const typed = `${open.code.slice(0, 4).toLowerCase()}-${open.code.slice(4).toLowerCase()}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: signup(email, typed) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.status).toBe('accepted');
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // the learner flow goes on with a course of the class
    expect([physics.id, chemistry.id]).toContain(user.latest_course_id);
    expect((await enrolmentsOf(user.id)).map((e) => e.course_id)).toEqual(
      [physics.id, chemistry.id].sort((a, b) => a - b),
    );
    const courses = await t.db
      .selectFrom('courses')
      .select(['id', 'subscribers_count'])
      .where('id', 'in', [physics.id, chemistry.id])
      .execute();
    expect(courses.map((c) => c.subscribers_count)).toEqual([1, 1]);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/classes/${open.id}`,
      headers: admin.headers,
    });
    expect(read.json().data.members_count).toBe(1);
  });

  it('leaves the account pending when the class does not approve at once', async () => {
    const course = await insertCourse(t);
    const reviewed = await createClass(admin.headers, { name: 'Reviewed', course_ids: [course.id] });
    const email = uniqueEmail('pending');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: signup(email, reviewed.code),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.status).toBe('pending');
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect((await enrolmentsOf(user.id)).map((e) => e.course_id)).toEqual([course.id]);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(login.statusCode).toBe(403);
  });

  it('refuses a sign-up with an unknown or malformed code and creates no account', async () => {
    for (const [code, message] of [
      ['ZZZZZZZZ', 'No class has this code. Check it with your teacher.'],
      ['abc', 'A class code has 8 letters or digits'],
    ]) {
      const email = uniqueEmail('nocode');
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: signup(email, code) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.class_code).toEqual([message]);
      expect(
        await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
      ).toBeUndefined();
    }
    // a blank code is no code
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: signup(uniqueEmail(), ''),
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json().data.user.status).toBe('pending');
  });

  it('lets a logged-in learner join with the code, once, and refuses staff accounts', async () => {
    const course = await insertCourse(t);
    const klass = await createClass(admin.headers, { name: 'Evening class', course_ids: [course.id] });
    const learner = await userWithTokens(t);
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/classes/join',
        headers: { ...learner.headers, 'accept-language': 'fr' },
        payload: { code: klass.code },
      });
    const first = await join();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: { class: { id: klass.id, name: 'Evening class' }, course_ids: [course.id] },
      message: 'Vous avez rejoint la classe Evening class.',
    });
    expect((await join()).statusCode).toBe(200);
    const members = await t.db
      .selectFrom('class_members')
      .selectAll()
      .where('class_id', '=', klass.id)
      .execute();
    expect(members.map((m) => m.user_id)).toEqual([learner.row.id]);
    const subscribers = await t.db
      .selectFrom('courses')
      .select('subscribers_count')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(subscribers.subscribers_count).toBe(1);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/classes/join',
      headers: learner.headers,
      payload: { code: 'ZZZZZZZZ' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.code).toEqual(['No class has this code. Check it with your teacher.']);
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/classes/join',
      headers: admin.headers,
      payload: { code: klass.code },
    });
    expect(staff.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/classes/join',
      payload: { code: klass.code },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows an instructor only their own classes; learners and designers none', async () => {
    const instructor = await userWithTokens(t, { role: 2 });
    const colleague = await userWithTokens(t, { role: 2 });
    const mine = await createClass(instructor.headers, { name: 'Mine' });
    const theirs = await createClass(colleague.headers, { name: 'Theirs' });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/classes',
      headers: instructor.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(list.json().meta).toEqual({ current_page: 1, per_page: 9, total: 1 });

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/admin/classes/${theirs.id}`,
      headers: instructor.headers,
    });
    expect(other.statusCode).toBe(404);
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/classes/${theirs.id}`,
      headers: instructor.headers,
      payload: { name: 'Taken over' },
    });
    expect(edit.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/classes/${theirs.id}`,
      headers: instructor.headers,
    });
    expect(remove.statusCode).toBe(404);
    expect(
      (await t.db.selectFrom('classes').select('name').where('id', '=', theirs.id).executeTakeFirstOrThrow())
        .name,
    ).toBe('Theirs');

    // the admin sees both
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/classes?search=Mine&per_page=50',
      headers: admin.headers,
    });
    expect(all.json().data.map((c: { id: number }) => c.id)).toEqual([mine.id]);

    for (const role of [roles.user, roles.designer]) {
      const other = await userWithTokens(t, { role });
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/classes', headers: other.headers });
      expect(res.statusCode).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/classes',
        headers: other.headers,
        payload: { name: 'X' },
      });
      expect(create.statusCode).toBe(403);
    }
  });

  it("lets an instructor attach catalogue courses and their own drafts, never another author's draft", async () => {
    const instructor = await userWithTokens(t, { role: roles.instructor });
    const published = await insertCourse(t, { title: 'Published elsewhere' });
    const othersDraft = await insertCourse(t, { title: 'Someone else draft' });
    const ownDraft = await insertCourse(t, { title: 'My draft' });
    await t.db
      .updateTable('courses')
      .set({ status: 'draft' })
      .where('id', 'in', [othersDraft.id, ownDraft.id])
      .execute();
    await t.db
      .updateTable('courses')
      .set({ created_by: instructor.row.id })
      .where('id', '=', ownDraft.id)
      .execute();

    const ok = await createClass(instructor.headers, {
      name: 'Mixed',
      course_ids: [published.id, ownDraft.id],
    });
    const stored = await t.db
      .selectFrom('class_courses')
      .select('course_id')
      .where('class_id', '=', ok.id)
      .orderBy('course_id')
      .execute();
    expect(stored.map((r) => r.course_id)).toEqual([published.id, ownDraft.id].sort((a, b) => a - b));

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/classes',
      headers: instructor.headers,
      payload: { name: 'With a draft of another', course_ids: [published.id, othersDraft.id] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.course_ids).toEqual(['One of the chosen courses does not exist.']);
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/admin/classes/${ok.id}`,
      headers: instructor.headers,
      payload: { name: 'Mixed', course_ids: [othersDraft.id], auto_approve: false },
    });
    expect(edited.statusCode).toBe(422);
    // an admin attaches any live course
    await createClass(admin.headers, { name: 'Admin draft class', course_ids: [othersDraft.id] });
  });

  it('lists classes a page at a time, sorted by name, with courses and member counts', async () => {
    const own = await userWithTokens(t, { role: 2 });
    const course = await insertCourse(t, { title: 'Geometry' });
    for (const name of ['Charlie', 'Alpha', 'Bravo'])
      await createClass(own.headers, { name, course_ids: [course.id] });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/classes?sort=name&order=asc&per_page=2&page=1',
      headers: own.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((c: { name: string }) => c.name)).toEqual(['Alpha', 'Bravo']);
    expect(page.json().data[0].courses).toEqual([{ id: course.id, title: 'Geometry' }]);
    expect(page.json().meta.total).toBe(3);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/classes?sort=code',
      headers: own.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('edits a class (name, courses, approval) keeping its code, and deletes it keeping its members', async () => {
    const [a, b] = [await insertCourse(t), await insertCourse(t)];
    const klass = await createClass(admin.headers, { name: 'Draft', course_ids: [a.id] });
    const learner = await userWithTokens(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/classes/join',
      headers: learner.headers,
      payload: { code: klass.code },
    });

    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/classes/${klass.id}`,
      headers: admin.headers,
      payload: { name: 'Final', course_ids: [b.id], auto_approve: true },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({
      name: 'Final',
      code: klass.code,
      auto_approve: true,
      courses: [{ id: b.id }],
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/classes/${klass.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('The class is deleted.');
    expect(
      await t.db.selectFrom('class_members').selectAll().where('class_id', '=', klass.id).execute(),
    ).toEqual([]);
    // the member who joined before course b was attached is enrolled in it too, and keeps both after the class goes
    expect((await enrolmentsOf(learner.row.id)).map((e) => e.course_id)).toEqual([a.id, b.id]);
    const subscribers = await t.db
      .selectFrom('courses')
      .select('subscribers_count')
      .where('id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(subscribers.subscribers_count).toBe(1);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/admin/classes/${klass.id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Class not found');
  });
});
