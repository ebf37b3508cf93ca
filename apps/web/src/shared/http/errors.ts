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

/**
 * The API's per-field messages (422) as field name -> first message, the one way a form reads them
 * (docs/adr/0008-web-speaks-camelcase.md). The client already gave the names the web's casing
 * (`course_ids.0` -> `courseIds.0`); `place` puts a name on the form's own field when the form is laid out
 * differently from the body (a nested `consent.en` shown as one `consentEn` field). Empty for any other failure.
 */
export function fieldErrors(
  error: unknown,
  place: (name: string) => string = (name) => name,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isHttpError(error) || !error.data?.errors) return out;
  for (const [name, messages] of Object.entries(error.data.errors)) {
    const message = messages[0];
    if (message) out[place(name)] ??= message;
  }
  return out;
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
