// Score arithmetic of the quiz pages; score bands and their colours are packages/shared/src/constants.ts.

export function percentageOf(score: number, total: number): number {
  return total > 0 ? Math.round((score / total) * 1000) / 10 : 0;
}

/** Whole seconds as H:MM:SS or M:SS for a countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Seconds left until `target`, on a clock corrected by `offsetMs` (server time minus device time). */
export function secondsUntil(target: string | null | undefined, nowMs: number, offsetMs = 0): number | null {
  if (!target) return null;
  const t = Date.parse(target);
  if (Number.isNaN(t)) return null;
  return Math.max(0, Math.ceil((t - (nowMs + offsetMs)) / 1000));
}
