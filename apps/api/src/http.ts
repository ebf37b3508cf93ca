// Small helpers every route file uses: the error responses all routes declare, and the success envelopes.
import { errorBody, messageResponse } from '@parcours/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Declared on every route, so error bodies are documented and never carry more than the envelope. */
export const errorResponses = { '4xx': errorBody, '5xx': errorBody } as const;

export const messageOnly = messageResponse;

/** `{ data: schema }`. */
export function data<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** What a session records about where it was opened. */
export function clientMeta(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof ua === 'string' ? ua : null };
}
