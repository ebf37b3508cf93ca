// Known browsers (docs/security.md, "Accounts"): a successful login leaves a random browser id in an HttpOnly
// cookie and its SHA-256 beside the account. A later login to that account from that browser is its own source
// of failures, exempt from the account's spread delay and from the per-address limit, so a stranger failing
// from elsewhere (or behind the same school address) never keeps the owner out.
import { parse, serialize } from 'cookie';
import type { Database } from '../../db/database';
import { randomToken, sha256 } from '../../lib/tokens';
import type { LoginSource } from './backoff';
import * as q from './login-failures';

export const browserCookieName = 'parcours_browser';

/** How long a browser stays known without a login: 400 days, the longest cookie life browsers keep. */
const browserLifetimeDays = 400;

const browserIdPattern = /^[A-Za-z0-9_-]{43}$/;

/** The browser id in the request's cookies, or null when there is none or it is not one of ours. */
export function browserIdOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const id = parse(cookieHeader)[browserCookieName];
  return id !== undefined && browserIdPattern.test(id) ? id : null;
}

/** The Set-Cookie value that keeps `id` in this browser, sent only to the login route. */
export function browserCookie(id: string, secure: boolean): string {
  return serialize(browserCookieName, id, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: '/api/login',
    maxAge: browserLifetimeDays * 86_400,
  });
}

/** The login's source: the browser when the account knows it, else the client address. */
export async function loginSourceOf(
  db: Database,
  email: string,
  browserId: string | null,
  address: string,
): Promise<LoginSource> {
  if (browserId !== null) {
    const hash = sha256(browserId);
    if (await q.isKnownBrowser(db, email.trim().toLowerCase(), hash)) return { kind: 'browser', hash };
  }
  return { kind: 'address', address };
}

/** After a successful login: the browser is (still) known to the account; returns the id for its cookie. */
export async function rememberBrowser(
  db: Database,
  userId: number,
  browserId: string | null,
  nowMs = Date.now(),
): Promise<string> {
  const id = browserId ?? randomToken(32);
  await q.rememberBrowser(db, userId, sha256(id), new Date(nowMs).toISOString());
  await q.forgetBrowsersBefore(db, userId, new Date(nowMs - browserLifetimeDays * 86_400_000).toISOString());
  return id;
}
