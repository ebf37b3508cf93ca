// SQL of `learner_course_figures` (migration 0010) and `course_figures` (migration 0016): one learner's figures in
// one course, read from their own attempts and enrolment (a handful of rows, by the attempts' course-and-learner
// index) and written back, and the course's sums moved by a delta.
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { engineOf } from '../../db/dialect';
import type { CourseFiguresTable, DB, LearnerCourseFiguresTable } from '../../db/schema';

type Db = Kysely<DB>;

/**
 * Closed attempts of the learner in the course, every kind, submitted or abandoned (an abandoned one is expired
 * without a submission time): the same totals the reports show.
 */
export function attemptTotalsOf(db: Db, userId: number, courseId: number) {
  return db
    .selectFrom('quiz_attempts as a')
    .select((eb) => [
      eb.fn.countAll<number>().as('attempts'),
      sql<number>`coalesce(sum(case when a.kind = 'learning_object' then 0 else 1 end), 0)`.as(
        'course_quiz_attempts',
      ),
      sql<number>`coalesce(sum(case when a.kind = 'learning_object' then 1 else 0 end), 0)`.as(
        'learning_object_attempts',
      ),
      sql<number>`coalesce(sum(case when a.status = 'expired' then 1 else 0 end), 0)`.as('expired_attempts'),
      sql<
        number | null
      >`min(case when a.kind in ('pretest', 'posttest') and a.status = 'passed' then a.time_spent end)`.as(
        'min_time',
      ),
      sql<number | null>`avg(a.percentage)`.as('average_score'),
      sql<number | null>`sum(a.time_spent)`.as('time_spent'),
    ])
    .where('a.user_id', '=', userId)
    .where('a.course_id', '=', courseId)
    .where('a.status', '<>', 'started')
    .executeTakeFirstOrThrow();
}

/** The attempts the enrolment counts as pretest and post-test: their percentages and quiz versions. */
export function countedTestsOf(db: Db, userId: number, courseId: number) {
  return db
    .selectFrom('enrolments as e')
    .leftJoin('quiz_attempts as pre_a', 'pre_a.id', 'e.pretest_attempt_id')
    .leftJoin('quiz_attempts as post_a', 'post_a.id', 'e.posttest_attempt_id')
    .select([
      'pre_a.percentage as pre',
      'post_a.percentage as post',
      'pre_a.quiz_version as pre_version',
      'post_a.quiz_version as post_version',
    ])
    .where('e.user_id', '=', userId)
    .where('e.course_id', '=', courseId)
    .executeTakeFirst();
}

export type FiguresRow = Omit<Insertable<LearnerCourseFiguresTable>, 'user_id' | 'course_id'>;

export async function upsertFigures(db: Db, userId: number, courseId: number, row: FiguresRow) {
  await db
    .insertInto('learner_course_figures')
    .values({ user_id: userId, course_id: courseId, ...row })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doUpdateSet(row))
    .execute();
}

export async function deleteFigures(db: Db, userId: number, courseId: number) {
  await db
    .deleteFrom('learner_course_figures')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

export type ContributingRow = Pick<
  FiguresRow,
  | 'pre'
  | 'post'
  | 'nlg'
  | 'attempts'
  | 'course_quiz_attempts'
  | 'learning_object_attempts'
  | 'expired_attempts'
  | 'time_spent'
>;

/**
 * The learner's row as it is before the write. On PostgreSQL the enrolment row is locked first, so two
 * transactions refreshing the same learner and course take turns and each moves the course's sums from the row
 * the other left (SQLite runs one writer at a time).
 */
export async function currentFigures(db: Db, userId: number, courseId: number) {
  if (engineOf(db) === 'postgres')
    await db
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .forUpdate()
      .execute();
  return db
    .selectFrom('learner_course_figures')
    .select([
      'pre',
      'post',
      'nlg',
      'attempts',
      'course_quiz_attempts',
      'learning_object_attempts',
      'expired_attempts',
      'time_spent',
    ])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

export type CourseSums = Omit<Selectable<CourseFiguresTable>, 'course_id'>;

/** Adds the change of one learner's row to the course's sums (a row per course, made on its first change). */
export async function addToCourseFigures(db: Db, courseId: number, d: CourseSums) {
  if (Object.values(d).every((v) => v === 0)) return;
  await db
    .insertInto('course_figures')
    .values({ course_id: courseId, ...d })
    .onConflict((oc) =>
      oc.column('course_id').doUpdateSet((eb) => ({
        timer_rows: eb('course_figures.timer_rows', '+', d.timer_rows),
        attempt_rows: eb('course_figures.attempt_rows', '+', d.attempt_rows),
        learners: eb('course_figures.learners', '+', d.learners),
        pre_sum: eb('course_figures.pre_sum', '+', d.pre_sum),
        post_sum: eb('course_figures.post_sum', '+', d.post_sum),
        nlg_sum: eb('course_figures.nlg_sum', '+', d.nlg_sum),
        nlg_count: eb('course_figures.nlg_count', '+', d.nlg_count),
        attempts: eb('course_figures.attempts', '+', d.attempts),
        course_quiz_attempts: eb('course_figures.course_quiz_attempts', '+', d.course_quiz_attempts),
        learning_object_attempts: eb(
          'course_figures.learning_object_attempts',
          '+',
          d.learning_object_attempts,
        ),
        expired_attempts: eb('course_figures.expired_attempts', '+', d.expired_attempts),
        time_spent: eb('course_figures.time_spent', '+', d.time_spent),
      })),
    )
    .execute();
}
