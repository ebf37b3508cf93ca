// Growing delays after failed logins, per address (docs/security.md, "Accounts"). The count lives in the
// database, so it holds across restarts and across every API process; it is kept for unknown addresses too,
// so the answers do not tell which addresses have accounts.
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import * as q from './login-failures';

export const backoffRule = {
  /** Failures allowed before any delay (typing slips). */
  free: 3,
  /** The first delay; each further failure doubles it. */
  baseSeconds: 2,
  /** The longest delay. */
  capSeconds: 15 * 60,
} as const;

/** Seconds an address must wait after its `failures`-th consecutive failure. */
export function delayAfter(failures: number): number {
  if (failures < backoffRule.free) return 0;
  return Math.min(backoffRule.capSeconds, backoffRule.baseSeconds * 2 ** (failures - backoffRule.free));
}

const normal = (email: string) => email.trim().toLowerCase();

/** 429 with the seconds left while the address is waiting out its delay. */
export async function assertLoginAllowed(db: Database, email: string, nowMs = Date.now()): Promise<void> {
  const row = await q.findFailures(db, normal(email));
  if (!row) return;
  const left = Math.ceil((Date.parse(row.blocked_until) - nowMs) / 1000);
  if (left > 0)
    throw new AppError(429, 'error.tooManyRequests', { retry_after: left }, { retry_after: left });
}

/** Records a failure and sets the next allowed time; returns the delay in seconds. */
export async function recordLoginFailure(db: Database, email: string, nowMs = Date.now()): Promise<number> {
  const key = normal(email);
  const failures = await q.addFailure(db, key, new Date(nowMs).toISOString());
  const delay = delayAfter(failures);
  await q.setBlockedUntil(db, key, new Date(nowMs + delay * 1000).toISOString());
  // Rows of addresses quiet for a day are dropped here, so sprayed addresses do not pile up.
  if (failures === 1) await q.removeFailuresBefore(db, new Date(nowMs - 86_400_000).toISOString());
  return delay;
}

export function clearLoginFailures(db: Database, email: string): Promise<void> {
  return q.clearFailures(db, normal(email));
}
