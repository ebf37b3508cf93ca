// The user as it travels on the wire (docs/design/product.md §3, docs/design/contract.md §6).
import { z } from 'zod';
import { roleValues } from '../constants';
import { languages } from '../messages';
import { signupFields } from './auth';

export const mediaItem = z.object({
  id: z.number(),
  model_id: z.number().nullable(),
  model_type: z.string().nullable(),
  file_name: z.string(),
  /** The name the file had when it was uploaded; null when it was not recorded. */
  original_name: z.string().nullable(),
  thumbnail_file_name: z.string().nullable().optional(),
  /** Signed, expiring address of the file (docs/security.md, "Media links"); load the file from here. */
  url: z.string(),
  /** Signed address of the thumbnail (images), null when there is none. */
  thumbnail_url: z.string().nullable().optional(),
  mime_type: z.string(),
  title: z.string().nullable(),
  is_supplementary: z.boolean(),
  kind: z.string().optional(),
  size: z.number().optional(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const styleDimension = z.object({
  dimension: z.enum(['processing', 'perception', 'input', 'understanding']),
  pair: z.tuple([z.string(), z.string()]),
  category: z.string(),
  score: z.number().int(),
  band: z.enum(['mild', 'moderate', 'strong']),
});
export const learningStyleResult = z.object({
  id: z.number().optional(),
  dimensions: z.array(styleDimension),
  created_at: z.string(),
});
export type LearningStyleResult = z.infer<typeof learningStyleResult>;

export const user = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.number(),
  status: z.string(),
  is_valid: z.number(),
  birth_date: z.number(),
  major: z.string().nullable(),
  language: z.string(),
  theme: z.string().nullable(),
  courses_count: z.number(),
  latest_course_id: z.number().nullable(),
  result: learningStyleResult.nullable(),
  nps: z.number().nullable(),
  engagement_score: z.number().nullable(),
  usability_score: z.number().nullable(),
  media: z.array(mediaItem),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

export const loginData = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user,
  media: z.array(mediaItem),
});
export type LoginData = z.infer<typeof loginData>;

/** `POST /api/register` answer (201). */
export const registerData = z.object({ user });

/**
 * `POST /api/admin/create-user` (JSON or multipart): the account starts accepted without a password and
 * the person receives a link to choose one. `language` is the language of that mail and of the account.
 */
/** A role an admin gives an account: one of the stored role numbers (`roles`), from a form field or JSON. */
export const roleValue = z.coerce
  .number({ error: 'validation.roleRequired' })
  .pipe(z.literal(roleValues, { error: 'validation.invalidValue' }));

export const createUserBody = signupFields
  .pick({ first_name: true, last_name: true, email: true, birth_date: true, major: true })
  .extend({
    role: roleValue,
    language: z.enum(languages, { error: 'validation.invalidValue' }).optional(),
  });
export type CreateUserBody = z.infer<typeof createUserBody>;

/** Answer of the admin account actions (validate, reject, suspend, delete, create): the user as it is now. */
export const userActionData = z.object({ data: user, message: z.string() });
