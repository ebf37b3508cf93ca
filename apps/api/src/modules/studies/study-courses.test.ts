// A researcher sets a study up from the form (docs/design/contract.md §10): the courses offered to them are the
// ones the API accepts (live, published, in no other draft or open study), they create and edit a draft, and
// what they may not do is refused with a message that says why: a course not offered, a course another study
// covers, opening the study (admins approve).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { insertCourse } from '../../test/quizzes';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let researcher: Awaited<ReturnType<typeof userWithTokens>>;
const course: Record<'optics' | 'algebra' | 'draft' | 'archived' | 'deleted' | 'taken', number> = {
  optics: 0,
  algebra: 0,
  draft: 0,
  archived: 0,
  deleted: 0,
  taken: 0,
};

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
const body = (courseIds: number[]) => ({
  title: 'Reading order',
  description: 'Does the order matter?',
  course_ids: courseIds,
  opens_at: '2026-03-01T00:00:00Z',
  closes_at: '2026-06-30T00:00:00Z',
  conditions: [
    { condition: 'adaptive', weight: 1 },
    { condition: 'author_order', weight: 1 },
  ],
  seed: 'form-seed',
  consent: { en: 'You may take part.', fr: 'Vous pouvez participer.' },
  delayed_posttest_days: null,
  post_test_rule: 'first',
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  researcher = await userWithTokens(t, { role: 4 });
  course.optics = (await insertCourse(t, { title: 'Optics' })).id;
  course.algebra = (await insertCourse(t, { title: 'Algebra' })).id;
  course.draft = (await insertCourse(t, { title: 'Calculus (draft)' })).id;
  course.archived = (await insertCourse(t, { title: 'Botany (archived)' })).id;
  course.deleted = (await insertCourse(t, { title: 'Deleted', deleted: true })).id;
  course.taken = (await insertCourse(t, { title: 'Geometry' })).id;
  await t.db.updateTable('courses').set({ status: 'draft' }).where('id', '=', course.draft).execute();
  await t.db.updateTable('courses').set({ status: 'archived' }).where('id', '=', course.archived).execute();
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: json(admin.headers),
    payload: { ...body([course.taken]), title: 'Another study' },
  });
  expect(other.statusCode, other.body).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const choices = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/studies/courses${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items.map((c: { title: string }) => c.title);
};

describe('the courses a study may cover', () => {
  it('a researcher is offered the published courses no other draft or open study covers', async () => {
    expect(await choices(researcher.headers)).toEqual(['Algebra', 'Optics']);
  });

  it('an admin is offered draft and archived courses too, never a deleted or taken one', async () => {
    expect(await choices(admin.headers)).toEqual([
      'Algebra',
      'Botany (archived)',
      'Calculus (draft)',
      'Optics',
    ]);
  });

  it('a learner may not read the list', async () => {
    const learner = await userWithTokens(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/studies/courses', headers: learner.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('a researcher sets a study up', () => {
  let studyId: number;

  it('creates a draft on a course of the list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: json(researcher.headers),
      payload: body([course.optics]),
    });
    expect(res.statusCode, res.body).toBe(201);
    studyId = res.json().data.id;
    expect(res.json().data).toMatchObject({
      state: 'draft',
      version: 1,
      courses: [{ id: course.optics, title: 'Optics' }],
    });
    // A new study can no longer have Optics; this study's own list still has it.
    expect(await choices(researcher.headers)).toEqual(['Algebra']);
    expect(await choices(researcher.headers, `?study_id=${studyId}`)).toEqual(['Algebra', 'Optics']);
  });

  it('edits the draft in place: title and courses', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${studyId}`,
      headers: json(researcher.headers),
      payload: { title: 'Reading order, two courses', course_ids: [course.optics, course.algebra] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Reading order, two courses',
      state: 'draft',
      version: 1,
      course_ids: [course.optics, course.algebra],
    });
    expect(res.json().data.versions).toHaveLength(1);
  });

  it('a course not offered to a researcher is refused with the reason, in English and French', async () => {
    for (const id of [course.draft, course.archived, course.deleted, 999_999]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/studies/${studyId}`,
        headers: json(researcher.headers),
        payload: { course_ids: [course.optics, id] },
      });
      expect(res.statusCode, String(id)).toBe(422);
      expect(res.json().errors.course_ids).toEqual([
        'A study can cover only courses that exist; a researcher chooses among the published ones.',
      ]);
    }
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: { ...json(researcher.headers), 'accept-language': 'fr' },
      payload: body([course.draft]),
    });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.course_ids).toEqual([
      'Une étude ne peut porter que sur des cours existants ; un chercheur choisit parmi les cours publiés.',
    ]);
  });

  it('a course another draft or open study covers is refused (409) with the reason', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${studyId}`,
      headers: json(researcher.headers),
      payload: { course_ids: [course.taken] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `A course can be in only one open or draft study at a time (course ${course.taken}).`,
    );
  });

  it('a researcher may not open the study; an admin does', async () => {
    const byResearcher = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/open`,
      headers: researcher.headers,
    });
    expect(byResearcher.statusCode).toBe(403);
    expect(byResearcher.json().message).toBe('You are not authorized to perform this action!');
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/open`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data.state).toBe('open');
  });

  it('a course an admin put in the study stays when a researcher edits it', async () => {
    const zoology = (await insertCourse(t, { title: 'Zoology' })).id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: json(admin.headers),
      payload: { ...body([course.draft]), title: 'On a draft course' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(await choices(researcher.headers, `?study_id=${id}`)).toEqual(['Calculus (draft)', 'Zoology']);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${id}`,
      headers: json(researcher.headers),
      payload: { course_ids: [course.draft, zoology] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.course_ids).toEqual([course.draft, zoology]);
  });
});
