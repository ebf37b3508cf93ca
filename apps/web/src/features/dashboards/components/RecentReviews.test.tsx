import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { RecentReviews } from './RecentReviews';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const base = {
  userId: 5,
  user: { id: 5, firstName: 'Amal', lastName: 'Ben Salah' },
  reviewType: 'course' as const,
  courseId: 7,
  courseTitle: 'Algebra',
  rating: 1,
  comment: 'Rude words',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('RecentReviews', () => {
  it('marks hidden reviews and lets the admin hide or show one', async () => {
    api = fakeApi(({ method }) =>
      method === 'PATCH' ? { data: { data: {}, message: 'The review is hidden from learners.' } } : undefined,
    );
    await renderWithApp(
      <RecentReviews
        reviews={[
          { ...base, id: 1, hiddenAt: null },
          { ...base, id: 2, hiddenAt: '2026-01-03T00:00:00.000Z', comment: 'Spam' },
        ]}
      />,
    );
    const [visible, hidden] = screen.getAllByTestId('admin-review');
    expect(within(visible!).queryByText('Hidden')).not.toBeInTheDocument();
    expect(within(hidden!).getByText('Hidden')).toBeInTheDocument();
    expect(
      within(hidden!).getByRole('button', { name: 'Show the review by Amal Ben Salah again' }),
    ).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(visible!).getByRole('button', { name: 'Hide the review by Amal Ben Salah' }));
    await waitFor(() =>
      expect(api.seen[0]).toMatchObject({ method: 'PATCH', url: '/admin/reviews/1', body: { hidden: true } }),
    );
  });
});
