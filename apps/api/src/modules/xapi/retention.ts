// The retention purge of the xAPI outbox (docs/integrations.md, "Delivery"): statements the LRS accepted are
// deleted once XAPI_RETENTION_DAYS have passed since they were sent, in batches so that no delete holds the
// table long. Statements still waiting are kept, whatever their age: nothing unsent is ever lost.
import type { Database } from '../../db/database';
import { periodicJob } from '../../lib/periodic';
import * as q from './queries';

export async function purgeSentStatements(
  db: Database,
  retentionDays: number,
  now = new Date(),
  batchSize = 5_000,
): Promise<number> {
  if (retentionDays <= 0) return 0;
  return q.purgeSent(db, new Date(now.getTime() - retentionDays * 86_400_000).toISOString(), batchSize);
}

/** Runs the purge hourly; a full batch is followed at once by the next. */
export function createRetentionJob(
  db: Database,
  retentionDays: number,
  log?: { warn: (obj: object, msg: string) => void },
) {
  const batchSize = 5_000;
  return periodicJob({
    intervalMs: 3_600_000,
    round: async () => (await purgeSentStatements(db, retentionDays, new Date(), batchSize)) === batchSize,
    onError: (err) => log?.warn({ err }, 'xAPI retention purge failed'),
  });
}
