import type { StudyDashboard } from '@parcours/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { tableCells } from '../../../test/tables';
import { PrimaryAnalysis } from './PrimaryAnalysis';

const cells = tableCells;

// The figures of the API's hand-computed study (apps/api/src/modules/studies/package.test.ts): complete cases,
// adjusted difference -56/3 = -18.67 points with SE √(112/9) on 2 df, p = 0.0339; intention to treat -22.5.
const comparison = {
  a: 'adaptive' as const,
  b: 'author_order' as const,
  n_a: 3,
  n_b: 3,
  difference: -56 / 3,
  se: Math.sqrt(112 / 9),
  ci_low: -33.8449988,
  ci_high: -3.48833453,
  p: 0.0339082169,
  p_holm: 0.0339082169,
  hedges_g: -2.02904044519,
  g_ci_low: -3.4,
  g_ci_high: -0.65,
};
const primary: StudyDashboard['primary'] = {
  complete_cases: {
    n: 6,
    residual_df: 2,
    pre_slope: 0.4,
    strata: ['basic', 'intermediate'],
    comparisons: [comparison],
  },
  intention_to_treat: {
    n: 7,
    residual_df: 3,
    pre_slope: 0.2955,
    strata: ['basic', 'intermediate'],
    comparisons: [
      {
        ...comparison,
        n_b: 4,
        difference: -22.5,
        ci_low: -38.95,
        ci_high: -6.05,
        p: 0.0004,
        p_holm: 0.0004,
        hedges_g: -1.48,
        g_ci_low: -2.8,
        g_ci_high: -0.16,
      },
    ],
    imputed_pre: 0,
    imputed_post: 1,
  },
};

describe('the primary analysis', () => {
  it('shows each adjusted difference, p, Holm p and g per analysis, and what each analysis counted', async () => {
    await renderWithApp(<PrimaryAnalysis primary={primary} />);
    expect(cells(screen.getByRole('table'))).toEqual([
      ['Comparison', 'Analysis', 'n', 'Adjusted difference [95% CI]', 'p', 'p (Holm)', "Hedges' g [95% CI]"],
      [
        "Author's order vs Adaptive",
        'Complete cases',
        '3 / 3',
        '-18.7 [-33.8; -3.5]',
        '0.034',
        '0.034',
        '-2.03 [-3.40; -0.65]',
      ],
      [
        "Author's order vs Adaptive",
        'Intention to treat',
        '4 / 3',
        '-22.5 [-38.9; -6.0]',
        '< 0.001',
        '< 0.001',
        '-1.48 [-2.80; -0.16]',
      ],
    ]);
    expect(screen.getByTestId('study-primary-note')).toHaveTextContent(
      "Complete cases (a pretest and a counted post-test): n = 6. Intention to treat (every allocated learner still taking part): n = 7; missing post-tests replaced by the learner's pretest (no change): 1; missing pretests replaced by the mean pretest: 0.",
    );
  });

  it('speaks French, with French decimals', async () => {
    await renderWithApp(<PrimaryAnalysis primary={primary} />, { language: 'fr' });
    const rows = cells(screen.getByRole('table'));
    expect(rows[1]).toEqual([
      'Ordre de l’auteur contre Adaptatif',
      'Cas complets',
      '3 / 3',
      '-18,7 [-33,8; -3,5]',
      '0,034',
      '0,034',
      '-2,03 [-3,40; -0,65]',
    ]);
    expect(rows[2]![4]).toBe('< 0,001');
  });

  it('says when there are too few learners for an estimate', async () => {
    const empty = {
      ...comparison,
      difference: null,
      se: null,
      ci_low: null,
      ci_high: null,
      p: null,
      p_holm: null,
      hedges_g: null,
      g_ci_low: null,
      g_ci_high: null,
    };
    await renderWithApp(
      <PrimaryAnalysis
        primary={{
          complete_cases: { ...primary.complete_cases, comparisons: [empty] },
          intention_to_treat: { ...primary.intention_to_treat, comparisons: [empty] },
        }}
      />,
    );
    expect(screen.getByText('Too few learners for an estimate yet.')).toBeInTheDocument();
  });
});
