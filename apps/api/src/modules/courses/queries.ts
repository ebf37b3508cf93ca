// SQL of courses, the catalogue and enrolments. Lists filter, sort and page in SQL on the indexes of the initial
// migration; related rows (categories, unit counts, the caller's enrolments) load in one query per table for a
// whole page. Units and learning objects belong to the units module and are only read here.
import type { CourseSort, PostTestRule } from '@parcours/shared';
import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import { containsPattern, type Engine, likeOperator } from '../../db/dialect';
import type { CoursesTable, DB } from '../../db/schema';
import { authoredBy, visibleStatus } from './access';

type Db = Kysely<DB>;
type CourseEb = ExpressionBuilder<DB, 'courses'>;

/** Who reads the catalogue: an anonymous visitor (null) or a logged-in person. */
export interface Viewer {
  userId: number;
  role: number;
}

export interface CourseFilters {
  search?: string;
  category_id?: number;
  subcategory_id?: number;
  price_min?: number;
  price_max?: number;
  start_from?: string;
  start_to?: string;
  language?: string;
  is_active?: number;
  is_offline?: number;
}

/** What a learner pays, as SQL: the same figure as `finalPrice()` of the shared package. */
const effectivePrice = sql<number>`(case when courses.is_paid = 1 then courses.price * (100 - courses.discount) / 100 else 0 end)`;

/** Prices are compared to the cent; float products such as 19.99 * 90 / 100 must not fall out of a range. */
const priceTolerance = 0.005;

export function textSearch(engine: Engine, column: string, search: string) {
  return sql<SqlBool>`${sql.ref(column)} ${sql.raw(likeOperator(engine))} ${containsPattern(search)} escape '\\'`;
}

/**
 * The catalogue rule: published, active, online, not deleted, and public or (for the learner it names) private
 * with the learner selected. Admins see private courses too; drafts and archived courses are in no catalogue
 * (docs/design/product.md §4).
 */
function inCatalogue(eb: CourseEb, viewer: Viewer | null, adminRole: number): Expression<SqlBool> {
  const open = [
    eb('courses.deleted_at', 'is', null),
    eb('courses.status', '=', visibleStatus),
    eb('courses.is_active', '=', 1),
    eb('courses.is_offline', '=', 0),
  ];
  if (viewer?.role === adminRole) return eb.and(open);
  const publicOrSelected = viewer
    ? eb.or([
        eb('courses.is_public', '=', 1),
        eb.exists(
          eb
            .selectFrom('course_selected_users as csu')
            .select('csu.user_id')
            .whereRef('csu.course_id', '=', 'courses.id')
            .where('csu.user_id', '=', viewer.userId),
        ),
      ])
    : eb('courses.is_public', '=', 1);
  return eb.and([...open, publicOrSelected]);
}

function filtered(eb: CourseEb, engine: Engine, f: CourseFilters): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (f.search) {
    where.push(
      eb.or([
        textSearch(engine, 'courses.title', f.search),
        textSearch(engine, 'courses.description', f.search),
      ]),
    );
  }
  if (f.category_id !== undefined) where.push(eb('courses.category_id', '=', f.category_id));
  if (f.subcategory_id !== undefined) where.push(eb('courses.subcategory_id', '=', f.subcategory_id));
  if (f.price_min !== undefined) {
    // What is paid never exceeds the list price, so the indexed column narrows the rows first.
    where.push(eb('courses.price', '>=', f.price_min - priceTolerance));
    where.push(eb(effectivePrice, '>=', f.price_min - priceTolerance));
  }
  if (f.price_max !== undefined) where.push(eb(effectivePrice, '<=', f.price_max + priceTolerance));
  if (f.start_from !== undefined) where.push(eb('courses.start_time', '>=', f.start_from));
  if (f.start_to !== undefined) where.push(eb('courses.start_time', '<=', f.start_to));
  if (f.language) where.push(eb('courses.language', '=', f.language));
  if (f.is_active !== undefined) where.push(eb('courses.is_active', '=', f.is_active));
  if (f.is_offline !== undefined) where.push(eb('courses.is_offline', '=', f.is_offline));
  return where;
}

