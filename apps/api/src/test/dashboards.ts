// Test data for the dashboard, feedback, review, certificate and export tests: categories, courses, enrolments,
// quizzes and submitted attempts written straight to the tables, so each test states the figures it checks.
import { type EnrolmentStatus, feedbackItems, type LearnerLevel } from '@parcours/shared';
import type { Insertable } from 'kysely';
import type { LearningStyleResultsTable } from '../db/schema';
import { refreshLearnerCourseFigures } from '../modules/dashboards/figures';
import { insertUser, type TestApp, type UserAttrs } from './helpers';

/** A fixed origin and distinct minutes after it, so orders by time are what the test says. */
export function at(minutes: number): string {
  return new Date(Date.UTC(2025, 0, 1) + minutes * 60_000).toISOString();
}

export async function category(t: TestApp, title: string, parentId: number | null = null) {
  const row = await t.db
    .insertInto('categories')
    .values({ title, parent_id: parentId, created_at: at(0), updated_at: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function course(
  t: TestApp,
  title: string,
  categoryId: number,
  deleted = false,
  postTestRule: 'first' | 'latest' = 'first',
) {
  const row = await t.db
    .insertInto('courses')
    .values({
      title,
      description: `${title} for everyone`,
      category_id: categoryId,
      facilitator: 'Emmy Noether',
      created_at: at(0),
      updated_at: at(0),
      deleted_at: deleted ? at(1) : null,
      post_test_rule: postTestRule,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An accepted account without a password (no hashing: fast); use `userWithTokens` for one that logs in. */
export function person(t: TestApp, first: string, last: string, attrs: UserAttrs = {}) {
  return insertUser(t, { first_name: first, last_name: last, password: null, ...attrs });
}

export async function enrol(
  t: TestApp,
  userId: number,
  courseId: number,
  attrs: {
    status?: EnrolmentStatus;
    level?: LearnerLevel | null;
    progress?: number;
    enrolledAt?: string;
  } = {},
) {
  const row = await t.db
    .insertInto('enrolments')
    .values({
      user_id: userId,
      course_id: courseId,
      status: attrs.status ?? 'enrolled',
      level: attrs.level ?? null,
      progress: attrs.progress ?? 0,
      enrolled_at: attrs.enrolledAt ?? at(1),
      completed_at: attrs.status === 'completed' ? at(500) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As the enrol transaction does: the course's count of enrolments follows.
  await t.db
    .updateTable('courses')
    .set((eb) => ({ subscribers_count: eb('subscribers_count', '+', 1) }))
    .where('id', '=', courseId)
    .execute();
  return row.id;
}

/** The course quiz (pretest and post-test) of a course. */
export async function courseQuiz(t: TestApp, courseId: number) {
  const row = await t.db
    .insertInto('quizzes')
    .values({ course_id: courseId, pass_mark: 50, created_at: at(0), updated_at: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A learning object (in a new unit) with its quiz. */
export async function learningObjectQuiz(t: TestApp, courseId: number) {
  const unit = await t.db
    .insertInto('educational_units')
    .values({ course_id: courseId, title: 'Unit', type: 'basic', created_at: at(0), updated_at: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lo = await t.db
    .insertInto('learning_objects')
    .values({ unit_id: unit.id, title: 'Object', type: 'concrete', created_at: at(0), updated_at: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const quiz = await t.db
    .insertInto('quizzes')
    .values({ learning_object_id: lo.id, pass_mark: 50, created_at: at(0), updated_at: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { learningObjectId: lo.id, quizId: quiz.id };
}

export interface AttemptSpec {
  quizId: number;
  userId: number;
  courseId: number;
  kind: 'pretest' | 'posttest' | 'learning_object';
  percentage: number;
  /** Seconds. */
  time: number;
  /** Minutes after the origin. */
  minute: number;
  learningObjectId?: number;
  /** Passed when the percentage reaches 50 unless told. */
  status?: 'passed' | 'failed';
  /** An attempt still open: never counted. */
  open?: boolean;
  /** The parallel form drawn (docs/design/adaptive.md §5); none unless told. */
  form?: 'A' | 'B';
}

export async function attempt(t: TestApp, a: AttemptSpec) {
  const status = a.open ? 'started' : (a.status ?? (a.percentage >= 50 ? 'passed' : 'failed'));
  const row = await t.db
    .insertInto('quiz_attempts')
    .values({
      quiz_id: a.quizId,
      user_id: a.userId,
      course_id: a.courseId,
      learning_object_id: a.learningObjectId ?? null,
      kind: a.kind,
      status,
      score: a.open ? null : Math.round(a.percentage / 10),
      total_score_possible: a.open ? null : 10,
      percentage: a.open ? null : a.percentage,
      time_spent: a.open ? null : a.time,
      started_at: at(a.minute - 1),
      submitted_at: a.open ? null : at(a.minute),
      form: a.form ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The enrolment counts the first submitted pretest, and the first or the latest post-test by the course's
  // rule, as the enrolments module records them (attempts here are written in time order).
  if (!a.open && a.kind !== 'learning_object') {
    const column = a.kind === 'pretest' ? 'pretest_attempt_id' : 'posttest_attempt_id';
    const { post_test_rule } = await t.db
      .selectFrom('courses')
      .select('post_test_rule')
      .where('id', '=', a.courseId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('enrolments')
      .set({ [column]: row.id })
      .where('user_id', '=', a.userId)
      .where('course_id', '=', a.courseId)
      .$if(a.kind === 'pretest' || post_test_rule !== 'latest', (q) => q.where(column, 'is', null))
      .execute();
  }
  // As every write of an attempt does, in the app: the reports read these figures.
  await refreshLearnerCourseFigures(t.db, a.userId, a.courseId);
  return row.id;
}

/** A learning-style result; each dimension as [category, score]. */
export async function styleResult(
  t: TestApp,
  userId: number,
  dims: {
    processing: [string, number];
    perception: [string, number];
    input: [string, number];
    understanding: [string, number];
  },
  minute: number,
) {
  const values: Insertable<LearningStyleResultsTable> = {
    user_id: userId,
    course_id: null,
    processing_category: dims.processing[0],
    processing_score: dims.processing[1],
    perception_category: dims.perception[0],
    perception_score: dims.perception[1],
    input_category: dims.input[0],
    input_score: dims.input[1],
    understanding_category: dims.understanding[0],
    understanding_score: dims.understanding[1],
    responses: '[]',
    created_at: at(minute),
  };
  await t.db.insertInto('learning_style_results').values(values).execute();
}

export async function review(
  t: TestApp,
  userId: number,
  courseId: number | null,
  rating: number,
  minute: number,
  comment: string | null = null,
) {
  const row = await t.db
    .insertInto('reviews')
    .values({
      user_id: userId,
      review_type: courseId === null ? 'platform' : 'course',
      course_id: courseId,
      rating,
      comment,
      created_at: at(minute),
      updated_at: at(minute),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every survey item answered: `nps`, the ten usability answers, the twelve engagement answers, a comment. */
export function surveyAnswers(
  questionIds: Map<number, number>,
  opts: { nps: number; usability: number[]; engagement: number[]; comment?: string },
) {
  const byNumber = new Map<number, number | string>();
  byNumber.set(1, opts.nps);
  for (const [i, v] of opts.usability.entries()) byNumber.set(2 + i, v);
  for (const [i, v] of opts.engagement.entries()) byNumber.set(12 + i, v);
  if (opts.comment !== undefined) byNumber.set(24, opts.comment);
  return feedbackItems
    .filter((item) => byNumber.has(item.question_number))
    .map((item) => ({
      question_id: questionIds.get(item.question_number)!,
      answer: byNumber.get(item.question_number)!,
    }));
}

/** question_number -> id of the stored survey. */
export async function questionIds(t: TestApp): Promise<Map<number, number>> {
  const rows = await t.db.selectFrom('feedback_questions').select(['id', 'question_number']).execute();
  return new Map(rows.map((r) => [r.question_number, r.id]));
}
