// The one source of "now" for the quiz timing rules (deadline, grace, cooldown, time spent), so tests can move
// time instead of waiting. Each app has its own clock, found through its config object.
import type { Config } from '../../config';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const clocks = new WeakMap<Config, Clock>();

/** The clock of the app that owns `config` (the system clock unless one was set). */
export function clockOf(config: Config): Clock {
  return clocks.get(config) ?? systemClock;
}

/** Replaces the clock of the app that owns `config` (tests). */
export function setClock(config: Config, clock: Clock): void {
  clocks.set(config, clock);
}

/** A clock that only moves when told to. */
export function manualClock(start: Date | string) {
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
