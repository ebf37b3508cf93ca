// Measuring alone (docs/performance.md, "Measuring alone"): the figures mean something only on a quiet machine.
// Before each endpoint the benchmark waits for the 1-minute load average to fall to the limit (the previous
// endpoint's own load decays within a minute on a quiet machine; another process's does not), then records it
// before and after. A measurement that started above the limit makes the whole table refused.
import os from 'node:os';

/** The default limit of the 1-minute load average before an endpoint (the machine has 2 cores). */
export const defaultMaxLoad = 1.5;

export const loadAverage = () => Math.round(os.loadavg()[0]! * 100) / 100;

/**
 * Waits until the 1-minute load average is at most `limit`, polling each second, for `maxWaitSeconds` at most;
 * returns the load average then (above the limit when the machine did not quieten).
 */
export async function settle(limit: number, maxWaitSeconds: number): Promise<number> {
  const deadline = Date.now() + maxWaitSeconds * 1000;
  let load = loadAverage();
  while (load > limit && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    load = loadAverage();
  }
  return load;
}

export interface Loaded {
  name: string;
  load_before?: number;
  load_after?: number;
}

/**
 * Why the table is refused: the measurements that started above the limit (the first three, and how many more),
 * as a sentence; null when every one started quiet.
 */
export function loadRefusal(measures: readonly Loaded[], limit: number): string | null {
  const loaded = measures
    .filter((m) => m.load_before !== undefined && m.load_before > limit)
    .map((m) => `${m.name} started at ${m.load_before}`);
  if (loaded.length === 0) return null;
  const more = loaded.length > 3 ? [`${loaded.length - 3} more`] : [];
  return (
    `The machine was not quiet (1-minute load average above ${limit}: ${[...loaded.slice(0, 3), ...more].join('; ')}): ` +
    'something else was running, so no table was written. Stop it and run the benchmark again.'
  );
}
