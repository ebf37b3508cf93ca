import type { StudyDashboard } from '@parcours/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { tableCells } from '../../../test/tables';
import { StyleInteractions } from './StyleInteractions';

const cells = tableCells;

// The statsmodels case of packages/shared/src/stats/ancova.test.ts (1.40 [0.99; 1.81], p = 0.0000847), and a
// dimension with too few learners.
const rows: StudyDashboard['interactions'] = [
  {
    a: 'adaptive',
    b: 'author_order',
    dimension: 'input',
    n: 12,
    estimate: 1.40325,
    se: 0.1734,
    ci_low: 0.99324,
    ci_high: 1.81327,
    p: 0.0000847,
    lines: {
      a_intercept: 58.25,
      a_slope: -0.5,
      b_intercept: 61,
      b_slope: 0.90325,
      mean_pre: 47.5,
      score_min: -9,
      score_max: 11,
    },
  },
  {
    a: 'adaptive',
    b: 'author_order',
    dimension: 'understanding',
    n: 3,
    estimate: null,
    se: null,
    ci_low: null,
    ci_high: null,
    p: null,
    lines: null,
  },
];

describe('the condition x style interactions', () => {
  it('give each pair and dimension with its interval and p, in English and French', async () => {
    await renderWithApp(<StyleInteractions rows={rows} />);
    expect(cells(screen.getByRole('table'))).toEqual([
      ['Comparison', 'Dimension', 'Learners', 'Interaction, points per score point [95% CI]', 'p'],
      ["Author's order vs Adaptive", 'Input', '12', '1.40 [0.99; 1.81]', '< 0.001'],
      ["Author's order vs Adaptive", 'Understanding', '3', '—', '—'],
    ]);
  });

  it('draw each estimated fit as two lines, said in words below', async () => {
    await renderWithApp(<StyleInteractions rows={rows} />);
    const figures = screen.getByTestId('interaction-lines').querySelectorAll('figure');
    expect(figures).toHaveLength(1);
    expect(figures[0]).toHaveTextContent("Author's order vs Adaptive: Input");
    expect(figures[0]!.querySelector('figcaption')).toHaveTextContent(
      "Adaptive: 58.3 at a score of 0, -0.5 per score pointAuthor's order: 61 at a score of 0, 0.9 per score point",
    );
  });

  it('speak French', async () => {
    await renderWithApp(<StyleInteractions rows={rows} />, { language: 'fr' });
    expect(cells(screen.getByRole('table'))[1]).toEqual([
      'Ordre de l’auteur contre Adaptatif',
      'Entrée',
      '12',
      '1,40 [0,99; 1,81]',
      '< 0,001',
    ]);
  });
});
