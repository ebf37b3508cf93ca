// SQL of the xAPI outbox. Each function takes the database or a transaction first. The users table belongs
// to the users module: it is only read here, for pseudonyms.
import type { Insertable, Kysely, Selectable } from 'kysely';
import { leaseDue } from '../../db/outbox';
import type { DB, XapiStatementsTable } from '../../db/schema';

type Db = Kysely<DB>;
export type StatementRow = Selectable<XapiStatementsTable>;

export async function pseudonymsOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'pseudonym']).where('id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.id, r.pseudonym]));
}

export async function insertStatements(db: Db, rows: Insertable<XapiStatementsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('xapi_statements').values(rows).execute();
}

/**
 * Takes up to `limit` statements that are due, for one sender: they are held until `leaseUntil`, so another
 * process (or a later round of this one) does not send them at the same time. A learner's statement is not taken
 * while an earlier one of theirs waits (docs/integrations.md, "Delivery"): their statements leave in order.
 */
export async function claimDue(
  db: Db,
  token: string,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<StatementRow[]> {
  await leaseDue(db, 'xapi_statements', { token, now, until: leaseUntil, limit, inOrderOf: 'actor' });
  return db
    .selectFrom('xapi_statements')
    .selectAll()
    .where('claim_token', '=', token)
    .where('sent_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function markSent(db: Db, ids: number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('xapi_statements')
    .set((eb) => ({ sent_at: now, claim_token: null, last_error: null, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
}

/**
 * Releases statements not tried because an earlier statement of the same learner failed: they wait for it (due
 * with it, not counted as a try).
 */
export async function markHeld(db: Db, ids: number[], nextAttemptAt: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('xapi_statements')
    .set({ claim_token: null, next_attempt_at: nextAttemptAt })
    .where('id', 'in', ids)
    .execute();
}

export async function markFailed(db: Db, id: number, error: string, nextAttemptAt: string): Promise<void> {
  await db
    .updateTable('xapi_statements')
    .set((eb) => ({
      claim_token: null,
      last_error: error.slice(0, 500),
      next_attempt_at: nextAttemptAt,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes up to `limit` statements the LRS accepted before `sentBefore`, oldest first (the LRS holds them now);
 * answers how many went. Statements still waiting are never deleted.
 */
export async function purgeSent(db: Db, sentBefore: string, limit: number): Promise<number> {
  const r = await db
    .deleteFrom('xapi_statements')
    .where(
      'id',
      'in',
      db
        .selectFrom('xapi_statements')
        .select('id')
        .where('sent_at', 'is not', null)
        .where('sent_at', '<', sentBefore)
        .orderBy('sent_at')
        .orderBy('id')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
