// Sends an account form as multipart: with a picture through the shared upload helper (progress in the
// store, keyed by the file), without one as a plain form. Blank values are left out (docs/design/product.md §5).
// The values come camelCase and leave with snake_case names, like a JSON body's keys.
import { useCallback } from 'react';
import { useUpload } from '../hooks/useUpload';
import { getData, http, isHttpError } from './';
import { toSnakeKey } from './case';

export type FormFields = Record<string, string | number | null | undefined>;

/** The fields worth sending: empty values are skipped so the server leaves them unchanged. */
function filledFields(values: FormFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') out[name] = text;
  }
  return out;
}

export function useSendAccountForm() {
  const upload = useUpload();
  return useCallback(
    async <T>(url: string, values: FormFields, picture: File | null): Promise<T> => {
      const fields = filledFields(values);
      if (picture) return upload<T>(url, picture, { fileField: 'profilePicture', fields });
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(toSnakeKey(name), value);
      return getData(http.post<{ data: T }>(url, form));
    },
    [upload],
  );
}

/** docs/design/product.md §8: an upload failure shows the server's message, or 'An error occurred'. */
export function uploadErrorMessage(error: unknown): string {
  if (isHttpError(error) && error.data?.message) return error.data.message;
  return 'error.uploadFailed';
}
