// Rules of the dashboards (docs/design/product.md §7 "Dashboards", docs/design/adaptive.md §7): what the admin and learner dashboards
// and the quiz timers / quiz attempts tables show. Gains and NLG always come from the shared model's functions;
// SQL only pre-computes their twins to sort whole tables. Also exports the figures other modules reuse.
import {
  type AdminDashboard,
  type CourseGainSums,
  courseHakeGain,
  courseNlg,
  gain,
  levelFromStored,
  normalizedChange,
  type PaginationMeta,
  postTestRuleOf,
  type QuizAttemptQuery,
  type QuizAttemptRow,
  type QuizTimerQuery,
  type QuizTimerRow,
  type UserDashboard,
} from '@parcours/shared';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { platformMetrics } from '../feedback/service';
import { listScores } from '../quizzes/service';
import { recentReviews } from '../reviews/service';
import {
  type AttemptTotals,
  attemptTotals,
  type PairFigures,
  type PairFilter,
  pairFigures,
  versionsDiffer,
} from './gains-queries';
import * as q from './queries';

export type { AttemptTotals, PairFigures };

interface Gains {
  gain: number | null;
  nlg: number | null;
}

/** Gain and normalized change of one learner and course, by the shared functions; null unless both scores exist. */
function gainsOf(pre: number | null, post: number | null): Gains {
  if (pre === null || post === null) return { gain: null, nlg: null };
  return { gain: gain(pre, post), nlg: normalizedChange(pre, post) };
}

/** A course's row of sums as the shared model's course figures take them. */
function gainSums(r: q.CourseSumsRow): CourseGainSums {
  return {
    learners: r.learners,
    preSum: r.pre_sum,
    postSum: r.post_sum,
    nlgSum: r.nlg_sum,
    nlgCount: r.nlg_count,
  };
}

const learnerName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();

export async function adminDashboard(db: Database): Promise<AdminDashboard> {
  const [counts, perCategory, gains, metrics, reviews] = await Promise.all([
    q.adminCounts(db),
    q.subscribersPerCategory(db),
    q.courseSums(db, { liveOnly: true }),
    platformMetrics(db),
    recentReviews(db, 5),
  ]);
  return {
    ...counts,
    subscribers_per_course_category: perCategory,
    nlg_per_course: gains.map((g) => {
      const sums = gainSums(g);
      return {
        course_id: g.course_id,
        title: g.title,
        nlg: courseNlg(sums),
        nlg_learners: sums.nlgCount,
        hake_gain: courseHakeGain(sums),
        learners: sums.learners,
      };
    }),
    metrics,
    reviews,
  };
}

/** At most this many courses on the learner dashboard; `counts` carries the totals. */
const dashboardCourseLimit = 100;

export async function userDashboard(db: Database, userId: number): Promise<UserDashboard> {
  const [enrolments, figures, counts, scores] = await Promise.all([
    q.learnerEnrolments(db, userId, dashboardCourseLimit),
    pairFigures(db, { userId }),
    q.learnerCounts(db, userId),
    listScores(db, { userId }, { page: 1, per_page: 5 }),
  ]);
  const byCourse = new Map(figures.map((f) => [f.course_id, f]));
  return {
    enrolled_courses: enrolments.map((e) => {
      const f = byCourse.get(e.id);
      const pre = f?.pre ?? null;
      const post = f?.post ?? null;
      return {
        id: e.id,
        title: e.title,
        status: e.status,
        level: levelFromStored(e.level),
        progress: Number(e.progress),
        enrolled_at: e.enrolled_at,
        completed_at: e.completed_at,
        pre_test_percentage: pre,
        post_test_percentage: post,
        ...gainsOf(pre, post),
      };
    }),
    recent_quiz_results: scores.data,
    counts,
  };
}

function pageMeta(query: { page: number; per_page: number }, total: number): PaginationMeta {
  return { current_page: query.page, per_page: query.per_page, total };
}

