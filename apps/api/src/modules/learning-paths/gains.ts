// Learning gains of a learner in a course (docs/design/adaptive.md §7), with the figures the dashboards module
// computes for the quiz timers, certificates and the research export, so every screen shows the same numbers:
// pretest = the first submitted pretest, post-test = the one the course counts by its post-test rule
// (docs/design/adaptive.md §2, with where the learner stands with it), min_time = the shortest
// passed course-quiz attempt, time_spent = seconds over every submitted attempt in the course (course quiz and
// learning-object quizzes). Gain and NLG come from the shared gain() and normalizedChange().
import {
  type CompletedCourse,
  type CourseGainsWire,
  gain,
  normalizedChange,
  type PageQuery,
  type PaginationMeta,
} from '@parcours/shared';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { listEnrolledCourses } from '../courses/service';
import { type AttemptTotals, batchFigures, type PairFigures } from '../dashboards/service';
import { type PostTestStanding, postTestStandings } from '../enrolments/service';
import * as q from './queries';
import { enrolledCourse, type Learner } from './service';

/** Gain and normalized change of a counted pre and post; null where either is missing. */
function changeOf(pair: PairFigures | undefined) {
  const pre = pair?.pre ?? null;
  const post = pair?.post ?? null;
  const both = pre !== null && post !== null;
  return { pre, post, gain: both ? gain(pre, post) : null, nlg: both ? normalizedChange(pre, post) : null };
}

/** The wire figures of one learner and course; null where an attempt is missing. */
function toCourseGains(
  courseId: number,
  pair: PairFigures | undefined,
  totals: AttemptTotals | undefined,
  standing: PostTestStanding | undefined,
): CourseGainsWire {
  const { pre, post, gain, nlg } = changeOf(pair);
  return {
    course_id: courseId,
    pre_test_percentage: pre,
    post_test_percentage: post,
    gain,
    nlg,
    time_spent: totals?.time_spent ?? null,
    min_time: pair?.min_time ?? null,
    versions_differ: pair?.versions_differ ?? false,
    post_test_rule: standing?.rule ?? 'first',
    post_test_passed: standing?.passed ?? null,
    post_test_score: standing?.score ?? null,
    post_test_total: standing?.total ?? null,
    post_test_next: standing?.next ?? null,
  };
}

/** The gains of one learner in these courses (one course, or all of theirs), by course id. */
export async function learnerGainsByCourse(
  db: Database,
  userId: number,
  courseIds: readonly number[],
  now: Date,
): Promise<Map<number, CourseGainsWire>> {
  if (courseIds.length === 0) return new Map();
  const [{ pairs, totals }, standings] = await Promise.all([
    batchFigures(db, courseIds.length === 1 ? { userId, courseId: courseIds[0] } : { userId }),
    postTestStandings(db, userId, courseIds, now),
  ]);
  const pairByCourse = new Map(pairs.map((p) => [p.course_id, p]));
  const totalsByCourse = new Map(totals.map((t) => [t.course_id, t]));
  return new Map(
    courseIds.map((id) => [
      id,
      toCourseGains(id, pairByCourse.get(id), totalsByCourse.get(id), standings.get(id)),
    ]),
  );
}

/** `GET /api/user/courses/{courseId}/gains`. */
export async function learnerGains(db: Database, learner: Learner, courseId: number, now: Date) {
  await enrolledCourse(db, learner, courseId);
  return (await learnerGainsByCourse(db, learner.userId, [courseId], now)).get(courseId)!;
}

/** `GET /api/user/completed-courses` ("My program"): completed courses, newest enrolment first, with gains. */
export async function completedCourses(
  deps: { db: Database; engine: Engine },
  viewer: { userId: number; role: number },
  query: PageQuery,
  now: Date,
): Promise<{ data: CompletedCourse[]; meta: PaginationMeta }> {
  const page = await listEnrolledCourses(deps, viewer, { ...query, status: 'completed' });
  const gains = await learnerGainsByCourse(
    deps.db,
    viewer.userId,
    page.data.map((c) => c.id),
    now,
  );
  return {
    data: page.data.map((c) => ({ ...c, gains: gains.get(c.id)! })),
    meta: page.meta,
  };
}

/**
 * The NLG of every learner with a learning-style result who completed one of these courses (the peer evidence
 * of the recommendations): the completions in one query, their figures in one batch. Null NLG when the pretest
 * or the post-test is missing.
 */
export async function peerCompletions(
  db: Database,
  courseIds: readonly number[],
  excludeUserId: number,
): Promise<{ userId: number; courseId: number; nlg: number | null }[]> {
  const completions = await q.completedWithStyle(db, courseIds, excludeUserId);
  if (completions.length === 0) return [];
  const { pairs } = await batchFigures(db, { userIds: [...new Set(completions.map((c) => c.user_id))] });
  const byPair = new Map(pairs.map((p) => [`${p.user_id}:${p.course_id}`, p]));
  return completions.map((c) => ({
    userId: c.user_id,
    courseId: c.course_id,
    nlg: changeOf(byPair.get(`${c.user_id}:${c.course_id}`)).nlg,
  }));
}
