// A course's life through the API (docs/design/product.md §4 and §6): a designer's draft invisible to learners,
// the publishing checks and what fails them, authors, archive, deletion with its counts and its refusal, and the
// price a learner confirms to enrol in a paid course.
import { roles } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '../../test/courses';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { sampleQuiz } from '../../test/quizzes';
import { unitBody } from '../../test/units';

let t: TestApp;
type Account = Awaited<ReturnType<typeof userWithTokens>>;
let admin: Account;
let designer: Account;
let otherDesigner: Account;
let instructor: Account;
let learner: Account;
let category: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: roles.admin });
  designer = await userWithTokens(t, { role: roles.designer });
  otherDesigner = await userWithTokens(t, { role: roles.designer });
  instructor = await userWithTokens(t, { role: roles.instructor });
  learner = await userWithTokens(t, { role: roles.user });
  category = await insertCategory(t, 'Sciences');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Account, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

const courseBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Fractions for everyone',
  description: 'Halves, thirds and quarters',
  category_id: category,
  language: 'en',
  is_paid: false,
  facilitator: 'Emmy Noether',
  is_public: true,
  teaching_type: 'online',
  link: 'https://meet.example.org/fractions',
  ...extra,
});

async function createAs(who: Account, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/admin/create-course', who, courseBody(extra));
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const catalogueIds = async (who: Account) =>
  (await call('GET', '/courses?per_page=100', who)).json().data.map((c: { id: number }) => c.id);

describe('a designer building and publishing a course', () => {
  it('starts as a draft only its authors and admins see, and publishes once every check passes', async () => {
    const id = await createAs(designer);
    const created = await call('GET', `/admin/courses/${id}`, designer);
    expect(created.json().data).toMatchObject({ id, status: 'draft' });
    const stored = await t.db
      .selectFrom('courses')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'draft', created_by: designer.row.id });

    // invisible to learners and visitors
    expect((await call('GET', `/courses/${id}`, learner)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/courses/${id}` })).statusCode).toBe(404);
    expect(await catalogueIds(learner)).not.toContain(id);
    expect((await call('POST', `/user/subscribe-course/${id}`, learner)).statusCode).toBe(404);
    // its author previews it
    expect((await call('GET', `/courses/${id}`, designer)).json().data.status).toBe('draft');

    // nothing built yet: no course quiz, no unit
    let checks = (await call('GET', `/admin/courses/${id}/publication`, designer)).json().data;
    expect(checks.ready).toBe(false);
    expect(checks.checks.map((c: { check: string; passed: boolean }) => [c.check, c.passed])).toEqual([
      ['courseQuiz', false],
      ['units', false],
      ['levels', true],
      ['learningObjects', true],
    ]);
    let refused = await call('POST', `/admin/courses/${id}/publish`, designer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The course cannot be published yet: 2 check(s) fail.');
    expect(Object.keys(refused.json().errors)).toEqual(['courseQuiz', 'units']);

    // a basic unit with two learning objects and the course quiz
    const unit = await call('POST', `/admin/create-eu/${id}`, designer, unitBody());
    expect(unit.statusCode).toBe(201);
    const [halves, rational] = unit.json().data.learning_objects as { id: number }[];
    expect((await call('POST', `/admin/course-quiz/${id}`, designer, sampleQuiz())).statusCode).toBe(200);
    checks = (await call('GET', `/admin/courses/${id}/publication`, designer)).json().data;
    expect(checks.checks).toEqual([
      expect.objectContaining({ check: 'courseQuiz', passed: true, items: [] }),
      expect.objectContaining({ check: 'units', passed: true, items: [] }),
      {
        check: 'levels',
        passed: false,
        message: 'The pretest places learners at every level: each level needs a unit.',
        items: ['intermediate', 'advanced'],
      },
      expect.objectContaining({
        check: 'learningObjects',
        passed: false,
        items: ['Halves', 'Rational numbers'],
      }),
    ]);
    refused = await call('POST', `/admin/courses/${id}/publish`, designer);
    expect(Object.keys(refused.json().errors)).toEqual(['levels', 'learningObjects']);

    // the course waives the pretest; one object gets a quiz, the other is reading only
    expect(
      (await call('POST', `/admin/update-course/${id}`, designer, { content_requires_pretest: false }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/admin/add-quiz-to-lo/${halves.id}`, designer, sampleQuiz())).statusCode,
    ).toBe(200);
    const reading = await call('POST', `/admin/learning-objects/${rational.id}/reading-only`, designer, {
      value: true,
    });
    expect(reading.statusCode).toBe(200);
    checks = (await call('GET', `/admin/courses/${id}/publication`, designer)).json().data;
    expect(checks.ready).toBe(true);

    const published = await call('POST', `/admin/courses/${id}/publish`, designer);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      data: { status: 'published' },
      message: 'The course is published.',
    });
    expect(await catalogueIds(learner)).toContain(id);
    expect((await call('POST', `/user/subscribe-course/${id}`, learner)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_type', '=', 'course')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['course.create', 'course.update', 'course.publish']);
    expect(audit.every((a) => a.actor_id === designer.row.id)).toBe(true);
  });

  it('keeps designers to their own courses until an author adds them', async () => {
    const id = await createAs(designer);
    const unitId = (await call('POST', `/admin/create-eu/${id}`, designer, unitBody())).json().data.id;
    for (const [method, url, body] of [
      ['GET', `/admin/courses/${id}`, undefined],
      ['POST', `/admin/update-course/${id}`, { title: 'Mine now' }],
      ['POST', `/admin/create-eu/${id}`, unitBody()],
      ['DELETE', `/admin/delete-eu/${id}/${unitId}`, undefined],
      ['POST', `/admin/course-quiz/${id}`, sampleQuiz()],
      ['POST', `/admin/courses/${id}/publish`, undefined],
    ] as const) {
      const res = await call(method, url, otherDesigner, body);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const list = (await call('GET', '/admin/courses?per_page=100', otherDesigner)).json();
    expect(list.data.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(
      (await call('GET', '/admin/courses?per_page=100', designer))
        .json()
        .data.map((c: { id: number }) => c.id),
    ).toContain(id);
    // the title never changed
    expect((await call('GET', `/admin/courses/${id}`, designer)).json().data.title).toBe(
      'Fractions for everyone',
    );

    // a learner cannot be an author; a designer and an instructor can
    const bad = await call('PUT', `/admin/courses/${id}/authors`, designer, { user_ids: [learner.row.id] });
    expect(bad.statusCode).toBe(422);
    const saved = await call('PUT', `/admin/courses/${id}/authors`, designer, {
      user_ids: [otherDesigner.row.id, instructor.row.id],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved
        .json()
        .data.map((a: { id: number; is_creator: boolean }) => [a.id, a.is_creator])
        .sort(),
    ).toEqual(
      [
        [designer.row.id, true],
        [otherDesigner.row.id, false],
        [instructor.row.id, false],
      ].sort(),
    );
    expect(
      (await call('POST', `/admin/update-course/${id}`, otherDesigner, { title: 'Shared' })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/admin/courses/${id}`, instructor)).statusCode).toBe(200);

    // learners never author; only admins create a course published at once
    expect((await call('POST', '/admin/create-course', learner, courseBody())).statusCode).toBe(403);
    expect(
      (await call('POST', '/admin/create-course', designer, courseBody({ status: 'published' }))).statusCode,
    ).toBe(403);
    const direct = await call('POST', '/admin/create-course', admin, courseBody({ status: 'published' }));
    expect(direct.json().data.status).toBe('published');
    // designers never see learners or their attempts
    expect((await call('GET', '/admin/quiz-attempt', designer)).statusCode).toBe(403);
    expect((await call('GET', '/admin/users', designer)).statusCode).toBe(403);
  });
});

describe('archive and deletion', () => {
  it('archives a published course out of the catalogue; its learners keep it', async () => {
    const id = await createAs(admin, { status: 'published' });
    expect((await call('POST', `/user/subscribe-course/${id}`, learner)).statusCode).toBe(200);
    const other = await userWithTokens(t);
    const archived = await call('POST', `/admin/courses/${id}/archive`, admin);
    expect(archived.json()).toMatchObject({
      data: { status: 'archived' },
      message: 'The course is archived.',
    });
    expect(await catalogueIds(other)).not.toContain(id);
    expect((await call('POST', `/user/subscribe-course/${id}`, other)).statusCode).toBe(409);
    const enrolled = (await call('GET', '/user/enrolled-courses', learner)).json().data;
    expect(enrolled.map((c: { id: number }) => c.id)).toContain(id);
    // archiving twice is refused; publishing again brings it back (an admin course without checks fails them)
    expect((await call('POST', `/admin/courses/${id}/archive`, admin)).statusCode).toBe(409);
  });

  it('names what a deletion takes and refuses it while learners hold certificates', async () => {
    const id = await createAs(admin);
    const unit = (await call('POST', `/admin/create-eu/${id}`, admin, unitBody())).json().data;
    await call('POST', `/admin/course-quiz/${id}`, admin, sampleQuiz());
    await call('POST', `/admin/add-quiz-to-lo/${unit.learning_objects[0].id}`, admin, sampleQuiz());
    const now = new Date().toISOString();
    const a = await userWithTokens(t);
    const b = await userWithTokens(t);
    await t.db
      .insertInto('enrolments')
      .values([
        { user_id: a.row.id, course_id: id, enrolled_at: now },
        { user_id: b.row.id, course_id: id, enrolled_at: now },
      ])
      .execute();
    const quizzes = await t.db.selectFrom('quizzes').select('id').where('course_id', '=', id).execute();
    await t.db
      .insertInto('quiz_attempts')
      .values(
        [a, b, a].map((who) => ({
          quiz_id: quizzes[0]!.id,
          user_id: who.row.id,
          course_id: id,
          kind: 'pretest',
          started_at: now,
          status: 'passed',
        })),
      )
      .execute();

    // designers and instructors do not delete
    expect((await call('GET', `/admin/courses/${id}/deletion`, designer)).statusCode).toBe(403);
    // by hand: one unit; the course quiz and one learning-object quiz; two enrolments; three attempts
    const counts = await call('GET', `/admin/courses/${id}/deletion`, admin);
    expect(counts.json().data).toEqual({
      units: 1,
      quizzes: 2,
      enrolments: 2,
      attempts: 3,
      certificates: 0,
      deletable: true,
    });

    await t.db
      .insertInto('certificates')
      .values({ user_id: a.row.id, course_id: id, code: `C-${id}`, issued_at: now })
      .execute();
    expect((await call('GET', `/admin/courses/${id}/deletion`, admin)).json().data).toMatchObject({
      certificates: 1,
      deletable: false,
    });
    const refused = await call('DELETE', `/admin/delete-course/${id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Learners hold certificates of this course: archive it instead.');
    const row = await t.db
      .selectFrom('courses')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();

    const free = await createAs(admin);
    expect((await call('DELETE', `/admin/delete-course/${free}`, admin)).statusCode).toBe(200);
  });
});

describe('paid courses', () => {
  it('enrols only with the final price the learner confirmed', async () => {
    // 50 with 20 % off: 50 * 80 / 100 = 40
    const id = await createAs(admin, { is_paid: true, price: 50, discount: 20, status: 'published' });
    const buyer = await userWithTokens(t);
    const unconfirmed = await call('POST', `/user/subscribe-course/${id}`, buyer);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      message: 'This course costs 40: confirm the price to enrol.',
      price: 40,
    });
    expect(
      (await call('POST', `/user/subscribe-course/${id}`, buyer, { confirm_price: 50 })).statusCode,
    ).toBe(409);
    const stored = await t.db
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', buyer.row.id)
      .where('course_id', '=', id)
      .execute();
    expect(stored).toEqual([]);
    const ok = await call('POST', `/user/subscribe-course/${id}`, buyer, { confirm_price: 40 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.id).toBe(id);
  });
});
