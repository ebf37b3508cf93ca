// Per course, the sums and counts the reports show (docs/design/adaptive.md §7): rows of the quiz timers and
// quiz attempts tables, learners with both a pretest and a post-test, their pre and post sums (Hake's gain), the
// sum and count of their normalized changes (the course NLG), and attempt and time totals. Kept by the writes, as
// deltas of each per-learner row's change (the dashboards module's `refreshLearnerCourseFigures`), so no report
// groups every learner's row. Each per-learner row also keeps its gain and normalized change, computed by the
// shared model's functions, so the tables sort on stored columns. Filled here from the rows already stored. An
// index on courses and two partial indexes on users serve the admin dashboard's counts and survey figures.
// Released migrations are never edited.
import { gain, normalizedChange } from '@parcours/shared';
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
type AnyDb = Kysely<any>;

const batch = 2_000;

export function courseFigures() {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('learner_course_figures').addColumn('gain', 'double precision').execute();
      await db.schema.alterTable('learner_course_figures').addColumn('nlg', 'double precision').execute();
      await db.schema
        .createTable('course_figures')
        .addColumn('course_id', 'integer', (c) =>
          c.primaryKey().notNull().references('courses.id').onDelete('cascade'),
        )
        .addColumn('timer_rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attempt_rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('learners', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pre_sum', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('post_sum', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('nlg_sum', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('nlg_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('course_quiz_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('learning_object_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expired_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time_spent', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // The admin dashboard's count of enrolments in live courses adds the courses' kept counts from this index,
      // without reading the course rows.
      await db.schema
        .createIndex('courses_subscribers_idx')
        .on('courses')
        .columns(['subscribers_count', 'deleted_at', 'category_id'])
        .execute();
      // The admin dashboard's survey figures read only the accounts that answered, from these indexes.
      await db.schema
        .createIndex('users_nps_idx')
        .on('users')
        .column('nps')
        .where(sql.ref('nps'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('users_survey_scores_idx')
        .on('users')
        .columns(['usability_score', 'engagement_score'])
        .where(sql<boolean>`usability_score is not null or engagement_score is not null`)
        .execute();
      await backfillGains(db);
      await backfillCourseFigures(db);
    },
  };
}

/** Gain and normalized change of every learner with both scores, by the shared functions, in batches. */
export async function backfillGains(db: AnyDb) {
  let after = { user_id: 0, course_id: 0 };
  for (;;) {
    const rows: { user_id: number; course_id: number; pre: number; post: number }[] = await db
      .selectFrom('learner_course_figures')
      .select(['user_id', 'course_id', 'pre', 'post'])
      .where('pre', 'is not', null)
      .where('post', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('user_id', '>', after.user_id),
          eb.and([eb('user_id', '=', after.user_id), eb('course_id', '>', after.course_id)]),
        ]),
      )
      .orderBy('user_id')
      .orderBy('course_id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    for (const r of rows) {
      const pre = Number(r.pre);
      const post = Number(r.post);
      await db
        .updateTable('learner_course_figures')
        .set({ gain: gain(pre, post), nlg: normalizedChange(pre, post) })
        .where('user_id', '=', r.user_id)
        .where('course_id', '=', r.course_id)
        .execute();
    }
    const last = rows[rows.length - 1]!;
    after = { user_id: last.user_id, course_id: last.course_id };
  }
}

/**
 * The per-course sums of the per-learner rows, by the same rule as the writes' deltas: a row is in the quiz
 * timers when it has a course-quiz attempt, among the learners of the course figures when it also has both scores.
 */
export async function backfillCourseFigures(db: AnyDb) {
  await sql`
    insert into course_figures (course_id, timer_rows, attempt_rows, learners, pre_sum, post_sum, nlg_sum,
      nlg_count, attempts, course_quiz_attempts, learning_object_attempts, expired_attempts, time_spent)
    select course_id,
      sum(case when course_quiz_attempts > 0 then 1 else 0 end),
      sum(case when attempts > 0 then 1 else 0 end),
      sum(case when course_quiz_attempts > 0 and pre is not null and post is not null then 1 else 0 end),
      coalesce(sum(case when course_quiz_attempts > 0 and post is not null then pre end), 0),
      coalesce(sum(case when course_quiz_attempts > 0 and pre is not null then post end), 0),
      coalesce(sum(case when course_quiz_attempts > 0 then nlg end), 0),
      sum(case when course_quiz_attempts > 0 and nlg is not null then 1 else 0 end),
      sum(attempts), sum(course_quiz_attempts), sum(learning_object_attempts), sum(expired_attempts),
      coalesce(sum(time_spent), 0)
    from learner_course_figures
    group by course_id
  `.execute(db);
}
