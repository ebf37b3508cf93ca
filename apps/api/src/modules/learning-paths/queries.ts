// SQL of learning paths. Courses, units and enrolments belong to other modules and
// are only read here.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

export function findUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Completed enrolments in these courses of learners who have a learning-style result, but one learner. */
export function completedWithStyle(db: Db, courseIds: readonly number[], excludeUserId: number) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enrolments as e')
    .select(['e.user_id', 'e.course_id'])
    .where('e.course_id', 'in', [...courseIds])
    .where('e.status', '=', 'completed')
    .where('e.user_id', '<>', excludeUserId)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('learning_style_results as r').select('r.id').whereRef('r.user_id', '=', 'e.user_id'),
      ),
    )
    .orderBy('e.user_id')
    .orderBy('e.course_id')
    .execute();
}
