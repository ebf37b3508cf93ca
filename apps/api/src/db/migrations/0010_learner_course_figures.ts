// Per learner and course, the figures the reports read (docs/design/adaptive.md §7): the counted pretest and
// post-test with their versions, the shortest passed course-quiz time, and the attempt totals. Kept up to date in
// the transaction of every write they summarise (the dashboards module's `refreshLearnerCourseFigures`), so no
// report reads every attempt. Filled here from the attempts already stored. Released migrations are never edited.
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

export function learnerCourseFigures(_engine: Engine) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('learner_course_figures')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('pre', 'double precision')
        .addColumn('post', 'double precision')
        .addColumn('pre_version', 'integer')
        .addColumn('post_version', 'integer')
        .addColumn('min_time', 'integer')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('course_quiz_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('learning_object_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expired_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('average_score', 'double precision')
        .addColumn('time_spent', 'integer')
        .addPrimaryKeyConstraint('learner_course_figures_pk', ['user_id', 'course_id'])
        .execute();
      await db.schema
        .createIndex('learner_course_figures_course_idx')
        .on('learner_course_figures')
        .columns(['course_id', 'user_id'])
        .execute();
      await backfillLearnerCourseFigures(db);
    },
  };
}

/** One row per learner and course with a submitted attempt, from the attempts and enrolments stored. */
export async function backfillLearnerCourseFigures(db: AnyDb) {
  await sql`
    insert into learner_course_figures (user_id, course_id, pre, post, pre_version, post_version, min_time,
      attempts, course_quiz_attempts, learning_object_attempts, expired_attempts, average_score, time_spent)
    select t.user_id, t.course_id, pre_a.percentage, post_a.percentage, pre_a.quiz_version, post_a.quiz_version,
      t.min_time, t.attempts, t.course_quiz_attempts, t.learning_object_attempts, t.expired_attempts,
      t.average_score, t.time_spent
    from (
      select user_id, course_id, count(*) as attempts,
        sum(case when kind = 'learning_object' then 0 else 1 end) as course_quiz_attempts,
        sum(case when kind = 'learning_object' then 1 else 0 end) as learning_object_attempts,
        sum(case when status = 'expired' then 1 else 0 end) as expired_attempts,
        min(case when kind in ('pretest', 'posttest') and status = 'passed' then time_spent end) as min_time,
        avg(percentage) as average_score,
        sum(time_spent) as time_spent
      from quiz_attempts
      where submitted_at is not null
      group by user_id, course_id
    ) t
    join enrolments e on e.user_id = t.user_id and e.course_id = t.course_id
    left join quiz_attempts pre_a on pre_a.id = e.pretest_attempt_id
    left join quiz_attempts post_a on post_a.id = e.posttest_attempt_id
  `.execute(db);
}
