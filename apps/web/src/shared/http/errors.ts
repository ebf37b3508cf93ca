// Failures of HTTP calls as one error type: a numeric status for answers, a name for transport failures.
import type { AxiosError } from 'axios';

export type TransportFailure = 'network-error' | 'time-out' | 'parsing-error';

/** The API's error envelope after key conversion (`errors` keys are camelCase here). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  retryAfter?: number;
  nextAttemptAt?: string;
  requestId?: string;
}

export class HttpError extends Error {
  readonly status: number | TransportFailure;
  readonly data: ApiErrorBody | undefined;

  constructor(status: number | TransportFailure, data?: ApiErrorBody, message?: string) {
    super(message ?? data?.message ?? String(status));
    this.name = 'HttpError';
    this.status = status;
    this.data = data;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** Maps an axios failure to an HttpError; a cancelled request is returned unchanged. */
export function toHttpError(error: AxiosError, camelize: (v: unknown) => unknown): HttpError | AxiosError {
  if (error.code === 'ERR_CANCELED') return error;
  if (error.response) {
    const raw = error.response.data;
    const data = raw && typeof raw === 'object' ? (camelize(raw) as ApiErrorBody) : undefined;
    return new HttpError(error.response.status, data);
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new HttpError('time-out');
  if (error.code === 'ERR_BAD_RESPONSE') return new HttpError('parsing-error');
  return new HttpError('network-error');
}

/**
 * The text to show for a failure: the API's own (already translated) message when there is one,
 * else the translated key for the kind of failure.
 */
export function errorMessageKey(error: unknown): string {
  if (isHttpError(error)) {
    if (error.data?.message) return error.data.message;
    if (error.status === 'network-error') return 'http.networkError';
    if (error.status === 'time-out') return 'http.timeOut';
    if (error.status === 'parsing-error') return 'http.parsingError';
  }
  return 'error.generic';
}
