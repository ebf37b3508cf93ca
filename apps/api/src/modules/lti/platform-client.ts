// Calls from the tool to a platform's services (AGS scores, NRPS memberships): an OAuth 2 access token obtained
// with the client-credentials grant and a JWT client assertion signed by the tool's key (1EdTech Security
// Framework 1.0 §4.1), cached until shortly before it expires.
import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { signToolJwt } from './keys';
import type { PlatformRow } from './queries';

export const scopes = {
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export interface PlatformClientOptions {
  db: Database;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

export function createPlatformClient(options: PlatformClientOptions) {
  const { db, fetch: doFetch = fetch, now = () => new Date(), timeoutMs = 15_000 } = options;
  const cache = new Map<string, { token: string; until: number }>();

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new PlatformError(err instanceof Error ? err.message : String(err), null);
    }
  }

  async function accessToken(platform: PlatformRow, scope: string): Promise<string> {
    const key = `${platform.id} ${scope}`;
    const cached = cache.get(key);
    if (cached && cached.until > now().getTime()) return cached.token;
    const assertion = await signToolJwt(
      db,
      { iss: platform.client_id, sub: platform.client_id, aud: platform.token_url, jti: crypto.randomUUID() },
      300,
      now(),
    );
    const res = await call(platform.token_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope,
      }).toString(),
    });
    const body = (await res.json().catch(() => null)) as {
      access_token?: string;
      expires_in?: number;
    } | null;
    if (!res.ok || !body?.access_token) {
      throw new PlatformError(`token endpoint answered ${res.status}`, res.status);
    }
    const seconds = Number(body.expires_in ?? 3600);
    cache.set(key, { token: body.access_token, until: now().getTime() + Math.max(0, seconds - 30) * 1000 });
    return body.access_token;
  }

  /** A service request with a bearer token; a 401 drops the cached token so the next try asks again. */
  async function request(
    platform: PlatformRow,
    scope: string,
    url: string,
    init: RequestInit,
  ): Promise<Response> {
    const token = await accessToken(platform, scope);
    const res = await call(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    });
    if (res.status === 401) cache.delete(`${platform.id} ${scope}`);
    return res;
  }

  return { accessToken, request };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

/** The AGS scores endpoint of a line item: `/scores` added to the path, the query kept (AGS 2.0 §3.4). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}

/** The `next` address of a `Link` header (NRPS pages), or null. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part.trim());
    if (match) return match[1];
  }
  return null;
}
