// Browser security headers on every answer (docs/security.md, "Browser headers"). The web app loads only its own
// scripts (no inline script in index.html), so one script injected into a page cannot run; the pages cannot be
// framed; nothing sniffs types; links to other sites carry the origin only (never a password link's token).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApi } from './web';

/** The tile server's origin for img-src: `https://{s}.tile.example.org/...` -> `https://*.tile.example.org`. */
export function tileSource(tileUrl: string): string {
  const match = /^(https?):\/\/([^/]+)/i.exec(tileUrl);
  if (!match) return '';
  const host = match[2].replace(/\{s\}/g, '*');
  // Any other placeholder in the host cannot be written as a CSP source: allow the scheme.
  return /[{}]/.test(host) ? `${match[1]}:` : `${match[1]}://${host}`;
}

/**
 * The policy of the web app's pages. Styles stay 'unsafe-inline': MUI (emotion) writes its styles into <style>
 * elements at run time; a style cannot run code, so this does not reopen script injection.
 */
export function pagePolicy(
  tileUrl: string,
  { embedders = [], trustedTypes = true }: { embedders?: string[]; trustedTypes?: boolean } = {},
): string {
  const tiles = tileSource(tileUrl);
  // Only the LTI pages name embedders: the registered LMSs frame them and receive their forms.
  const others = embedders.length > 0 ? ` ${embedders.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${others}`,
    others ? `frame-ancestors 'self'${others}` : "frame-ancestors 'none'",
    // Trusted Types: no string becomes HTML or script by assignment; the web app's one `default` policy
    // sanitises with DOMPurify (apps/web/src/shared/security/trusted-types.ts), which uses its own `dompurify`.
    ...(trustedTypes ? ["require-trusted-types-for 'script'", 'trusted-types default dompurify'] : []),
  ].join('; ');
}

/** Everything that is not a page (JSON, files) loads nothing and is never framed. */
const dataPolicy = "default-src 'none'; frame-ancestors 'none'";

const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export const headersPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const page = pagePolicy(config.mapTileUrl);
    // The API docs page (Swagger UI, when enabled) writes HTML strings of its own: the same policy without
    // Trusted Types.
    const docsPage = pagePolicy(config.mapTileUrl, { trustedTypes: false });
    const https = config.publicUrl.startsWith('https://');
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      // The old XSS filter is off, as OWASP advises: it could be abused to remove scripts; the CSP protects.
      reply.header('x-xss-protection', '0');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('permissions-policy', permissionsPolicy);
      reply.header('cross-origin-opener-policy', 'same-origin');
      // Only over HTTPS: a browser ignores it on http, and a local http install must stay reachable.
      if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
    // Decided by path, not by content type: the web app's fallback page is streamed and gets its type after
    // this hook. The API docs UI is a page too. A route that set its own policy (media files) keeps it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('content-security-policy')) {
        const isDocs = request.url.startsWith('/api/docs');
        const isPage = !isApi(request.url) || isDocs;
        reply.header('content-security-policy', isDocs ? docsPage : isPage ? page : dataPolicy);
      }
      return payload;
    });
  },
  { name: 'parcours-headers' },
);
