// Wire schemas of the learning-style questionnaire (docs/design/contract.md §6: questionnaire question, submit-responses)
// and of the admin statistics over the learners' latest results (docs/design/adaptive.md §1).
import { z } from 'zod';
import { styleDimensions } from '../adaptive/style';
import { idValue, listOf } from './form-fields';

/** `GET /api/user/Silverman/questions`: one item in the caller's language. */
export const questionnaireQuestion = z.object({
  id: z.number(),
  number: z.number(),
  dimension: z.enum(styleDimensions),
  question: z.string(),
  answers: z.array(z.object({ key: z.enum(['a', 'b']), answer: z.string() })),
});
export type QuestionnaireQuestionWire = z.infer<typeof questionnaireQuestion>;

/**
 * One response. Both values are read loosely here so that a missing, unknown or malformed item is reported by
 * the questionnaire's own check ("Please answer all questions before submitting") with the item concerned,
 * rather than as a generic validation error.
 */
const questionnaireResponseItem = z.object({
  question_id: z.unknown().transform((v): number => {
    if (typeof v === 'number') return v;
    if (typeof v === 'string' && /^\d{1,9}$/.test(v.trim())) return Number(v.trim());
    return Number.NaN;
  }),
  answer: z.unknown().transform((v): string => (typeof v === 'string' ? v : '')),
});

/** `POST /api/user/Silverman/submit-responses`: the 44 answers and the course the learner is starting. */
export const submitResponsesBody = z.object({
  responses: listOf(questionnaireResponseItem, 500),
  course_id: idValue,
});
export type SubmitResponsesBody = z.infer<typeof submitResponsesBody>;

export const poleBandCounts = z.object({
  pole: z.string(),
  mild: z.number(),
  moderate: z.number(),
  strong: z.number(),
  total: z.number(),
});

/** `GET /api/statistics/silverman-distribution`: per dimension, learners per pole and band. */
export const styleDistribution = z.object({
  /** Learners counted: those with at least one result (their latest one counts). */
  learners: z.number(),
  bands: z.array(z.enum(['mild', 'moderate', 'strong'])),
  dimensions: z.array(
    z.object({
      dimension: z.enum(styleDimensions),
      pair: z.tuple([z.string(), z.string()]),
      poles: z.tuple([poleBandCounts, poleBandCounts]),
      total: z.number(),
    }),
  ),
});
export type StyleDistributionWire = z.infer<typeof styleDistribution>;
