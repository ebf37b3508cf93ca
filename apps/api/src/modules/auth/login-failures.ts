// SQL of the login back-off (docs/security.md, "Accounts"): consecutive failures per account and source
// (login_failures, 0022), the account-wide delay of an account failing from many addresses (login_spread), and
// the browsers an account signed in from (known_browsers).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

export function findFailures(db: Db, email: string, source: string) {
  return db
    .selectFrom('login_failures')
    .selectAll()
    .where('email', '=', email)
    .where('source', '=', source)
    .executeTakeFirst();
}

/** Counts one more failure atomically (concurrent tries all count) and returns the new count. */
export async function addFailure(db: Db, email: string, source: string, now: string): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ email, source, failures: 1, blocked_until: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['email', 'source']).doUpdateSet((eb) => ({
        failures: eb('login_failures.failures', '+', 1),
        updated_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function setBlockedUntil(db: Db, email: string, source: string, until: string): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ blocked_until: until })
    .where('email', '=', email)
    .where('source', '=', source)
    .execute();
}

export async function clearFailures(db: Db, email: string, source: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).where('source', '=', source).execute();
}

/** How many addresses (not browsers) of the account failed since `since` (primary key prefix: the account). */
export async function countFailingAddresses(db: Db, email: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('email', '=', email)
    .where('source', 'like', 'address:%')
    .where('updated_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows untouched since `before` (index login_failures_updated_idx; the spread table is small). */
export async function removeFailuresBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('login_failures').where('updated_at', '<', before).execute();
  await db.deleteFrom('login_spread').where('updated_at', '<', before).execute();
}

export function findSpread(db: Db, email: string) {
  return db.selectFrom('login_spread').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * Counts one more failure of an account under a spread; a spread quiet since `restartBefore` starts again at 1.
 * Returns the new count and when the owner was last told.
 */
export async function addSpreadFailure(
  db: Db,
  email: string,
  now: string,
  restartBefore: string,
): Promise<{ failures: number; alerted_at: string | null }> {
  const row = await db
    .insertInto('login_spread')
    .values({ email, failures: 1, blocked_until: now, alerted_at: null, updated_at: now })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('login_spread.updated_at', '<', restartBefore)
          .then(1)
          .else(eb('login_spread.failures', '+', 1))
          .end(),
        updated_at: now,
      })),
    )
    .returning(['failures', 'alerted_at'])
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), alerted_at: row.alerted_at };
}

export async function setSpreadBlockedUntil(db: Db, email: string, until: string): Promise<void> {
  await db.updateTable('login_spread').set({ blocked_until: until }).where('email', '=', email).execute();
}

export async function setSpreadAlerted(db: Db, email: string, at: string): Promise<void> {
  await db.updateTable('login_spread').set({ alerted_at: at }).where('email', '=', email).execute();
}

/**
 * Whether the browser is known to the account with this address: one statement whether or not the address
 * has an account, so known and unknown addresses cost the same (docs/security.md, "Equal timing").
 */
export async function isKnownBrowser(db: Db, email: string, browserHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('known_browsers')
    .innerJoin('users', 'users.id', 'known_browsers.user_id')
    .select('known_browsers.user_id')
    .where('users.email', '=', email)
    .where('users.status', '!=', 'deleted')
    .where('known_browsers.browser_hash', '=', browserHash)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberBrowser(
  db: Db,
  userId: number,
  browserHash: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('known_browsers')
    .values({ user_id: userId, browser_hash: browserHash, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'browser_hash']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/** Browsers of the account unseen since `before` are forgotten. */
export async function forgetBrowsersBefore(db: Db, userId: number, before: string): Promise<void> {
  await db
    .deleteFrom('known_browsers')
    .where('user_id', '=', userId)
    .where('last_seen_at', '<', before)
    .execute();
}

/** Every browser of the account is forgotten (log out everywhere, a new password, suspension). */
export async function forgetBrowsers(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('known_browsers').where('user_id', '=', userId).execute();
}
