import type { StudyDashboard } from '@parcours/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { StudyDetail } from '../api/getStudy';
import { StudyPlan } from './StudyPlan';

const study = {
  state: 'open',
  postTestRule: 'first',
  plannedPerCondition: 49,
  plan: {
    hypotheses: 'Adaptive raises the post-test.',
    primaryOutcome: 'First post-test.',
    analysis: 'ANCOVA on condition, pretest and stratum.',
    effectSize: 0.5,
    alpha: 0.05,
    power: 0.8,
    prePostCorrelation: 0.5,
  },
} as StudyDetail;
const conditions = [
  { condition: 'adaptive', n: 42 },
  { condition: 'author_order', n: 40 },
] as StudyDashboard['conditions'];

describe('the pre-registered plan beside the figures', () => {
  it('gives the plan as written, its sample size and how far each condition is', async () => {
    await renderWithApp(<StudyPlan study={study} conditions={conditions} />);
    expect(screen.getByTestId('study-plan-state')).toHaveTextContent('Frozen at opening');
    const terms = [...document.querySelectorAll('dt')].map((e) => e.textContent);
    const texts = [...document.querySelectorAll('dd')].map((e) => e.textContent);
    expect(terms).toEqual([
      'Hypotheses',
      'Primary outcome',
      'Post-test counted',
      'Analysis',
      'Power calculation',
      'Analysed so far',
    ]);
    expect(texts[0]).toBe('Adaptive raises the post-test.');
    expect(texts[4]).toBe(
      'd = 0.5, alpha = 0.05 (two-sided), power = 0.8, pretest/post-test r = 0.5: 49 learners per condition (two-group ANCOVA).',
    );
    expect(texts[5]).toBe("Adaptive 42 of 49 · Author's order 40 of 49");
  });

  it('speaks French, and shows nothing for a study without a plan', async () => {
    const { unmount } = await renderWithApp(
      <StudyPlan study={{ ...study, state: 'draft' }} conditions={conditions} />,
      {
        language: 'fr',
      },
    );
    expect(screen.getByTestId('study-plan-state')).toHaveTextContent('Brouillon : peut encore changer');
    expect([...document.querySelectorAll('dd')][4]?.textContent).toBe(
      'd = 0,5, alpha = 0,05 (bilatéral), puissance = 0,8, r prétest/post-test = 0,5 : 49 apprenants par condition (ANCOVA à deux groupes).',
    );
    unmount();
    await renderWithApp(<StudyPlan study={{ ...study, plan: null }} conditions={conditions} />);
    expect(screen.queryByTestId('study-plan-state')).toBeNull();
  });
});
