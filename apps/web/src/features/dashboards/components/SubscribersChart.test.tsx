import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SubscribersChart } from './SubscribersChart';

describe('SubscribersChart', () => {
  it('says there is no enrolment yet when every category has none, with no axis to misread', async () => {
    const { container } = await renderWithApp(
      <SubscribersChart
        rows={[
          { categoryId: 1, title: 'Mathematics', subscribers: 0 },
          { categoryId: 2, title: 'Languages', subscribers: 0 },
        ]}
      />,
    );
    expect(screen.getByText('No enrolment yet.')).toBeInTheDocument();
    expect(container.querySelector('svg text')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('charts and tabulates the enrolments once there are some', async () => {
    await renderWithApp(
      <SubscribersChart
        rows={[
          { categoryId: 1, title: 'Mathematics', subscribers: 3 },
          { categoryId: 2, title: 'Languages', subscribers: 0 },
        ]}
      />,
    );
    expect(screen.queryByText('No enrolment yet.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show as table' })).toBeInTheDocument();
    const cells = [...screen.getAllByRole('row')[1].querySelectorAll('td, th')].map((c) => c.textContent);
    expect(cells).toEqual(['Mathematics', '3']);
  });
});
