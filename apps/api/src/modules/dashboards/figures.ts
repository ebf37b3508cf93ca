// The reports' per-learner-and-course figures (docs/design/adaptive.md §7), kept up to date by the writes they
// summarise: whoever closes an attempt or changes what an enrolment counts as its pretest or post-test calls
// `refreshLearnerCourseFigures` in the same transaction, so the reports read one row per learner and course and
// never every attempt (docs/design/adaptive.md §7).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as q from './figures-queries';

const num = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * Recomputes the learner's figures in the course from their own attempts and enrolment: no row while nothing
 * is submitted (the reports list only learners and courses with a submitted attempt).
 */
export async function refreshLearnerCourseFigures(db: Kysely<DB>, userId: number, courseId: number) {
  const totals = await q.attemptTotalsOf(db, userId, courseId);
  const counted = await q.countedTestsOf(db, userId, courseId);
  if (Number(totals.attempts) === 0 || !counted) {
    await q.deleteFigures(db, userId, courseId);
    return;
  }
  await q.upsertFigures(db, userId, courseId, {
    pre: num(counted.pre),
    post: num(counted.post),
    pre_version: num(counted.pre_version),
    post_version: num(counted.post_version),
    min_time: num(totals.min_time),
    attempts: Number(totals.attempts),
    course_quiz_attempts: Number(totals.course_quiz_attempts),
    learning_object_attempts: Number(totals.learning_object_attempts),
    expired_attempts: Number(totals.expired_attempts),
    average_score: num(totals.average_score),
    time_spent: num(totals.time_spent),
  });
}
