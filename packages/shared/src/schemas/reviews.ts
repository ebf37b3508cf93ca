// Wire schemas of reviews (docs/design/product.md §7 "user/review", docs/design/contract.md §8): a learner rates a completed course
// or the platform, once each; posting again edits the review.
import { z } from 'zod';
import { formBoolean, pageQuery, paginationMeta, recordId } from './common';
import { optionalId, optionalText, requiredOr, toNumber } from './form-fields';

export const reviewTypes = ['course', 'platform'] as const;
export type ReviewType = (typeof reviewTypes)[number];
export const reviewCommentMax = 2000;

/** The form of docs/design/product.md §7 sends `userId` and `reviewType`; snake_case spellings (and `courseId`) are accepted too. */
const aliases: Record<string, string> = {
  userId: 'user_id',
  reviewType: 'review_type',
  courseId: 'course_id',
};
function snakeKeys(v: unknown) {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v)) {
    const name = aliases[key] ?? key;
    if (!(name in out) || out[name] === undefined || out[name] === '') out[name] = value;
  }
  return out;
}

/**
 * `POST /api/user/review`: `userId` (the caller; an admin may name another account, absent means the caller),
 * `reviewType`, `course_id` (required for a course review, ignored for a platform review), `rating` 1..5 and
 * an optional `comment` of at most 2000 characters.
 */
export const reviewBody = z.preprocess(
  snakeKeys,
  z
    .object({
      user_id: optionalId,
      review_type: z.enum(reviewTypes, { error: requiredOr('validation.reviewTypeRequired') }),
      course_id: optionalId,
      rating: z.preprocess(
        toNumber,
        z
          .number({ error: requiredOr('validation.ratingRange', 'validation.ratingRange') })
          .int('validation.ratingRange')
          .min(1, 'validation.ratingRange')
          .max(5, 'validation.ratingRange'),
      ),
      comment: optionalText(reviewCommentMax),
    })
    .superRefine((body, ctx) => {
      if (body.review_type === 'course' && body.course_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['course_id'], message: 'validation.courseRequired' });
      }
    }),
);
export type ReviewBody = z.infer<typeof reviewBody>;

export const review = z.object({
  id: z.number(),
  user_id: z.number(),
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }),
  review_type: z.enum(reviewTypes),
  course_id: z.number().nullable(),
  course_title: z.string().nullable(),
  rating: z.number(),
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set when an admin hid the review; only admins ever receive hidden reviews. */
  hidden_at: z.string().nullable(),
  /** Why the admin hid it; only admins ever receive it. */
  hidden_reason: z.string().nullable(),
});
export type Review = z.infer<typeof review>;

/** `GET /api/user/review`: the caller's own review of a course (with `course_id`) or of the platform. */
export const myReviewQuery = z.preprocess(
  snakeKeys,
  z
    .object({
      review_type: z.enum(reviewTypes, { error: requiredOr('validation.reviewTypeRequired') }),
      course_id: optionalId,
    })
    .superRefine((q, ctx) => {
      if (q.review_type === 'course' && q.course_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['course_id'], message: 'validation.courseRequired' });
      }
    }),
);
export type MyReviewQuery = z.infer<typeof myReviewQuery>;

export const hiddenReasonMax = 500;

/**
 * `PATCH /api/admin/reviews/{id}`: hide an abusive review with the reason (required when hiding), or show it
 * again (the reason is then cleared).
 */
export const reviewModerationBody = z
  .object({
    hidden: z.boolean({ error: 'validation.hiddenRequired' }),
    reason: optionalText(hiddenReasonMax),
  })
  .superRefine((body, ctx) => {
    if (body.hidden && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.hiddenReasonRequired' });
    }
  });
export type ReviewModerationBody = z.infer<typeof reviewModerationBody>;

const skipBlank = (v: unknown) => (v === null || v === '' ? undefined : v);

/**
 * `GET /api/admin/reviews`: every course and platform review, newest first; `course_id`, `review_type`,
 * `rating` (1..5) and `hidden` (true: hidden ones only, false: visible ones only) filter; `search` matches the
 * author's name or e-mail, the course title and the comment.
 */
export const adminReviewsQuery = pageQuery.extend({
  course_id: z.preprocess(skipBlank, recordId.optional()),
  review_type: z.preprocess(skipBlank, z.enum(reviewTypes, { error: 'validation.invalidValue' }).optional()),
  rating: z.preprocess(
    skipBlank,
    z.coerce
      .number({ error: 'validation.ratingRange' })
      .int('validation.ratingRange')
      .min(1, 'validation.ratingRange')
      .max(5, 'validation.ratingRange')
      .optional(),
  ),
  hidden: z.preprocess(skipBlank, formBoolean.optional()),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuery>;
export const adminReviewList = z.object({ data: z.array(review), meta: paginationMeta });

/** `GET /api/courses/{id}/reviews`: newest first. */
export const courseReviewsQuery = pageQuery.omit({ search: true });

/**
 * The list meta adds the course's mean rating (null without reviews) over every visible review, not only the
 * page. Public: authors are named by first name and last initial (`last_name` holds the initial, e.g. "R.").
 */
export const courseReviewList = z.object({
  data: z.array(review),
  meta: paginationMeta.extend({ average_rating: z.number().nullable() }),
});
