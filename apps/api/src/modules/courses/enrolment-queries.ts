// SQL of enrolments: the once-only insert the unique index guards, the subscriber count and latest course kept
// with it, a learner's enrolments for a page of courses, and the learner's enrolled courses list.
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { textSearch } from './queries';

type Db = Kysely<DB>;

export function enrolmentsOf(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
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

/** Among these ids, the courses open to enrolment (live, active, online). */
export async function openCourseIds(db: Db, courseIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('courses')
    .select('id')
    .where('id', 'in', courseIds)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', 1)
    .where('is_offline', '=', 0)
    .execute();
  return rows.map((r) => r.id);
}

/** Inserts the enrolments that do not exist yet in one statement; the course ids actually inserted. */
export async function insertEnrolmentsOnce(
  db: Db,
  userId: number,
  courseIds: number[],
  now: string,
): Promise<number[]> {
  const rows = await db
    .insertInto('enrolments')
    .values(
      courseIds.map((course_id) => ({
        user_id: userId,
        course_id,
        status: 'enrolled',
        progress: 0,
        enrolled_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returning('course_id')
    .execute();
  return rows.map((r) => r.course_id);
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

export async function addSubscribers(db: Db, courseId: number, count: number): Promise<void> {
  await db
    .updateTable('courses')
    .set((eb) => ({ subscribers_count: eb('subscribers_count', '+', count) }))
    .where('id', '=', courseId)
    .execute();
}

export async function incrementSubscribersOf(db: Db, courseIds: number[]): Promise<void> {
  if (courseIds.length === 0) return;
  await db
    .updateTable('courses')
    .set((eb) => ({ subscribers_count: eb('subscribers_count', '+', 1) }))
    .where('id', 'in', courseIds)
    .execute();
}

export function incrementSubscribers(db: Db, courseId: number) {
  return db
    .updateTable('courses')
    .set((eb) => ({ subscribers_count: eb('subscribers_count', '+', 1) }))
    .where('id', '=', courseId)
    .execute();
}

export function setLatestCourse(db: Db, userId: number, courseId: number, now: string) {
  return db
    .updateTable('users')
    .set({ latest_course_id: courseId, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function countEnrolments(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A learner's enrolments in courses not deleted, newest first, with the course rows. */
export async function listEnrolled(
  db: Db,
  engine: Engine,
  userId: number,
  filters: { search?: string; status?: string },
  page: { page: number; per_page: number },
) {
  let base = db
    .selectFrom('enrolments')
    .innerJoin('courses', 'courses.id', 'enrolments.course_id')
    .where('enrolments.user_id', '=', userId)
    .where('courses.deleted_at', 'is', null);
  if (filters.status) base = base.where('enrolments.status', '=', filters.status);
  if (filters.search) {
    const search = filters.search;
    base = base.where((eb) =>
      eb.or([textSearch(engine, 'courses.title', search), textSearch(engine, 'courses.description', search)]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('courses')
      .select([
        'enrolments.status as enrolment_status',
        'enrolments.level as enrolment_level',
        'enrolments.progress as enrolment_progress',
        'enrolments.enrolled_at',
        'enrolments.completed_at',
      ])
      .orderBy('enrolments.enrolled_at', 'desc')
      .orderBy('enrolments.id', 'desc')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}
