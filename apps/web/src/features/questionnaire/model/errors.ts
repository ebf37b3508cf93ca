// The message to show for a failed call: the server's translated text, else 'An unknown error occurred'.
import { errorMessageKey } from '../../../shared/http';

export function queryErrorKey(error: unknown): string {
  const key = errorMessageKey(error);
  return key === 'error.generic' ? 'error.unknown' : key;
}
