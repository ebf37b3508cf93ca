// Wire schemas of the dashboards (docs/design/product.md §3 and §7 "Dashboards"; docs/design/adaptive.md §7): the admin and
// learner dashboards, the quiz timers and quiz attempts tables, and the research export's query.
import { z } from 'zod';
import { unitTypes } from '../constants';
import { pageQuery, paginationMeta, recordId } from './common';
import { postTestRules } from './courses';
import { platformMetrics } from './feedback';
import { optionalQuery } from './form-fields';
import { quizScore } from './quizzes';
import { review } from './reviews';

const optional = optionalQuery;
const orderField = optional(z.enum(['asc', 'desc'], { error: 'validation.invalidValue' }));
const courseFilter = optional(recordId);

export const adminDashboard = z.object({
  /** Accounts not deleted, every role. */
  users: z.number(),
  /** Top-level categories. */
  categories: z.number(),
  subcategories: z.number(),
  /** Courses not deleted. */
  courses: z.number(),
  /** Enrolments in courses not deleted. */
  subscribers: z.number(),
  subscribers_per_course_category: z.array(
    z.object({ category_id: z.number(), title: z.string(), subscribers: z.number() }),
  ),
  /** Courses with at least one learner who has both a pretest and a post-test score. */
  nlg_per_course: z.array(
    z.object({
      course_id: z.number(),
      title: z.string(),
      /** Mean of the learners' normalized change (Marx and Cummings), learners without one left out. */
      nlg: z.number().nullable(),
      /** How many learners `nlg` is the mean of. */
      nlg_learners: z.number(),
      /** Hake's class-average gain, from the mean pre and post of the `learners` (at most 1, no lower bound). */
      hake_gain: z.number().nullable(),
      /** Learners with both a pretest and a post-test score. */
      learners: z.number(),
    }),
  ),
  metrics: platformMetrics,
  /** The five latest reviews. */
  reviews: z.array(review),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

export const dashboardCourse = z.object({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  level: z.enum(unitTypes).nullable(),
  progress: z.number(),
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
  pre_test_percentage: z.number().nullable(),
  post_test_percentage: z.number().nullable(),
  gain: z.number().nullable(),
  nlg: z.number().nullable(),
});

export const userDashboard = z.object({
  /** The learner's courses, latest enrolment first (at most 100; `counts` has the totals). */
  enrolled_courses: z.array(dashboardCourse),
  /** The five latest submitted quiz attempts. */
  recent_quiz_results: z.array(quizScore),
  counts: z.object({
    enrolled_courses: z.number(),
    completed_courses: z.number(),
    quiz_attempts: z.number(),
    passed_quizzes: z.number(),
    certificates: z.number(),
  }),
});
export type UserDashboard = z.infer<typeof userDashboard>;

export const quizTimerSorts = [
  'user_id',
  'course_title',
  'nlg',
  'min_time',
  'gain',
  'pre_test_percentage',
  'post_test_percentage',
] as const;
export type QuizTimerSort = (typeof quizTimerSorts)[number];

/**
 * `GET /api/admin/quiz-timer`: `search` matches the learner's first name, last name or e-mail, or the course
 * title; `course_id` narrows to one course (and adds its course-level figures to `meta`).
 */
export const quizTimerQuery = pageQuery.extend({
  sort: optional(z.enum(quizTimerSorts, { error: 'validation.invalidValue' })),
  order: orderField,
  course_id: courseFilter,
});
export type QuizTimerQuery = z.infer<typeof quizTimerQuery>;

const learnerCourse = {
  /** The enrolment's id: one row per learner and course. */
  id: z.number(),
  user_id: z.number(),
  learner_name: z.string(),
  email: z.string(),
  course_id: z.number(),
  course_title: z.string(),
};

export const quizTimerRow = z.object({
  ...learnerCourse,
  /** First submitted pretest attempt. */
  pre_test_percentage: z.number().nullable(),
  /** The post-test the course counts, by its `post_test_rule` (docs/design/adaptive.md §2). */
  post_test_percentage: z.number().nullable(),
  gain: z.number().nullable(),
  nlg: z.number().nullable(),
  /** Seconds: the shortest time spent on a passed attempt of the course quiz. */
  min_time: z.number().nullable(),
  /** The pretest and the post-test were taken on different versions of the course quiz. */
  versions_differ: z.boolean(),
  /** The course's rule for which post-test counts. */
  post_test_rule: z.enum(postTestRules),
});
export type QuizTimerRow = z.infer<typeof quizTimerRow>;

export const quizTimerList = z.object({
  data: z.array(quizTimerRow),
  meta: paginationMeta.extend({
    course_id: z.number().optional(),
    /** Mean normalized change of the course's learners (those without one left out). */
    course_nlg: z.number().nullable().optional(),
    /** How many learners `course_nlg` is the mean of. */
    nlg_learners: z.number().optional(),
    hake_gain: z.number().nullable().optional(),
    /** Learners of the course with both a pretest and a post-test score. */
    learners: z.number().optional(),
  }),
});

export const quizAttemptSorts = [
  'user_id',
  'learner_name',
  'course_title',
  'attempts',
  'average_score',
] as const;
export type QuizAttemptSort = (typeof quizAttemptSorts)[number];

export const quizAttemptQuery = pageQuery.extend({
  sort: optional(z.enum(quizAttemptSorts, { error: 'validation.invalidValue' })),
  order: orderField,
  course_id: courseFilter,
});
export type QuizAttemptQuery = z.infer<typeof quizAttemptQuery>;

export const quizAttemptRow = z.object({
  ...learnerCourse,
  /** Submitted attempts of the course quiz (pretest and post-test) and of the learning objects' quizzes. */
  attempts: z.number(),
  course_quiz_attempts: z.number(),
  learning_object_attempts: z.number(),
  /** Of `attempts`, those closed as expired (time ran out): never counted as a pretest or a post-test. */
  expired_attempts: z.number(),
  /** Mean percentage of those attempts. */
  average_score: z.number().nullable(),
});
export type QuizAttemptRow = z.infer<typeof quizAttemptRow>;

export const quizAttemptList = z.object({ data: z.array(quizAttemptRow), meta: paginationMeta });

/** `GET /api/admin/research-export.csv`. */
export const researchExportQuery = z.object({ course_id: courseFilter });
