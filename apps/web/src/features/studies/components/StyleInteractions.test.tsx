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
