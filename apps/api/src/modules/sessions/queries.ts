// SQL of sessions and password links, the one owner of the `sessions` and `password_tokens` tables: signing in,
// refreshing and signing out (auth), a password change and an account's deletion (users) all write through here.
// Each function takes the database or a transaction first.
import type { Insertable, Kysely } from 'kysely';
import type { DB, PasswordTokensTable, SessionsTable } from '../../db/schema';

type Db = Kysely<DB>;

/** What a refresh decides on: the session with the browser it was opened from, and the user's role and state. */
export function findSessionForRefresh(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.role',
      'users.status',
      'sessions.refresh_jti',
      'sessions.previous_jti',
      'sessions.rotated_at',
      'sessions.user_agent',
      'sessions.ip',
      'sessions.revoked_at',
      'sessions.expires_at',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export async function insertSession(db: Db, values: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

/**
 * Moves the session to a new refresh token id only if `oldJti` is still the current one; two refreshes racing
 * with the same token cannot both win. Returns whether this call won.
 */
export async function rotateRefreshJti(
  db: Db,
  sessionId: string,
  oldJti: string,
  newJti: string,
  now: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({
      refresh_jti: newJti,
      previous_jti: oldJti,
      rotated_at: now,
      last_used_at: now,
      expires_at: expiresAt,
    })
    .where('id', '=', sessionId)
    .where('refresh_jti', '=', oldJti)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of the user, except `keepSessionId` when given (the one changing the password). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: string,
  now: string,
  keepSessionId?: string,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .$if(keepSessionId !== undefined, (q) => q.where('id', '!=', keepSessionId!))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertPasswordToken(db: Db, values: Insertable<PasswordTokensTable>): Promise<void> {
  await db.insertInto('password_tokens').values(values).execute();
}

/** Older unused links of the same purpose stop working when a new one is sent. */
export async function expireUnusedPasswordTokens(
  db: Db,
  userId: number,
  purpose: 'reset' | 'invite',
  now: string,
): Promise<void> {
  await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export function findPasswordToken(db: Db, tokenHash: string) {
  return db.selectFrom('password_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the link used if nobody else did first; returns whether this call used it. */
export async function consumePasswordToken(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Why a session ended (null while it is live or when there is no such session). */
export async function revokedReason(db: Db, sessionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select('revoked_reason')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.revoked_reason ?? null;
}

/** When a session began, was last used and ended, for its lifetime limits. */
export function sessionTimes(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'last_used_at', 'revoked_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteUserPasswordTokens(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('password_tokens').where('user_id', '=', userId).execute();
}

/** Unused password links stop working (after a password change). */
export async function expirePasswordTokens(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
