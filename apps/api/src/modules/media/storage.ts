// Where media files are kept, so that every API process serves what any of them stored (docs/scaling.md):
// - a directory (MEDIA_DIR, by default DATA_DIR/media), shared by the processes through the file system
//   (one machine, or a network file system mounted at the same path everywhere);
// - an S3-compatible bucket (S3_BUCKET...), with the AWS SDK loaded only when one is configured.
// Files are always written first in the media folder (images are encoded there); `publish` then moves them
// to the bucket. The rest of the server names a file by its path relative to the media folder.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaStorageConfig } from '../../config';

interface StoredObject {
  body: Readable;
  size: number | null;
  /** `bytes <first>-<last>/<total>` when a part was asked for and is what `body` holds. */
  range?: string | null;
}

export interface MediaStorage {
  kind: 'directory' | 's3';
  /** Makes files already written in the media folder available to every process. */
  publish(names: readonly string[]): Promise<void>;
  /** Removes a file; a missing one is not an error. */
  remove(name: string): Promise<void>;
  /**
   * Opens a stored file for reading, or null when there is none by that name. `range` (a single
   * `bytes=a-b` of an HTTP Range header) asks for a part: video players seek this way.
   */
  open(name: string, range?: string): Promise<StoredObject | null>;
}

/** A path inside the media folder, or null for a name that would escape it. */
function insideMedia(mediaDir: string, name: string): string | null {
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, name);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

function directoryStorage(mediaDir: string): MediaStorage {
  return {
    kind: 'directory',
    async publish() {},
    async remove(name) {
      const file = insideMedia(mediaDir, name);
      if (file) await fs.promises.rm(file, { force: true });
    },
    async open(name) {
      const file = insideMedia(mediaDir, name);
      if (!file) return null;
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
  };
}

type S3Config = Extract<MediaStorageConfig, { kind: 's3' }>;

async function s3Storage(config: S3Config, mediaDir: string): Promise<MediaStorage> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Plain bodies with their length: S3-compatible services other than AWS do not all read the chunked,
    // checksummed uploads the SDK would otherwise send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const key = (name: string) => (config.prefix ? `${config.prefix.replace(/\/+$/, '')}/${name}` : name);
  const valid = (name: string) => insideMedia(mediaDir, name) !== null;
  const storage: MediaStorage = {
    kind: 's3',
    async publish(names) {
      for (const name of names) {
        const file = insideMedia(mediaDir, name);
        if (!file) continue;
        const stat = await fs.promises.stat(file);
        await client.send(
          new s3.PutObjectCommand({
            Bucket: config.bucket,
            Key: key(name),
            Body: fs.createReadStream(file),
            ContentLength: stat.size,
          }),
        );
        await fs.promises.rm(file, { force: true });
      }
    },
    async remove(name) {
      if (!valid(name)) return;
      await client.send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
    async open(name, range) {
      if (!valid(name)) return null;
      try {
        const out = await client.send(
          new s3.GetObjectCommand({
            Bucket: config.bucket,
            Key: key(name),
            ...(range ? { Range: range } : {}),
          }),
        );
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          size: out.ContentLength ?? null,
          range: out.ContentRange ?? null,
        };
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        // a range past the end: the whole file, as HTTP allows a server that ignores the range to answer
        if (status === 416 && range) return storage.open(name);
        if (status === 404 || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
  };
  return storage;
}

// The storage of each media folder in use, set once at start (plugins/web.ts) and read by the media service,
// which every module calls with the media folder of its configuration.
const storages = new Map<string, MediaStorage>();

export async function openMediaStorage(config: MediaStorageConfig, mediaDir: string): Promise<MediaStorage> {
  const storage = config.kind === 's3' ? await s3Storage(config, mediaDir) : directoryStorage(mediaDir);
  storages.set(path.resolve(mediaDir), storage);
  return storage;
}

/** The storage behind a media folder: the one opened for it, or the folder itself. */
export function storageFor(mediaDir: string): MediaStorage {
  return storages.get(path.resolve(mediaDir)) ?? directoryStorage(mediaDir);
}

export function closeMediaStorage(mediaDir: string): void {
  storages.delete(path.resolve(mediaDir));
}
