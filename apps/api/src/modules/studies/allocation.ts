// Block randomization stratified by pretest level (docs/design/adaptive.md §10): each stratum of a study draws
// its conditions from a sequence of blocks; a block holds every condition twice its weight, shuffled by a
// generator seeded with the study's seed, the stratum and the block's number. The n-th learner of a stratum
// gets the n-th place of that sequence, so the same seed and the same arrivals give the same assignments and
// every complete block is exactly balanced.
import crypto from 'node:crypto';
import type { StudyCondition, StudyConditionWeight } from '@parcours/shared';

/** The contents of one block before shuffling: each condition `2 × weight` times, in the study's order. */
export function blockContents(conditions: readonly StudyConditionWeight[]): StudyCondition[] {
  return conditions.flatMap((c) => Array.from({ length: 2 * c.weight }, () => c.condition));
}

/** A stream of uniform 32-bit numbers from SHA-256 of the key and a counter: seeded, the same on every engine. */
function seededUint32(key: string) {
  let counter = 0;
  let buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > buffer.length) {
      buffer = crypto.createHash('sha256').update(`${key}#${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const value = buffer.readUInt32BE(offset);
    offset += 4;
    return value;
  };
}

/** A uniform integer in [0, n) without modulo bias. */
function below(next: () => number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const v = next();
    if (v < limit) return v % n;
  }
}

/** Block number `block` of a stratum, shuffled (Fisher-Yates). */
export function allocationBlock(
  seed: string,
  stratum: string,
  block: number,
  conditions: readonly StudyConditionWeight[],
): StudyCondition[] {
  const items = blockContents(conditions);
  const next = seededUint32(`${seed}|${stratum}|${block}`);
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = below(next, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The condition of the learner at place `seq` (from 0) of a stratum's sequence. */
export function conditionAt(
  seed: string,
  stratum: string,
  seq: number,
  conditions: readonly StudyConditionWeight[],
): StudyCondition {
  const size = blockContents(conditions).length;
  return allocationBlock(seed, stratum, Math.floor(seq / size), conditions)[seq % size]!;
}
