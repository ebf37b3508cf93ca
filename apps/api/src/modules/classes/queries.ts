// SQL of classes, the courses attached to them and their members. Each function takes the database or a
// transaction first.

import { type Kysely, sql } from 'kysely';
import { containsPattern, type Engine, likeOperator } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { attachableBy, type CourseActor } from '../courses/access';

type Db = Kysely<DB>;

export interface ClassListFilter {
  /** Only the classes this user runs (instructors); every class when undefined (admins). */
  ownerId?: number;
  search?: string;
  sort: 'name' | 'created_at';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** One page of classes and the total matching, in two queries (owner and name indexes). */
export async function listClasses(db: Db, engine: Engine, f: ClassListFilter) {
  let base = db.selectFrom('classes');
  if (f.ownerId !== undefined) base = base.where('owner_id', '=', f.ownerId);
  if (f.search) {
    const pattern = containsPattern(f.search);
    base = base.where(
      (eb) => sql<boolean>`${eb.ref('name')} ${sql.raw(likeOperator(engine))} ${pattern} escape '\\'`,
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(f.sort, f.order)
      .orderBy('id', f.order)
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findClass(db: Db, id: number) {
  return db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findClassByCode(db: Db, code: string) {
  return db.selectFrom('classes').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The courses of several classes at once (not deleted ones), for a page of the list. */
export function coursesOfClasses(db: Db, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('class_courses')
    .innerJoin('courses', 'courses.id', 'class_courses.course_id')
    .select(['class_courses.class_id', 'courses.id', 'courses.title'])
    .where('class_courses.class_id', 'in', classIds)
    .where('courses.deleted_at', 'is', null)
    .orderBy('courses.title')
    .execute();
}

export async function memberCounts(db: Db, classIds: number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('class_members')
    .select(['class_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('class_id', 'in', classIds)
    .groupBy('class_id')
    .execute();
  return new Map(rows.map((r) => [r.class_id, Number(r.n)]));
}

/** How many of these ids are live courses (to refuse attaching unknown ones). */
/** How many of these courses are live and may be attached by this person (courses/access.ts `attachableBy`). */
export async function countAttachableCourses(
  db: Db,
  courseIds: number[],
  actor: CourseActor,
): Promise<number> {
  if (courseIds.length === 0) return 0;
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', courseIds)
    .where('deleted_at', 'is', null)
    .where((eb) => attachableBy(eb, actor))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertClass(
  db: Db,
  values: { name: string; code: string; auto_approve: number; owner_id: number; now: string },
) {
  const { now, ...rest } = values;
  return db
    .insertInto('classes')
    .values({ ...rest, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateClass(
  db: Db,
  id: number,
  values: { name: string; auto_approve: number; now: string },
): Promise<void> {
  await db
    .updateTable('classes')
    .set({ name: values.name, auto_approve: values.auto_approve, updated_at: values.now })
    .where('id', '=', id)
    .execute();
}

export async function replaceClassCourses(db: Db, classId: number, courseIds: number[]): Promise<void> {
  await db.deleteFrom('class_courses').where('class_id', '=', classId).execute();
  if (courseIds.length > 0) {
    await db
      .insertInto('class_courses')
      .values(courseIds.map((course_id) => ({ class_id: classId, course_id })))
      .execute();
  }
}

export async function deleteClass(db: Db, id: number): Promise<void> {
  await db.deleteFrom('classes').where('id', '=', id).execute();
}

export function classCourseIds(db: Db, classId: number) {
  return db.selectFrom('class_courses').select('course_id').where('class_id', '=', classId).execute();
}

/** Adds the member unless already there; true when added. */
export async function insertMemberOnce(
  db: Db,
  classId: number,
  userId: number,
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('class_members')
    .values({ class_id: classId, user_id: userId, joined_at: now })
    .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function memberIds(db: Db, classId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('class_members')
    .select('user_id')
    .where('class_id', '=', classId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Classes whose code or name is one of these (the class column of a learner import). */
export function classesByCodeOrName(db: Db, codes: string[], names: string[]) {
  if (codes.length === 0 && names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('classes')
    .select(['id', 'name', 'code'])
    .where((eb) =>
      eb.or([
        ...(codes.length > 0 ? [eb('code', 'in', codes)] : []),
        ...(names.length > 0 ? [eb('name', 'in', names)] : []),
      ]),
    )
    .execute();
}

export async function insertMembers(db: Db, classId: number, userIds: number[], now: string): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('class_members')
    .values(userIds.map((user_id) => ({ class_id: classId, user_id, joined_at: now })))
    .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
    .execute();
}
