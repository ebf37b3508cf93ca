// The course player's resume point and opened objects through the API (docs/design/product.md §4): stored per
// enrolment, moved only within the learner's own course, and never pointing at a deleted learning object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { adaptiveCourse, enrolAt } from '../../test/learning-paths';

let t: TestApp;
let adminHeaders: Record<string, string>;
const clock = manualClock('2030-06-01T09:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  adminHeaders = (await userWithTokens(t, { role: 1 })).headers;
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const state = (courseId: number, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/user/courses/${courseId}/player`, headers });
const move = (courseId: number, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/user/courses/${courseId}/resume`, headers, payload });

describe('the resume point', () => {
  it('starts empty, follows the last learning object opened and is stored on the enrolment', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await userWithTokens(t);
    const enrolment = await enrolAt(t, learner.row.id, c.course.id, 'basic');

    const before = await state(c.course.id, learner.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      course_id: c.course.id,
      resume: null,
      opened_learning_object_ids: [],
    });

    const first = await move(c.course.id, learner.headers, { learning_object_id: c.los.ideas.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      learning_object_id: c.los.ideas.id,
      updated_at: '2030-06-01T09:00:00.000Z',
    });
    clock.advance(90);
    await move(c.course.id, learner.headers, { learning_object_id: c.los.theory.id });
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/user/learning-objects/${c.los.theory.id}/opened`,
      headers: learner.headers,
    });
    expect(opened.statusCode).toBe(200);

    expect((await state(c.course.id, learner.headers)).json().data).toEqual({
      course_id: c.course.id,
      resume: { learning_object_id: c.los.theory.id, updated_at: '2030-06-01T09:01:30.000Z' },
      opened_learning_object_ids: [c.los.theory.id],
    });
    const row = await t.db
      .selectFrom('enrolments')
      .select(['resume_learning_object_id', 'resume_at'])
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      resume_learning_object_id: c.los.theory.id,
      resume_at: '2030-06-01T09:01:30.000Z',
    });
  });

  it("keeps each learner's point apart and refuses another course's object, a stranger and the pretest wait", async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const other = await adaptiveCourse(t, adminHeaders);
    const a = await userWithTokens(t);
    const b = await userWithTokens(t);
    await enrolAt(t, a.row.id, c.course.id, 'basic');
    await enrolAt(t, b.row.id, c.course.id, 'basic');
    await move(c.course.id, a.headers, { learning_object_id: c.los.example.id });

    expect((await state(c.course.id, b.headers)).json().data.resume).toBeNull();
    const foreign = await move(c.course.id, a.headers, { learning_object_id: other.los.ideas.id });
    expect(foreign.statusCode).toBe(404);
    expect((await state(c.course.id, a.headers)).json().data.resume.learning_object_id).toBe(
      c.los.example.id,
    );

    const stranger = await userWithTokens(t);
    expect((await state(c.course.id, stranger.headers)).statusCode).toBe(403);
    expect(
      (await move(c.course.id, stranger.headers, { learning_object_id: c.los.ideas.id })).statusCode,
    ).toBe(403);
    expect((await state(c.course.id, adminHeaders)).statusCode).toBe(403);
    expect((await move(c.course.id, a.headers, { learning_object_id: 'x' })).statusCode).toBe(422);

    const gated = await adaptiveCourse(t, adminHeaders, { contentRequiresPretest: true });
    await enrolAt(t, a.row.id, gated.course.id, null);
    expect(
      (await move(gated.course.id, a.headers, { learning_object_id: gated.los.ideas.id })).statusCode,
    ).toBe(409);
  });

  it('forgets a point whose learning object was deleted', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, 'basic');
    await move(c.course.id, learner.headers, { learning_object_id: c.los.practice.id });
    await t.db
      .updateTable('learning_objects')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', c.los.practice.id)
      .execute();
    expect((await state(c.course.id, learner.headers)).json().data.resume).toBeNull();
  });
});
