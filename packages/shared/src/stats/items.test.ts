// Item analysis and reliability against hand computations written out below.
import { describe, expect, it } from 'vitest';
import { itemStatistics, pearson, scaleReliability } from './items';

// Five persons, four items scored 0/1 in a perfect Guttman pattern.
const guttman = [
  [1, 1, 1, 1],
  [1, 1, 1, 0],
  [1, 1, 0, 0],
  [1, 0, 0, 0],
  [0, 0, 0, 0],
];

describe('KR-20 and the SEM', () => {
  it('equal the hand computation on a Guttman pattern', () => {
    // p = .8 .6 .4 .2, Σpq = .16 + .24 + .24 + .16 = .8; totals 4 3 2 1 0, mean 2, variance (n) 10/5 = 2;
    // KR-20 = 4/3 · (1 - .8/2) = 0.8; sample SD √(10/4); SEM = √2.5 · √0.2 = √0.5.
    const r = scaleReliability(guttman, 4);
    expect(r.n).toBe(5);
    expect(r.k).toBe(4);
    expect(r.mean).toBe(2);
    expect(r.sd).toBeCloseTo(Math.sqrt(2.5), 12);
    expect(r.alpha).toBeCloseTo(0.8, 12);
    expect(r.sem).toBeCloseTo(Math.sqrt(0.5), 12);
  });

  it('is Cronbach’s alpha on Likert items', () => {
    // Items x, y, z of four persons: (1,2,2) (2,2,3) (3,4,4) (4,4,5). Variances (n): x 1.25, y 1, z 1.25, sum 3.5;
    // totals 5 7 11 13, mean 9, variance (16 + 4 + 4 + 16)/4 = 10; alpha = 3/2 · (1 - 3.5/10) = 0.975.
    const r = scaleReliability(
      [
        [1, 2, 2],
        [2, 2, 3],
        [3, 4, 4],
        [4, 4, 5],
      ],
      3,
    );
    expect(r.alpha).toBeCloseTo(0.975, 12);
    // sample SD √(40/3), SEM = √(40/3 · 0.025) = √(1/3)
    expect(r.sem).toBeCloseTo(Math.sqrt(1 / 3), 12);
  });

  it('leaves out a person with an item missing, and has none without spread or below two persons', () => {
    expect(scaleReliability([...guttman, [1, null, 1, 1]], 4).n).toBe(5);
    expect(scaleReliability([...guttman, [1, null, 1, 1]], 4).alpha).toBeCloseTo(0.8, 12);
    expect(
      scaleReliability(
        [
          [1, 1],
          [1, 1],
          [1, 1],
        ],
        2,
      ).alpha,
    ).toBeNull();
    expect(scaleReliability([[1, 0]], 2)).toMatchObject({ n: 1, alpha: null, sem: null, sd: null });
    expect(scaleReliability([[1], [0]], 1).alpha).toBeNull();
  });

  it('can be negative when the items disagree', () => {
    // (1,0) (0,1) (1,0) (0,1): item variances .25 + .25, totals all 1: no spread, no alpha.
    expect(
      scaleReliability(
        [
          [1, 0],
          [0, 1],
          [1, 0],
          [0, 1],
        ],
        2,
      ).alpha,
    ).toBeNull();
    // (1,0) (0,1) (1,1) (0,0) (1,0): var x = .24, var y = .24, totals 1 1 2 0 1 var .4; alpha = 2 · (1 - .48/.4) = -0.4
    expect(
      scaleReliability(
        [
          [1, 0],
          [0, 1],
          [1, 1],
          [0, 0],
          [1, 0],
        ],
        2,
      ).alpha,
    ).toBeCloseTo(-0.4, 12);
  });
});

describe('item statistics', () => {
  it('give each item’s difficulty and its correlation with the other items’ total', () => {
    const items = itemStatistics(guttman, 4);
    expect(items.map((i) => i.difficulty)).toEqual([0.8, 0.6, 0.4, 0.2]);
    // Item 1 = 1 1 1 1 0 against the rest 3 2 1 0 0: deviations .2 .2 .2 .2 -.8 and 1.8 .8 -.2 -1.2 -1.2,
    // Σxy = 1.2, Σxx = .8, Σyy = 6.8: r = 1.2 / √5.44.
    expect(items[0]!.discrimination).toBeCloseTo(1.2 / Math.sqrt(5.44), 12);
    // Item 4 = 1 0 0 0 0 against 3 3 2 1 0: deviations .8 -.2 -.2 -.2 -.2 and 1.2 1.2 .2 -.8 -1.8,
    // Σxy = .96 - .24 - .04 + .16 + .36 = 1.2, Σxx = .8, Σyy = 1.44 + 1.44 + .04 + .64 + 3.24 = 6.8.
    expect(items[3]!.discrimination).toBeCloseTo(1.2 / Math.sqrt(5.44), 12);
  });

  it('has no discrimination for an item everyone got right', () => {
    const items = itemStatistics(
      [
        [1, 1],
        [1, 0],
        [1, 1],
      ],
      2,
    );
    expect(items[0]).toEqual({ difficulty: 1, discrimination: null });
  });

  it('pearson is null without spread and ±1 on a line', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
  });
});
