// Wire schemas of learner support messages (docs/design/product.md §2 "my-support"): a message to the Parcours team, and the admin
// list where messages are marked handled.
import { z } from 'zod';
import { formBoolean, pageQuery, paginationMeta } from './common';
import { requiredText } from './form-fields';

/** `POST /api/user/support`. */
export const supportBody = z.object({
  subject: requiredText('validation.subjectRequired', 200),
  message: requiredText('validation.messageRequired', 5000),
});
export type SupportBody = z.infer<typeof supportBody>;

export const supportMessage = z.object({
  id: z.number(),
  /** Null once the author's account is gone. */
  user: z
    .object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() })
    .nullable(),
  subject: z.string(),
  message: z.string(),
  handled_at: z.string().nullable(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** `GET /api/admin/support-messages`: newest first; `handled` filters; `search` matches subject or author. */
export const supportListQuery = pageQuery.extend({
  handled: z.preprocess((v) => (v === '' ? undefined : v), formBoolean.optional()),
});
export type SupportListQuery = z.infer<typeof supportListQuery>;

export const supportMessageList = z.object({
  data: z.array(supportMessage),
  meta: paginationMeta.extend({ unhandled_total: z.number() }),
});
