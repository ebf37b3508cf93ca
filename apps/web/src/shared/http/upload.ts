// File uploads with progress: percentage = loaded * 100 / total, keyed by the file's name, size and date.
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
  fields?: Record<string, string>;
  fileField?: string;
  onProgress?: (key: string, percent: number) => void;
  client?: HttpClient;
  signal?: AbortSignal;
}

export async function uploadFile<T>(url: string, file: File, options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  form.append(options.fileField ?? 'file', file);
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const key = fileKey(file);
  const client = options.client ?? defaultClient;
  const response = await client.post<{ data: T }>(url, form, {
    signal: options.signal,
    onUploadProgress: (event) => options.onProgress?.(key, progressPercent(event.loaded, event.total)),
  });
  return response.data.data;
}
