// Score bands and colours of docs/design/product.md §9: below 40 green, 40 to under 70 pink, 70 or more yellow.

export type ScoreBand = 'low' | 'middle' | 'high';

export function scoreBand(percentage: number): ScoreBand {
  if (percentage < 40) return 'low';
  if (percentage < 70) return 'middle';
  return 'high';
}

/**
 * Light tints with near-black text: the same pair reads at AA contrast on a light and on a dark page, so the
 * colour never carries the figure alone (the percentage is always printed on it).
 */
export const scoreColours: Record<ScoreBand, { bg: string; fg: string }> = {
  low: { bg: '#a5d6a7', fg: '#0b2e0d' },
  middle: { bg: '#f8bbd0', fg: '#4a0c24' },
  high: { bg: '#ffe082', fg: '#3a2c00' },
};

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
