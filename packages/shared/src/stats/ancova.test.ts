// The primary analysis checked against a hand computation (two groups, one stratum: the textbook ANCOVA of
// Maxwell, Delaney and Kelley, Designing Experiments and Analyzing Data, 3rd ed., ch. 9) and against statsmodels
// 0.13.5 (Debian's python3-statsmodels) for three conditions and three strata: the numbers below are the output
// of `smf.ols("post ~ C(condition) + pre + C(stratum)", data).fit()`, its `t_test` of each contrast and
// `multipletests(p, method="holm")` on the same rows.
import { describe, expect, it } from 'vitest';
import { type AncovaLearner, ancova, holm, intentionToTreat, styleInteraction } from './ancova';

const row = (condition: string, stratum: string, pre: number, post: number): AncovaLearner => ({
  condition,
  stratum,
  pre,
  post,
});

describe('ANCOVA of the post-test on condition, pretest and stratum', () => {
  it('two groups in one stratum, by hand', () => {
    // a: pre 1, 2, 3, post 2, 4, 5; b: pre 2, 3, 4, post 5, 6, 8.
    // Within-group sums: Exx = 2 + 2 = 4, Exy = 3 + 3 = 6, Eyy = 42/9 + 42/9 = 28/3; common slope 6/4 = 1.5.
    // Adjusted difference (19/3 - 11/3) - 1.5 · (3 - 2) = 7/6. Residual SS 28/3 - 6²/4 = 1/3 on 6 - 3 = 3 df,
    // so MSE = 1/9 and Var = MSE · (1/3 + 1/3 + 1²/4) = 11/108. t(0.975, 3) = 3.182446.
    // Post-test SDs are both √(7/3); g = (1 - 3 / (4 · 6 - 9)) · (7/6) / √(7/3) = 0.8 · 0.763763 = 0.611010.
    const r = ancova(
      [
        row('a', 's', 1, 2),
        row('a', 's', 2, 4),
        row('a', 's', 3, 5),
        row('b', 's', 2, 5),
        row('b', 's', 3, 6),
        row('b', 's', 4, 8),
      ],
      ['a', 'b'],
    );
    const se = Math.sqrt(11 / 108);
    expect(r.n).toBe(6);
    expect(r.residual_df).toBe(3);
    expect(r.pre_slope).toBeCloseTo(1.5, 10);
    const [c] = r.comparisons;
    expect(c).toMatchObject({ a: 'a', b: 'b', n_a: 3, n_b: 3 });
    expect(c!.difference).toBeCloseTo(7 / 6, 10);
    expect(c!.se).toBeCloseTo(se, 10);
    expect(c!.ci_low).toBeCloseTo(7 / 6 - 3.182446305 * se, 6);
    expect(c!.ci_high).toBeCloseTo(7 / 6 + 3.182446305 * se, 6);
    expect(c!.p_holm).toBe(c!.p);
    const g = 0.8 * (7 / 6 / Math.sqrt(7 / 3));
    expect(c!.hedges_g).toBeCloseTo(g, 10);
    const gse = Math.sqrt(6 / 9 + g ** 2 / 12);
    expect(c!.g_ci_low).toBeCloseTo(g - 1.959963985 * gse, 6);
    expect(c!.g_ci_high).toBeCloseTo(g + 1.959963985 * gse, 6);
  });

  it('three conditions and three strata agree with statsmodels to 1e-6', () => {
    const learners = [
      row('author_order', 'basic', 20, 40),
      row('author_order', 'basic', 30, 45),
      row('author_order', 'intermediate', 50, 60),
      row('author_order', 'intermediate', 55, 70),
      row('author_order', 'advanced', 75, 80),
      row('author_order', 'advanced', 80, 90),
      row('adaptive', 'basic', 25, 55),
      row('adaptive', 'basic', 35, 60),
      row('adaptive', 'intermediate', 45, 70),
      row('adaptive', 'intermediate', 60, 85),
      row('adaptive', 'advanced', 70, 85),
      row('adaptive', 'advanced', 85, 95),
      row('level_only', 'basic', 15, 35),
      row('level_only', 'basic', 30, 55),
      row('level_only', 'intermediate', 50, 65),
      row('level_only', 'intermediate', 65, 75),
      row('level_only', 'advanced', 72, 88),
    ];
    const r = ancova(learners, ['adaptive', 'author_order', 'level_only']);
    expect(r.residual_df).toBe(11);
    expect(r.pre_slope).toBeCloseTo(0.8066550509450386, 6);
    expect(r.strata).toEqual(['advanced', 'basic', 'intermediate']);
    const expected = [
      [
        'adaptive',
        'author_order',
        -9.48890824842,
        2.27448865762,
        -14.4950240306,
        -4.48279246623,
        0.00155774701596,
        0.00467324104789,
        -0.4918893657,
      ],
      [
        'adaptive',
        'level_only',
        -6.00908425186,
        2.40835393085,
        -11.3098355139,
        -0.708332989832,
        0.0297644449506,
        0.0595288899012,
        -0.307702532598,
      ],
      [
        'author_order',
        'level_only',
        3.47982399657,
        2.38837863224,
        -1.77696192966,
        8.73660992279,
        0.173068132004,
        0.173068132004,
        0.160419364528,
      ],
    ] as const;
    expected.forEach(([a, b, difference, se, low, high, p, pHolm, g], i) => {
      const c = r.comparisons[i]!;
      expect([c.a, c.b]).toEqual([a, b]);
      expect(c.difference).toBeCloseTo(difference, 6);
      expect(c.se).toBeCloseTo(se, 6);
      expect(c.ci_low).toBeCloseTo(low, 6);
      expect(c.ci_high).toBeCloseTo(high, 6);
      expect(c.p).toBeCloseTo(p, 6);
      expect(c.p_holm).toBeCloseTo(pHolm, 6);
      expect(c.hedges_g).toBeCloseTo(g, 6);
    });
    expect(r.comparisons.map((c) => [c.n_a, c.n_b])).toEqual([
      [6, 6],
      [6, 5],
      [6, 5],
    ]);
  });

  it('gives no figures where the model cannot be estimated or an arm is empty', () => {
    const flat = ancova(
      [row('a', 's', 50, 60), row('a', 's', 50, 70), row('b', 's', 50, 80), row('b', 's', 50, 75)],
      ['a', 'b'],
    );
    expect(flat.residual_df).toBeNull();
    expect(flat.comparisons[0]).toMatchObject({ difference: null, p: null, hedges_g: null, n_a: 2, n_b: 2 });
    const oneArm = ancova([row('a', 's', 10, 20), row('a', 's', 30, 35), row('a', 's', 50, 60)], ['a', 'b']);
    expect(oneArm.comparisons[0]).toMatchObject({ n_a: 3, n_b: 0, difference: null, p_holm: null });
    expect(ancova([], ['a', 'b']).comparisons[0]).toMatchObject({ difference: null });
  });
});

