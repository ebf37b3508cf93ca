// SQL of the login back-off: consecutive failures per address (table login_failures, 0005).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

export function findFailures(db: Db, email: string) {
  return db.selectFrom('login_failures').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Counts one more failure atomically (concurrent tries all count) and returns the new count. */
export async function addFailure(db: Db, email: string, now: string): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ email, failures: 1, blocked_until: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        failures: eb('login_failures.failures', '+', 1),
        updated_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function setBlockedUntil(db: Db, email: string, until: string): Promise<void> {
  await db.updateTable('login_failures').set({ blocked_until: until }).where('email', '=', email).execute();
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

/** Rows untouched since `before` (index login_failures_updated_idx). */
export async function removeFailuresBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('login_failures').where('updated_at', '<', before).execute();
}
