// When the quiz timer warns (docs/design/adaptive.md §5): from one minute left, then again from ten seconds,
// each warning shown on screen and said once to screen readers.

export type TimerWarning = 'oneMinute' | 'tenSeconds';

export function timerWarning(secondsLeft: number | null): TimerWarning | null {
  if (secondsLeft === null || secondsLeft <= 0) return null;
  if (secondsLeft <= 10) return 'tenSeconds';
  if (secondsLeft <= 60) return 'oneMinute';
  return null;
}
