// Saving a file the API answered as a blob (the bearer token rules out plain links).
import type { HttpResponse } from './';

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click event returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a blob answer under the name the server gave it. */
export function saveResponse(response: HttpResponse<Blob>, fallback: string) {
  const header = response.headers.get('content-disposition');
  saveBlob(response.data, fileNameOf(header, fallback));
}
