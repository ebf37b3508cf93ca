// Wire schemas of a course's gradebook (docs/design/contract.md §7): one row per learner of the course, one column
// per test (the counted pretest, each learning object's quiz in outline order, the counted post-test).
import { z } from 'zod';
import { pageQuery, paginationMeta, recordId } from './common';
import { enrolmentStatuses } from './courses';
import { optionalQuery as optional } from './form-fields';
import { attemptStatuses } from './quizzes';

export const gradebookSorts = ['name', 'progress', 'enrolled_at'] as const;
/** Which closed attempt of a learning object's quiz a cell shows: the best (highest percentage) or the last. */
export const gradebookAttempts = ['best', 'last'] as const;

/** `GET /api/admin/courses/{courseId}/gradebook` (and `.csv`, every row). */
export const gradebookQuery = pageQuery.extend({
  sort: optional(z.enum(gradebookSorts, { error: 'validation.invalidValue' })),
  order: optional(z.enum(['asc', 'desc'], { error: 'validation.invalidValue' })),
  attempt: optional(z.enum(gradebookAttempts, { error: 'validation.invalidValue' })),
  class_id: optional(recordId),
});
export type GradebookQuery = z.infer<typeof gradebookQuery>;

export const gradebookColumn = z.object({
  /** `pretest`, `posttest`, or `lo-<learning object id>`: the key of the rows' cells. */
  key: z.string(),
  kind: z.enum(['pretest', 'learning_object', 'posttest']),
  /** The learning object's title; null for the pretest and post-test. */
  title: z.string().nullable(),
  quiz_id: z.number(),
  learning_object_id: z.number().nullable(),
});
export type GradebookColumn = z.infer<typeof gradebookColumn>;

export const gradebookCell = z.object({
  attempt_id: z.number(),
  score: z.number().nullable(),
  total: z.number(),
  percentage: z.number().nullable(),
  status: z.enum(attemptStatuses),
  late: z.boolean(),
  /** Closed attempts of the learner on that quiz (learning object), or of that use (pretest, post-test). */
  attempts: z.number(),
  submitted_at: z.string().nullable(),
});
export type GradebookCell = z.infer<typeof gradebookCell>;

export const gradebookRow = z.object({
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  status: z.enum(enrolmentStatuses),
  /** The enrolment's progress, 0 to 100 (docs/design/adaptive.md §4). */
  progress: z.number(),
  /** Learning objects of the course the learner has likely mastered (docs/design/adaptive.md §4). */
  mastered: z.number(),
  enrolled_at: z.string(),
  /** By column key; null where the learner has no closed attempt. */
  cells: z.record(z.string(), gradebookCell.nullable()),
});
export type GradebookRow = z.infer<typeof gradebookRow>;

export const gradebookPage = z.object({
  data: z.object({
    course: z.object({ id: z.number(), title: z.string() }),
    columns: z.array(gradebookColumn),
    rows: z.array(gradebookRow),
  }),
  meta: paginationMeta,
});
export type GradebookPage = z.infer<typeof gradebookPage>;
