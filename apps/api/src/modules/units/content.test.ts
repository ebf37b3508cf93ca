// Reads of a course's units: the admin view with correct answers, and the content an enrolled learner reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { enrol, insertCourse, people, sampleQuiz } from '../../test/quizzes';

let t: TestApp;
let admin: Awaited<ReturnType<typeof people>>['admin'];
let learner: Awaited<ReturnType<typeof people>>['learner'];
let course: Awaited<ReturnType<typeof insertCourse>>;
let units: { id: number; learning_objects: { id: number; sections: { id: number }[] }[] }[];
let loQuizId: number;
let courseQuizId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, learner } = await people(t));
  course = await insertCourse(t, { title: 'Chemistry' });
  units = [];
  for (const [title, type] of [
    ['Atoms', 'basic'],
    ['Bonds', 'advanced'],
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/create-eu/${course.id}`,
      headers: admin.headers,
      payload: {
        title,
        type,
        learning_objects: [
          {
            title: `${title} 1`,
            type: 'concrete',
            sections: [{ title: 'Read', description: 'Text', duration: 5, has_quiz: true }],
          },
          { title: `${title} 2`, type: 'abstract' },
        ],
      },
    });
    units.push(res.json().data);
  }
  const lo = units[0].learning_objects[0];
  const now = new Date().toISOString();
  await t.db
    .insertInto('media')
    .values([
      {
        file_name: 'x/1.png',
        mime_type: 'image/png',
        kind: 'image',
        size: 1,
        model_type: 'learning_object',
        model_id: lo.id,
        position: 1,
        created_at: now,
      },
      {
        file_name: 'x/2.mp3',
        mime_type: 'audio/mpeg',
        kind: 'audio',
        size: 1,
        model_type: 'learning_object',
        model_id: lo.id,
        position: 0,
        created_at: now,
      },
      {
        file_name: 'x/3.pdf',
        mime_type: 'application/pdf',
        kind: 'document',
        size: 1,
        model_type: 'section',
        model_id: lo.sections[0].id,
        position: 0,
        created_at: now,
      },
    ])
    .execute();
  loQuizId = (
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${lo.id}`,
      headers: admin.headers,
      payload: sampleQuiz(),
    })
  ).json().data.id;
  courseQuizId = (
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/course-quiz/${course.id}`,
      headers: admin.headers,
      payload: sampleQuiz(),
    })
  ).json().data.id;
  await enrol(t, learner.row.id, course.id);
});
afterAll(async () => {
  await t.close();
});

const content = (headers: Record<string, string>, courseId = course.id) =>
  t.app.inject({ method: 'GET', url: `/api/courses/${courseId}/content`, headers });

describe('GET /api/admin/courses/{courseId}/units', () => {
  it('gives every unit with learning objects, sections, media and quizzes with the correct answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/courses/${course.id}/units`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((u: { title: string }) => u.title)).toEqual(['Atoms', 'Bonds']);
    const lo = data[0].learning_objects[0];
    expect(lo.media.map((m: { file_name: string }) => m.file_name)).toEqual(['x/2.mp3', 'x/1.png']);
    expect(lo.sections[0].media.map((m: { file_name: string }) => m.file_name)).toEqual(['x/3.pdf']);
    expect(lo.quiz).toMatchObject({ id: loQuizId, kind: 'learning_object', learning_object_id: lo.id });
    expect(lo.quiz.questions[0].answers[0]).toHaveProperty('is_valid', 1);
    expect(data[0].learning_objects[1].quiz).toBeNull();
  });

  it('is for admins only, and 404 for an unknown course', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/courses/${course.id}/units`,
          headers: learner.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/courses/999999/units', headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/courses/{courseId}/content', () => {
  it("gives an enrolled learner the units in the author's order, quiz ids and no correct answer", async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reorder-eu/${course.id}`,
      headers: admin.headers,
      payload: { unit_ids: [units[1].id, units[0].id] },
    });
    const res = await content(learner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('is_valid');
    const data = res.json().data;
    expect(data.course).toEqual({ id: course.id, title: 'Chemistry' });
    expect(data.quiz).toEqual({ id: courseQuizId, is_passed: false, questions_count: 3 });
    expect(data.units.map((u: { title: string }) => u.title)).toEqual(['Bonds', 'Atoms']);
    const atoms = data.units[1];
    expect(atoms).toMatchObject({ id: units[0].id, type: 'basic', course_id: course.id });
    expect(atoms).not.toHaveProperty('created_at');
    expect(atoms.learning_objects[0]).toMatchObject({
      title: 'Atoms 1',
      type: 'concrete',
      quiz: { id: loQuizId, is_passed: false, questions_count: 3 },
    });
    expect(atoms.learning_objects[0].media).toHaveLength(2);
    expect(atoms.learning_objects[0].sections[0]).toMatchObject({
      title: 'Read',
      has_quiz: true,
      media: [{ kind: 'document' }],
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reorder-eu/${course.id}`,
      headers: admin.headers,
      payload: { unit_ids: [units[0].id, units[1].id] },
    });
  });

  it('lets an admin read it without enrolling', async () => {
    const res = await content(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.units).toHaveLength(2);
  });

  it('refuses a learner who is not enrolled (403) and answers 404 for an unknown course', async () => {
    const outsider = await userWithTokens(t);
    const res = await content(outsider.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not enrolled in this course.');
    expect((await content(outsider.headers, 999999)).statusCode).toBe(404);
    expect((await content({})).statusCode).toBe(401);
  });

  it('leaves out deleted learning objects and units', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/update-eu/${course.id}/${units[1].id}`,
      headers: admin.headers,
      payload: {
        title: 'Bonds',
        type: 'advanced',
        deleted_learning_objects: [units[1].learning_objects[1].id],
      },
    });
    expect(res.statusCode).toBe(200);
    let data = (await content(learner.headers)).json().data;
    expect(data.units[1].learning_objects.map((lo: { title: string }) => lo.title)).toEqual(['Bonds 1']);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-eu/${course.id}/${units[1].id}`,
      headers: admin.headers,
    });
    data = (await content(learner.headers)).json().data;
    expect(data.units.map((u: { title: string }) => u.title)).toEqual(['Atoms']);
  });
});
