// Small helpers every route file uses: the error responses all routes declare, and the success envelopes.
import { errorBody, messageResponse } from '@parcours/shared';
import type { FastifyRequest } from 'fastify';

/** Declared on every route, so error bodies are documented and never carry more than the envelope. */
export const errorResponses = { '4xx': errorBody, '5xx': errorBody } as const;

export const messageOnly = messageResponse;

/** What a session records about where it was opened. */
export function clientMeta(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof ua === 'string' ? ua : null };
}
