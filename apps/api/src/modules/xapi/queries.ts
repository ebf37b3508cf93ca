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
    .set((eb) => ({
      sent_at: now,
      claim_token: null,
      last_error: null,
      last_status: null,
      last_response: null,
      attempts: eb('attempts', '+', 1),
    }))
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

/** A try the LRS refused (its status and the start of its body) or that did not reach it (both null). */
export async function markFailed(
  db: Db,
  id: number,
  failure: { error: string; status: number | null; body: string | null },
  nextAttemptAt: string,
): Promise<void> {
  await db
    .updateTable('xapi_statements')
    .set((eb) => ({
      claim_token: null,
      last_error: failure.error.slice(0, 500),
      last_status: failure.status,
      last_response: failure.body,
      next_attempt_at: nextAttemptAt,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * The statements still waiting, oldest first, for the administrators' list, with how many wait and how many of
 * them the LRS refused (as opposed to could not be reached).
 */
export async function waitingStatements(db: Db, limit: number, offset: number) {
  const rows = await db
    .selectFrom('xapi_statements')
    .select([
      'id',
      'statement_id',
      'actor',
      'payload',
      'created_at',
      'attempts',
      'next_attempt_at',
      'last_error',
      'last_status',
      'last_response',
    ])
    .where('sent_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  const counts = await db
    .selectFrom('xapi_statements')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('waiting'),
      eb.fn.count<number | string>('last_status').as('refused'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { rows, waiting: Number(counts.waiting), refused: Number(counts.refused) };
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
