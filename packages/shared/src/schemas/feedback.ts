// Wire schemas of the feedback survey (docs/design/adaptive.md §8, docs/design/contract.md §8): its questions, a submission,
// its scores, the platform metrics and the admin list of responses.
import { z } from 'zod';
import { feedbackCategories, feedbackQuestionTypes } from '../adaptive/surveys';
import { formBoolean, pageQuery, paginationMeta, recordId } from './common';
import { idValue, listOf, optionalId } from './form-fields';

const skipBlank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(skipBlank, schema.optional());
const orderField = optional(z.enum(['asc', 'desc'], { error: 'validation.invalidValue' }));

/** `GET /api/feedback-questions`: in order of question_number; `category` narrows the list. */
export const feedbackQuestionsQuery = pageQuery.extend({
  category: optional(z.enum(feedbackCategories, { error: 'validation.invalidValue' })),
});

/** One survey item in the caller's language. */
export const feedbackQuestion = z.object({
  id: z.number(),
  question_number: z.number(),
  question_text: z.string(),
  question_type: z.enum(feedbackQuestionTypes),
  category: z.enum(feedbackCategories),
  /** The values a scale item accepts (0..10 or 1..5); null for free text. */
  predefined_answers: z.array(z.number()).nullable(),
  /** Whether a submission must answer it (every scale item; the free-text item is optional). */
  required: z.boolean(),
});
export type FeedbackQuestion = z.infer<typeof feedbackQuestion>;

/**
 * `POST /api/feedback` (JSON or form): `answers[i][question_id]`, `answers[i][answer]` (a whole number for a
 * scale item, as a number or a numeric string; text for the free-text item) and an optional `course_id`.
 * Which answer fits which item is checked against the stored questions.
 */
export const feedbackBody = z.object({
  answers: listOf(
    z.object({
      question_id: idValue,
      answer: z.union([z.number(), z.string().max(5000, 'validation.tooLong')], {
        error: 'validation.invalidValue',
      }),
    }),
    100,
  ),
  course_id: optionalId,
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/** The scores of one submission, as stored on the response and copied to the learner's account. */
export const feedbackScores = z.object({
  nps: z.number().nullable(),
  /** 0..100, System Usability Scale scoring. */
  usability_score: z.number().nullable(),
  /** Mean of the twelve engagement items after reversal, 1..5 (the stored engagement score). */
  engagement_score: z.number().nullable(),
});

/** `POST /api/feedback`'s answer: the scores, plus engagement on 0..100 ((mean - 1) * 25) for display. */
export const feedbackResult = feedbackScores.extend({
  engagement_score_100: z.number().nullable(),
  id: z.number(),
  course_id: z.number().nullable(),
  created_at: z.string(),
});
export type FeedbackResult = z.infer<typeof feedbackResult>;

/** `GET /api/metrics`: over each user's latest answers (users.nps, usability_score, engagement_score). */
export const platformMetrics = z.object({
  /** % promoters - % detractors, -100..100; null without answers. */
  nps: z.number().nullable(),
  nps_responses: z.number(),
  promoters: z.number(),
  passives: z.number(),
  detractors: z.number(),
  usability_score: z.number().nullable(),
  usability_responses: z.number(),
  /** Mean of the users' engagement scores (each a 1..5 mean). */
  engagement_score: z.number().nullable(),
  engagement_responses: z.number(),
  /** Survey submissions stored, all users and times. */
  submissions: z.number(),
});
export type PlatformMetrics = z.infer<typeof platformMetrics>;

export const adminFeedbackSorts = ['created_at', 'nps', 'usability_score', 'engagement_score'] as const;

/** `GET /api/admin/feedback`: `count=true` answers only the number of responses matching the filters. */
export const adminFeedbackQuery = pageQuery.extend({
  count: optional(formBoolean),
  course_id: optional(recordId),
  user_id: optional(recordId),
  sort: optional(z.enum(adminFeedbackSorts, { error: 'validation.invalidValue' })),
  order: orderField,
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuery>;

export const feedbackResponse = feedbackScores.extend({
  id: z.number(),
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }),
  course: z.object({ id: z.number(), title: z.string() }).nullable(),
  created_at: z.string(),
  answers: z.array(
    z.object({
      question_id: z.number(),
      question_number: z.number(),
      category: z.enum(feedbackCategories),
      answer: z.union([z.number(), z.string()]).nullable(),
    }),
  ),
});
export type FeedbackResponse = z.infer<typeof feedbackResponse>;

export const feedbackCount = z.object({ data: z.object({ count: z.number() }) });
export const feedbackResponseList = z.object({ data: z.array(feedbackResponse), meta: paginationMeta });

/**
 * The survey offered after a post-test (docs/design/product.md §4 "Survey offer"): `none` before any post-test,
 * `open` when it is to be offered now, `snoozed` after "Not now" until `snoozed_until`, `declined` after "No,
 * thanks", `answered` once every scale section has an answer. `categories` lists the sections still unanswered;
 * `course_id` is the course of the latest post-test (the survey's context).
 */
export const surveyOfferStates = ['none', 'open', 'snoozed', 'declined', 'answered'] as const;
export const surveyOffer = z.object({
  state: z.enum(surveyOfferStates),
  categories: z.array(z.enum(['nps', 'usability', 'engagement'])),
  course_id: z.number().nullable(),
  snoozed_until: z.string().nullable(),
});
export type SurveyOffer = z.infer<typeof surveyOffer>;

/** `POST /api/user/survey-offer`: `later` ("Not now") or `never` ("No, thanks"). */
export const surveyOfferDecisionBody = z.object({
  decision: z.enum(['later', 'never'], { error: 'validation.invalidValue' }),
});
