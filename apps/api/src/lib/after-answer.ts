// Work that must not delay an answer (so the answer's timing tells nothing about it): run on the next turn of
// the event loop, errors logged. Tests await settled() to see its effects.
import type { FastifyBaseLogger } from 'fastify';

const pending = new Set<Promise<void>>();
let gate: Promise<void> | null = null;
let openGate: (() => void) | null = null;

/** Tests: hold deferred work until resumeDeferred(), to look at what exists when the answer goes out. */
export function pauseDeferred(): void {
  gate ??= new Promise<void>((resolve) => {
    openGate = resolve;
  });
}

export function resumeDeferred(): void {
  openGate?.();
  gate = null;
  openGate = null;
}

export function afterAnswer(log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): void {
  const held = gate;
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => held ?? undefined)
    .then(work)
    .then(
      () => undefined,
      (err) => log.error({ err }, `${what} failed`),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every deferred piece of work started so far has finished. */
export async function settled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
