// Every authentication event in the audit log with the address and request id (docs/security.md, "Audit"),
// and the login back-off around the login itself. Kept apart from the session rules in service.ts, which they
// call unchanged.
import type { LoginData, TokenPair } from '@parcours/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, isAppError } from '../../app-error';
import type { Database } from '../../db/database';
import { afterAnswer } from '../../lib/after-answer';
import type { PasswordHasher } from '../../lib/passwords';
import { writeAudit } from '../../plugins/audit';
import type { TokenService } from '../../plugins/auth';
import { type Mailer, sendTemplate } from '../../plugins/mail';
import * as sessions from '../sessions/queries';
import * as accounts from '../users/queries';
import {
  assertLoginAllowed,
  clearLoginFailures,
  type LoginSource,
  recordLoginFailure,
  spreadRule,
} from './backoff';
import { rememberBrowser } from './browsers';
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
 * Login behind the back-off (backoff.ts): 429 while the source, or an unknown browser's account spread, waits
 * (before any password check); a failure counted and audited (`auth.login_failed`, with the account when the
 * address has one, the kind of source and the spread), the owner mailed after the answer when the failures
 * come from many addresses (`auth.login_spread`); a success clearing the source's count, remembering the
 * browser, audited (`auth.login`). Returns the browser id for the cookie.
 */
export async function guardedLogin(
  deps: Deps & LoginMailDeps,
  input: { email: string; password: string },
  meta: RequestMeta,
  source: LoginSource,
  browserId: string | null,
): Promise<{ data: LoginData; browserId: string }> {
  await assertLoginAllowed(deps.db, input.email, source);
  let data: LoginData;
  try {
    data = await login(deps, input, meta);
  } catch (err) {
    if (isAppError(err) && err.status === 401) await failedLogin(deps, input.email, meta, source);
    throw err;
  }
  await clearLoginFailures(deps.db, input.email, source);
  const id = await rememberBrowser(deps.db, data.user.id, browserId);
  await audit(deps.db, meta, 'auth.login', data.user.id, {
    session: await sessionOf(deps.tokens, data),
    browser: source.kind === 'browser' ? 'known' : 'new',
  });
  return { data, browserId: id };
}

interface LoginMailDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

async function failedLogin(
  deps: Deps & LoginMailDeps,
  email: string,
  meta: RequestMeta,
  source: LoginSource,
): Promise<void> {
  const failure = await recordLoginFailure(deps.db, email, source);
  const user = await accounts.findUserByEmail(deps.db, email.trim().toLowerCase());
  const account = user && user.status !== 'deleted' ? user : null;
  await audit(deps.db, meta, 'auth.login_failed', null, {
    account: account?.id ?? null,
    source: source.kind,
    next_delay_seconds: failure.delay,
    ...(failure.spreadAddresses !== null ? { spread_addresses: failure.spreadAddresses } : {}),
  });
  if (!failure.alert || !account) return;
  await audit(deps.db, meta, 'auth.login_spread', account.id, { addresses: failure.spreadAddresses });
  // After the answer, so an address with an account answers as fast as one without (docs/security.md).
  afterAnswer(deps.log, 'failed sign-ins mail', async () => {
    await sendTemplate(deps.mailer, deps.log, 'loginSpread', account.language, account.email, {
      name: account.first_name,
      email: account.email,
      count: failure.spreadAddresses ?? spreadRule.addresses,
      link: `${deps.publicUrl}/profile`,
    });
  });
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
async function assertSessionLive(
  deps: { db: Database; tokens: TokenService; sessions: SessionLimits },
  token: string,
  nowMs = Date.now(),
): Promise<void> {
  const claims = await deps.tokens.verify(token, 'refresh');
  if (!claims) return; // refresh() answers a bad token itself
  const times = await sessions.sessionTimes(deps.db, claims.sid);
  if (!times || times.revoked_at) return;
  const idle = Date.parse(times.last_used_at) + deps.sessions.idleDays * dayMs <= nowMs;
  const old = Date.parse(times.created_at) + deps.sessions.maxDays * dayMs <= nowMs;
  if (idle || old) {
    await sessions.revokeSession(
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
    const reason = claims ? await sessions.revokedReason(deps.db, claims.sid) : null;
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
