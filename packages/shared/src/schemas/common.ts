// Building blocks of the wire schemas: envelopes, pagination, ids. Messages are keys of messages.ts.
import { z } from 'zod';
import { pagination } from '../constants';

/** The largest id a row can have (PostgreSQL `integer`): a larger number names no row and is refused (422). */
export const maxRecordId = 2_147_483_647;

/** An id written as text (a path, a query, a form field): digits only, no sign, space, point, exponent or zero. */
export const recordIdPattern = /^[1-9][0-9]{0,9}$/;

/**
 * A row's id, in a path, a query or a body: the one rule for every id the API reads. A number (JSON) or a text
 * of digits only (`recordIdPattern`), from 1 to `maxRecordId`; anything else (` 1`, `1.0`, `01e0`, `-1`,
 * `0x1`) is refused, never read as another id.
 */
export const recordId = z
  .union(
    [
      z.number({ error: 'validation.invalidId' }),
      z
        .string({ error: 'validation.invalidId' })
        .regex(recordIdPattern, 'validation.invalidId')
        .transform(Number),
    ],
    { error: 'validation.invalidId' },
  )
  .pipe(
    z
      .number({ error: 'validation.invalidId' })
      .int('validation.invalidId')
      .positive('validation.invalidId')
      .max(maxRecordId, 'validation.invalidId'),
  );

export const idParam = z.object({ id: recordId });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(maxRecordId).default(pagination.firstPage),
  per_page: z.coerce.number().int().min(1).max(pagination.maxPerPage).default(pagination.rowsPerPage),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const paginationMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export const messageResponse = z.object({ message: z.string() });

export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta });
}

/** Form fields arrive as strings from multipart/urlencoded bodies: '1'/'true' and '0'/'false'. */
export const formBoolean = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0) return false;
  return v;
}, z.boolean());

export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  retry_after: z.number().optional(),
  /** 409 `error.priceNotConfirmed`: the final price to confirm. */
  price: z.number().optional(),
  next_attempt_at: z.string().optional(),
  request_id: z.string().optional(),
});
