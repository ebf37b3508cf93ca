// Uploaded media for every module: type from the bytes, size per kind, generated names under
// <media folder>/<yyyy>/<mm>/ (then in the bucket when media are kept in S3: ./storage.ts), images re-encoded without metadata plus a thumbnail, and the media rows.
// Files are written before the row; whoever inserts rows inside a larger transaction removes the files with
// deleteMediaFiles() when that transaction fails, so a failed request never leaves an orphan file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MediaItem } from '@parcours/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { AppError } from '../../app-error';
import type { UploadLimits } from '../../config';
import type { DB, MediaTable } from '../../db/schema';
import type { UploadedFile } from '../../plugins/body';
import { formatBytes } from '../../plugins/errors';
import { type Kind, mediaKinds, type SniffedType, sniffFile } from './kinds';
import { type MediaAudience, signedMediaPath } from './links';
import * as q from './queries';
import { storageFor } from './storage';

export type MediaRow = Selectable<MediaTable>;

export interface MediaContext {
  /** The database or the transaction the media row belongs to. */
  db: Kysely<DB>;
  mediaDir: string;
  uploadLimits: UploadLimits;
  log?: FastifyBaseLogger;
}

/** The media context of the app (optionally bound to a transaction). */
export function mediaContext(
  app: FastifyInstance,
  db: Kysely<DB> = app.db,
  log?: FastifyBaseLogger,
): MediaContext {
  return { db, mediaDir: app.config.mediaDir, uploadLimits: app.config.uploadLimits, log: log ?? app.log };
}

export interface SaveOptions {
  /** Kinds this field accepts; all kinds when absent. */
  kinds?: readonly Kind[];
  modelType?: string | null;
  modelId?: number | null;
  /** Set while the owner does not exist yet; attachTemporaryMedia() links the row later. */
  temporaryId?: string | null;
  /** avatar | cover | image | content ...; 'default' when absent. */
  collection?: string;
  isSupplementary?: boolean;
  title?: string | null;
  position?: number;
  uploadedBy: number | null;
}

/** Files written and the row to insert: the result of the slow part of an upload, done outside transactions. */
export interface PreparedUpload {
  values: Insertable<MediaTable>;
  /** Paths relative to the media folder. */
  files: string[];
}

const maxImageSide = 2048;
const thumbnailSide = 400;

/**
 * The wire item of a media row, with signed addresses of the file and its thumbnail. Call it only in an answer
 * to someone allowed to see the file's owner: the address is what lets a browser load it. `public` only for the
 * presentation of the site (see ./links.ts).
 */
export function mediaToWire(row: MediaRow, audience: MediaAudience = 'private'): MediaItem {
  return {
    id: row.id,
    model_id: row.model_id,
    model_type: row.model_type,
    file_name: row.file_name,
    original_name: row.original_name,
    thumbnail_file_name: row.thumbnail_file_name,
    url: signedMediaPath(row.file_name, audience),
    thumbnail_url: row.thumbnail_file_name ? signedMediaPath(row.thumbnail_file_name, audience) : null,
    mime_type: row.mime_type,
    title: row.title,
    is_supplementary: row.is_supplementary !== 0,
    kind: row.kind,
    size: Number(row.size),
  };
}

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fs.promises.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await fs.promises.copyFile(from, to);
    await fs.promises.rm(from, { force: true });
  }
}

