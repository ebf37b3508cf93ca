// Block randomization (docs/design/adaptive.md §10) over 10,000 simulated allocations: every complete block of
// every stratum holds each condition exactly twice its weight, a partial block never more, the same seed gives
// the same sequence and another seed another one.
import type { StudyConditionWeight } from '@parcours/shared';
import { describe, expect, it } from 'vitest';
import { allocationBlock, blockContents, conditionAt } from './allocation';

const equal: StudyConditionWeight[] = [
  { condition: 'adaptive', weight: 1 },
  { condition: 'author_order', weight: 1 },
  { condition: 'style_mismatched', weight: 1 },
];
const weighted: StudyConditionWeight[] = [
  { condition: 'adaptive', weight: 2 },
  { condition: 'level_only', weight: 1 },
];
const strata = ['basic', 'intermediate', 'advanced'] as const;

/** 10,000 arrivals spread over the strata by a fixed pattern, each given the next place of its stratum. */
function simulate(seed: string, conditions: StudyConditionWeight[]) {
  const next = { basic: 0, intermediate: 0, advanced: 0 };
  const byStratum = { basic: [] as string[], intermediate: [] as string[], advanced: [] as string[] };
  for (let i = 0; i < 10_000; i += 1) {
    const stratum = strata[(i * 7 + (i >> 3)) % 3]!;
    byStratum[stratum].push(conditionAt(seed, stratum, next[stratum], conditions));
    next[stratum] += 1;
  }
  return byStratum;
}

describe('block randomization', () => {
  it('a block holds each condition twice its weight', () => {
    expect(blockContents(weighted)).toEqual([
      'adaptive',
      'adaptive',
      'adaptive',
      'adaptive',
      'level_only',
      'level_only',
    ]);
    expect([...allocationBlock('s', 'basic', 0, equal)].sort()).toEqual([
      'adaptive',
      'adaptive',
      'author_order',
      'author_order',
      'style_mismatched',
      'style_mismatched',
    ]);
  });

  for (const [name, conditions] of [
    ['equal weights', equal],
    ['weights 2:1', weighted],
  ] as const) {
    it(`balances every block of every stratum over 10,000 allocations (${name})`, () => {
      const result = simulate('parcours-2026', conditions);
      const size = blockContents(conditions).length;
      let total = 0;
      for (const stratum of strata) {
        const sequence = result[stratum];
        total += sequence.length;
        for (let start = 0; start < sequence.length; start += size) {
          const block = sequence.slice(start, start + size);
          for (const { condition, weight } of conditions) {
            const n = block.filter((c) => c === condition).length;
            if (block.length === size) expect(n).toBe(2 * weight);
            else expect(n).toBeLessThanOrEqual(2 * weight);
          }
        }
        // Across the stratum, each condition is within one block's share of its expected count.
        for (const { condition, weight } of conditions) {
          const n = sequence.filter((c) => c === condition).length;
          const expected = (sequence.length * weight) / (size / 2);
          expect(Math.abs(n - expected)).toBeLessThanOrEqual(2 * weight);
        }
      }
      expect(total).toBe(10_000);
    });
  }

  it('the same seed gives the same assignments, another seed other ones', () => {
    const a = simulate('seed-A', equal);
    expect(simulate('seed-A', equal)).toEqual(a);
    expect(simulate('seed-B', equal).basic).not.toEqual(a.basic);
    // Strata draw apart: the same place in two strata is not tied to one block.
    const firstBlocks = strata.map((s) => allocationBlock('seed-A', s, 0, equal).join());
    expect(new Set(firstBlocks).size).toBeGreaterThan(1);
  });

  it('blocks are shuffled: not every block of a long sequence is in the same order', () => {
    const orders = new Set(
      Array.from({ length: 50 }, (_, b) => allocationBlock('x', 'basic', b, equal).join()),
    );
    expect(orders.size).toBeGreaterThan(10);
  });
});
