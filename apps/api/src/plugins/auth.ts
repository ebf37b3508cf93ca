// Who is calling: HS256 JWTs (short access token, rotating refresh token) bound to a session row, checked on
// every authenticated request together with the user's state in one indexed query.
import crypto from 'node:crypto';
import { authorRoles, classRunnerRoles, roles, tokenLifetimes } from '@parcours/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Selectable } from 'kysely';
import { AppError } from '../app-error';
import { findSessionWithUser } from '../db/lookups';
import type { UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

export interface AuthContext {
  userId: number;
  role: number;
  sessionId: string;
  user: UserRow;
}

interface BaseClaims {
  sub: string;
  sid: string;
  jti: string;
  exp: number;
}
interface AccessClaims extends BaseClaims {
  typ: 'access';
  role: number;
}
interface RefreshClaims extends BaseClaims {
  typ: 'refresh';
}

export interface TokenService {
  signAccess(userId: number, role: number, sessionId: string): Promise<string>;
  signRefresh(userId: number, sessionId: string, jti: string): Promise<string>;
  /** The claims when the token is well signed, unexpired and of this type; null otherwise. */
  verify(token: string, typ: 'access'): Promise<AccessClaims | null>;
  verify(token: string, typ: 'refresh'): Promise<RefreshClaims | null>;
}

const issuer = 'parcours';

export function createTokenService(
  secret: string,
  accessSeconds: number = tokenLifetimes.accessSeconds,
): TokenService {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, subject: string, seconds: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(key);

  async function verify(token: string, typ: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer });
      if (payload.typ !== typ || typeof payload.sid !== 'string' || typeof payload.jti !== 'string')
        return null;
      if (!payload.sub || !/^\d+$/.test(payload.sub)) return null;
      if (typ === 'access' && typeof payload.role !== 'number') return null;
      return payload as unknown as AccessClaims | RefreshClaims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }

  return {
    signAccess: (userId, role, sessionId) =>
      sign({ sid: sessionId, role, typ: 'access', jti: crypto.randomUUID() }, String(userId), accessSeconds),
    signRefresh: (userId, sessionId, jti) =>
      sign({ sid: sessionId, typ: 'refresh', jti }, String(userId), tokenLifetimes.refreshSeconds),
    verify: verify as TokenService['verify'],
  };
}

/** The token of an `Authorization: Bearer ...` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('tokens', createTokenService(app.config.jwtSecret, app.config.accessTokenSeconds));
    app.decorateRequest('auth', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const claims = token ? await app.tokens.verify(token, 'access') : null;
      if (!claims) throw new AppError(401, 'error.tokenInvalid');
      const row = await findSessionWithUser(app.db, claims.sid);
      const live =
        row &&
        row.id === Number(claims.sub) &&
        row.session_revoked_at === null &&
        row.session_expires_at > new Date().toISOString() &&
        row.status === 'accepted';
      if (!live) throw new AppError(401, 'error.tokenInvalid');
      const { session_revoked_at, session_expires_at, session_refresh_jti, ...user } = row;
      // The role comes from the database, so a changed role takes effect on the next request.
      // A researcher reaches only the routes that say so: studies and their own account
      // (docs/design/contract.md §4), whatever role check a route makes after this.
      if (user.role === roles.researcher && request.routeOptions.config.researcher !== true)
        throw new AppError(403, 'error.notAllowed');
      request.auth = { userId: user.id, role: user.role, sessionId: claims.sid, user };
    });

    const requireRole =
      (...allowed: number[]) =>
      async (request: FastifyRequest) => {
        if (!request.auth) throw new AppError(401, 'error.tokenInvalid');
        if (!allowed.includes(request.auth.role)) throw new AppError(403, 'error.notAllowed');
      };
    app.decorate('requireRole', requireRole);
    // The one guard set of the routes: who may call, checked before the body is read (docs/design/contract.md §4).
    const authenticate = app.authenticate;
    app.decorate('guards', {
      learnerOnly: [authenticate, requireRole(roles.user)],
      adminOnly: [authenticate, requireRole(roles.admin)],
      classRunners: [authenticate, requireRole(...classRunnerRoles)],
      authoring: [authenticate, requireRole(...authorRoles)],
    });
  },
  { name: 'parcours-auth', dependencies: ['parcours-errors'] },
);
