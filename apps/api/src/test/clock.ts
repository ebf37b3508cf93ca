// A clock that only moves when a test tells it to; given to `createTestApp(…, { clock })` it becomes `app.clock`.
import type { Clock } from '../lib/clock';

export interface ManualClock extends Clock {
  advance(seconds: number): void;
  set(to: Date | string): void;
}

export function manualClock(start: Date | string): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(seconds: number) {
      current += seconds * 1000;
    },
    set(to: Date | string) {
      current = new Date(to).getTime();
    },
  };
}
