import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartCard } from '../../../shared/ui/ChartCard';
import { renderWithApp } from '../../../test/render';
import type { StudyFlow } from '../model/flow';
import { ConsortFlow } from './ConsortFlow';
import { FlowTable } from './FlowTable';

// The tester's study: 30 enrolled, 3 declined, 1 not decided, 26 consented and allocated 13 and 13; one adaptive
// learner withdrew afterwards and stays in adaptive's allocation.
const flow: StudyFlow = {
  enrolled: 30,
  consented: 26,
  declined: 3,
  undecided: 1,
  awaiting_allocation: 0,
  withdrawn_before_allocation: 0,
  randomised: 26,
  withdrawn: 1,
  allocated: { adaptive: 13, author_order: 13 },
  withdrew: { adaptive: 1, author_order: 0 },
  pretest: { adaptive: 12, author_order: 12 },
  completed: { adaptive: 11, author_order: 11 },
  posttest: { adaptive: 10, author_order: 11 },
  lost: { adaptive: 2, author_order: 2 },
  analysed: { adaptive: 10, author_order: 10 },
  excluded: {
    adaptive: { withdrew: 1, no_posttest: 2, no_pretest: 0 },
    author_order: { withdrew: 0, no_posttest: 2, no_pretest: 1 },
  },
};

describe('ConsortFlow', () => {
  it('draws a box with its count for every stage, one column per condition', async () => {
    await renderWithApp(<ConsortFlow flow={flow} conditions={['adaptive', 'author_order']} />);
    expect(screen.getByTestId('flow-enrolled')).toHaveTextContent('Enrolled in a study course30');
    expect(screen.getByTestId('flow-declined')).toHaveTextContent('Declined3');
    expect(screen.getByTestId('flow-undecided')).toHaveTextContent('Not decided yet1');
    expect(screen.getByTestId('flow-consented')).toHaveTextContent('Consented26');
    expect(screen.getByTestId('flow-awaiting_allocation')).toHaveTextContent(
      'Awaiting allocation (no pretest yet)0',
    );
    expect(screen.getByTestId('flow-withdrawn_before_allocation')).toHaveTextContent(
      'Withdrew before allocation0',
    );
    expect(screen.getByTestId('flow-randomised')).toHaveTextContent('Randomised26');
    const adaptive = screen.getByRole('region', { name: 'Adaptive' });
    const counts = within(adaptive)
      .getAllByTestId(/-count$/)
      .map((b) => b.textContent);
    // allocated, withdrew, pretest, completed, post-test, lost, analysed, excluded.
    expect(counts).toEqual(['13', '1', '12', '11', '10', '2', '10', '3']);
    expect(screen.getByTestId('flow-withdrew-adaptive')).toHaveTextContent('Withdrew1');
    expect(screen.getByTestId('flow-lost-author_order')).toHaveTextContent(
      'Lost to follow-up (no post-test)2',
    );
    expect(screen.getByTestId('flow-excluded-author_order')).toHaveTextContent(
      'Excluded from analysis3Withdrew: 0No post-test: 2No pretest: 1',
    );
  });

  it('reads in French', async () => {
    await renderWithApp(<ConsortFlow flow={flow} conditions={['author_order', 'adaptive']} />, {
      language: 'fr',
    });
    expect(screen.getByTestId('flow-consented')).toHaveTextContent('Ont consenti26');
    expect(screen.getByTestId('flow-undecided')).toHaveTextContent('Pas encore décidé1');
    expect(screen.getByTestId('flow-excluded-adaptive')).toHaveTextContent(
      'Exclus de l’analyse3Retirés : 1Pas de test final : 2Pas de test initial : 0',
    );
    const arms = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(arms).toEqual(['Ordre de l’auteur', 'Adaptatif']);
  });

  it('has a table alternative with the counts per condition and in all', async () => {
    await renderWithApp(
      <ChartCard
        id="flow"
        title="Participant flow"
        chart={<ConsortFlow flow={flow} conditions={['adaptive', 'author_order']} />}
        table={<FlowTable flow={flow} conditions={['adaptive', 'author_order']} />}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByTestId('consort-flow')).toBeNull();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Stage', 'Adaptive', "Author's order", 'All'],
      ['Enrolled in a study course', '—', '—', '30'],
      ['Consented', '—', '—', '26'],
      ['Declined', '—', '—', '3'],
      ['Not decided yet', '—', '—', '1'],
      ['Awaiting allocation (no pretest yet)', '—', '—', '0'],
      ['Withdrew before allocation', '—', '—', '0'],
      ['Randomised', '—', '—', '26'],
      ['Allocated', '13', '13', '26'],
      ['Withdrew', '1', '0', '1'],
      ['Took the pretest', '12', '12', '24'],
      ['Completed the course', '11', '11', '22'],
      ['Took the post-test', '10', '11', '21'],
      ['Lost to follow-up (no post-test)', '2', '2', '4'],
      ['Analysed', '10', '10', '20'],
      ['Excluded: withdrew', '1', '0', '1'],
      ['Excluded: no post-test', '2', '2', '4'],
      ['Excluded: no pretest', '0', '1', '1'],
    ]);
  });
});
