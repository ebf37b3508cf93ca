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
  lease: { token: string; now: string; until: string; limit: number },
): Promise<void> {
  // Both tables carry the same outbox columns; one of them names their types.
  const t = table as 'xapi_statements';
  await db
    .updateTable(t)
    .set({ claim_token: lease.token, next_attempt_at: lease.until })
    .where(
      'id',
      'in',
      db
        .selectFrom(t)
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', lease.now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(lease.limit),
    )
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', lease.now)
    .execute();
}
