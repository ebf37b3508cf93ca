// The background sender of the gradebook outbox: posts due scores to each line item's scores endpoint with an
// AGS access token, marks them sent only on the platform's acceptance, and retries the others with the xAPI
// sender's backoff. Nothing is lost while the LMS is down; a score posted twice only sets the same grade again.
// A link launched without a ready-made column gets one here, before its first score (AGS 2.0 §3.2): the LMS's
// line items of that resource link are read first and one tagged with the course reused, else one is created,
// so the column exists once per link and course; the launch never waits for the LMS.
import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { periodicJob } from '../../lib/periodic';
import { backoffMs } from '../xapi/sender';
import { type PlatformClient, PlatformError, scopes, scoresUrl } from './platform-client';
import * as q from './queries';

type DueScore = Awaited<ReturnType<typeof q.claimDueScores>>[number];

/** The tag and resourceId of the column Parcours creates for a course. */
export function courseResourceId(courseId: number): string {
  return `parcours-course-${courseId}`;
}

const lineItemType = 'application/vnd.ims.lis.v2.lineitem+json';
const lineItemsType = 'application/vnd.ims.lis.v2.lineitemcontainer+json';

/**
 * The column of a link that had none: an existing line item of this resource link tagged with the course, or a
 * new one (label the course title, out of 100). Stored on the link, so the next scores go straight to it.
 */
async function ensureLineItem(
  db: Database,
  client: PlatformClient,
  platform: q.PlatformRow,
  row: DueScore,
): Promise<string> {
  if (!row.lineitems_url || row.course_id === null) throw new Error('the link has no gradebook column');
  const resourceId = courseResourceId(row.course_id);
  const list = new URL(row.lineitems_url);
  list.searchParams.set('resource_link_id', row.resource_link_id);
  list.searchParams.set('resource_id', resourceId);
  const found = await client.request(platform, scopes.lineItem, list.toString(), {
    method: 'GET',
    headers: { accept: lineItemsType },
  });
  const items = found.ok ? ((await found.json().catch(() => null)) as unknown) : null;
  if (!found.ok) await found.arrayBuffer().catch(() => undefined);
  if (!found.ok) throw new PlatformError(`line items endpoint answered ${found.status}`, found.status);
  const existing = Array.isArray(items)
    ? (items as { id?: unknown; resourceId?: unknown; tag?: unknown; resourceLinkId?: unknown }[]).find(
        (i) =>
          typeof i?.id === 'string' &&
          (i.resourceId === resourceId || i.tag === resourceId) &&
          (i.resourceLinkId === undefined || i.resourceLinkId === row.resource_link_id),
      )
    : undefined;
  let url = existing?.id as string | undefined;
  if (!url) {
    const created = await client.request(platform, scopes.lineItem, row.lineitems_url, {
      method: 'POST',
      headers: { 'content-type': lineItemType, accept: lineItemType },
      body: JSON.stringify({
        label: row.course_title ?? resourceId,
        scoreMaximum: 100,
        resourceLinkId: row.resource_link_id,
        resourceId,
        tag: resourceId,
      }),
    });
    const body = (await created.json().catch(() => null)) as { id?: unknown } | null;
    if (!created.ok || typeof body?.id !== 'string') {
      throw new PlatformError(`line items endpoint answered ${created.status}`, created.status);
    }
    url = body.id;
  }
  await q.setCreatedLineItem(db, row.link_id, row.course_id, url);
  return url;
}

export interface GradeSenderOptions {
  db: Database;
  client: PlatformClient;
  intervalMs?: number;
  now?: () => Date;
  log?: { warn: (obj: object, msg: string) => void };
  batchSize?: number;
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export function createGradeSender(options: GradeSenderOptions) {
  const {
    db,
    client,
    intervalMs = 5_000,
    now = () => new Date(),
    log,
    batchSize = 50,
    leaseMs = 60_000,
    baseDelayMs = 5_000,
    maxDelayMs = 3_600_000,
  } = options;

  async function runOnce(): Promise<{ sent: number; failed: number }> {
    const start = now();
    const token = crypto.randomUUID();
    const rows = await q.claimDueScores(
      db,
      token,
      start.toISOString(),
      new Date(start.getTime() + leaseMs).toISOString(),
      batchSize,
    );
    let sent = 0;
    let failed = 0;
    const platforms = new Map<number, Awaited<ReturnType<typeof q.findPlatform>>>();
    // Columns created in this round: the other learners' scores of the same link go to the same one.
    const created = new Map<number, string>();
    for (const row of rows) {
      let error: string | null = null;
      try {
        if (!platforms.has(row.platform_id))
          platforms.set(row.platform_id, await q.findPlatform(db, row.platform_id));
        const platform = platforms.get(row.platform_id);
        if (!platform) throw new Error('the link has no platform');
        let lineItem = row.lineitem_url ?? created.get(row.link_id);
        if (!lineItem) {
          lineItem = await ensureLineItem(db, client, platform, row);
          created.set(row.link_id, lineItem);
        }
        const res = await client.request(platform, scopes.score, scoresUrl(lineItem), {
          method: 'POST',
          headers: { 'content-type': 'application/vnd.ims.lis.v1.score+json' },
          body: row.payload,
        });
        await res.arrayBuffer().catch(() => undefined);
        if (!res.ok) error = `scores endpoint answered ${res.status}`;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      if (error === null) {
        await q.markScoreSent(db, row.id, now().toISOString());
        sent += 1;
      } else {
        failed += 1;
        const wait = backoffMs(row.attempts, baseDelayMs, maxDelayMs);
        await q.markScoreFailed(db, row.id, error, new Date(now().getTime() + wait).toISOString());
      }
    }
    if (failed > 0) log?.warn({ failed }, 'LTI scores not accepted yet');
    return { sent, failed };
  }

  const job = periodicJob({
    intervalMs,
    round: async () => {
      const round = await runOnce();
      return round.sent > 0 && round.failed === 0;
    },
    onError: (err) => log?.warn({ err }, 'LTI score round failed'),
  });

  return { runOnce, start: job.start, stop: job.stop };
}
