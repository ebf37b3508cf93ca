// SQL of recommendations: the course the learner is on, the candidate courses (the learner's catalogue minus
// the courses they are enrolled in) and the unit levels each candidate offers. Tables of the courses and units
// modules are only read here.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { visibleStatus } from '../courses/access';

type Db = Kysely<DB>;

export function findCourse(db: Db, id: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'category_id', 'subcategory_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function enrolmentLevel(db: Db, userId: number, courseId: number): Promise<string | null> {
  const row = await db
    .selectFrom('enrolments')
    .select('level')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row?.level ?? null;
}

/**
 * Courses open to this learner that they are not enrolled in: published, active, online, not deleted, and public or
 * private with the learner selected.
 */
export function candidateCourses(db: Db, userId: number) {
  return db
    .selectFrom('courses')
    .selectAll()
    .where('courses.deleted_at', 'is', null)
    .where('courses.status', '=', visibleStatus)
    .where('courses.is_active', '=', 1)
    .where('courses.is_offline', '=', 0)
    .where((eb) =>
      eb.or([
        eb('courses.is_public', '=', 1),
        eb.exists(
          eb
            .selectFrom('course_selected_users as csu')
            .select('csu.user_id')
            .whereRef('csu.course_id', '=', 'courses.id')
            .where('csu.user_id', '=', userId),
        ),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('enrolments as e')
            .select('e.id')
            .whereRef('e.course_id', '=', 'courses.id')
            .where('e.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('courses.id')
    .execute();
}

/** The types of the live units of each course. */
export async function unitTypesOf(db: Db, courseIds: readonly number[]): Promise<Map<number, string[]>> {
  const byCourse = new Map<number, string[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .selectFrom('educational_units')
    .select(['course_id', 'type'])
    .distinct()
    .where('course_id', 'in', [...courseIds])
    .where('deleted_at', 'is', null)
    .execute();
  for (const r of rows) byCourse.set(r.course_id, [...(byCourse.get(r.course_id) ?? []), r.type]);
  return byCourse;
}
