// A seeded random generator for data that must come out the same on every machine and every run: the demo study's
// simulated learners (seed/demo/study.ts), the benchmark's dataset (bench/dataset.ts) and randomised tests that
// must replay a failure. Not for secrets (lib/tokens.ts uses node:crypto).

/** mulberry32: a small 32-bit seeded generator; each call answers the next number in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
