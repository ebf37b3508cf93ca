// The repair of migration 0020 on rows stored before: an expired attempt never submitted (no answer stored) loses
// the late flag and the submission time it was given; a late submission (expired, with its answers) and a failed
// attempt keep theirs.
import type { StoredAttemptStatus } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { insertCourse } from '../../test/quizzes';
import { clearAbandonedSubmissions } from './0020_abandoned_attempts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0020 repair', () => {
  it('clears late and submitted_at on expired attempts without answers only', async () => {
    const course = await insertCourse(t);
    const learner = await userWithTokens(t);
    const quiz = await t.db
      .insertInto('quizzes')
      .values({
        course_id: course.id,
        learning_object_id: null,
        time_limit_seconds: 60,
        created_at: '2025-03-01T09:00:00.000Z',
        updated_at: '2025-03-01T09:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const question = await t.db
      .insertInto('questions')
      .values({
        quiz_id: quiz.id,
        question: 'Zero is even',
        type: 3,
        is_valid: 1,
        created_at: '2025-03-01T09:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attempt = (status: StoredAttemptStatus, late: number, score: number | null, hour: number) =>
      t.db
        .insertInto('quiz_attempts')
        .values({
          quiz_id: quiz.id,
          user_id: learner.row.id,
          course_id: course.id,
          kind: 'posttest',
          status,
          score,
          total_score_possible: 1,
          percentage: score === null ? null : score * 100,
          time_spent: 60,
          late,
          started_at: `2025-03-01T${hour}:00:00.000Z`,
          submitted_at: `2025-03-01T${hour}:01:30.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const abandoned = await attempt('expired', 1, null, 10);
    const lateSubmission = await attempt('expired', 1, 1, 11);
    await t.db
      .insertInto('attempt_answers')
      .values({
        attempt_id: lateSubmission.id,
        question_id: question.id,
        answer_ids: null,
        value: '1',
        is_correct: 1,
      })
      .execute();
    const failed = await attempt('failed', 0, 0, 12);
    await t.db
      .insertInto('attempt_answers')
      .values({
        attempt_id: failed.id,
        question_id: question.id,
        answer_ids: null,
        value: '0',
        is_correct: 0,
      })
      .execute();

    expect(await clearAbandonedSubmissions(t.db)).toBe(1);
    const rows = await t.db
      .selectFrom('quiz_attempts')
      .select(['id', 'status', 'late', 'submitted_at'])
      .where('quiz_id', '=', quiz.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: abandoned.id, status: 'expired', late: 0, submitted_at: null },
      { id: lateSubmission.id, status: 'expired', late: 1, submitted_at: '2025-03-01T11:01:30.000Z' },
      { id: failed.id, status: 'failed', late: 0, submitted_at: '2025-03-01T12:01:30.000Z' },
    ]);
    // A second run finds nothing left to repair.
    expect(await clearAbandonedSubmissions(t.db)).toBe(0);
  });
});
