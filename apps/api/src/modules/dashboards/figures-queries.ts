// SQL of `learner_course_figures` (migration 0010): one learner's figures in one course, read from their own
// attempts and enrolment (a handful of rows, by the attempts' course-and-learner index), and written back.
import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB, LearnerCourseFiguresTable } from '../../db/schema';

type Db = Kysely<DB>;

/** Submitted attempts of the learner in the course, every kind: the same totals the reports show. */
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
    .where('a.submitted_at', 'is not', null)
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