describe("Holm's step-down adjustment", () => {
  it('0.01, 0.04, 0.03 become 0.03, 0.06, 0.06', () => {
    // Sorted: 0.01 · 3 = 0.03; 0.03 · 2 = 0.06; 0.04 · 1 = 0.04, raised to the running maximum 0.06.
    const r = holm([0.01, 0.04, 0.03, null]);
    expect(r[0]).toBeCloseTo(0.03, 12);
    expect(r[1]).toBeCloseTo(0.06, 12);
    expect(r[2]).toBeCloseTo(0.06, 12);
    expect(r[3]).toBeNull();
    expect(holm([0.6, 0.7])).toEqual([1, 1]);
  });
});

describe('the intention-to-treat set', () => {
  it('carries the pretest forward for a missing post-test and puts the mean pretest for a missing pretest', () => {
    const r = intentionToTreat([
      { condition: 'a', stratum: 's', pre: 40, post: 70 },
      { condition: 'a', stratum: 's', pre: 60, post: null },
      { condition: 'b', stratum: 's', pre: null, post: 80 },
      { condition: 'b', stratum: 's', pre: null, post: null },
    ]);
    expect(r.imputed_post).toBe(2);
    expect(r.imputed_pre).toBe(2);
    expect(r.learners).toEqual([
      { condition: 'a', stratum: 's', pre: 40, post: 70 },
      { condition: 'a', stratum: 's', pre: 60, post: 60 },
      { condition: 'b', stratum: 's', pre: 50, post: 80 },
      { condition: 'b', stratum: 's', pre: 50, post: 50 },
    ]);
    expect(intentionToTreat([{ condition: 'a', stratum: 's', pre: null, post: 10 }]).learners).toEqual([]);
  });
});

