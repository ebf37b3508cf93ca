// Addresses of uploaded media. The API hands out a signed, expiring link with every media item it may show the
// caller (`url`, `thumbnailUrl`: docs/security.md, "Media links"); the page loads the file from that link and
// never builds one from a file name. A relative link is served by the API's origin; a full URL is kept.

function apiOrigin(): string {
  const origin = (import.meta.env.VITE_API_URL as string | undefined) ?? '';
  return origin.replace(/\/$/, '');
}

/** The address to load a media link from, or null when there is none. */
export function mediaUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  if (/^https?:\/\//.test(link)) return link;
  return `${apiOrigin()}/${link.replace(/^\//, '')}`;
}

/** The thumbnail's link when there is one, else the file's: what a small picture shows. */
export function thumbnailLink(
  media: { url: string; thumbnailUrl?: string | null } | null | undefined,
): string | null {
  return media ? (media.thumbnailUrl ?? media.url) : null;
}