/** Re-encodes in the same format: EXIF orientation applied, metadata dropped, at most 2048 px a side. */
async function encodeImage(source: string, type: SniffedType, dest: string, thumb: string): Promise<number> {
  const animated = type.ext === 'gif' || type.ext === 'webp';
  // Loaded on the first upload: sharp and libvips weigh tens of megabytes a process need not hold until then.
  const { default: sharp } = await import('sharp');
  let pipeline = sharp(source, { animated })
    .rotate()
    .resize({ width: maxImageSide, height: maxImageSide, fit: 'inside', withoutEnlargement: true });
  if (type.ext === 'jpg') pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
  else if (type.ext === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
  else if (type.ext === 'webp') pipeline = pipeline.webp({ quality: 85 });
  else pipeline = pipeline.gif();
  const info = await pipeline.toFile(dest);
  await sharp(dest)
    .resize({ width: thumbnailSide, height: thumbnailSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(thumb);
  return info.size;
}

function cleanName(name: string): string | null {
  const printable = [...name].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const base = path.basename(printable.replace(/\\/g, '/')).trim();
  return base ? base.slice(0, 255) : null;
}

/**
 * Checks and stores the file, without touching the database: 415 unless its bytes are one of the allowed
 * types of `kinds`, 413 above the limit of its kind. Images are re-encoded and get a 400 px webp thumbnail.
 */
export async function prepareUpload(
  ctx: Pick<MediaContext, 'mediaDir' | 'uploadLimits'>,
  file: UploadedFile,
  opts: SaveOptions,
): Promise<PreparedUpload> {
  const type = await sniffFile(file.filepath);
  if (!type || !(opts.kinds ?? mediaKinds).includes(type.kind)) {
    throw new AppError(415, 'error.unsupportedMediaType');
  }
  const limit = ctx.uploadLimits[type.kind];
  if (file.size > limit) throw new AppError(413, 'error.payloadTooLarge', { limit: formatBytes(limit) });

  const now = new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  await fs.promises.mkdir(path.join(ctx.mediaDir, folder), { recursive: true });
  const id = crypto.randomUUID();
  const fileName = `${folder}/${id}.${type.ext}`;
  const dest = path.join(ctx.mediaDir, fileName);
  let thumbnailName: string | null = null;
  let size = file.size;

  if (type.kind === 'image') {
    thumbnailName = `${folder}/${id}-thumb.webp`;
    try {
      size = await encodeImage(file.filepath, type, dest, path.join(ctx.mediaDir, thumbnailName));
    } catch {
      // The bytes start like an image but do not decode as one.
      await removeFiles(ctx.mediaDir, [fileName, thumbnailName]);
      throw new AppError(415, 'error.unsupportedMediaType');
    }
  } else {
    await moveFile(file.filepath, dest);
  }
  const files = thumbnailName ? [fileName, thumbnailName] : [fileName];
  try {
    // to the bucket, when media are kept in one (docs/scaling.md)
    await storageFor(ctx.mediaDir).publish(files);
  } catch (err) {
    await removeFiles(ctx.mediaDir, files);
    throw err;
  }

  return {
    files,
    values: {
      model_type: opts.modelType ?? null,
      model_id: opts.modelId ?? null,
      temporary_id: opts.temporaryId ?? null,
      collection: opts.collection ?? 'default',
      file_name: fileName,
      thumbnail_file_name: thumbnailName,
      original_name: cleanName(file.filename),
      mime_type: type.mime,
      kind: type.kind,
      size,
      title: opts.title ?? null,
      is_supplementary: opts.isSupplementary ? 1 : 0,
      position: opts.position ?? 0,
      uploaded_by: opts.uploadedBy,
      created_at: now.toISOString(),
    },
  };
}

/** Inserts the row of a prepared upload (in the caller's transaction). */
export function insertPrepared(db: Kysely<DB>, prepared: PreparedUpload): Promise<MediaRow> {
  return q.insertMedia(db, prepared.values);
}

/** Removes the files of a prepared upload whose row was never stored (the transaction failed). */
export function discardPrepared(
  ctx: Pick<MediaContext, 'mediaDir' | 'log'>,
  prepared: PreparedUpload | null,
) {
  return prepared ? removeFiles(ctx.mediaDir, prepared.files, ctx.log) : Promise.resolve();
}

/**
 * Stores the file and inserts its media row in `ctx.db`. If the insert fails the files are removed here; if
 * `ctx.db` is a transaction that fails later, call deleteMediaFiles(ctx, [row]) after it.
 */
export async function saveUpload(
  ctx: MediaContext,
  file: UploadedFile,
  opts: SaveOptions,
): Promise<MediaRow> {
  const prepared = await prepareUpload(ctx, file, opts);
  try {
    return await insertPrepared(ctx.db, prepared);
  } catch (err) {
    await discardPrepared(ctx, prepared);
    throw err;
  }
}

/**
 * Links the uploads made under `temporaryId` (before their owner existed) to the owner. Only rows not attached
 * yet move; with `opts.uploadedBy`, only that person's uploads. Returns how many rows were attached.
 */
export function attachTemporaryMedia(
  trx: Kysely<DB>,
  temporaryId: string,
  modelType: string,
  modelId: number,
  collection?: string,
  opts: { uploadedBy?: number } = {},
): Promise<number> {
  return q.attachTemporary(trx, temporaryId, modelType, modelId, collection, opts.uploadedBy);
}

/**
 * Media of many owners in one query, as wire items by owner id (ordered by position, then id). Their addresses
 * are signed `private` unless `publicOwners` says the owner is part of the site's public presentation.
 */
export async function mediaFor(
  db: Kysely<DB>,
  modelType: string,
  ids: readonly number[],
  collection?: string,
  publicOwners: (id: number) => boolean = () => false,
): Promise<Map<number, MediaItem[]>> {
  const byOwner = new Map<number, MediaItem[]>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return byOwner;
  for (const row of await q.mediaOf(db, modelType, unique, collection)) {
    const list = byOwner.get(row.model_id!) ?? [];
    list.push(mediaToWire(row, publicOwners(row.model_id!) ? 'public' : 'private'));
    byOwner.set(row.model_id!, list);
  }
  return byOwner;
}

/**
 * Deletes the media rows of these owners (in the caller's transaction) and returns them; pass the result to
 * deleteMediaFiles() once the transaction has committed.
 */
export function deleteMediaRows(
  db: Kysely<DB>,
  modelType: string,
  ids: readonly number[],
  collection?: string,
): Promise<MediaRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return q.deleteMediaOf(db, modelType, [...new Set(ids)], collection);
}

/** Deletes the rows of uploads this person made that were never attached to anything. */
export function deleteUnattachedUploads(db: Kysely<DB>, userId: number): Promise<MediaRow[]> {
  return q.deleteUnattachedUploadsBy(db, userId);
}

async function removeFiles(mediaDir: string, names: string[], log?: FastifyBaseLogger): Promise<void> {
  const storage = storageFor(mediaDir);
  for (const name of names) {
    await storage.remove(name).catch((err) => log?.warn({ err, file: name }, 'media file not removed'));
  }
}

/**
 * Removes the files (and thumbnails) of media rows, or of relative names, from the media folder. Never
 * throws: a file that cannot be removed is logged. Names outside the media folder are ignored.
 */
export async function deleteMediaFiles(
  ctx: Pick<MediaContext, 'mediaDir' | 'log'>,
  items: ReadonlyArray<Pick<MediaRow, 'file_name' | 'thumbnail_file_name'> | string>,
): Promise<void> {
  const names = items.flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : [item.file_name, item.thumbnail_file_name].filter((n): n is string => !!n),
  );
  await removeFiles(ctx.mediaDir, names, ctx.log);
}
