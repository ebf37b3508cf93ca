import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartCard } from '../../../shared/ui/ChartCard';
import { renderWithApp } from '../../../test/render';
import type { StudyFlow } from '../model/flow';
import { ConsortFlow } from './ConsortFlow';
import { FlowTable } from './FlowTable';

// 40 enrolled: 6 declined, 34 consented, 2 of them withdrew, 32 allocated (17 adaptive, 15 author's order).
const flow: StudyFlow = {
  enrolled: 40,
  consented: 34,
  declined: 6,
  withdrawn: 2,
  allocated: { adaptive: 17, author_order: 15 },
  pretest: { adaptive: 17, author_order: 15 },
  completed: { adaptive: 12, author_order: 11 },
  posttest: { adaptive: 11, author_order: 9 },
  analysed: { adaptive: 11, author_order: 9 },
};

describe('ConsortFlow', () => {
  it('draws a box with its count for every stage, one column per condition', async () => {
    await renderWithApp(<ConsortFlow flow={flow} conditions={['adaptive', 'author_order']} />);
    expect(screen.getByTestId('flow-enrolled')).toHaveTextContent('Enrolled in a study course40');
    expect(screen.getByTestId('flow-declined')).toHaveTextContent('Declined6');
    expect(screen.getByTestId('flow-consented')).toHaveTextContent('Consented34');
    expect(screen.getByTestId('flow-withdrawn')).toHaveTextContent('Withdrew2');
    const adaptive = screen.getByRole('region', { name: 'Adaptive' });
    const boxes = within(adaptive).getAllByText(/\d+$/);
    expect(boxes.map((b) => b.textContent)).toEqual(['17', '17', '12', '11', '11']);
    expect(screen.getByTestId('flow-completed-author_order-count')).toHaveTextContent('11');
    expect(screen.getByTestId('flow-posttest-author_order-count')).toHaveTextContent('9');
  });

  it('reads in French', async () => {
    await renderWithApp(<ConsortFlow flow={flow} conditions={['author_order', 'adaptive']} />, {
      language: 'fr',
    });
    expect(screen.getByTestId('flow-consented')).toHaveTextContent('Ont consenti34');
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
      ['Enrolled in a study course', '—', '—', '40'],
      ['Consented', '—', '—', '34'],
      ['Declined', '—', '—', '6'],
      ['Withdrew', '—', '—', '2'],
      ['Allocated', '17', '15', '32'],
      ['Took the pretest', '17', '15', '32'],
      ['Completed the course', '12', '11', '23'],
      ['Took the post-test', '11', '9', '20'],
      ['Analysed', '11', '9', '20'],
    ]);
  });
});
