// Wire schemas of classes (cohorts): an admin or instructor creates a class, attaches courses and hands out its
// join code or link; learners join with the code at sign-up or later. Also the bulk approval of pending users.
import { z } from 'zod';
import { pageQuery, paginationMeta, recordId } from './common';

/** Letters and digits people cannot mix up when reading a code off a board (no 0/O, 1/I/L). */
export const classCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const classCodeLength = 8;

/** A code as typed: spaces and dashes ignored, case-insensitive. */
export const classCodeField = z
  .string({ error: 'validation.classCodeInvalid' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .length(classCodeLength, 'validation.classCodeInvalid')
      .regex(new RegExp(`^[${classCodeAlphabet}]+$`), 'validation.classCodeInvalid'),
  );

export const classBody = z.object({
  name: z
    .string({ error: 'validation.classNameRequired' })
    .trim()
    .min(1, 'validation.classNameRequired')
    .max(120, 'validation.tooLong'),
  course_ids: z
    .array(recordId, { error: 'validation.invalidValue' })
    .max(50, 'validation.tooMany')
    .default([]),
  auto_approve: z.boolean({ error: 'validation.invalidValue' }).default(false),
});
export type ClassBody = z.infer<typeof classBody>;

export const classSortColumns = ['name', 'created_at'] as const;

export const classListQuery = pageQuery.extend({
  sort: z.enum(classSortColumns, { error: 'validation.invalidValue' }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalidValue' }).default('desc'),
});
export type ClassListQuery = z.infer<typeof classListQuery>;

export const classItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** The sign-up page with the code filled in. */
  link: z.string(),
  auto_approve: z.boolean(),
  owner_id: z.number().int().nullable(),
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  members_count: z.number().int(),
  created_at: z.string(),
});
export type ClassItem = z.infer<typeof classItem>;

export const classList = z.object({ data: z.array(classItem), meta: paginationMeta });

export const joinClassBody = z.object({ code: classCodeField });

/** What a learner joining a class gets: the class and the courses they are now enrolled in. */
export const joinClassData = z.object({
  class: z.object({ id: z.number().int(), name: z.string() }),
  course_ids: z.array(z.number().int()),
});
export type JoinClassData = z.infer<typeof joinClassData>;

export const bulkAccountBody = z.object({
  action: z.enum(['validate', 'reject'], { error: 'validation.invalidValue' }),
  ids: z
    .array(recordId, { error: 'validation.invalidValue' })
    .min(1, 'validation.selectSomeone')
    .max(200, 'validation.tooMany'),
});
export type BulkAccountBody = z.infer<typeof bulkAccountBody>;

/** Each selected account, done or not with the reason (a message in the caller's language). */
export const bulkAccountData = z.object({
  done: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type BulkAccountData = z.infer<typeof bulkAccountData>;

/** `POST /api/admin/users/import`: CSV text with a header (first_name, last_name, email, class). */
export const importLearnersBody = z.object({
  csv: z
    .string({ error: 'validation.csvRequired' })
    .trim()
    .min(1, 'validation.csvRequired')
    .max(200_000, 'validation.tooLong'),
  dry_run: z.boolean({ error: 'validation.invalidValue' }).default(true),
});
export type ImportLearnersBody = z.infer<typeof importLearnersBody>;

/** Each data line (numbered as in the file, the header being line 1) with its problems, none when it is fine. */
export const importLearnersData = z.object({
  dry_run: z.boolean(),
  lines: z.array(
    z.object({
      line: z.number().int(),
      email: z.string(),
      class_name: z.string().nullable(),
      errors: z.array(z.string()),
    }),
  ),
  created: z.number().int(),
});
export type ImportLearnersData = z.infer<typeof importLearnersData>;
