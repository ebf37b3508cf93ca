// Mastery from learning-object quiz answers (Bayesian Knowledge Tracing) as recorded by the quizzes module's
// submit, with the course's parameters; the mastery list; the enrolment's progress.
import { bktTrace, bktUpdate } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { adaptiveCourse, enrolAt, takeLoQuiz } from './fixtures';
import { recordLearningObjectAnswers } from './service';

let t: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = (await userWithTokens(t, { role: 1 })).headers;
});
afterAll(async () => {
  await t.close();
});

const masteryRow = (userId: number, loId: number) =>
  t.db
    .selectFrom('mastery')
    .selectAll()
    .where('user_id', '=', userId)
    .where('learning_object_id', '=', loId)
    .executeTakeFirst();

const getMastery = (headers: Record<string, string>, courseId: number) =>
  t.app.inject({ method: 'GET', url: `/api/user/courses/${courseId}/mastery`, headers });

describe('mastery from learning-object quizzes', () => {
  it('rises with correct answers by BKT with the default parameters and updates the progress', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await userWithTokens(t);
    const enrolment = await enrolAt(t, learner.row.id, c.course.id, 'basic');

    // One right answer of three: P(L) follows wrong, right, wrong from the prior 0.1.
    await takeLoQuiz(t, learner.headers, c.quizzes.example, [false, true, false]);
    const first = await masteryRow(learner.row.id, c.los.example.id);
    const expectedFirst = bktUpdate(bktUpdate(bktUpdate(0.1, false), true), false);
    expect(first!.p_known).toBeCloseTo(expectedFirst, 12);
    expect(first!.observations).toBe(3);
    expect(first!.mastered_at).toBeNull();

    // Three right answers from there.
    await takeLoQuiz(t, learner.headers, c.quizzes.example, [true, true, true]);
    const second = await masteryRow(learner.row.id, c.los.example.id);
    const expectedSecond = [true, true, true].reduce((p, ok) => bktUpdate(p, ok), expectedFirst);
    expect(second!.p_known).toBeCloseTo(expectedSecond, 12);
    expect(second!.p_known).toBeGreaterThan(first!.p_known);
    expect(expectedSecond).toBeGreaterThanOrEqual(0.95);
    expect(second!.observations).toBe(6);
    expect(typeof second!.mastered_at).toBe('string');
    expect(bktTrace([false, true, false, true, true, true])).toBeCloseTo(second!.p_known, 12);

    // Basic level: Ideas, Example, Practice and Theory are on the path; one of four mastered.
    const stored = await t.db
      .selectFrom('enrolments')
      .select('progress')
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(stored.progress).toBe(25);

    const res = await getMastery(learner.headers, c.course.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      course_id: c.course.id,
      progress: { done: 1, total: 4, percent: 25, mastered: 1 },
      learning_objects: [
        {
          learning_object_id: c.los.ideas.id,
          unit_id: c.units.u1.id,
          title: 'Ideas',
          p_known: null,
          mastered: false,
          observations: 0,
          mastered_at: null,
        },
        {
          learning_object_id: c.los.example.id,
          unit_id: c.units.u1.id,
          title: 'Example',
          p_known: second!.p_known,
          mastered: true,
          observations: 6,
          mastered_at: second!.mastered_at,
        },
        expect.objectContaining({ learning_object_id: c.los.practice.id, p_known: null }),
        expect.objectContaining({ learning_object_id: c.los.theory.id, p_known: null }),
      ],
    });
  });

  it('uses the course’s own BKT parameters, and wrong answers lower the estimate', async () => {
    const bkt = { prior: 0.3, learn: 0.2, guess: 0.25, slip: 0.05 };
    const c = await adaptiveCourse(t, adminHeaders, { bkt });
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, null);

    await takeLoQuiz(t, learner.headers, c.quizzes.ideas, [true, true, false]);
    const row = await masteryRow(learner.row.id, c.los.ideas.id);
    expect(row!.p_known).toBeCloseTo(bktTrace([true, true, false], bkt), 12);
    expect(row!.p_known).not.toBeCloseTo(bktTrace([true, true, false]), 6);

    await takeLoQuiz(t, learner.headers, c.quizzes.ideas, [false, false, false]);
    const lower = await masteryRow(learner.row.id, c.los.ideas.id);
    expect(lower!.p_known).toBeCloseTo(bktTrace([true, true, false, false, false, false], bkt), 12);
    expect(lower!.p_known).toBeLessThan(row!.p_known);
  });

  it('clears mastered_at when wrong answers bring the estimate back under the threshold', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, 'basic');
    await takeLoQuiz(t, learner.headers, c.quizzes.practice, [true, true, true]);
    expect((await masteryRow(learner.row.id, c.los.practice.id))!.mastered_at).not.toBeNull();
    await takeLoQuiz(t, learner.headers, c.quizzes.practice, [false, false, false]);
    const row = await masteryRow(learner.row.id, c.los.practice.id);
    expect(row!.p_known).toBeLessThan(0.95);
    expect(row!.mastered_at).toBeNull();
  });

  it('ignores course quizzes and open questions', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, 'basic');
    const none = await recordLearningObjectAnswers(t.db, {
      userId: learner.row.id,
      courseId: c.course.id,
      learningObjectId: null,
      correctness: [true],
    });
    expect(none).toBeNull();
    const open = await recordLearningObjectAnswers(t.db, {
      userId: learner.row.id,
      courseId: c.course.id,
      learningObjectId: c.los.theory.id,
      correctness: [null],
    });
    expect(open).toBeNull();
    expect(await masteryRow(learner.row.id, c.los.theory.id)).toBeUndefined();
    const one = await recordLearningObjectAnswers(t.db, {
      userId: learner.row.id,
      courseId: c.course.id,
      learningObjectId: c.los.theory.id,
      correctness: [null, true],
    });
    expect(one!.pKnown).toBeCloseTo(bktUpdate(0.1, true), 12);
    expect((await masteryRow(learner.row.id, c.los.theory.id))!.observations).toBe(1);
  });

  it('answers 403 when not enrolled', async () => {
    const c = await adaptiveCourse(t, adminHeaders);
    const stranger = await userWithTokens(t);
    const res = await getMastery(stranger.headers, c.course.id);
    expect(res.statusCode).toBe(403);
  });
});
