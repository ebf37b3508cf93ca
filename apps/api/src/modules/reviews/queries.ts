// SQL of reviews: the checks a review needs (course, completion), the one review per user and course, the
// course's list with its mean rating over visible reviews, moderation, and the latest reviews of the admin
// dashboard.
import type { AdminReviewsQuery, ReviewType } from '@parcours/shared';
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import { containsPattern, type Engine, likeOperator } from '../../db/dialect';
import type { DB, ReviewsTable } from '../../db/schema';

type Db = Kysely<DB>;

export { findEnrolment, findLiveCourse } from '../../db/lookups';

export function findActiveUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
}

export function findReview(db: Db, userId: number, type: ReviewType, courseId: number | null) {
  return db
    .selectFrom('reviews')
    .select(['id', 'user_id'])
    .where('user_id', '=', userId)
    .where('review_type', '=', type)
    .where('course_id', courseId === null ? 'is' : '=', courseId)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertReview(db: Db, values: Insertable<ReviewsTable>): Promise<number> {
  const row = await db.insertInto('reviews').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateReview(
  db: Db,
  id: number,
  values: { rating: number; comment: string | null; updated_at: string },
) {
  await db.updateTable('reviews').set(values).where('id', '=', id).execute();
}

export function findReviewById(db: Db, id: number) {
  return db
    .selectFrom('reviews')
    .select(['id', 'user_id', 'hidden_at', 'hidden_reason'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteReview(db: Db, id: number) {
  await db.deleteFrom('reviews').where('id', '=', id).execute();
}

export async function setHidden(db: Db, id: number, hiddenAt: string | null, reason: string | null) {
  await db
    .updateTable('reviews')
    .set({ hidden_at: hiddenAt, hidden_reason: reason })
    .where('id', '=', id)
    .execute();
}

function reviewRows(db: Db) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('courses as c', 'c.id', 'r.course_id')
    .select([
      'r.id',
      'r.user_id',
      'u.first_name',
      'u.last_name',
      'r.review_type',
      'r.course_id',
      'c.title as course_title',
      'r.rating',
      'r.comment',
      'r.created_at',
      'r.updated_at',
      'r.hidden_at',
      'r.hidden_reason',
    ]);
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number];

/** The caller's own review of a course or of the platform, whether hidden or not. */
export function findOwnReviewRow(db: Db, userId: number, type: ReviewType, courseId: number | null) {
  return reviewRows(db)
    .where('r.user_id', '=', userId)
    .where('r.review_type', '=', type)
    .where('r.course_id', courseId === null ? 'is' : '=', courseId)
    .orderBy('r.id')
    .executeTakeFirst();
}

export function findReviewRow(db: Db, id: number) {
  return reviewRows(db).where('r.id', '=', id).executeTakeFirstOrThrow();
}

export function latestReviews(db: Db, limit: number) {
  return reviewRows(db).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

/** Hidden reviews leave both the page and the mean (docs/design/product.md §7). */
export async function courseReviewPage(db: Db, courseId: number, limit: number, offset: number) {
  const [rows, stats] = await Promise.all([
    reviewRows(db)
      .where('r.course_id', '=', courseId)
      .where('r.review_type', '=', 'course')
      .where('r.hidden_at', 'is', null)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll<number>().as('n'), sql<number | null>`avg(rating)`.as('mean')])
      .where('course_id', '=', courseId)
      .where('review_type', '=', 'course')
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(stats.n), average: stats.mean === null ? null : Number(stats.mean) };
}

/** Mean and count of the visible course reviews of several courses, in one grouped query. */
export function ratingSummaries(db: Db, courseIds: number[]) {
  return db
    .selectFrom('reviews')
    .select((eb) => [
      'course_id',
      eb.fn.countAll<number>().as('n'),
      sql<number | string>`avg(rating)`.as('mean'),
    ])
    .where('course_id', 'in', courseIds)
    .where('review_type', '=', 'course')
    .where('hidden_at', 'is', null)
    .groupBy('course_id')
    .execute();
}

/** The admin's list (docs/design/product.md §4 "Reviews"): every review, filtered and searched in SQL. */
function adminFiltered(db: Db, engine: Engine, f: AdminReviewsQuery) {
  let q = reviewRows(db);
  if (f.course_id !== undefined) q = q.where('r.course_id', '=', f.course_id);
  if (f.review_type !== undefined) q = q.where('r.review_type', '=', f.review_type);
  if (f.rating !== undefined) q = q.where('r.rating', '=', f.rating);
  if (f.hidden !== undefined) q = q.where('r.hidden_at', f.hidden ? 'is not' : 'is', null);
  if (f.search) {
    const op = sql.raw(likeOperator(engine));
    const pattern = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or(
        (['u.first_name', 'u.last_name', 'u.email', 'c.title', 'r.comment'] as const).map(
          (column) => sql<boolean>`${eb.ref(column)} ${op} ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

export async function adminReviewPage(db: Db, engine: Engine, f: AdminReviewsQuery) {
  const [rows, count] = await Promise.all([
    adminFiltered(db, engine, f)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(f.per_page)
      .offset((f.page - 1) * f.per_page)
      .execute(),
    adminFiltered(db, engine, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