export interface CoursePage {
  rows: CourseRow[];
  total: number;
}
export type CourseRow = Selectable<CoursesTable>;

export async function listCourses(
  db: Db,
  engine: Engine,
  /** the catalogue of a viewer, or the admin list: every course, or those an author (by id) authors */
  scope: { catalogue: Viewer | null; adminRole: number } | { authorId: number | undefined },
  filters: CourseFilters,
  sort: CourseSort,
  page: { page: number; per_page: number },
): Promise<CoursePage> {
  const base = db
    .selectFrom('courses')
    .where((eb) =>
      eb.and([
        'authorId' in scope
          ? eb.and([
              eb('courses.deleted_at', 'is', null),
              ...(scope.authorId === undefined ? [] : [authoredBy(eb, scope.authorId)]),
            ])
          : inCatalogue(eb, scope.catalogue, scope.adminRole),
        ...filtered(eb, engine, filters),
      ]),
    );
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    sorted(base.selectAll('courses'), sort)
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

// biome-ignore lint/suspicious/noExplicitAny: the select builder's type varies with the selection
function sorted<Q extends { orderBy: (...args: any[]) => any }>(query: Q, sort: CourseSort): Q {
  const order: Record<CourseSort, [unknown, 'asc' | 'desc']> = {
    newest: ['courses.created_at', 'desc'],
    oldest: ['courses.created_at', 'asc'],
    title_asc: ['courses.title', 'asc'],
    title_desc: ['courses.title', 'desc'],
    price_asc: [effectivePrice, 'asc'],
    price_desc: [effectivePrice, 'desc'],
  };
  const [key, direction] = order[sort];
  // the id breaks ties, in the same direction, so pages never overlap
  return query.orderBy(key, direction).orderBy('courses.id', direction);
}

export function findCourse(db: Db, id: number) {
  return db
    .selectFrom('courses')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The course if it is in the catalogue for this viewer. */
export function findCatalogueCourse(db: Db, viewer: Viewer | null, adminRole: number, id: number) {
  return db
    .selectFrom('courses')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => inCatalogue(eb, viewer, adminRole))
    .executeTakeFirst();
}

export function categoryRefs(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('categories')
    .select(['id', 'title', 'parent_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

export function findCategoryRow(db: Db, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'title', 'parent_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Units per course and level, for counts and level badges. */
export function unitCounts(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('educational_units')
    .select(['course_id', 'type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('course_id', 'in', courseIds)
    .where('deleted_at', 'is', null)
    .groupBy(['course_id', 'type'])
    .execute();
}

export function learningObjectCounts(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('learning_objects as lo')
    .innerJoin('educational_units as eu', 'eu.id', 'lo.unit_id')
    .select(['eu.course_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('eu.course_id', 'in', courseIds)
    .where('eu.deleted_at', 'is', null)
    .where('lo.deleted_at', 'is', null)
    .groupBy('eu.course_id')
    .execute();
}

/** The units of one course in the author's order, with their learning object counts. */
export async function unitOverview(db: Db, courseId: number) {
  const units = await db
    .selectFrom('educational_units')
    .select(['id', 'title', 'type'])
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (units.length === 0) return [];
  const counts = await db
    .selectFrom('learning_objects')
    .select(['unit_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where(
      'unit_id',
      'in',
      units.map((u) => u.id),
    )
    .where('deleted_at', 'is', null)
    .groupBy('unit_id')
    .execute();
  const byUnit = new Map(counts.map((c) => [c.unit_id, Number(c.n)]));
  return units.map((u) => ({ ...u, learning_objects_count: byUnit.get(u.id) ?? 0 }));
}

export async function selectedUserIds(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('course_selected_users')
    .select('user_id')
    .where('course_id', '=', courseId)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Ids among `ids` that name no live account. */
export async function unknownUserIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '!=', 'deleted')
    .where('deleted_at', 'is', null)
    .execute();
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export function insertCourse(db: Db, values: Insertable<CoursesTable>) {
  return db.insertInto('courses').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateCourse(db: Db, id: number, values: Updateable<CoursesTable>) {
  return db.updateTable('courses').set(values).where('id', '=', id).execute();
}

export async function replaceSelectedUsers(db: Db, courseId: number, userIds: number[]): Promise<void> {
  await db.deleteFrom('course_selected_users').where('course_id', '=', courseId).execute();
  if (userIds.length > 0) {
    await db
      .insertInto('course_selected_users')
      .values(userIds.map((user_id) => ({ course_id: courseId, user_id })))
      .execute();
  }
}

/**
 * Courses (not deleted) per category, counted under their category and under their sub category, so a
 * top-level category counts all of its courses and a sub category its own. With a viewer, only the courses
 * of that viewer's catalogue count.
 */
export async function courseCountsByCategory(
  db: Db,
  categoryIds: number[],
  catalogue: { viewer: Viewer | null; adminRole: number } | null,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (categoryIds.length === 0) return counts;
  const visible = (eb: CourseEb) =>
    catalogue ? inCatalogue(eb, catalogue.viewer, catalogue.adminRole) : eb('courses.deleted_at', 'is', null);
  const [byCategory, bySubcategory] = await Promise.all([
    db
      .selectFrom('courses')
      .select(['courses.category_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('courses.category_id', 'in', categoryIds)
      .where(visible)
      .groupBy('courses.category_id')
      .execute(),
    db
      .selectFrom('courses')
      .select(['courses.subcategory_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('courses.subcategory_id', 'in', categoryIds)
      .where(visible)
      .groupBy('courses.subcategory_id')
      .execute(),
  ]);
  for (const row of [...byCategory, ...bySubcategory]) {
    if (row.id !== null) counts.set(row.id, (counts.get(row.id) ?? 0) + Number(row.n));
  }
  return counts;
}

/** Courses filed under any of these categories, live and soft-deleted apart. */
export async function coursesUsingCategories(db: Db, categoryIds: number[]) {
  const rows = await db
    .selectFrom('courses')
    .select([
      (eb) => eb.case().when('courses.deleted_at', 'is', null).then('live').else('deleted').end().as('state'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where((eb) =>
      eb.or([eb('courses.category_id', 'in', categoryIds), eb('courses.subcategory_id', 'in', categoryIds)]),
    )
    .groupBy('state')
    .execute();
  const of = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { live: of('live'), deleted: of('deleted') };
}

/** The post-test rule and title of these courses. */
export function courseRuleTitles(db: Db, courseIds: readonly number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('courses')
    .select(['id', 'title', 'post_test_rule'])
    .where('id', 'in', courseIds)
    .execute();
}

/**
 * One of these live courses that a draft or open study covers, if any (the first by title): it takes the study's
 * post-test rule. The studies module writes the studies and their courses.
 */
export function courseInDraftOrOpenStudy(db: Db, courseIds: readonly number[]) {
  return db
    .selectFrom('courses as c')
    .innerJoin('study_courses as sc', 'sc.course_id', 'c.id')
    .innerJoin('studies as s', 's.id', 'sc.study_id')
    .select('c.id')
    .where('c.id', 'in', courseIds)
    .where('c.deleted_at', 'is', null)
    .where('s.state', 'in', ['draft', 'open'])
    .orderBy('c.title')
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
}

/** These courses' post-test rule; `checkPostTestRuleChange` (./posttest-rule.ts) decides whether it may change. */
export async function setPostTestRule(db: Db, courseIds: readonly number[], rule: PostTestRule) {
  await db.updateTable('courses').set({ post_test_rule: rule }).where('id', 'in', courseIds).execute();
}
