// Which files Parcours accepts, decided from their bytes: the allowed types per media kind, the extension each
// is stored under, and the content type each is served with.
import fs from 'node:fs';
import { mediaKindNames, type UploadKind } from '@parcours/shared';
import { fileTypeFromFile } from 'file-type';

export const mediaKinds = mediaKindNames;
export type Kind = UploadKind;

export interface SniffedType {
  kind: Kind;
  /** Extension of the stored file, without the dot. */
  ext: string;
  /** Content type stored in the media row and sent when the file is served. */
  mime: string;
}

// file-type's extension -> what Parcours stores. Anything absent here is refused.
const allowed: Record<string, SniffedType> = {
  jpg: { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  png: { kind: 'image', ext: 'png', mime: 'image/png' },
  webp: { kind: 'image', ext: 'webp', mime: 'image/webp' },
  gif: { kind: 'image', ext: 'gif', mime: 'image/gif' },
  pdf: { kind: 'document', ext: 'pdf', mime: 'application/pdf' },
  mp3: { kind: 'audio', ext: 'mp3', mime: 'audio/mpeg' },
  ogg: { kind: 'audio', ext: 'ogg', mime: 'audio/ogg' },
  oga: { kind: 'audio', ext: 'ogg', mime: 'audio/ogg' },
  opus: { kind: 'audio', ext: 'ogg', mime: 'audio/ogg' },
  wav: { kind: 'audio', ext: 'wav', mime: 'audio/wav' },
  m4a: { kind: 'audio', ext: 'm4a', mime: 'audio/mp4' },
  mp4: { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  webm: { kind: 'video', ext: 'webm', mime: 'video/webm' },
};

const plainText: SniffedType = { kind: 'document', ext: 'txt', mime: 'text/plain; charset=utf-8' };

/** Content types by stored extension, for serving (the thumbnail is always webp). */
const servedTypes: Record<string, string> = {
  ...Object.fromEntries([...Object.values(allowed), plainText].map((t) => [t.ext, t.mime])),
  jpeg: 'image/jpeg',
};

/** The content type a stored file is served with; null for an extension Parcours never writes. */
export function mimeForExtension(ext: string): string | null {
  return servedTypes[ext.replace(/^\./, '').toLowerCase()] ?? null;
}

/** Kinds a browser may show in place; every other file is served as a download. */
export function isInlineType(mime: string): boolean {
  return /^(image|audio|video)\//.test(mime) || mime === 'application/pdf';
}

/**
 * Plain text is what file-type cannot name: valid UTF-8 without NUL bytes. A text that opens like markup
 * (`<html`, `<svg`, `<?xml`, `<!doctype`, ...) is refused, so nothing stored can later be taken for a page or an
 * image that runs scripts.
 */
async function sniffText(filepath: string): Promise<SniffedType | null> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let head = '';
  let bytes = 0;
  try {
    for await (const chunk of fs.createReadStream(filepath, { highWaterMark: 64 * 1024 })) {
      const buf = chunk as Buffer;
      if (buf.includes(0)) return null;
      bytes += buf.length;
      const text = decoder.decode(buf, { stream: true });
      if (head.length < 1024) head += text.slice(0, 1024);
    }
    decoder.decode();
  } catch {
    return null; // not UTF-8
  }
  if (bytes === 0) return null;
  const start = head.replace(/^\uFEFF/, '').trimStart();
  if (/^<[!?a-z/]/i.test(start)) return null;
  return plainText;
}

/** The file's type from its bytes (never its name or the type the client claimed); null when not allowed. */
export async function sniffFile(filepath: string): Promise<SniffedType | null> {
  const detected = await fileTypeFromFile(filepath);
  if (detected) return allowed[detected.ext] ?? null;
  return sniffText(filepath);
}
