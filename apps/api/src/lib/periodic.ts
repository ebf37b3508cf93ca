// A background job of an API process (the xAPI sender, its retention purge, the LTI score sender): a round runs
// every `intervalMs`, again at once while it says there is more to do, and never two at a time. Timers do not
// keep the process alive; stop() waits for a running round.

export interface PeriodicJob {
  start(): void;
  stop(): Promise<void>;
}

export function periodicJob(options: {
  intervalMs: number;
  /** One round; answers true when another round should follow at once (a full batch went through). */
  round: () => Promise<boolean>;
  onError: (err: unknown) => void;
}): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  async function drain() {
    while (!stopped && (await options.round())) {
      // another round at once
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain()
        .catch(options.onError)
        .finally(() => {
          running = null;
          schedule();
        });
    }, options.intervalMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
