// Rules of reviews (docs/design/product.md §7, docs/design/contract.md §8): a learner reviews a course
// they completed, or the platform, once each; posting again edits the review, and the author may delete it. An
// admin may post for another account, and hides abusive reviews (both audited).
import {
  type AdminReviewsQuery,
  type MyReviewQuery,
  type PaginationMeta,
  type Review,
  type ReviewBody,
  roles,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Engine } from '../../db/dialect';
import { lockRow } from '../../db/locks';
import { type Actor, writeAudit } from '../../plugins/audit';
import * as q from './queries';

/** "Reviewer" becomes "R.": the public list names authors by first name and last initial. */
function lastInitial(lastName: string): string {
  const first = Array.from(lastName.trim())[0];
  return first ? `${first.toLocaleUpperCase()}.` : '';
}

function reviewToWire(r: q.ReviewRow, publicName = false): Review {
  return {
    id: r.id,
    user_id: r.user_id,
    user: {
      id: r.user_id,
      first_name: r.first_name,
      last_name: publicName ? lastInitial(r.last_name) : r.last_name,
    },
    review_type: r.review_type,
    course_id: r.course_id,
    course_title: r.course_title ?? null,
    rating: Number(r.rating),
    comment: r.comment,
    created_at: r.created_at,
    updated_at: r.updated_at,
    hidden_at: r.hidden_at,
    // The reason is the admins' note: the public list never carries it.
    hidden_reason: publicName ? null : r.hidden_reason,
  };
}

export async function saveReview(
  db: Database,
  actor: Actor,
  body: ReviewBody,
  now: Date = new Date(),
): Promise<{ review: Review; created: boolean }> {
  const userId = body.user_id ?? actor.id;
  const forOther = userId !== actor.id;
  if (forOther && actor.role !== roles.admin) throw new AppError(403, 'error.notAllowed');
  if (forOther && !(await q.findActiveUser(db, userId))) throw new AppError(404, 'error.userNotFound');

  const courseId = body.review_type === 'course' ? body.course_id! : null;
  let enrolmentId: number | null = null;
  if (courseId !== null) {
    if (!(await q.findLiveCourse(db, courseId))) throw new AppError(404, 'error.courseNotFound');
    const enrolment = await q.findEnrolment(db, userId, courseId);
    if (enrolment?.status !== 'completed') throw new AppError(403, 'error.courseNotCompleted');
    enrolmentId = enrolment.id;
  }

  const at = now.toISOString();
  const comment = body.comment ?? null;
  const { id, created } = await db.transaction().execute(async (trx) => {
    // two posts of the same review wait for each other: the enrolment's row for a course review, the account's
    // for a platform review
    if (enrolmentId !== null) await lockRow(trx, 'enrolments', enrolmentId);
    else await lockRow(trx, 'users', userId);
    const existing = await q.findReview(trx, userId, body.review_type, courseId);
    if (existing) {
      await q.updateReview(trx, existing.id, { rating: body.rating, comment, updated_at: at });
    }
    const reviewId =
      existing?.id ??
      (await q.insertReview(trx, {
        user_id: userId,
        review_type: body.review_type,
        course_id: courseId,
        rating: body.rating,
        comment,
        created_at: at,
        updated_at: at,
      }));
    if (forOther) {
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'review.save',
        targetType: 'review',
        targetId: reviewId,
        details: { user_id: userId, review_type: body.review_type, course_id: courseId },
        ip: actor.ip,
      });
    }
    return { id: reviewId, created: !existing };
  });
  return { review: reviewToWire(await q.findReviewRow(db, id)), created };
}

/** `GET /api/courses/{id}/reviews`: public; 404 for a course that does not exist or is deleted. */
export async function listCourseReviews(
  db: Database,
  courseId: number,
  query: { page: number; per_page: number },
): Promise<{ data: Review[]; meta: PaginationMeta & { average_rating: number | null } }> {
  if (!(await q.findLiveCourse(db, courseId))) throw new AppError(404, 'error.courseNotFound');
  const { rows, total, average } = await q.courseReviewPage(
    db,
    courseId,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return {
    data: rows.map((r) => reviewToWire(r, true)),
    meta: { current_page: query.page, per_page: query.per_page, total, average_rating: average },
  };
}

/** `GET /api/admin/reviews`: every course and platform review, hidden ones included, with their reasons. */
export async function listAllReviews(
  db: Database,
  engine: Engine,
  query: AdminReviewsQuery,
): Promise<{ data: Review[]; meta: PaginationMeta }> {
  const { rows, total } = await q.adminReviewPage(db, engine, query);
  return {
    data: rows.map((r) => reviewToWire(r)),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}

/** The latest reviews of any kind, for the admin dashboard. */
export async function recentReviews(db: Database, limit: number): Promise<Review[]> {
  return (await q.latestReviews(db, limit)).map((r) => reviewToWire(r));
}

/** `GET /api/user/review`: the caller's own review (null when there is none), to fill the form for an edit. */
export async function getMyReview(db: Database, actor: Actor, query: MyReviewQuery): Promise<Review | null> {
  const courseId = query.review_type === 'course' ? query.course_id! : null;
  const row = await q.findOwnReviewRow(db, actor.id, query.review_type, courseId);
  return row ? reviewToWire(row) : null;
}

/**
 * `DELETE /api/user/review/{id}`: the author deletes their review; an admin may delete anyone's (audited). Someone
 * else's review answers 404, as if it did not exist, so ids reveal nothing.
 */
export async function deleteReview(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await q.findReviewById(trx, id);
    const own = found?.user_id === actor.id;
    if (!found || (!own && actor.role !== roles.admin)) throw new AppError(404, 'error.reviewNotFound');
    await q.deleteReview(trx, id);
    if (!own) {
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'review.delete',
        targetType: 'review',
        targetId: id,
        details: { user_id: found.user_id },
        ip: actor.ip,
      });
    }
  });
}

/**
 * `PATCH /api/admin/reviews/{id}`: hiding needs a reason and keeps the first time it was hidden (hiding again
 * only changes the reason); showing clears both. Every change is audited, the reason with it.
 */
export async function setReviewHidden(
  db: Database,
  actor: Actor,
  id: number,
  change: { hidden: boolean; reason?: string | null },
  now: Date = new Date(),
): Promise<Review> {
  const { hidden } = change;
  const reason = hidden ? (change.reason ?? null) : null;
  await db.transaction().execute(async (trx) => {
    const found = await q.findReviewById(trx, id);
    if (!found) throw new AppError(404, 'error.reviewNotFound');
    if (!hidden && found.hidden_at === null) return;
    if (hidden && found.hidden_at !== null && found.hidden_reason === reason) return;
    await q.setHidden(trx, id, hidden ? (found.hidden_at ?? now.toISOString()) : null, reason);
    await writeAudit(trx, {
      actorId: actor.id,
      action: hidden ? 'review.hide' : 'review.show',
      targetType: 'review',
      targetId: id,
      details: hidden ? { reason } : undefined,
      ip: actor.ip,
    });
  });
  return reviewToWire(await q.findReviewRow(db, id));
}

/** Course cards and pages: each course's mean rating and count over visible reviews (absent: none yet). */
export async function ratingSummaries(
  db: Database,
  courseIds: number[],
): Promise<Map<number, { average: number; count: number }>> {
  if (courseIds.length === 0) return new Map();
  const rows = await q.ratingSummaries(db, courseIds);
  return new Map(rows.map((r) => [Number(r.course_id), { average: Number(r.mean), count: Number(r.n) }]));
}
