// The one error type services throw: an HTTP status and a message key, translated by the error handler.
import type { MessageKey } from '@parcours/shared';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    /** Values for the message's {{placeholders}}. */
    readonly params?: Record<string, unknown>,
    /** Extra fields of the error body, e.g. `retry_after` or `errors` (whose messages are keys too). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