export async function quizTimer(
  db: Database,
  engine: Engine,
  query: QuizTimerQuery,
  /** An instructor's id: their classes' learners only, and no course-wide figures (they span other learners). */
  instructorId?: number,
): Promise<{ data: QuizTimerRow[]; meta: PaginationMeta & Record<string, unknown> }> {
  const filter = {
    courseId: query.course_id,
    instructorId,
    search: query.search,
    sort: query.sort ?? 'user_id',
    order: query.order ?? 'asc',
    page: query.page,
    perPage: query.per_page,
  } as const;
  const [{ rows, total }, course] = await Promise.all([
    q.quizTimerPage(db, engine, filter),
    query.course_id === undefined || instructorId !== undefined ? null : courseFigures(db, query.course_id),
  ]);
  return {
    data: rows.map((r) => {
      const pre = r.pre === null ? null : Number(r.pre);
      const post = r.post === null ? null : Number(r.post);
      return {
        id: Number(r.id),
        user_id: Number(r.user_id),
        learner_name: learnerName(r),
        email: r.email,
        course_id: Number(r.course_id),
        course_title: r.course_title,
        pre_test_percentage: pre,
        post_test_percentage: post,
        ...gainsOf(pre, post),
        min_time: r.min_time === null ? null : Number(r.min_time),
        versions_differ: versionsDiffer(r),
        post_test_rule: postTestRuleOf(r),
      };
    }),
    meta: { ...pageMeta(query, total), ...(course ?? {}) },
  };
}

/**
 * Course-level figures (docs/design/adaptive.md §7): the mean of the learners' normalized change with the number
 * of learners it is the mean of (those without one left out), and Hake's class-average gain over the learners
 * with both a pretest and a post-test score.
 */
async function courseFigures(db: Database, courseId: number) {
  const [row] = await q.courseSums(db, { courseId, liveOnly: false });
  const sums = row ? gainSums(row) : { learners: 0, preSum: 0, postSum: 0, nlgSum: 0, nlgCount: 0 };
  return {
    course_id: courseId,
    course_nlg: courseNlg(sums),
    nlg_learners: sums.nlgCount,
    hake_gain: courseHakeGain(sums),
    learners: sums.learners,
  };
}

export async function quizAttempts(
  db: Database,
  engine: Engine,
  query: QuizAttemptQuery,
  /** An instructor's id: their classes' learners only. */
  instructorId?: number,
): Promise<{ data: QuizAttemptRow[]; meta: PaginationMeta }> {
  const { rows, total } = await q.quizAttemptPage(db, engine, {
    courseId: query.course_id,
    instructorId,
    search: query.search,
    sort: query.sort ?? 'user_id',
    order: query.order ?? 'asc',
    page: query.page,
    perPage: query.per_page,
  });
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      user_id: Number(r.user_id),
      learner_name: learnerName(r),
      email: r.email,
      course_id: Number(r.course_id),
      course_title: r.course_title,
      attempts: Number(r.attempts),
      course_quiz_attempts: Number(r.course_quiz_attempts),
      learning_object_attempts: Number(r.learning_object_attempts),
      expired_attempts: Number(r.expired_attempts),
      average_score: r.average_score === null ? null : Number(r.average_score),
    })),
    meta: pageMeta(query, total),
  };
}

export interface LearnerCourseFigures extends Gains {
  pre: number | null;
  post: number | null;
  min_time: number | null;
}

/** One learner's figures in one course, as the quiz timers table shows them. */
export async function learnerCourseFigures(
  db: Database,
  userId: number,
  courseId: number,
): Promise<LearnerCourseFigures> {
  const [f] = await pairFigures(db, { userId, courseId });
  const pre = f?.pre ?? null;
  const post = f?.post ?? null;
  return { pre, post, min_time: f?.min_time ?? null, ...gainsOf(pre, post) };
}

/** Pre, post and min_time, and attempt totals, of many learners at once (the research export's batches). */
export async function batchFigures(
  db: Database,
  filter: PairFilter,
): Promise<{ pairs: PairFigures[]; totals: AttemptTotals[] }> {
  const [pairs, totals] = await Promise.all([pairFigures(db, filter), attemptTotals(db, filter)]);
  return { pairs, totals };
}
