// File uploads with progress: percentage = loaded * 100 / total, keyed by the file's name, size and date.
// The form's field names are given in camelCase and sent snake_case, like a JSON body's keys.
import { toSnakeKey } from './case';
import type { HttpClient } from './client';
import { http as defaultClient } from './client';

export function fileKey(file: Pick<File, 'name' | 'size' | 'lastModified'>): string {
  return `${file.name}-${file.size}-${file.lastModified}`;
}

export function progressPercent(loaded: number, total: number | undefined): number {
  if (!total) return 0;
  return Math.min(100, Math.round((loaded * 100) / total));
}

export interface UploadOptions {
  /** Further form fields, camelCase names. */
  fields?: Record<string, string>;
  /** The file's field, camelCase name ('file' unless said). */
  fileField?: string;
  onProgress?: (key: string, percent: number) => void;
  client?: HttpClient;
  signal?: AbortSignal;
}

export async function uploadFile<T>(url: string, file: File, options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  form.append(toSnakeKey(options.fileField ?? 'file'), file);
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(toSnakeKey(name), value);
  const key = fileKey(file);
  const client = options.client ?? defaultClient;
  const response = await client.post<{ data: T }>(url, form, {
    signal: options.signal,
    onUploadProgress: (event) => options.onProgress?.(key, progressPercent(event.loaded, event.total)),
  });
  return response.data.data;
}
