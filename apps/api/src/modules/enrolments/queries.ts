// SQL of enrolments and of the learning objects a learner opened, the two tables this module owns. Reads of
// courses, units, learning objects, quiz attempts and mastery serve the enrolment's rules (pretest, post-test,
// completion, progress) and never write there.
import type { LearnerLevel } from '@parcours/shared';
import type { Kysely, Selectable } from 'kysely';
import type { DB, EnrolmentsTable } from '../../db/schema';
import { visibleStatus } from '../courses/access';

type Db = Kysely<DB>;
export type EnrolmentRow = Selectable<EnrolmentsTable>;

export { findEnrolment } from '../../db/lookups';

/** The enrolment in a course not deleted: the one "is this learner enrolled" read. */
export function findLiveEnrolment(db: Db, userId: number, courseId: number) {
  return db
    .selectFrom('enrolments')
    .innerJoin('courses', 'courses.id', 'enrolments.course_id')
    .selectAll('enrolments')
    .where('enrolments.user_id', '=', userId)
    .where('enrolments.course_id', '=', courseId)
    .where('courses.deleted_at', 'is', null)
    .executeTakeFirst();
}

const courseRuleColumns = [
  'id',
  'title',
  'is_public',
  'is_active',
  'is_offline',
  'is_sequential',
  'content_requires_pretest',
  'completion_requires_quizzes',
  'post_test_rule',
  'status',
  'is_paid',
  'price',
  'discount',
  'payment_confirmation',
  'bkt_prior',
  'bkt_learn',
  'bkt_guess',
  'bkt_slip',
  'structure_version',
] as const;

/**
 * A course not deleted, with what the enrolment's rules, the learning path and mastery read of it, and the
 * version of its structure (which outline it has).
 */
