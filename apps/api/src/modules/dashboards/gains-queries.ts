// SQL of the per-learner-and-course figures of docs/design/adaptive.md §7 (pretest, post-test, gain, NLG,
// shortest passed time, attempts), read from learner_course_figures, which `figures.ts` keeps in step with
// quiz_attempts and enrolments. Shared by the quiz timers and quiz
// attempts tables, the dashboards, certificates and the research export, so they all show the same numbers.
//
// Definitions (docs/research-export.md repeats them):
// - pretest percentage: the attempt the enrolment counts as its pretest (the first submitted, non-expired
//   course-quiz attempt: the enrolments module records it);
// - post-test percentage: the attempt the enrolment counts as its post-test, by the course's rule (`first`,
//   `best` or `latest`, recorded by the enrolments module as each post-test is submitted);
// - min_time: the shortest time_spent among PASSED submitted attempts of the course quiz (pretest or post-test);
// - attempts: every submitted attempt in the course, course quiz and learning-object quizzes alike;
// - versions_differ: the counted pretest and post-test were taken on different versions of the course quiz
//   (docs/design/adaptive.md §2), so their difference may measure the edit as much as the learning.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

export interface PairFilter {
  courseId?: number;
  userId?: number;
  /** Restricts to these learners (a batch of the research export). */
  userIds?: number[];
}

/** The rows of `learner_course_figures` (kept by `refreshLearnerCourseFigures`) the filter selects. */
function figures(db: Db, f: PairFilter) {
  let q = db.selectFrom('learner_course_figures as f');
  if (f.courseId !== undefined) q = q.where('f.course_id', '=', f.courseId);
  if (f.userId !== undefined) q = q.where('f.user_id', '=', f.userId);
  if (f.userIds !== undefined) q = q.where('f.user_id', 'in', f.userIds.length > 0 ? f.userIds : [-1]);
  return q;
}

/**
 * The figures rows of the filter that a table lists: `pairs`, the learners and courses with a submitted course-quiz
 * attempt (the quiz timers table, gains, certificates); `totals`, those with any submitted attempt (the quiz
 * attempts table).
 */
export function tableFigures(db: Db, f: PairFilter, rows: 'pairs' | 'totals') {
  return figures(db, f).where(rows === 'pairs' ? 'f.course_quiz_attempts' : 'f.attempts', '>', 0);
}

/**
 * A query creator holding the CTE `pairs`: one row per learner and course with a submitted course-quiz attempt,
 * with pre and post (the attempts the enrolment counts) and min_time. Read from the figures kept per learner and
 * course, so no report reads every attempt.
 */
function withPairs(db: Db, f: PairFilter) {
  return db.with('pairs', () =>
    tableFigures(db, f, 'pairs').select([
      'f.user_id',
      'f.course_id',
      'f.pre',
      'f.post',
      'f.min_time',
      'f.pre_version',
      'f.post_version',
      'f.gain',
      'f.nlg',
    ]),
  );
}

export interface PairFigures {
  user_id: number;
  course_id: number;
  pre: number | null;
  post: number | null;
  min_time: number | null;
  versions_differ: boolean;
}

/** Both attempts exist and were taken on different versions of the quiz. */
export function versionsDiffer(r: { pre_version: number | null; post_version: number | null }): boolean {
  return (
    r.pre_version !== null && r.post_version !== null && Number(r.pre_version) !== Number(r.post_version)
  );
}

/** The pairs matching the filter, unsorted (for one learner, or a batch of the export). */
export async function pairFigures(db: Db, f: PairFilter): Promise<PairFigures[]> {
  const rows = await withPairs(db, f)
    .selectFrom('pairs')
    .select([
      'pairs.user_id',
      'pairs.course_id',
      'pairs.pre',
      'pairs.post',
      'pairs.min_time',
      'pairs.pre_version',
      'pairs.post_version',
    ])
    .execute();
  return rows.map(toPairFigures);
}

function toPairFigures(r: {
  user_id: number;
  course_id: number;
  pre: number | null;
  post: number | null;
  min_time: number | null;
  pre_version: number | null;
  post_version: number | null;
}): PairFigures {
  return {
    user_id: Number(r.user_id),
    course_id: Number(r.course_id),
    pre: r.pre === null ? null : Number(r.pre),
    post: r.post === null ? null : Number(r.post),
    min_time: r.min_time === null ? null : Number(r.min_time),
    versions_differ: versionsDiffer(r),
  };
}

export interface AttemptTotals {
  user_id: number;
  course_id: number;
  attempts: number;
  course_quiz_attempts: number;
  learning_object_attempts: number;
  /** Of `attempts`, those closed as expired: never a pretest or a post-test (docs/design/adaptive.md §2). */
  expired_attempts: number;
  average_score: number | null;
  time_spent: number | null;
}

/** Submitted attempts per learner and course, every kind: the quiz attempts table and the export. */
function attemptTotalsQuery(db: Db, f: PairFilter) {
  return tableFigures(db, f, 'totals').select([
    'f.user_id',
    'f.course_id',
    'f.attempts',
    'f.course_quiz_attempts',
    'f.learning_object_attempts',
    'f.expired_attempts',
    'f.average_score',
    'f.time_spent',
  ]);
}

function toAttemptTotals(r: {
  user_id: number;
  course_id: number;
  attempts: number;
  course_quiz_attempts: number;
  learning_object_attempts: number;
  expired_attempts: number;
  average_score: number | null;
  time_spent: number | null;
}): AttemptTotals {
  return {
    user_id: Number(r.user_id),
    course_id: Number(r.course_id),
    attempts: Number(r.attempts),
    course_quiz_attempts: Number(r.course_quiz_attempts),
    learning_object_attempts: Number(r.learning_object_attempts),
    expired_attempts: Number(r.expired_attempts),
    average_score: r.average_score === null ? null : Number(r.average_score),
    time_spent: r.time_spent === null ? null : Number(r.time_spent),
  };
}

export async function attemptTotals(db: Db, f: PairFilter): Promise<AttemptTotals[]> {
  return (await attemptTotalsQuery(db, f).execute()).map(toAttemptTotals);
}
