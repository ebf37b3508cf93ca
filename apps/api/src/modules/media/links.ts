// Signed, expiring addresses of media files (docs/security.md, "Media links"): the one place that signs them
// and the one place that checks them. A browser loads <img> and <video> without the Authorization header, so
// the API decides who may see a file when it answers the request that carries the media item, and gives
// those callers an address signed with the installation's secret:
//   /media/<file name>?expires=<unix seconds>&audience=<public|private>&signature=<HMAC-SHA256, base64url>
// The HMAC covers the file name, the expiry and the audience. `public` is the presentation of the site (covers
// of published courses, category pictures): a shared cache may keep those. Everything else is `private`:
// answered with `Cache-Control: private`, so a shared cache never hands one person's file to another.
// Expiry: private links live 12 hours, rounded up to the next hour, so a page open for a working day keeps
// playing its videos (a seek is a new Range request on the same address) and the address stays the same for
// an hour of refetches (the browser cache serves repeat views); a leaked link is worth at most 13 hours.
// Public links live 7 days, rounded up to the next day.
import crypto from 'node:crypto';

export type MediaAudience = 'public' | 'private';

const hour = 3600;
const day = 24 * hour;
/** Lifetime of a link, and the step its expiry is rounded up to, in seconds. */
const mediaLinkLifetime: Record<MediaAudience, { seconds: number; step: number }> = {
  private: { seconds: 12 * hour, step: hour },
  public: { seconds: 7 * day, step: day },
};

// Until the app configures it (plugins/web.ts), a key of this process alone: links then work only here.
let key: Buffer = crypto.randomBytes(32);

/** Derives the signing key from the installation's secret, which every API process shares. */
export function configureMediaLinks(secret: string): void {
  key = crypto.createHmac('sha256', secret).update('parcours media links v1').digest();
}

function sign(name: string, expires: number, audience: MediaAudience): string {
  return crypto.createHmac('sha256', key).update(`${name}\n${expires}\n${audience}`).digest('base64url');
}

/** The expiry (unix seconds) of a link issued at `now` (milliseconds). */
export function linkExpiry(audience: MediaAudience, now = Date.now()): number {
  const { seconds, step } = mediaLinkLifetime[audience];
  return Math.ceil((Math.floor(now / 1000) + seconds) / step) * step;
}

/** The signed address of a file named relative to the media folder. */
export function signedMediaPath(
  name: string,
  audience: MediaAudience = 'private',
  now = Date.now(),
  expires = linkExpiry(audience, now),
): string {
  const query = new URLSearchParams({
    expires: String(expires),
    audience,
    signature: sign(name, expires, audience),
  });
  return `/media/${name.split('/').map(encodeURIComponent).join('/')}?${query}`;
}

export type MediaLinkCheck =
  | { ok: true; audience: MediaAudience; expires: number }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks the query of a request for `name`: `invalid` when a part is missing or the signature does not match
 * (a changed name, expiry or audience), `expired` when a genuine link is past its expiry.
 */
export function checkMediaLink(
  name: string,
  query: Record<string, unknown>,
  now = Date.now(),
): MediaLinkCheck {
  const { expires, audience, signature } = query;
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) {
    return { ok: false, reason: 'invalid' };
  }
  if (audience !== 'public' && audience !== 'private') return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(name, Number(expires), audience));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  if (Number(expires) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, audience, expires: Number(expires) };
}

/** How long a browser (private) or any cache (public) may keep the file: never past the link's expiry. */
export function mediaCacheControl(
  check: { audience: MediaAudience; expires: number },
  now = Date.now(),
): string {
  const left = Math.max(0, check.expires - Math.floor(now / 1000));
  return check.audience === 'public'
    ? `public, max-age=${Math.min(left, day)}`
    : `private, max-age=${Math.min(left, hour)}`;
}
