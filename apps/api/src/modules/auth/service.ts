// Rules of accounts and sessions (docs/design/contract.md §3): register, login, logout, password links; the
// refresh with rotation and reuse detection is in refresh.ts.
import crypto from 'node:crypto';
import {
  type Language,
  type LoginData,
  type RegisterBody,
  type TokenPair,
  tokenLifetimes,
  type User,
} from '@parcours/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { findSessionWithUser } from '../../db/lookups';
import { afterAnswer } from '../../lib/after-answer';
import type { PasswordHasher } from '../../lib/passwords';
import { isoIn, newPseudonym, randomToken, sha256 } from '../../lib/tokens';
import type { TokenService } from '../../plugins/auth';
import { type Mailer, sendTemplate } from '../../plugins/mail';
import { addMember, classForCode } from '../classes/service';
import * as sessions from '../sessions/queries';
import { toWireUser } from '../users/mapper';
import { assertUncommonPassword } from '../users/profile-service';
import * as accounts from '../users/queries';
import { forgetBrowsers } from './login-failures';

export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

const tokenInvalid = () => new AppError(401, 'error.tokenInvalid');
const linkInvalid = () =>
  new AppError(422, 'error.passwordTokenInvalid', undefined, {
    errors: { token: ['error.passwordTokenInvalid'] },
  });

export async function register(
  deps: { db: Database; passwords: PasswordHasher },
  input: RegisterBody,
  lang: Language,
): Promise<User> {
  const email = input.email.toLowerCase();
  assertUncommonPassword(input.password, 'password');
  // A sign-up with a class code joins that class; the class may accept its members at once.
  const joining = input.class_code ? await classForCode(deps.db, input.class_code, 'class_code') : null;
  // Hashed before the address is looked up, so a taken address costs the same work as a free one.
  const passwordHash = await deps.passwords.hash(input.password);
  if (await accounts.emailTaken(deps.db, email)) throw new AppError(409, 'error.emailTaken');
  const now = new Date().toISOString();
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const created = await accounts.insertUser(trx, {
        first_name: input.first_name,
        last_name: input.last_name,
        email,
        password_hash: passwordHash,
        role: 0, // the public sign-up only ever creates learners
        status: joining?.autoApprove ? 'accepted' : 'pending',
        birth_date: input.birth_date,
        major: input.major,
        language: lang,
        pseudonym: newPseudonym(),
        created_at: now,
        updated_at: now,
      });
      if (joining) await addMember(trx, joining.id, created.id);
      return created;
    });
    return await toWireUser(deps.db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'error.emailTaken');
    throw err;
  }
}

async function openSession(
  deps: { db: Database; tokens: TokenService },
  user: { id: number; role: number },
  meta: SessionMeta,
): Promise<TokenPair> {
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const sessionId = crypto.randomUUID();
  const jti = crypto.randomUUID();
  await sessions.insertSession(deps.db, {
    id: sessionId,
    user_id: user.id,
    refresh_jti: jti,
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip,
    created_at: now,
    last_used_at: now,
    expires_at: isoIn(tokenLifetimes.refreshSeconds, nowMs),
  });
  return {
    access_token: await deps.tokens.signAccess(user.id, user.role, sessionId),
    refresh_token: await deps.tokens.signRefresh(user.id, sessionId, jti),
  };
}

export async function login(
  deps: { db: Database; tokens: TokenService; passwords: PasswordHasher },
  input: { email: string; password: string },
  meta: SessionMeta,
): Promise<LoginData> {
  const user = await accounts.findUserByEmail(deps.db, input.email);
  if (!user || user.status === 'deleted') {
    // the same work as a real check, so the answer time does not tell which addresses have accounts
    await deps.passwords.verifyDummy(input.password);
    throw new AppError(401, 'error.loginFailed');
  }
  if (!user.password_hash) {
    await deps.passwords.verifyDummy(input.password);
    throw user.status === 'accepted' ? new AppError(403, 'error.notVerified') : statusError(user.status);
  }
  if (!(await deps.passwords.verify(user.password_hash, input.password))) {
    throw new AppError(401, 'error.loginFailed');
  }
  if (user.status !== 'accepted') throw statusError(user.status);

  const tokens = await openSession(deps, user, meta);
  const wire = await toWireUser(deps.db, user);
  return { ...tokens, user: wire, media: wire.media };
}

/**
 * Opens a session for an account another system signed in (an LTI launch, docs/integrations.md): the same
 * tokens and user as a login.
 */
