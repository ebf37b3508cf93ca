// Addresses of uploaded media: a relative file name is served under /media, a full URL is kept.

export function mediaBaseUrl(): string {
  const origin = (import.meta.env.VITE_API_URL as string | undefined) ?? '';
  return `${origin.replace(/\/$/, '')}/media`;
}

export function mediaUrl(fileName: string | null | undefined): string | null {
  if (!fileName) return null;
  if (fileName.includes('http')) return fileName;
  return `${mediaBaseUrl()}/${fileName.replace(/^\//, '')}`;
}
