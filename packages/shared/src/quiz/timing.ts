// Timing rules of a quiz attempt (docs/design/adaptive.md §5): the deadline, the 30 s grace after it, the time
// spent as the server measures it, and the cooldown after a failed attempt. Times are Dates or ISO strings.

/** A submission this long after the deadline is still on time (network, a slow click). */
export const submissionGraceSeconds = 30;

type Instant = Date | string;

const ms = (t: Instant) => (typeof t === 'string' ? Date.parse(t) : t.getTime());

/** started_at + time limit, or null for a quiz without a limit. */
export function attemptDeadline(
  startedAt: Instant,
  timeLimitSeconds: number | null | undefined,
): Date | null {
  if (timeLimitSeconds == null || timeLimitSeconds <= 0) return null;
  return new Date(ms(startedAt) + timeLimitSeconds * 1000);
}

/** The last instant a submission counts: deadline + grace; null without a limit. */
export function attemptExpiry(startedAt: Instant, timeLimitSeconds: number | null | undefined): Date | null {
  const deadline = attemptDeadline(startedAt, timeLimitSeconds);
  return deadline && new Date(deadline.getTime() + submissionGraceSeconds * 1000);
}

/** A submission strictly after deadline + grace is late, and a late attempt counts as failed. */
export function isLateSubmission(
  startedAt: Instant,
  timeLimitSeconds: number | null | undefined,
  submittedAt: Instant,
): boolean {
  const expiry = attemptExpiry(startedAt, timeLimitSeconds);
  return expiry !== null && ms(submittedAt) > expiry.getTime();
}

/**
 * Whole seconds spent, as the server measures them from the attempt's start (docs/design/adaptive.md §2): a
 * reload of the page does not reset it, and the browser's own count never replaces it. Never negative.
 */
export function timeSpentSeconds(startedAt: Instant, now: Instant): number {
  return Math.max(0, Math.floor((ms(now) - ms(startedAt)) / 1000));
}

/** When a new attempt may start after this one: submitted_at + cooldown for a failed attempt, else null. */
export function nextAttemptAt(
  passed: boolean,
  submittedAt: Instant,
  cooldownSeconds: number | null | undefined,
): Date | null {
  if (passed || cooldownSeconds == null || cooldownSeconds <= 0) return null;
  return new Date(ms(submittedAt) + cooldownSeconds * 1000);
}

/** True while `now` is before the next allowed attempt. */
export function isCoolingDown(next: Instant | null | undefined, now: Instant): boolean {
  return next != null && ms(now) < ms(next);
}
