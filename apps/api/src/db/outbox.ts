// The lease of an outbox, the one way a sender takes rows to send (xAPI statements, LMS scores:
// docs/integrations.md): up to `limit` rows that are due and not sent are marked with the sender's token and held
// until `leaseUntil`, so another process, or a later round of this one, does not send them at the same time.
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** The tables with the outbox columns: `sent_at`, `next_attempt_at`, `claim_token`. */
export type OutboxTable = 'xapi_statements' | 'lti_scores';

export async function leaseDue(
  db: Kysely<DB>,
  table: OutboxTable,
  lease: {
    token: string;
    now: string;
    until: string;
    limit: number;
    /**
     * A column whose rows go out in the order they were queued (xAPI: the learner): a row is not leased while an
     * earlier row with the same value waits unsent and not due (a failed one backing off, or one leased by
     * another round). Rows are then taken oldest first, so each value's rows leave as a prefix of its queue.
     */
    inOrderOf?: 'actor';
  },
): Promise<void> {
  // Both tables carry the same outbox columns; one of them names their types.
  const t = table as 'xapi_statements';
  const key = lease.inOrderOf;
  let due = db
    .selectFrom(`${t} as s`)
    .select('s.id')
    .where('s.sent_at', 'is', null)
    .where('s.next_attempt_at', '<=', lease.now);
  if (key) {
    due = due
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom(`${t} as e`)
              .select('e.id')
              .whereRef(`e.${key}`, '=', `s.${key}`)
              .whereRef('e.id', '<', 's.id')
              .where('e.sent_at', 'is', null)
              .where('e.next_attempt_at', '>', lease.now),
          ),
        ),
      )
      .orderBy('s.id');
  } else {
    due = due.orderBy('s.next_attempt_at').orderBy('s.id');
  }
  await db
    .updateTable(t)
    .set({ claim_token: lease.token, next_attempt_at: lease.until })
    .where('id', 'in', due.limit(lease.limit))
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', lease.now)
    .execute();
}
