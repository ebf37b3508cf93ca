// Growing delays after failed logins (docs/security.md, "Accounts"), counted per account and source: a source is
// the client address, or a browser the account signed in from before (browsers.ts). A stranger's failures
// slow the stranger's address, never the owner's address or browser. An account failing from many addresses at
// once (a spread) also gets one account-wide delay that every unknown browser waits out, whatever its address,
// and the owner is told by mail; a known browser never meets that delay. The counts live in the database, so
// they hold across restarts and across every API process; they are kept for unknown addresses too, so the
// answers do not tell which addresses have accounts.
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import * as q from './login-failures';

const backoffRule = {
  /** Failures allowed per account and source before any delay (typing slips). */
  free: 3,
  /** The first delay; each further failure doubles it. */
  baseSeconds: 2,
  /** The longest delay. */
  capSeconds: 15 * 60,
} as const;

export const spreadRule = {
  /** Addresses failing for one account within the window that make a spread. */
  addresses: 5,
  /** How far back failing addresses are counted, and how long a spread lasts after its last failure. */
  windowSeconds: 60 * 60,
  /** The owner is mailed at most once in this time. */
  alertEverySeconds: 24 * 60 * 60,
} as const;

/** Where a login comes from: the client address, or a browser the account signed in from before. */
export type LoginSource = { kind: 'address'; address: string } | { kind: 'browser'; hash: string };

const keyOf = (source: LoginSource) =>
  source.kind === 'address' ? `address:${source.address}` : `browser:${source.hash}`;

/** Seconds a source must wait after its `failures`-th consecutive failure. */
export function delayAfter(failures: number): number {
  if (failures < backoffRule.free) return 0;
  return Math.min(backoffRule.capSeconds, backoffRule.baseSeconds * 2 ** (failures - backoffRule.free));
}

/** Seconds every unknown browser of an account waits after the spread's `failures`-th failure: 2, 4, 8 ... */
function spreadDelayAfter(failures: number): number {
  return delayAfter(failures + backoffRule.free - 1);
}

const normal = (email: string) => email.trim().toLowerCase();
const iso = (ms: number) => new Date(ms).toISOString();

/** 429 with the seconds left while the source, or (for an unknown browser) the account's spread, waits. */
export async function assertLoginAllowed(
  db: Database,
  email: string,
  source: LoginSource,
  nowMs = Date.now(),
): Promise<void> {
  const key = normal(email);
  const own = await q.findFailures(db, key, keyOf(source));
  const spread = source.kind === 'address' ? await q.findSpread(db, key) : undefined;
  const until = Math.max(
    own ? Date.parse(own.blocked_until) : 0,
    spread && Date.parse(spread.updated_at) >= nowMs - spreadRule.windowSeconds * 1000
      ? Date.parse(spread.blocked_until)
      : 0,
  );
  const left = Math.ceil((until - nowMs) / 1000);
  if (left > 0)
    throw new AppError(429, 'error.tooManyRequests', { retry_after: left }, { retry_after: left });
}

export interface RecordedFailure {
  /** The source's next delay in seconds. */
  delay: number;
  /** Addresses failing for the account within the window when it is a spread, else null. */
  spreadAddresses: number | null;
  /** True when the owner should be told now (the first failure of a spread in a day). */
  alert: boolean;
}

/** Records a failure of the source, and of the account's spread when many addresses fail; sets the next times. */
export async function recordLoginFailure(
  db: Database,
  email: string,
  source: LoginSource,
  nowMs = Date.now(),
): Promise<RecordedFailure> {
  const key = normal(email);
  const now = iso(nowMs);
  const failures = await q.addFailure(db, key, keyOf(source), now);
  const delay = delayAfter(failures);
  await q.setBlockedUntil(db, key, keyOf(source), iso(nowMs + delay * 1000));
  // Rows quiet for a day are dropped here, so sprayed addresses do not pile up.
  if (failures === 1) await q.removeFailuresBefore(db, iso(nowMs - 86_400_000));
  if (source.kind === 'browser') return { delay, spreadAddresses: null, alert: false };

  const windowStart = iso(nowMs - spreadRule.windowSeconds * 1000);
  const addresses = await q.countFailingAddresses(db, key, windowStart);
  if (addresses < spreadRule.addresses) return { delay, spreadAddresses: null, alert: false };
  const spread = await q.addSpreadFailure(db, key, now, windowStart);
  await q.setSpreadBlockedUntil(db, key, iso(nowMs + spreadDelayAfter(spread.failures) * 1000));
  const alert =
    spread.alerted_at === null ||
    Date.parse(spread.alerted_at) <= nowMs - spreadRule.alertEverySeconds * 1000;
  if (alert) await q.setSpreadAlerted(db, key, now);
  return { delay, spreadAddresses: addresses, alert };
}

/** A success clears the source's count (the account's spread runs out by itself). */
export function clearLoginFailures(db: Database, email: string, source: LoginSource): Promise<void> {
  return q.clearFailures(db, normal(email), keyOf(source));
}