export async function startSession(
  deps: { db: Database; tokens: TokenService },
  userId: number,
  meta: SessionMeta,
): Promise<LoginData> {
  const user = await accounts.findUser(deps.db, userId);
  if (!user) throw statusError('deleted');
  if (user.status !== 'accepted') throw statusError(user.status);
  const tokens = await openSession(deps, user, meta);
  const wire = await toWireUser(deps.db, user);
  return { ...tokens, user: wire, media: wire.media };
}

function statusError(status: string): AppError {
  return status === 'pending'
    ? new AppError(403, 'error.notApproved')
    : new AppError(403, 'error.notAllowed');
}

/** Ends the session named by an access token or, when that has expired, by a refresh token. */
export async function logout(
  deps: { db: Database; tokens: TokenService },
  candidates: { bearer: string | null; refreshToken: string | null },
): Promise<{ userId: number; sessionId: string }> {
  let claims: { sub: string; sid: string } | null = null;
  if (candidates.bearer) claims = await deps.tokens.verify(candidates.bearer, 'access');
  for (const t of [candidates.refreshToken, candidates.bearer]) {
    if (!claims && t) claims = await deps.tokens.verify(t, 'refresh');
  }
  if (!claims) throw tokenInvalid();
  const row = await findSessionWithUser(deps.db, claims.sid);
  if (!row || row.id !== Number(claims.sub) || row.session_revoked_at !== null) throw tokenInvalid();
  await sessions.revokeSession(deps.db, claims.sid, 'logout', new Date().toISOString());
  return { userId: row.id, sessionId: claims.sid };
}

/** Creates a single-use password link (only its hash is stored) and returns the web app address to open. */
export async function createPasswordLink(
  db: Database,
  userId: number,
  purpose: 'reset' | 'invite',
  publicUrl: string,
): Promise<string> {
  const token = randomToken(32);
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  await sessions.expireUnusedPasswordTokens(db, userId, purpose, now);
  await sessions.insertPasswordToken(db, {
    user_id: userId,
    token_hash: sha256(token),
    purpose,
    expires_at: isoIn(
      purpose === 'reset' ? tokenLifetimes.resetSeconds : tokenLifetimes.inviteSeconds,
      nowMs,
    ),
    created_at: now,
  });
  return `${publicUrl}/password-set?token=${encodeURIComponent(token)}`;
}

/** Sends a reset link when the address has an account; the caller answers the same either way. */
export async function sendResetMail(
  deps: { db: Database; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string },
  email: string,
  lang: Language,
): Promise<void> {
  const user = await accounts.findUserByEmail(deps.db, email);
  if (!user || user.status === 'deleted') return;
  // The link and the mail come after the answer: a known address then costs the same single lookup as an
  // unknown one (docs/security.md, "Equal timing").
  afterAnswer(deps.log, 'password reset mail', async () => {
    const link = await createPasswordLink(deps.db, user.id, 'reset', deps.publicUrl);
    await sendTemplate(deps.mailer, deps.log, 'reset', lang, user.email, {
      name: user.first_name,
      email: user.email,
      link,
    });
  });
}

export async function setPassword(
  deps: { db: Database; passwords: PasswordHasher },
  token: string,
  password: string,
): Promise<void> {
  assertUncommonPassword(password, 'password');
  const row = await sessions.findPasswordToken(deps.db, sha256(token));
  if (!row || row.used_at !== null || row.expires_at <= new Date().toISOString()) throw linkInvalid();
  const user = await accounts.findUser(deps.db, row.user_id);
  if (!user || user.status === 'deleted') throw linkInvalid();
  const passwordHash = await deps.passwords.hash(password);
  await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await sessions.consumePasswordToken(trx, row.id, now))) throw linkInvalid();
    await sessions.expireUnusedPasswordTokens(trx, user.id, 'reset', now);
    await sessions.expireUnusedPasswordTokens(trx, user.id, 'invite', now);
    await accounts.updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await sessions.revokeUserSessions(trx, user.id, 'password_set', now);
    await forgetBrowsers(trx, user.id);
  });
}

/**
 * Ends every session of a user (suspension, rejection, deletion, new password, log out everywhere) and forgets
 * the browsers the account signed in from, which lose their exemption from the login back-off.
 */
export async function revokeAllSessions(db: Database, userId: number, reason: string): Promise<number> {
  const ended = await sessions.revokeUserSessions(db, userId, reason, new Date().toISOString());
  await forgetBrowsers(db, userId);
  return ended;
}