export function findCourseRules(db: Db, courseId: number) {
  return db
    .selectFrom('courses')
    .select(courseRuleColumns)
    .where('id', '=', courseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
export type CourseRules = NonNullable<Awaited<ReturnType<typeof findCourseRules>>>;

/**
 * The learner's enrolment in a course not deleted, with the course's rules, in one query; undefined when the
 * course is missing or deleted, or the learner not enrolled.
 */
export async function findEnrolledCourse(db: Db, userId: number, courseId: number) {
  const row = await db
    .selectFrom('enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .selectAll('e')
    .select(courseRuleColumns.map((column) => `c.${column} as course_${column}` as const))
    .where('e.user_id', '=', userId)
    .where('e.course_id', '=', courseId)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const enrolment: EnrolmentRow = {
    id: row.id,
    user_id: row.user_id,
    course_id: row.course_id,
    status: row.status,
    level: row.level,
    progress: row.progress,
    pretest_attempt_id: row.pretest_attempt_id,
    posttest_attempt_id: row.posttest_attempt_id,
    enrolled_at: row.enrolled_at,
    completed_at: row.completed_at,
    resume_learning_object_id: row.resume_learning_object_id,
    resume_at: row.resume_at,
    paid_at: row.paid_at,
    xapi_registration: row.xapi_registration,
  };
  const course = Object.fromEntries(
    courseRuleColumns.map((column) => [column, row[`course_${column}`]]),
  ) as CourseRules;
  return { course, enrolment };
}

export function isSelected(db: Db, courseId: number, userId: number) {
  return db
    .selectFrom('course_selected_users')
    .select('user_id')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts the enrolment unless it exists (the unique index decides under concurrency); true when inserted. */
export async function insertEnrolmentOnce(
  db: Db,
  userId: number,
  courseId: number,
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('enrolments')
    .values({ user_id: userId, course_id: courseId, status: 'enrolled', progress: 0, enrolled_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function countEnrolments(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes the write lock of the learner's enrolment row for the rest of the transaction (`lockRow` of db/locks.ts,
 * answering the row in the same statement), so two requests of the same
 * learner cannot start or submit attempts of a course, or complete it, at the same time. Answers the row as it
 * is under the lock (undefined when it is gone).
 */
export async function lockEnrolment(db: Db, enrolmentId: number): Promise<EnrolmentRow | undefined> {
  return db
    .updateTable('enrolments')
    .set((eb) => ({ progress: eb.ref('progress') }))
    .where('id', '=', enrolmentId)
    .returningAll()
    .executeTakeFirst();
}

/** The first counted pretest sets the level; the condition keeps a parallel second one from replacing it. */
export async function setPretestOnce(db: Db, enrolmentId: number, attemptId: number, level: LearnerLevel) {
  const result = await db
    .updateTable('enrolments')
    .set({ pretest_attempt_id: attemptId, level })
    .where('id', '=', enrolmentId)
    .where('pretest_attempt_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPosttest(db: Db, enrolmentId: number, attemptId: number): Promise<void> {
  await db
    .updateTable('enrolments')
    .set({ posttest_attempt_id: attemptId })
    .where('id', '=', enrolmentId)
    .execute();
}

export function attemptPercentage(db: Db, attemptId: number) {
  return db
    .selectFrom('quiz_attempts')
    .select(['id', 'percentage'])
    .where('id', '=', attemptId)
    .executeTakeFirst();
}

export async function setProgress(db: Db, enrolmentId: number, percent: number): Promise<void> {
  await db
    .updateTable('enrolments')
    .set({ progress: percent })
    .where('id', '=', enrolmentId)
    .where('progress', '<>', percent)
    .execute();
}

/** Marks the enrolment completed once; a second call changes nothing. True when this call completed it. */
export async function completeEnrolment(db: Db, enrolmentId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('enrolments')
    .set({ status: 'completed', completed_at: now })
    .where('id', '=', enrolmentId)
    .where('status', '<>', 'completed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the first opening of a learning object; true when this call recorded it. */
export async function markOpened(db: Db, userId: number, learningObjectId: number, now: string) {
  const inserted = await db
    .insertInto('learning_object_opens')
    .values({ user_id: userId, learning_object_id: learningObjectId, opened_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'learning_object_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A live learning object with its course (for the opened mark). */
export function findLiveLearningObject(db: Db, learningObjectId: number) {
  return db
    .selectFrom('learning_objects as lo')
    .innerJoin('educational_units as u', 'u.id', 'lo.unit_id')
    .innerJoin('courses as c', 'c.id', 'u.course_id')
    .select(['lo.id', 'lo.title', 'u.course_id'])
    .where('lo.id', '=', learningObjectId)
    .where('lo.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * What progress reads of one learner in a course, in three queries whatever its size: the quizzes among these
 * they passed (with each one's learning object), which of these learning objects they opened, and their mastery
 * estimates on them.
 */
export async function progressFacts(
  db: Db,
  userId: number,
  quizIds: readonly number[],
  learningObjectIds: readonly number[],
) {
  const ids = [...learningObjectIds];
  if (ids.length === 0) return { passed: [], opened: [], mastery: [] };
  const [passed, opened, mastery] = await Promise.all([
    quizIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('quiz_attempts')
          .select('quiz_id')
          .distinct()
          .where('user_id', '=', userId)
          .where('quiz_id', 'in', [...quizIds])
          .where('status', '=', 'passed')
          .execute(),
    db
      .selectFrom('learning_object_opens')
      .select('learning_object_id')
      .where('user_id', '=', userId)
      .where('learning_object_id', 'in', ids)
      .execute(),
    db
      .selectFrom('mastery')
      .select(['learning_object_id', 'p_known'])
      .where('user_id', '=', userId)
      .where('learning_object_id', 'in', ids)
      .execute(),
  ]);
  return {
    passed: passed.map((r) => Number(r.quiz_id)),
    opened: opened.map((r) => Number(r.learning_object_id)),
    mastery: mastery.map((r) => ({ id: Number(r.learning_object_id), pKnown: Number(r.p_known) })),
  };
}

/** Among these ids, the courses open to enrolment (live, published, active, online). */
export async function openCourseIds(db: Db, courseIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('courses')
    .select('id')
    .where('id', 'in', courseIds)
    .where('deleted_at', 'is', null)
    .where('status', '=', visibleStatus)
    .where('is_active', '=', 1)
    .where('is_offline', '=', 0)
    .execute();
  return rows.map((r) => r.id);
}

/** Every (learner, course) pair not enrolled yet, in one statement; the course id of each row inserted. */
export async function insertEnrolmentPairsOnce(
  db: Db,
  userIds: number[],
  courseIds: number[],
  now: string,
): Promise<number[]> {
  const rows = await db
    .insertInto('enrolments')
    .values(
      userIds.flatMap((user_id) =>
        courseIds.map((course_id) => ({
          user_id,
          course_id,
          status: 'enrolled',
          progress: 0,
          enrolled_at: now,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returning('course_id')
    .execute();
  return rows.map((r) => r.course_id);
}

/** Moves the enrolment's resume point (one row, by its primary key). */
export async function setResumePoint(db: Db, enrolmentId: number, learningObjectId: number, at: string) {
  await db
    .updateTable('enrolments')
    .set({ resume_learning_object_id: learningObjectId, resume_at: at })
    .where('id', '=', enrolmentId)
    .execute();
}

/** The enrolment's resume point when its learning object is still live (a soft-deleted one is skipped). */
export function liveResumePoint(db: Db, enrolmentId: number) {
  return db
    .selectFrom('enrolments as e')
    .innerJoin('learning_objects as lo', 'lo.id', 'e.resume_learning_object_id')
    .innerJoin('educational_units as u', 'u.id', 'lo.unit_id')
    .select(['lo.id', 'e.resume_at'])
    .where('e.id', '=', enrolmentId)
    .where('lo.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('e.resume_at', 'is not', null)
    .$narrowType<{ resume_at: string }>()
    .executeTakeFirst();
}

/** The live learning objects of a course this learner opened (the opens' key starts with the user). */
export async function openedInCourse(db: Db, userId: number, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('learning_object_opens as o')
    .innerJoin('learning_objects as lo', 'lo.id', 'o.learning_object_id')
    .innerJoin('educational_units as u', 'u.id', 'lo.unit_id')
    .select('o.learning_object_id')
    .where('o.user_id', '=', userId)
    .where('u.course_id', '=', courseId)
    .where('lo.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .orderBy('o.learning_object_id')
    .execute();
  return rows.map((r) => Number(r.learning_object_id));
}

/**
 * What the post-test rule reads of a learner's enrolments in these courses (docs/design/adaptive.md §2): the
 * course's rule, whether the enrolment is completed, and its counted post-test's outcome. One query.
 */
export function postTestFacts(db: Db, userId: number, courseIds: readonly number[]) {
  return db
    .selectFrom('enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .leftJoin('quiz_attempts as post_a', 'post_a.id', 'e.posttest_attempt_id')
    .select([
      'e.course_id',
      'e.status',
      'c.post_test_rule',
      'e.posttest_attempt_id',
      'post_a.status as post_status',
      'post_a.score as post_score',
      'post_a.total_score_possible as post_total',
    ])
    .where('e.user_id', '=', userId)
    .where('e.course_id', 'in', courseIds)
    .execute();
}

/** Of these courses, those where the learner submitted a post-test at or after the given time (by course). */
export async function posttestsSince(db: Db, userId: number, since: ReadonlyMap<number, string>) {
  if (since.size === 0) return new Set<number>();
  const rows = await db
    .selectFrom('quiz_attempts')
    .select(['course_id', 'submitted_at'])
    .where('user_id', '=', userId)
    .where('course_id', 'in', [...since.keys()])
    .where('kind', '=', 'posttest')
    .where('learning_object_id', 'is', null)
    .where('submitted_at', 'is not', null)
    .execute();
  return new Set(rows.filter((r) => r.submitted_at! >= since.get(r.course_id)!).map((r) => r.course_id));
}

/**
 * The xAPI registration (a UUID) of each enrolment among `pairs`, by `userId:courseId`; an enrolment without one
 * gets `fresh()` first, kept from then on (the first writer wins under concurrency). Pairs without an enrolment
 * are absent from the answer.
 */
export async function xapiRegistrations(
  db: Db,
  pairs: { userId: number; courseId: number }[],
  fresh: () => string,
): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const rows = await db
    .selectFrom('enrolments')
    .select(['id', 'user_id', 'course_id', 'xapi_registration'])
    .where((eb) =>
      eb.or(pairs.map((p) => eb.and([eb('user_id', '=', p.userId), eb('course_id', '=', p.courseId)]))),
    )
    .execute();
  for (const row of rows) {
    if (row.xapi_registration !== null) continue;
    const given = await db
      .updateTable('enrolments')
      .set({ xapi_registration: fresh() })
      .where('id', '=', row.id)
      .where('xapi_registration', 'is', null)
      .returning('xapi_registration')
      .executeTakeFirst();
    // Another transaction gave it first: its registration is the one.
    row.xapi_registration =
      given?.xapi_registration ??
      (
        await db
          .selectFrom('enrolments')
          .select('xapi_registration')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).xapi_registration;
  }
  return new Map(
    rows.flatMap((r) => (r.xapi_registration ? [[`${r.user_id}:${r.course_id}`, r.xapi_registration]] : [])),
  );
}
