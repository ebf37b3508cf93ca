// The repair of migration 0003 on data stored under the old rules: an abandoned timed pretest closed as a 0 %
// failure and counted as the pretest, and a pretest opened before completing and sent after it, never counted
// as the post-test. The repair makes the first an expired attempt, the second the post-test, and reports it.
import type { QuizKind, StoredAttemptStatus } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { insertCourse } from '../../test/quizzes';
import { repairMeasurements } from './0003_enrolment_life';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString();

describe('migration 0003 repair', () => {
  it('closes late attempts as expired, recounts pretest, post-test and level, and reports the counts', async () => {
    const course = await insertCourse(t);
    const learner = await userWithTokens(t);
    const other = await userWithTokens(t);
    const quiz = await t.db
      .insertInto('quizzes')
      .values({
        course_id: course.id,
        learning_object_id: null,
        time_limit_seconds: 60,
        created_at: at(0),
        updated_at: at(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attempt = (
      userId: number,
      values: {
        kind: QuizKind;
        status: StoredAttemptStatus;
        percentage: number;
        late?: number;
        minute: number;
      },
    ) =>
      t.db
        .insertInto('quiz_attempts')
        .values({
          quiz_id: quiz.id,
          user_id: userId,
          course_id: course.id,
          kind: values.kind,
          status: values.status,
          score: Math.round((values.percentage * 3) / 100),
          total_score_possible: 3,
          percentage: values.percentage,
          time_spent: 60,
          late: values.late ?? 0,
          started_at: at(values.minute - 1),
          submitted_at: at(values.minute),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    // The abandoned pretest, closed by the server at 0 % with no answers, then the real pretest at 66.67 %, then
    // a pretest opened before completing (minute 30) and sent after it at 100 %.
    const abandoned = await attempt(learner.row.id, {
      kind: 'pretest',
      status: 'failed',
      percentage: 0,
      late: 1,
      minute: 2,
    });
    const real = await attempt(learner.row.id, {
      kind: 'pretest',
      status: 'passed',
      percentage: 66.67,
      minute: 10,
    });
    const afterCompletion = await attempt(learner.row.id, {
      kind: 'pretest',
      status: 'passed',
      percentage: 100,
      minute: 40,
    });
    const enrolment = await t.db
      .insertInto('enrolments')
      .values({
        user_id: learner.row.id,
        course_id: course.id,
        status: 'completed',
        level: 'basic',
        pretest_attempt_id: abandoned.id,
        enrolled_at: at(0),
        completed_at: at(30),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A learner whose figures were right already: nothing changes for them.
    const fine = await attempt(other.row.id, {
      kind: 'pretest',
      status: 'passed',
      percentage: 100,
      minute: 5,
    });
    await t.db
      .insertInto('enrolments')
      .values({
        user_id: other.row.id,
        course_id: course.id,
        level: 'advanced',
        pretest_attempt_id: fine.id,
        enrolled_at: at(0),
      })
      .execute();

    const report = await repairMeasurements(t.db);
    expect(report).toEqual({ expired: 1, retagged: 1, pretests: 1, posttests: 1, levels: 1 });

    const rows = await t.db
      .selectFrom('quiz_attempts')
      .select(['id', 'kind', 'status', 'score', 'percentage'])
      .where('user_id', '=', learner.row.id)
      .orderBy('id')
      .execute();
    expect(
      rows.map((r) => ({ ...r, percentage: r.percentage === null ? null : Number(r.percentage) })),
    ).toEqual([
      { id: abandoned.id, kind: 'pretest', status: 'expired', score: null, percentage: null },
      { id: real.id, kind: 'pretest', status: 'passed', score: 2, percentage: 66.67 },
      { id: afterCompletion.id, kind: 'posttest', status: 'passed', score: 3, percentage: 100 },
    ]);
    // 66.67 % is from 40 to under 70: intermediate.
    expect(
      await t.db
        .selectFrom('enrolments')
        .selectAll()
        .where('id', '=', enrolment.id)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({
      pretest_attempt_id: real.id,
      posttest_attempt_id: afterCompletion.id,
      level: 'intermediate',
    });

    // Run again, it finds nothing left to change.
    expect(await repairMeasurements(t.db)).toEqual({
      expired: 0,
      retagged: 0,
      pretests: 0,
      posttests: 0,
      levels: 0,
    });
  });
});
