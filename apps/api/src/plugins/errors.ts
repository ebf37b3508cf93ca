// The one error handler: every failure becomes the envelope of docs/design/contract.md §2, translated by Accept-Language; 5xx details
// stay in the log under the request id.
import { isMessageKey, type Language, type MessageKey, pickLanguage, translate } from '@parcours/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../app-error';
import { isDatabaseUnavailable } from '../db/errors';

export { AppError, isDatabaseUnavailable };

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** `/answers/0/question_id` -> `answers.0.question_id`, the field name the client sent. */
function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

/** zod's built-in messages are English sentences, not keys: a missing value and any other mismatch. */
function validationMessage(lang: Language, message: string | undefined): string {
  if (message && isMessageKey(message)) return translate(lang, message);
  if (message && /received undefined|required/i.test(message)) return translate(lang, 'validation.required');
  return translate(lang, 'validation.invalidValue');
}

function validationErrors(
  lang: Language,
  issues: ValidationIssue[],
  context?: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldName(issue, context);
    const msg = validationMessage(lang, issue.message);
    errors[field] ??= [];
    if (!errors[field].includes(msg)) errors[field].push(msg);
  }
  return errors;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The translated message of an AppError; a parameter that is itself a key (a state name, say) is translated too. */
export function appErrorMessage(lang: Language, err: AppError): string {
  const params = err.params
    ? Object.fromEntries(
        Object.entries(err.params).map(([k, v]) => [
          k,
          typeof v === 'string' && isMessageKey(v) ? translate(lang, v) : v,
        ]),
      )
    : undefined;
  return translate(lang, err.messageKey, params);
}

/** Body of an AppError: the translated message, plus extras whose `errors` messages are keys too. */
function appErrorBody(lang: Language, err: AppError): Record<string, unknown> {
  const body: Record<string, unknown> = { message: appErrorMessage(lang, err) };
  for (const [k, v] of Object.entries(err.extra ?? {})) {
    if (k === 'errors' && v && typeof v === 'object') {
      body.errors = Object.fromEntries(
        Object.entries(v as Record<string, string[]>).map(([field, msgs]) => [
          field,
          msgs.map((m) => translate(lang, m)),
        ]),
      );
    } else {
      body[k] = v;
    }
  }
  return body;
}

export function handleError(
  this: FastifyInstance,
  err: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = request.lang ?? pickLanguage(request.headers['accept-language']);
  const t = (key: MessageKey, params?: Record<string, unknown>) => translate(lang, key, params);

  if (isAppError(err)) {
    if (err.status >= 500) request.log.error({ err, request_id: request.id }, 'domain error');
    const body = appErrorBody(lang, err);
    if (typeof body.retry_after === 'number') reply.header('retry-after', String(body.retry_after));
    if (err.status >= 500) body.request_id = request.id;
    return send(reply, err.status, body);
  }

  const fe = err as FastifyError & { validationContext?: string };
  if (Array.isArray(fe.validation) && fe.validation.length > 0) {
    // A malformed address (an id in the path that is not digits within range) is a bad request, not a form
    // to correct: 400, with the field named (docs/security.md, "Input").
    if (fe.validationContext === 'params')
      return send(reply, 400, {
        message: t('error.invalidPathId'),
        errors: validationErrors(lang, fe.validation as ValidationIssue[], fe.validationContext),
      });
    return send(reply, 422, {
      message: t('error.validation'),
      errors: validationErrors(lang, fe.validation as ValidationIssue[], fe.validationContext),
    });
  }

  if (isDatabaseUnavailable(err)) {
    request.log.error({ err, request_id: request.id }, 'database unavailable');
    return sendUnavailable(request, reply, 5);
  }

  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 429) {
    const retryAfter = Number(reply.getHeader('retry-after')) || 60;
    reply.header('retry-after', String(retryAfter));
    return send(reply, 429, {
      message: t('error.tooManyRequests', { retry_after: retryAfter }),
      retry_after: retryAfter,
    });
  }
  if (status === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE') {
    const limit =
      fe.code === 'FST_REQ_FILE_TOO_LARGE'
        ? Math.max(...Object.values(this.config.uploadLimits))
        : (request.routeOptions.bodyLimit ?? this.initialConfig.bodyLimit ?? 1024 * 1024);
    return send(reply, 413, { message: t('error.payloadTooLarge', { limit: formatBytes(limit) }) });
  }
  if (status === 415) return send(reply, 415, { message: t('error.unsupportedMediaType') });
  if (status === 406 && fe.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return send(reply, 415, { message: t('error.unsupportedMediaType') });
  }
  if (status === 400 || (status === 403 && fe.code === 'FST_PROTO_VIOLATION')) {
    return send(reply, 400, { message: t('error.malformedBody') });
  }
  if (status === 404) return send(reply, 404, { message: t('error.notFound') });
  if (status === 401) return send(reply, 401, { message: t('error.tokenInvalid') });
  if (status === 403) return send(reply, 403, { message: t('error.notAllowed') });
  if (status > 400 && status < 500) return send(reply, status, { message: t('error.malformedBody') });

  // Anything else is a fault of ours: the stack goes to the log, the request id to the client.
  request.log.error(
    { err, request_id: request.id, serialization: isResponseSerializationError(err) || undefined },
    'unexpected error',
  );
  return send(reply, 500, { message: t('error.generic'), request_id: request.id });
}

/** 503 with Retry-After: the database is unreachable, or the process sheds load (docs/security.md). */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  const lang = request.lang ?? pickLanguage(request.headers['accept-language']);
  reply.header('retry-after', String(retryAfterSeconds));
  return send(reply, 503, { message: translate(lang, 'error.unavailable') });
}

/** JSON 404 for an unknown API path, in the caller's language. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0];
  return send(reply, 404, {
    message: translate(request.lang, 'error.routeNotFound', { method: request.method, url }),
  });
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request, reply) => {
      request.lang = pickLanguage(request.headers['accept-language']);
      reply.header('x-request-id', request.id);
    });
    app.setErrorHandler(handleError);
  },
  { name: 'parcours-errors' },
);
