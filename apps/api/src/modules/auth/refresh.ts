// Refresh with rotation and reuse detection (docs/design/contract.md "Auth and sessions"), with a short grace
// for a browser whose tabs refresh at once: each tab holds the same refresh token, the first rotates it, and
// the second presenting the just-replaced token within `graceSeconds`, from the same browser, gets the pair the
// session now holds instead of ending the session. Outside the grace, or from another browser, a used token is
// theft and the whole session is revoked.
import crypto from 'node:crypto';
import { type TokenPair, tokenLifetimes } from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { isoIn } from '../../lib/tokens';
import type { TokenService } from '../../plugins/auth';
import * as sessions from '../sessions/queries';
import type { SessionMeta } from './service';

const tokenInvalid = () => new AppError(401, 'error.tokenInvalid');

type SessionRow = NonNullable<Awaited<ReturnType<typeof sessions.findSessionForRefresh>>>;

/** The token was replaced by this session's last rotation, moments ago, and comes from the browser that logged in. */
function isSecondTab(
  row: SessionRow,
  jti: string,
  meta: SessionMeta,
  graceSeconds: number,
  nowMs: number,
): boolean {
  if (graceSeconds <= 0 || row.previous_jti !== jti || !row.rotated_at) return false;
  if (nowMs - Date.parse(row.rotated_at) > graceSeconds * 1000) return false;
  return row.user_agent === (meta.userAgent?.slice(0, 500) ?? null) && row.ip === meta.ip;
}

/** The session's current pair: its refresh token carries the current id, as the tab that rotated holds. */
async function currentPair(tokens: TokenService, row: SessionRow, sessionId: string): Promise<TokenPair> {
  return {
    access_token: await tokens.signAccess(row.id, row.role, sessionId),
    refresh_token: await tokens.signRefresh(row.id, sessionId, row.refresh_jti),
  };
}

export async function refresh(
  deps: { db: Database; tokens: TokenService; graceSeconds: number },
  refreshToken: string,
  meta: SessionMeta,
): Promise<TokenPair> {
  const claims = await deps.tokens.verify(refreshToken, 'refresh');
  if (!claims) throw tokenInvalid();
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const row = await sessions.findSessionForRefresh(deps.db, claims.sid);
  if (!row || row.id !== Number(claims.sub) || row.revoked_at !== null || row.expires_at <= now) {
    throw tokenInvalid();
  }
  if (row.status !== 'accepted') {
    await sessions.revokeSession(deps.db, claims.sid, `user_${row.status}`, now);
    throw tokenInvalid();
  }
  if (row.refresh_jti !== claims.jti) {
    if (isSecondTab(row, claims.jti, meta, deps.graceSeconds, nowMs)) {
      return currentPair(deps.tokens, row, claims.sid);
    }
    // A refresh token that was already exchanged: someone else holds a copy, so the whole session ends.
    await sessions.revokeSession(deps.db, claims.sid, 'refresh_reuse', now);
    throw tokenInvalid();
  }
  const jti = crypto.randomUUID();
  const won = await sessions.rotateRefreshJti(
    deps.db,
    claims.sid,
    claims.jti,
    jti,
    now,
    isoIn(tokenLifetimes.refreshSeconds, nowMs),
  );
  if (!won) {
    // Another request rotated the same token between our read and our write: a second tab, or a thief.
    const after = await sessions.findSessionForRefresh(deps.db, claims.sid);
    if (
      after &&
      after.revoked_at === null &&
      isSecondTab(after, claims.jti, meta, deps.graceSeconds, nowMs)
    ) {
      return currentPair(deps.tokens, after, claims.sid);
    }
    await sessions.revokeSession(deps.db, claims.sid, 'refresh_reuse', now);
    throw tokenInvalid();
  }
  return {
    access_token: await deps.tokens.signAccess(row.id, row.role, claims.sid),
    refresh_token: await deps.tokens.signRefresh(row.id, claims.sid, jti),
  };
}
