// What one person may upload and how long an abandoned upload stays (docs/security.md, "Uploads"). The checks
// run as onRequest hooks after authentication, before the body plugin reads a byte of the request.
import fs from 'node:fs';
import path from 'node:path';
import { roles } from '@parcours/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { formatBytes } from '../../plugins/errors';
import * as q from './queries';
import { deleteMediaFiles } from './service';

const hourMs = 3600_000;
/** An upload nobody attached within a day is a form abandoned half-way (or free hosting): it goes. */
const unattachedLifetimeMs = 24 * hourMs;

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** Administrators run the site and are not counted; everyone else is, on requests that carry files. */
const counted = (request: FastifyRequest) =>
  isMultipart(request) && request.auth && request.auth.role !== roles.admin
    ? String(request.auth.userId)
    : null;

/**
 * onRequest hook (after `authenticate`): 429 past the hourly number of upload requests, 413 when the person's
 * uploads already hold their quota or the announced body would pass it.
 */
export function uploadAllowance(app: FastifyInstance) {
  const { quotaBytes, perHour } = app.config.uploadAllowance;
  const rate = app.limiter('uploads-user', { max: perHour, windowMs: hourMs }, counted);
  return async (request: FastifyRequest) => {
    const who = counted(request);
    if (who === null) return;
    await rate(request);
    const used = await q.bytesUploadedBy(app.db, Number(who));
    const announced = Number(request.headers['content-length']) || 0;
    if (used >= quotaBytes || used + announced > quotaBytes) {
      throw new AppError(413, 'error.uploadQuota', { limit: formatBytes(quotaBytes) });
    }
  };
}

export interface CleanupResult {
  rows: number;
  tmpFiles: number;
}

/**
 * Removes uploads never attached to anything after a day (rows and files), and temporary multipart files a
 * crashed request left behind. Safe to run from several processes at once: a row deleted twice is a no-op.
 */
export async function removeStaleUploads(
  deps: { db: Database; mediaDir: string; uploadTmpDir: string; log?: FastifyBaseLogger },
  now = Date.now(),
): Promise<CleanupResult> {
  const before = new Date(now - unattachedLifetimeMs).toISOString();
  let rows = 0;
  for (;;) {
    const batch = await q.unattachedBefore(deps.db, before, 500);
    if (batch.length === 0) break;
    await q.deleteByIds(
      deps.db,
      batch.map((r) => r.id),
    );
    await deleteMediaFiles({ mediaDir: deps.mediaDir, log: deps.log }, batch);
    rows += batch.length;
    if (batch.length < 500) break;
  }
  let tmpFiles = 0;
  const names = await fs.promises.readdir(deps.uploadTmpDir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(deps.uploadTmpDir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < now - unattachedLifetimeMs) {
      await fs.promises.rm(file, { force: true });
      tmpFiles++;
    }
  }
  return { rows, tmpFiles };
}

/** Runs removeStaleUploads every hour while the server is up (first run a minute after start). */
export function scheduleUploadCleanup(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  const run = () =>
    removeStaleUploads({
      db: app.db,
      mediaDir: app.config.mediaDir,
      uploadTmpDir: app.config.uploadTmpDir,
      log: app.log,
    })
      .then((r) => {
        if (r.rows + r.tmpFiles > 0) app.log.info(r, 'stale uploads removed');
      })
      .catch((err) => app.log.warn({ err }, 'stale uploads not removed'));
  app.addHook('onReady', async () => {
    timer = setTimeout(function tick() {
      void run();
      timer = setTimeout(tick, hourMs).unref();
    }, 60_000).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
}
