// The background sender of the gradebook outbox: posts due scores to each line item's scores endpoint with an
// AGS access token, marks them sent only on the platform's acceptance, and retries the others with the xAPI
// sender's backoff. Nothing is lost while the LMS is down; a score posted twice only sets the same grade again.
import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { periodicJob } from '../../lib/periodic';
import { backoffMs } from '../xapi/sender';
import { type PlatformClient, scopes, scoresUrl } from './platform-client';
import * as q from './queries';

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
    for (const row of rows) {
      let error: string | null = null;
      try {
        if (!platforms.has(row.platform_id))
          platforms.set(row.platform_id, await q.findPlatform(db, row.platform_id));
        const platform = platforms.get(row.platform_id);
        if (!platform || !row.lineitem_url) throw new Error('the link has no platform or gradebook column');
        const res = await client.request(platform, scopes.score, scoresUrl(row.lineitem_url), {
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
