// Migration 0010 (db/migrations/0010_learner_course_figures.ts) fills learner_course_figures from the attempts
// already stored; this module then keeps each row by `refreshLearnerCourseFigures`. Both must give the figures
// computed here by hand. Kept here, not beside the migration: db/ imports nothing from the modules.
import type { QuizKind, StoredAttemptStatus } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillLearnerCourseFigures } from '../../db/migrations/0010_learner_course_figures';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { insertCourse } from '../../test/quizzes';
import { refreshLearnerCourseFigures } from './figures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString();

describe('learner and course figures', () => {
  it('are the counted pretest and post-test, the shortest passed time and the attempt totals', async () => {
    const course = await insertCourse(t);
    const learner = await userWithTokens(t);
    const quiz = await t.db
      .insertInto('quizzes')
      .values({ course_id: course.id, learning_object_id: null, created_at: at(0), updated_at: at(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attempt = (
      kind: QuizKind,
      status: StoredAttemptStatus,
      percentage: number | null,
      time: number | null,
      minute: number,
    ) =>
      t.db
        .insertInto('quiz_attempts')
        .values({
          quiz_id: quiz.id,
          user_id: learner.row.id,
          course_id: course.id,
          kind,
          status,
          score: percentage,
          total_score_possible: 100,
          percentage,
          time_spent: time,
          started_at: at(minute - 1),
          submitted_at: status === 'started' ? null : at(minute),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const pre = await attempt('pretest', 'failed', 40, 100, 1);
    await attempt('learning_object', 'passed', 75, 50, 2);
    const post = await attempt('posttest', 'passed', 80, 120, 3);
    await attempt('posttest', 'passed', 90, 90, 4);
    await attempt('posttest', 'expired', null, 30, 5);
    await attempt('posttest', 'started', null, null, 6);
    await t.db
      .insertInto('enrolments')
      .values({
        user_id: learner.row.id,
        course_id: course.id,
        status: 'completed',
        pretest_attempt_id: pre.id,
        posttest_attempt_id: post.id,
        enrolled_at: at(0),
      })
      .execute();
    // By hand: pre 40 and post 80 (the attempts counted), the shortest passed course-quiz time min(120, 90) = 90,
    // 5 submitted attempts (the open one is not), 4 of the course quiz, 1 learning-object, 1 expired, the mean
    // of the scores (40 + 75 + 80 + 90) / 4 = 71.25 (the expired one has none) and 100 + 50 + 120 + 90 + 30 = 390 s.
    const expected = {
      user_id: learner.row.id,
      course_id: course.id,
      pre: 40,
      post: 80,
      pre_version: 1,
      post_version: 1,
      min_time: 90,
      attempts: 5,
      course_quiz_attempts: 4,
      learning_object_attempts: 1,
      expired_attempts: 1,
      average_score: 71.25,
      time_spent: 390,
    };
    const read = async () =>
      (
        await t.db
          .selectFrom('learner_course_figures')
          .selectAll()
          .where('course_id', '=', course.id)
          .execute()
      ).map(({ gain, nlg, ...r }) => ({
        ...r,
        average_score: Number(r.average_score),
        time_spent: Number(r.time_spent),
      }));

    await t.db.deleteFrom('learner_course_figures').execute();
    await backfillLearnerCourseFigures(t.db);
    expect(await read()).toEqual([expected]);

    await t.db.deleteFrom('learner_course_figures').execute();
    await refreshLearnerCourseFigures(t.db, learner.row.id, course.id);
    expect(await read()).toEqual([expected]);
    // Since migration 0016 the row also keeps its gain, 80 - 40 = 40, and normalized change 40 / 60.
    const stored = await t.db
      .selectFrom('learner_course_figures')
      .select(['gain', 'nlg'])
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(stored.gain).toBe(40);
    expect(stored.nlg).toBeCloseTo(40 / 60, 12);
  });
});
