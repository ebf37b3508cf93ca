// The background sender of the xAPI outbox: sends due statements to the LRS in batches, marks them sent only
// on the LRS's acceptance, and retries the others with exponential backoff; each learner's statements in the
// order they were queued, a later one never before an earlier one that waits. Nothing is lost while the LRS is
// down (rows wait in the database), nothing is stored twice (ids are fixed at queue time; docs/integrations.md).
import crypto from 'node:crypto';
import type { XapiConfig } from '../../config';
import type { Database } from '../../db/database';
import { periodicJob } from '../../lib/periodic';
import * as q from './queries';
import { type QueuedEvent, toStatement, xapiVersion } from './statements';

export interface SenderOptions {
  db: Database;
  config: XapiConfig;
  /** The account home page of pseudonymous actors and the base of activity ids: PUBLIC_URL. */
  homePage: string;
  now?: () => Date;
  fetch?: typeof fetch;
  log?: { warn: (obj: object, msg: string) => void };
  batchSize?: number;
  /** How long a claimed batch is held before another round may take it (a crashed send). */
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
}

export interface SendRound {
  sent: number;
  /** Not accepted yet: refused, unreachable, or waiting for an earlier statement of the same learner. */
  failed: number;
}

/** The wait before try number `attempts + 1`: doubling from the base, capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempts, 30));
}

/** How much of the body of a refusal the outbox keeps: enough for an LRS's reasons, not a whole page. */
const keptResponseChars = 2048;

/** A refusal keeps the LRS's status and the start of its body (null when the LRS could not be reached). */
type Outcome = { ok: true } | { ok: false; status: number | null; error: string; body: string | null };

export function createXapiSender(options: SenderOptions) {
  const {
    db,
    config,
    homePage,
    now = () => new Date(),
    fetch: doFetch = fetch,
    log,
    batchSize = 50,
    leaseMs = 60_000,
    baseDelayMs = 5_000,
    maxDelayMs = 3_600_000,
    timeoutMs = 15_000,
  } = options;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-experience-api-version': xapiVersion,
  };
  if (config.key !== null && config.secret !== null) {
    headers.authorization = `Basic ${Buffer.from(`${config.key}:${config.secret}`).toString('base64')}`;
  }

  async function request(method: 'POST' | 'PUT', query: string, body: unknown): Promise<Outcome> {
    try {
      const res = await doFetch(`${config.lrsUrl}/statements${query}`, {
        method,
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text().catch(() => '');
      if (res.ok) return { ok: true };
      const kept = text.length > keptResponseChars ? `${text.slice(0, keptResponseChars - 1)}…` : text;
      return { ok: false, status: res.status, error: `LRS answered ${res.status}`, body: kept || null };
    } catch (err) {
      return { ok: false, status: null, error: err instanceof Error ? err.message : String(err), body: null };
    }
  }

  /** One statement alone; 409 means the LRS already holds this id (a send whose answer was lost). */
  async function sendOne(statement: Record<string, unknown>): Promise<Outcome> {
    const outcome = await request(
      'PUT',
      `?statementId=${encodeURIComponent(String(statement.id))}`,
      statement,
    );
    return !outcome.ok && outcome.status === 409 ? { ok: true } : outcome;
  }

  /** Claims the due statements once and sends them; the answer counts what was sent and what waits. */
  async function runOnce(): Promise<SendRound> {
    const start = now();
    const token = crypto.randomUUID();
    const rows = await q.claimDue(
      db,
      token,
      start.toISOString(),
      new Date(start.getTime() + leaseMs).toISOString(),
      batchSize,
    );
    if (rows.length === 0) return { sent: 0, failed: 0 };
    const statements = rows.map((r) =>
      toStatement(JSON.parse(r.payload) as QueuedEvent, r.statement_id, homePage),
    );
    const batch = await request('POST', '', statements);
    // undefined: not tried, because an earlier statement of the same learner in this batch was not accepted.
    let outcomes: (Outcome | undefined)[] = rows.map(() => batch);
    if (!batch.ok && batch.status === 409 && rows.length === 1) outcomes = [{ ok: true }];
    else if (!batch.ok && (batch.status === 400 || batch.status === 409) && rows.length > 1) {
      // One bad or already stored statement must not hold the others back: each goes alone, each learner's in
      // order, and a learner's statements after one that is not accepted wait for it (others go on).
      outcomes = rows.map(() => undefined);
      const byLearner = new Map<string, number[]>();
      for (const [i, row] of rows.entries()) {
        const key = row.actor ?? `row:${row.id}`;
        byLearner.set(key, [...(byLearner.get(key) ?? []), i]);
      }
      await Promise.all(
        [...byLearner.values()].map(async (indexes) => {
          for (const i of indexes) {
            outcomes[i] = await sendOne(statements[i]);
            if (!outcomes[i]?.ok) return;
          }
        }),
      );
    }

    const done = now().toISOString();
    const sent = rows.filter((_, i) => outcomes[i]?.ok).map((r) => r.id);
    await q.markSent(db, sent, done);
    let failed = 0;
    const retryOf = new Map<string, string>();
    for (const [i, row] of rows.entries()) {
      const outcome = outcomes[i];
      if (!outcome || outcome.ok) continue;
      failed += 1;
      const wait = backoffMs(row.attempts, baseDelayMs, maxDelayMs);
      const next = new Date(now().getTime() + wait).toISOString();
      if (row.actor) retryOf.set(row.actor, next);
      await q.markFailed(db, row.id, outcome, next);
    }
    const held = rows.filter((_, i) => outcomes[i] === undefined);
    for (const [actor, next] of retryOf) {
      await q.markHeld(
        db,
        held.filter((r) => r.actor === actor).map((r) => r.id),
        next,
      );
    }
    failed += held.length;
    if (failed > 0)
      log?.warn({ failed, error: outcomes.find((o) => o && !o.ok) }, 'xAPI statements not accepted yet');
    return { sent: sent.length, failed };
  }

  const job = periodicJob({
    intervalMs: config.intervalMs,
    round: async () => {
      const round = await runOnce();
      return round.sent > 0 && round.failed === 0;
    },
    onError: (err) => log?.warn({ err }, 'xAPI sender round failed'),
  });

  return { runOnce, start: job.start, stop: job.stop };
}
