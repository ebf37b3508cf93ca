import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { NlgChart } from './NlgChart';

describe('NlgChart', () => {
  it('shows each course mean with the number of learners it is over, and Hake’s gain under its name', async () => {
    // Eight learners with both tests; two of them scored 0 then 0, so the mean normalized change is over six.
    await renderWithApp(
      <NlgChart
        rows={[{ courseId: 3, title: 'Algebra', nlg: 0.25, nlgLearners: 6, hakeGain: -1.5, learners: 8 }]}
      />,
    );
    expect(screen.getByText(/at most 1 and with no lower bound/)).toBeInTheDocument();
    expect(screen.queryByText(/Hake's class-average gain, from -1 to 1/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Course',
      'Mean normalized change (NLG)',
      'Learners in the mean NLG',
      "Hake's class gain",
      'Learners with both tests',
    ]);
    const cells = within(table).getAllByRole('row')[1].querySelectorAll('td, th');
    expect([...cells].map((c) => c.textContent)).toEqual(['Algebra', '0.25', '6', '-1.50', '8']);
  });
});
