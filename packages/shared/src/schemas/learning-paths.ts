// Wire schemas of a learner's adaptive course: the learning path with its reasons and locks, mastery, completion
// and learning gains (docs/design/adaptive.md §3, §4 and §7), and the admin's "why" view of one learner.
import { z } from 'zod';
import { postTestNexts } from '../adaptive/posttest';
import { unitTypes } from '../constants';
import { enrolledCourse, postTestRules } from './courses';
import { learningStyleResult, mediaItem } from './users';

/** Why the adaptive model decided something: the message key, its values, and the text in the caller's language. */
export const reasonWire = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string(),
});
export type ReasonWire = z.infer<typeof reasonWire>;

const unitRole = z.enum(['core', 'review']);
const stepBase = z.object({ id: z.string(), locked: z.boolean(), reasons: z.array(reasonWire) });

export const pathStep = z.discriminatedUnion('kind', [
  stepBase.extend({ kind: z.literal('overview') }),
  stepBase.extend({
    kind: z.literal('unit'),
    unit_id: z.number(),
    title: z.string(),
    unit_type: z.string(),
    role: unitRole,
    /** The unit whose quizzes must be passed first, when locked. */
    locked_by: z.number().nullable(),
  }),
  stepBase.extend({
    kind: z.literal('learning_object'),
    unit_id: z.number(),
    role: unitRole,
    learning_object_id: z.number(),
    title: z.string(),
    learning_object_type: z.string(),
    /** In the order the learner's input preference gives. */
    media: z.array(mediaItem),
    quiz_id: z.number().nullable(),
    p_known: z.number().nullable(),
    mastered: z.boolean(),
  }),
  stepBase.extend({
    kind: z.literal('quiz'),
    unit_id: z.number(),
    role: unitRole,
    learning_object_id: z.number(),
    title: z.string(),
    quiz_id: z.number(),
    passed: z.boolean(),
  }),
  stepBase.extend({
    kind: z.literal('summary'),
    unit_id: z.number(),
    role: unitRole,
    learning_object_ids: z.array(z.number()),
  }),
]);
export type PathStepWire = z.infer<typeof pathStep>;

/**
 * The one progress figure (docs/design/adaptive.md §4): `done` of the `total` required learning objects on the
 * path (quiz passed, or opened when the object has no quiz), `percent` = done / total. `mastered` is the count
 * of those objects the mastery estimate places at or above the threshold: an estimate shown beside it.
 */
export const progressWire = z.object({
  done: z.number(),
  total: z.number(),
  percent: z.number(),
  mastered: z.number(),
});
export type ProgressWire = z.infer<typeof progressWire>;

export const pathLock = z.object({
  step_id: z.string(),
  unit_id: z.number(),
  locked_by: z.number().nullable(),
  reasons: z.array(reasonWire),
});

export const nextStepWire = z.object({
  step_id: z.string(),
  kind: z.enum(['learning_object', 'quiz']),
  learning_object_id: z.number(),
  quiz_id: z.number().nullable(),
  title: z.string(),
  reason: reasonWire,
});

/** `GET /api/user/courses/{courseId}/path`: rebuilt on each read from the level, the latest result and mastery. */
export const learningPathWire = z.object({
  course_id: z.number(),
  level: z.enum(unitTypes).nullable(),
  /** Units open one after another (course marked sequential, or a sequential learner). */
  sequential: z.boolean(),
  style: learningStyleResult.nullable(),
  /** The rules applied to the whole path. */
  reasons: z.array(reasonWire),
  steps: z.array(pathStep),
  locks: z.array(pathLock),
  progress: progressWire,
  /**
   * What the course quiz is for this learner now (docs/design/adaptive.md §2): `pretest` until it is taken,
   * `posttest` once the course is completed, `none` in between (the pretest is never offered again).
   */
  course_quiz: z.enum(['pretest', 'posttest', 'none']),
  /** Null when every learning object of the path is mastered. */
  next_step: nextStepWire.nullable(),
});
export type LearningPathWire = z.infer<typeof learningPathWire>;

export const learningObjectMastery = z.object({
  learning_object_id: z.number(),
  unit_id: z.number(),
  title: z.string(),
  /** Null until the learner has answered a quiz of this object. */
  p_known: z.number().nullable(),
  mastered: z.boolean(),
  observations: z.number(),
  mastered_at: z.string().nullable(),
});

/** `GET /api/user/courses/{courseId}/mastery`: every learning object of the course in the author's order. */
export const courseMastery = z.object({
  course_id: z.number(),
  progress: progressWire,
  learning_objects: z.array(learningObjectMastery),
});
export type CourseMasteryWire = z.infer<typeof courseMastery>;

/** `POST /api/user/complete-course/{courseId}`. */
export const completionWire = z.object({
  course_id: z.number(),
  status: z.literal('completed'),
  completed_at: z.string(),
});

/**
 * Learning gains of one learner in one course, the same figures as the quiz timers table:
 * `pre_test_percentage`: the counted pretest (the first submitted); `post_test_percentage`: the counted
 * post-test, by the course's `post_test_rule` (docs/design/adaptive.md §2); `time_spent`: seconds over every
 * submitted attempt in the course; `min_time`: the shortest passed course-quiz attempt. Null when missing.
 */
export const courseGains = z.object({
  course_id: z.number(),
  pre_test_percentage: z.number().nullable(),
  post_test_percentage: z.number().nullable(),
  gain: z.number().nullable(),
  nlg: z.number().nullable(),
  time_spent: z.number().nullable(),
  min_time: z.number().nullable(),
  /** The pretest and the post-test were taken on different versions of the course quiz (docs/design/adaptive.md §2). */
  versions_differ: z.boolean(),
  /** The course's rule for which post-test counts: every page showing these figures names it. */
  post_test_rule: z.enum(postTestRules),
  /** The counted post-test: passed or not, its correct answers and total; null before one counts. */
  post_test_passed: z.boolean().nullable(),
  post_test_score: z.number().nullable(),
  post_test_total: z.number().nullable(),
  /** What taking the post-test now would do (`postTestNext`); null while the course is not completed. */
  post_test_next: z.enum(postTestNexts).nullable(),
});
export type CourseGainsWire = z.infer<typeof courseGains>;

/** `GET /api/user/completed-courses` ("My program"): the course card, the enrolment and the gains. */
export const completedCourse = enrolledCourse.extend({ gains: courseGains });
export type CompletedCourse = z.infer<typeof completedCourse>;

/** `GET /api/admin/learners/{userId}/courses/{courseId}/adaptive`: what the learner's path is built from. */
export const adaptiveView = z.object({
  learner: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }),
  course: z.object({ id: z.number(), title: z.string() }),
  result: learningStyleResult.nullable(),
  level: z.enum(unitTypes).nullable(),
  path: learningPathWire,
  mastery: courseMastery,
  gains: courseGains,
});
export type AdaptiveView = z.infer<typeof adaptiveView>;
