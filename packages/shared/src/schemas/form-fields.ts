// Field builders shared by the unit and quiz schemas: values that arrive alike from JSON and from forms
// (strings, bracket lists, empty fields). Not exported from the package index: the schemas built with them are.
import { z } from 'zod';
import type { MessageKey } from '../messages';

/** Message for a value that is absent (or an empty form field) versus present but wrong. */
export const requiredOr =
  (requiredKey: MessageKey, invalidKey: MessageKey = 'validation.invalidValue') =>
  (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === '' || issue.input === null ? requiredKey : invalidKey;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const skipBlank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
/** An optional query field: a blank value (`?sort=`) is as good as none. */
export const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(skipBlank, schema.optional());
export const toNumber = (v: unknown) => {
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return blankToUndefined(v);
};

/** A positive integer id from JSON or a form field. */
export const idValue = z.preprocess(
  toNumber,
  z
    .number({ error: requiredOr('validation.required') })
    .int('validation.invalidValue')
    .positive('validation.invalidValue'),
);
/** `id` of a row being updated; absent or empty for a new row. */
export const optionalId = z.preprocess(
  toNumber,
  z
    .number({ error: 'validation.invalidValue' })
    .int('validation.invalidValue')
    .positive('validation.invalidValue')
    .optional(),
);

/** A list from JSON or a form (`name[]`, `name[0]`, or one bare value); absent means empty. */
export function listOf<T extends z.ZodType>(item: T, max = 1000) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      return Array.isArray(v) ? v : [v];
    },
    z.array(item, { error: 'validation.invalidValue' }).max(max, 'validation.invalidValue'),
  );
}

/** A list of ids, e.g. `deleted_questions[]`. */
export const idList = listOf(idValue);

export const requiredText = (key: MessageKey, max = 255) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'validation.tooLong');

/** 0/1 from true/false, '1'/'0', 'true'/'false'. */
export const bit = z.preprocess(
  (v) => {
    if (v === true || v === 'true' || v === '1' || v === 1) return 1;
    if (v === false || v === 'false' || v === '0' || v === 0) return 0;
    return blankToUndefined(v);
  },
  z.union([z.literal(0), z.literal(1)], { error: requiredOr('validation.required') }),
);

/** Free text that may be left empty (null then). */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: 'validation.invalidValue' })
      .trim()
      .max(max, 'validation.tooLong')
      .nullable()
      .optional(),
  );

/** A required yes/no from JSON or a form ('1'/'0', 'true'/'false'). */
export const requiredBoolean = (key: MessageKey) =>
  z.preprocess(
    (v) => {
      if (v === true || v === 'true' || v === '1' || v === 1) return true;
      if (v === false || v === 'false' || v === '0' || v === 0) return false;
      return v;
    },
    z.boolean({ error: requiredOr(key) }),
  );

/** An http(s) address that may be left empty. */
export const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'validation.urlInvalid' })
    .max(2000, 'validation.tooLong')
    .refine((v) => {
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, 'validation.urlInvalid')
    .nullable()
    .optional(),
);

/** A whole number: `requiredKey` when absent, `invalidKey` when not a whole number in [min, max]. */
export const wholeNumber = (requiredKey: MessageKey, invalidKey: MessageKey, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: requiredOr(requiredKey, invalidKey) })
      .int(invalidKey)
      .min(min, invalidKey)
      .max(max, invalidKey),
  );
