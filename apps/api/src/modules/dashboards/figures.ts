// The reports' figures (docs/design/adaptive.md §7), kept up to date by the writes they summarise: whoever closes
// an attempt or changes what an enrolment counts as its pretest or post-test calls `refreshLearnerCourseFigures`
// in the same transaction. It recomputes the learner's row in the course from their own attempts (a handful of
// rows) and adds the row's change to the course's sums, so the reports read one row per learner and course, or
// one per course, and never every attempt or every learner (docs/design/adaptive.md §7).
import { gain, normalizedChange } from '@parcours/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as q from './figures-queries';

const num = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * Recomputes the learner's figures in the course from their own attempts and enrolment (no row while nothing
 * is submitted: the reports list only learners and courses with a submitted attempt), and moves the course's
 * sums by the difference between the old row and the new one.
 */
export async function refreshLearnerCourseFigures(db: Kysely<DB>, userId: number, courseId: number) {
  const before = await q.currentFigures(db, userId, courseId);
  const totals = await q.attemptTotalsOf(db, userId, courseId);
  const counted = await q.countedTestsOf(db, userId, courseId);
  if (Number(totals.attempts) === 0 || !counted) {
    if (before) await q.deleteFigures(db, userId, courseId);
    await q.addToCourseFigures(db, courseId, delta(contribution(before), contribution(null)));
    return;
  }
  const pre = num(counted.pre);
  const post = num(counted.post);
  const row: q.FiguresRow = {
    pre,
    post,
    pre_version: num(counted.pre_version),
    post_version: num(counted.post_version),
    min_time: num(totals.min_time),
    attempts: Number(totals.attempts),
    course_quiz_attempts: Number(totals.course_quiz_attempts),
    learning_object_attempts: Number(totals.learning_object_attempts),
    expired_attempts: Number(totals.expired_attempts),
    average_score: num(totals.average_score),
    time_spent: num(totals.time_spent),
    gain: pre === null || post === null ? null : gain(pre, post),
    nlg: pre === null || post === null ? null : normalizedChange(pre, post),
  };
  await q.upsertFigures(db, userId, courseId, row);
  await q.addToCourseFigures(db, courseId, delta(contribution(before), contribution(row)));
}

/** What one learner's row adds to the sums of `course_figures` (the rule of migration 0016's backfill). */
function contribution(row: q.ContributingRow | null | undefined): q.CourseSums {
  const sums: q.CourseSums = {
    timer_rows: 0,
    attempt_rows: 0,
    learners: 0,
    pre_sum: 0,
    post_sum: 0,
    nlg_sum: 0,
    nlg_count: 0,
    attempts: 0,
    course_quiz_attempts: 0,
    learning_object_attempts: 0,
    expired_attempts: 0,
    time_spent: 0,
  };
  if (!row) return sums;
  const courseQuiz = Number(row.course_quiz_attempts ?? 0) > 0;
  const pre = num(row.pre ?? null);
  const post = num(row.post ?? null);
  const nlg = num(row.nlg ?? null);
  const both = courseQuiz && pre !== null && post !== null;
  sums.timer_rows = courseQuiz ? 1 : 0;
  sums.attempt_rows = Number(row.attempts ?? 0) > 0 ? 1 : 0;
  sums.learners = both ? 1 : 0;
  sums.pre_sum = both ? pre! : 0;
  sums.post_sum = both ? post! : 0;
  sums.nlg_sum = courseQuiz && nlg !== null ? nlg : 0;
  sums.nlg_count = courseQuiz && nlg !== null ? 1 : 0;
  sums.attempts = Number(row.attempts ?? 0);
  sums.course_quiz_attempts = Number(row.course_quiz_attempts ?? 0);
  sums.learning_object_attempts = Number(row.learning_object_attempts ?? 0);
  sums.expired_attempts = Number(row.expired_attempts ?? 0);
  sums.time_spent = Number(row.time_spent ?? 0);
  return sums;
}

function delta(before: q.CourseSums, after: q.CourseSums): q.CourseSums {
  const out = { ...after };
  for (const key of Object.keys(out) as (keyof q.CourseSums)[]) out[key] = after[key] - before[key];
  return out;
}
