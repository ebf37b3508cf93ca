import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireReview } from '../../../test/wire';
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
  hiddenReason: null,
};

describe('RecentReviews', () => {
  it('marks hidden reviews, links to the full list, and hides one only with a reason', async () => {
    api = fakeApi(({ method }) =>
      method === 'PATCH'
        ? {
            data: {
              data: wireReview({
                id: 1,
                rating: 1,
                comment: 'Rude words',
                hidden_at: '2026-01-04T00:00:00.000Z',
                hidden_reason: 'Insults a classmate',
              }),
              message: 'The review is hidden from learners.',
            },
          }
        : undefined,
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

    expect(screen.getByRole('link', { name: 'See all reviews' })).toHaveAttribute(
      'href',
      '/dashboard/admin/reviews',
    );

    const user = userEvent.setup();
    await user.click(within(visible!).getByRole('button', { name: 'Hide the review by Amal Ben Salah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review by Amal Ben Salah' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    expect(within(dialog).getByText('Say why the review is hidden')).toBeInTheDocument();
    expect(api.seen).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Insults a classmate');
    await user.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    await waitFor(() =>
      expect(api.seen[0]).toMatchObject({
        method: 'PATCH',
        url: '/admin/reviews/1',
        body: { hidden: true, reason: 'Insults a classmate' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
