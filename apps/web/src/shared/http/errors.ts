// Failures of HTTP calls as one error type: a numeric status for answers, a name for transport failures.
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

/** Maps a request that got no answer: the time limit ran out, or the network failed. */
export function toHttpError(_error: unknown, timedOut: boolean): HttpError {
  return new HttpError(timedOut ? 'time-out' : 'network-error');
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

/** The message to show for a failed read: the server's translated text, else 'An unknown error occurred'. */
export function queryErrorKey(error: unknown): string {
  const key = errorMessageKey(error);
  return key === 'error.generic' ? 'error.unknown' : key;
}
