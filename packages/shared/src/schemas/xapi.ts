// The xAPI outbox as administrators see it (docs/integrations.md, "xAPI"): the statements still waiting for the
// learning record store, with the LRS's own answer to those it refused.
import { z } from 'zod';
import { pageQuery, paginationMeta } from './common';

export const adminXapiStatementsQuery = pageQuery.omit({ search: true });
export type AdminXapiStatementsQuery = z.infer<typeof adminXapiStatementsQuery>;

export const xapiWaitingStatement = z.object({
  id: z.number(),
  /** The statement's id, the LRS's key. */
  statement_id: z.string(),
  /** The learner's research pseudonym (the statement's actor). */
  actor: z.string().nullable(),
  verb: z.string(),
  /** The activity, as `<kind>/<id>` of its id (`quiz/9`, `survey-item/3`...). */
  object: z.string(),
  created_at: z.string(),
  /** Tries so far, and when the next one is due. */
  attempts: z.number(),
  next_attempt_at: z.string(),
  /** The last try's error: "LRS answered 400", or why the LRS could not be reached. */
  last_error: z.string().nullable(),
  /** The HTTP status of the LRS's last refusal; null when it could not be reached or was not tried yet. */
  last_status: z.number().nullable(),
  /** The start (at most 2,048 characters) of the body of the LRS's last refusal: its reasons. */
  last_response: z.string().nullable(),
});
export type XapiWaitingStatement = z.infer<typeof xapiWaitingStatement>;

export const xapiWaitingStatementList = z.object({
  data: z.array(xapiWaitingStatement),
  meta: paginationMeta.extend({
    /**
     * Statements waiting, and how many of them the LRS answered with an error at the last try (the others did
     * not reach it, or were not tried yet).
     */
    counts: z.object({ waiting: z.number(), refused: z.number() }),
  }),
});
export type XapiWaitingStatementList = z.infer<typeof xapiWaitingStatementList>;
