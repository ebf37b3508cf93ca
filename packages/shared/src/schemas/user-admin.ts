// Wire schemas of the admin user lists, the admin account form, the profile form and the audit log.
import { z } from 'zod';
import { accountStatuses } from '../constants';
import { languages } from '../messages';
import { signupFields } from './auth';
import { pageQuery, paginationMeta, recordId } from './common';
import { roleValue, user } from './users';

/** An empty (or blank) form or query value counts as not sent (docs/design/product.md §5: empty values are skipped). */
const skipBlank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(skipBlank, schema.optional());

export const userSortColumns = [
  'first_name',
  'last_name',
  'email',
  'created_at',
  'birth_date',
  'status',
  'role',
] as const;
export type UserSortColumn = (typeof userSortColumns)[number];

/**
 * `GET /api/admin/users` (and `pending-users`, `accepted-users`): page, per_page (default 9), search (first
 * name, last name or e-mail; every word must match), sort + order (default created_at desc), and on the
 * full list optional `status` and `role` filters.
 */
export const userListQuery = pageQuery.extend({
  sort: optionalField(z.enum(userSortColumns, { error: 'validation.invalidValue' })),
  order: optionalField(z.enum(['asc', 'desc'], { error: 'validation.invalidValue' })),
  status: optionalField(z.enum(accountStatuses, { error: 'validation.invalidValue' })),
  role: optionalField(roleValue),
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** List meta plus `pending_total`: how many accounts wait for approval (the badge of the pending tab). */
export const userListMeta = paginationMeta.extend({ pending_total: z.number().int() });
export const userList = z.object({ data: z.array(user), meta: userListMeta });

const { first_name, last_name, email, birth_date, major } = signupFields.shape;

/**
 * `POST /api/admin/update-user-account/{id}` (JSON or multipart, plus `profile_picture`): every field is
 * optional and an empty one is left unchanged.
 */
export const updateUserBody = z.object({
  first_name: optionalField(first_name),
  last_name: optionalField(last_name),
  email: optionalField(email),
  birth_date: optionalField(birth_date),
  major: optionalField(major),
  role: optionalField(roleValue),
  language: optionalField(z.enum(languages, { error: 'validation.invalidValue' })),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** `POST /api/update-profile` (multipart, plus `profile_picture`): empty fields are left unchanged. */
export const updateProfileBody = z.object({
  first_name: optionalField(first_name),
  last_name: optionalField(last_name),
  birth_date: optionalField(birth_date),
  major: optionalField(major),
  language: optionalField(z.enum(languages, { error: 'validation.invalidValue' })),
  theme: optionalField(z.enum(['light', 'dark'], { error: 'validation.invalidValue' })),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** `GET /api/admin/audit-log`: newest first; optional filters. */
export const auditLogQuery = pageQuery.omit({ search: true }).extend({
  action: optionalField(z.string().trim().max(100, 'validation.tooLong')),
  actor_id: optionalField(recordId),
  target_type: optionalField(z.string().trim().max(50, 'validation.tooLong')),
  target_id: optionalField(recordId),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.number(),
  /** Who acted; null once that account no longer exists or for the system. */
  actor: z
    .object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() })
    .nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.number().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogList = z.object({ data: z.array(auditEntry), meta: paginationMeta });
