// Every authentication event in the audit log with the address and request id (docs/security.md, "Audit"),
// and the login back-off around the login itself. Kept apart from the session rules in service.ts, which they
// call unchanged.
import type { LoginData, TokenPair } from '@parcours/shared';
import { AppError, isAppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { PasswordHasher } from '../../lib/passwords';
import { writeAudit } from '../../plugins/audit';
import type { TokenService } from '../../plugins/auth';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './backoff';
import * as q from './queries';
import { refresh } from './refresh';
import { login, logout, revokeAllSessions, type SessionMeta } from './service';

export interface RequestMeta extends SessionMeta {
  requestId: string;
}

type Deps = { db: Database; tokens: TokenService; passwords: PasswordHasher };

function audit(
  db: Database,
  meta: RequestMeta,
  action: string,
  userId: number | null,
  details?: Record<string, unknown>,
) {
  return writeAudit(db, {
    actorId: userId,
    action,
    targetType: userId === null ? null : 'user',
    targetId: userId,
    details: details ?? null,
    ip: meta.ip,
    requestId: meta.requestId,
  });
}

/**
 * Login behind the back-off: 429 while the address waits out its delay (before any password check), a failure
 * counted and audited (`auth.login_failed`, with the account when the address has one), a success clearing the
 * count and audited (`auth.login`).
 */
export async function guardedLogin(
  deps: Deps,
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<LoginData> {
  await assertLoginAllowed(deps.db, input.email);
  let data: LoginData;
  try {
    data = await login(deps, input, meta);
  } catch (err) {
    if (isAppError(err) && err.status === 401) {
      const delay = await recordLoginFailure(deps.db, input.email);
      const user = await q.findUserByEmail(deps.db, input.email.trim().toLowerCase());
      await audit(deps.db, meta, 'auth.login_failed', null, {
        account: user?.id ?? null,
        next_delay_seconds: delay,
      });
    }
    throw err;
  }
  await clearLoginFailures(deps.db, input.email);
  await audit(deps.db, meta, 'auth.login', data.user.id, { session: await sessionOf(deps.tokens, data) });
  return data;
}

async function sessionOf(tokens: TokenService, pair: TokenPair): Promise<string | null> {
  return (await tokens.verify(pair.access_token, 'access'))?.sid ?? null;
}

export interface SessionLimits {
  idleDays: number;
  maxDays: number;
}

const dayMs = 86_400_000;

/**
 * 401 for a refresh token whose session was unused for `idleDays` or began more than `maxDays` ago; the
 * session is ended, so a stolen refresh token is worth a bounded time whatever its holder does.
 */
export async function assertSessionLive(
  deps: { db: Database; tokens: TokenService; sessions: SessionLimits },
  token: string,
  nowMs = Date.now(),
): Promise<void> {
  const claims = await deps.tokens.verify(token, 'refresh');
  if (!claims) return; // refresh() answers a bad token itself
  const times = await q.sessionTimes(deps.db, claims.sid);
  if (!times || times.revoked_at) return;
  const idle = Date.parse(times.last_used_at) + deps.sessions.idleDays * dayMs <= nowMs;
  const old = Date.parse(times.created_at) + deps.sessions.maxDays * dayMs <= nowMs;
  if (idle || old) {
    await q.revokeSession(
      deps.db,
      claims.sid,
      idle ? 'idle_timeout' : 'max_lifetime',
      new Date(nowMs).toISOString(),
    );
    throw new AppError(401, 'error.tokenInvalid');
  }
}

/** Ends every session of the caller (the learner's "log out everywhere"), audited as `auth.logout_all`. */
export async function logoutEverywhere(db: Database, userId: number, meta: RequestMeta): Promise<number> {
  const ended = await revokeAllSessions(db, userId, 'logout_all');
  await audit(db, meta, 'auth.logout_all', userId, { sessions: ended });
  return ended;
}

/** Refresh, audited: `auth.refresh` on success, `auth.refresh_reuse` when the token had already been used. */
export async function auditedRefresh(
  deps: Pick<Deps, 'db' | 'tokens'> & { sessions: SessionLimits; graceSeconds: number },
  token: string,
  meta: RequestMeta,
): Promise<TokenPair> {
  try {
    await assertSessionLive(deps, token);
    const pair = await refresh(deps, token, meta);
    const claims = await deps.tokens.verify(pair.access_token, 'access');
    await audit(deps.db, meta, 'auth.refresh', claims ? Number(claims.sub) : null, { session: claims?.sid });
    return pair;
  } catch (err) {
    const claims = await deps.tokens.verify(token, 'refresh');
    const reason = claims ? await q.revokedReason(deps.db, claims.sid) : null;
    if (claims && reason === 'refresh_reuse') {
      await audit(deps.db, meta, 'auth.refresh_reuse', Number(claims.sub), { session: claims.sid });
    }
    throw err;
  }
}

/** Logout, audited as `auth.logout`. */
export async function auditedLogout(
  deps: Pick<Deps, 'db' | 'tokens'>,
  candidates: { bearer: string | null; refreshToken: string | null },
  meta: RequestMeta,
): Promise<void> {
  const { userId, sessionId } = await logout(deps, candidates);
  await audit(deps.db, meta, 'auth.logout', userId, { session: sessionId });
}
