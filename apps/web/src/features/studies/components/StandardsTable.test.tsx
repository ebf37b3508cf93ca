import type { StudyDashboard } from '@parcours/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { tableCells } from '../../../test/tables';
import { StandardsTable } from './StandardsTable';

const cells = tableCells;

// Two pairs: 15 % overall and 10 points apart (boundaries 5.9 and 10.8 at 15 %), pretests 0.08 SD apart; and 60 %
// overall, beyond the table, with no pretest difference to compute.
const rows: StudyDashboard['standards'] = [
  {
    a: 'adaptive',
    b: 'author_order',
    attrition: {
      overall: 15,
      differential: 10,
      cautious_limit: 5.9,
      optimistic_limit: 10.8,
      verdict: 'low_optimistic_only',
    },
    baseline: { difference_sd: 0.08, verdict: 'adjustment_required' },
  },
  {
    a: 'adaptive',
    b: 'level_only',
    attrition: {
      overall: 60,
      differential: 0,
      cautious_limit: null,
      optimistic_limit: null,
      verdict: 'high',
    },
    baseline: { difference_sd: null, verdict: null },
  },
];

describe('the WWC attrition and equivalence table', () => {
  it('shows the rates, the boundaries and each verdict in words', async () => {
    await renderWithApp(<StandardsTable rows={rows} />);
    const [attrition, baseline] = screen.getAllByRole('table');
    expect(cells(attrition!)).toEqual([
      ['Comparison', 'Overall attrition', 'Differential (points)', 'Boundaries', 'Attrition'],
      ["Author's order vs Adaptive", '15%', '10.0', '5.9 / 10.8', 'Low (optimistic)'],
      ['Level only vs Adaptive', '60%', '0.0', '—', 'High'],
    ]);
    expect(cells(baseline!)).toEqual([
      ['Comparison', 'Pretest gap (SD)', 'Baseline'],
      ["Author's order vs Adaptive", '0.08', 'Adjust for pretest'],
      ['Level only vs Adaptive', '—', '—'],
    ]);
  });

  it('speaks French', async () => {
    await renderWithApp(<StandardsTable rows={rows} />, { language: 'fr' });
    const [attrition, baseline] = screen.getAllByRole('table');
    expect(cells(attrition!)[1]).toEqual([
      'Ordre de l’auteur contre Adaptatif',
      '15\u00a0%',
      '10,0',
      '5,9 / 10,8',
      'Faible (optimiste)',
    ]);
    expect(cells(baseline!)[1]).toEqual([
      'Ordre de l’auteur contre Adaptatif',
      '0,08',
      'Ajuster sur le prétest',
    ]);
  });
});