describe('the condition x style interaction', () => {
  it('recovers a slope difference written into the data by hand', () => {
    // post = 10 + 5 second + 1 score + 2 second x score + 0.5 pre, exactly: the interaction is 2, with no error.
    const learners = [
      [0, -7, 40],
      [0, 3, 50],
      [0, 9, 30],
      [1, -5, 60],
      [1, 1, 20],
      [1, 11, 45],
    ].map(([second, score, pre]) => ({
      second: second === 1,
      score: score!,
      pre: pre!,
      post: 10 + 5 * second! + score! + 2 * second! * score! + 0.5 * pre!,
    }));
    const r = styleInteraction([...learners, { second: false, score: 0, pre: 10, post: 15 }]);
    expect(r.n).toBe(7);
    expect(r.estimate).toBeCloseTo(2, 9);
    expect(r.se).toBeCloseTo(0, 9);
    // The lines at the mean pretest (40 + 50 + 30 + 60 + 20 + 45 + 10) / 7 = 255/7: a = 10 + 0.5 · 255/7 + 1 score,
    // b = 15 + 0.5 · 255/7 + 3 score, over the scores -7 to 11.
    const lines = r.lines!;
    expect(lines.mean_pre).toBeCloseTo(255 / 7, 9);
    expect(lines.a_intercept).toBeCloseTo(10 + 0.5 * (255 / 7), 9);
    expect(lines.a_slope).toBeCloseTo(1, 9);
    expect(lines.b_intercept).toBeCloseTo(15 + 0.5 * (255 / 7), 9);
    expect(lines.b_slope).toBeCloseTo(3, 9);
    expect([lines.score_min, lines.score_max]).toEqual([-7, 11]);
  });

  it('agrees with statsmodels (post ~ second + score + second:score + pre) to 1e-6', () => {
    const rows = [
      [0, -7, 40, 55],
      [0, -3, 50, 62],
      [0, 1, 35, 50],
      [0, 5, 60, 70],
      [0, 9, 45, 52],
      [0, -1, 55, 66],
      [1, -9, 42, 50],
      [1, -5, 48, 58],
      [1, 3, 38, 60],
      [1, 7, 58, 82],
      [1, 11, 44, 70],
      [1, 1, 52, 68],
    ];
    const r = styleInteraction(
      rows.map(([second, score, pre, post]) => ({
        second: second === 1,
        score: score!,
        pre: pre!,
        post: post!,
      })),
    );
    expect(r.n).toBe(12);
    expect(r.estimate).toBeCloseTo(1.40325166651, 6);
    expect(r.se).toBeCloseTo(0.173396095821, 6);
    expect(r.ci_low).toBeCloseTo(0.993235053299, 6);
    expect(r.ci_high).toBeCloseTo(1.81326827972, 6);
    expect(r.p).toBeCloseTo(8.46749370214e-5, 9);
    expect(
      styleInteraction(
        rows.slice(0, 4).map(([second, score, pre, post]) => ({
          second: second === 1,
          score: score!,
          pre: pre!,
          post: post!,
        })),
      ).estimate,
    ).toBeNull();
  });
});
