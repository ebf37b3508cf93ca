// What the server's log may hold of a request (docs/security.md, "Logs"): the method and the path, with the
// values of query parameters that carry secrets (password links, LTI and OAuth codes, signed URLs) replaced.
// Fastify's own serializer never logs headers or bodies; this one also keeps secrets out of the URL.
import type { FastifyRequest } from 'fastify';

const secretParams =
  /^(token|access_token|refresh_token|id_token|code|state|nonce|password|key|signature|sig|expires_sig)$/i;

/** The URL as it may be logged: secret query values become `[redacted]`. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (secretParams.test(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** The request as it appears in the log lines of Fastify ("incoming request", errors). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
