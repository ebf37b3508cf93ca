// Reads of enrolments for the course lists (a learner's enrolments for a page of courses, the enrolled courses
// list), the subscriber count kept on the course and the counted post-tests that keep a course's post-test rule;
// the enrolments module writes the enrolments themselves.
import type { EnrolmentStatus } from '@parcours/shared';
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

/** A learner's enrolments in courses not deleted, newest first, with the course rows. */
export async function listEnrolled(
  db: Db,
  engine: Engine,
  userId: number,
  filters: { search?: string; status?: EnrolmentStatus },
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

/** One of these courses where some enrolment counts a post-test, if any. */
export function courseWithCountedPosttest(db: Db, courseIds: readonly number[]) {
  return db
    .selectFrom('enrolments')
    .select('course_id')
    .where('course_id', 'in', courseIds)
    .where('posttest_attempt_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
}
