import type { StudyDashboard } from '@parcours/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { tableCells } from '../../../test/tables';
import { AttritionTable, ComparisonsTable, ConditionsTable } from './ResultTables';

const cells = tableCells;

// Four learners per condition, pre and post in %; the figures below are worked out by hand from them.
// Adaptive: pre 20, 40, 40, 60 (mean 40, SD sqrt(800/3) = 16.33); post 60, 70, 70, 80 (mean 70, SD 8.16);
// normalized changes 0.5, 0.5, 0.5, 0.5 (mean 0.5, no spread: the interval is the mean itself).
const adaptive: StudyDashboard['conditions'][number] = {
  condition: 'adaptive',
  n: 4,
  pre: { mean: 40, sd: Math.sqrt(800 / 3) },
  post: { mean: 70, sd: Math.sqrt(200 / 3) },
  nlg: { mean: 0.5, ci_low: 0.5, ci_high: 0.5, n: 4 },
  // Hake: (70 - 40) / (100 - 40) = 0.5.
  hake_gain: (70 - 40) / (100 - 40),
  // 6 allocated, 2 without a post-test: 2 / 6 = 33.3 %.
  attrition: { allocated: 6, lost: 2, rate: 2 / 6 },
};
const levelOnly: StudyDashboard['conditions'][number] = {
  condition: 'level_only',
  n: 1,
  pre: { mean: 50, sd: null },
  post: { mean: null, sd: null },
  nlg: { mean: null, ci_low: null, ci_high: null, n: 0 },
  hake_gain: null,
  attrition: { allocated: 1, lost: 1, rate: 1 },
};

describe('the study result tables', () => {
  it('show mean (SD), the mean normalized change with its interval, and a dash for what cannot be computed', async () => {
    await renderWithApp(<ConditionsTable rows={[adaptive, levelOnly]} />);
    expect(cells(screen.getByRole('table'))).toEqual([
      [
        'Condition',
        'n analysed',
        'Pretest, mean (SD)',
        'Post-test, mean (SD)',
        'Mean normalized change [95% CI]',
        'Learners in the mean',
        "Hake's class gain",
      ],
      ['Adaptive', '4', '40 (16.3)', '70 (8.2)', '0.50 [0.50; 0.50]', '4', '0.50'],
      ['Level only', '1', '50', '—', '—', '0', '—'],
    ]);
  });

  it('show attrition as a rate of the allocated, in French too (a no-break space before the %)', async () => {
    await renderWithApp(<AttritionTable rows={[adaptive, levelOnly]} />, { language: 'fr' });
    expect(cells(screen.getByRole('table'))).toEqual([
      ['Condition', 'Répartis', 'Perdus', 'Taux d’attrition'],
      ['Adaptatif', '6', '2', '33,3\u00a0%'],
      ['Niveau seul', '1', '1', '100\u00a0%'],
    ]);
  });

  it('name each comparison as b against a, with Hedges’ g and its interval', async () => {
    await renderWithApp(
      <ComparisonsTable
        rows={[
          { a: 'author_order', b: 'adaptive', hedges_g: 0.4137, ci_low: -0.1449, ci_high: 0.9723 },
          { a: 'level_only', b: 'adaptive', hedges_g: null, ci_low: null, ci_high: null },
        ]}
      />,
    );
    expect(cells(screen.getByRole('table'))).toEqual([
      ['Comparison', "Hedges' g", '95% CI'],
      ["Adaptive vs Author's order", '0.41', '[-0.14; 0.97]'],
      ['Adaptive vs Level only', '—', '—'],
    ]);
  });
});
