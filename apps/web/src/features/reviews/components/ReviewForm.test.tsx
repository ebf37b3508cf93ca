import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../../shared/http';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireReview } from '../../../test/wire';
import type { ReviewItem } from '../api/reviews';
import { ReviewForm } from './ReviewForm';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

/** The learner's saved review as the API sends it, and as the form receives it. */
const wireSaved = wireReview({
  user: { id: 5, first_name: 'Amal', last_name: 'Benali' },
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});
const saved = camelizeKeys<ReviewItem>(wireSaved);

describe('ReviewForm', () => {
  it('asks for a rating, then publishes the stars and the comment', async () => {
    api = fakeApi(({ url }) =>
      url === '/user/review'
        ? { status: 201, data: { data: wireSaved, message: 'Your review is saved.' } }
        : undefined,
    );
    const { store } = await renderWithApp(
      <ReviewForm target={{ reviewType: 'course', courseId: 7 }} existing={null} />,
    );
    const user = userEvent.setup();
    // every star is a labelled radio button
    expect(screen.getByRole('radio', { name: '1 star: Poor' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars: Excellent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my review' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish my review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The rating is a whole number from 1 to 5');
    expect(api.seen).toHaveLength(0);

    // jsdom has no layout, so a star is chosen without the pointer's hover position
    fireEvent.click(screen.getByRole('radio', { name: '4 stars: Very good' }));
    await user.type(screen.getByLabelText('Comment (optional)'), '  Clear examples ');
    await user.click(screen.getByRole('button', { name: 'Publish my review' }));
    await waitFor(() => expect(api.seen[0]).toBeDefined());
    expect(api.seen[0]).toMatchObject({ method: 'POST', url: '/user/review' });
    expect(api.seen[0]?.body).toEqual({
      review_type: 'course',
      course_id: 7,
      rating: 4,
      comment: 'Clear examples',
    });
    await waitFor(() =>
      expect(store.getState().snackbar).toMatchObject({ message: 'Your review is saved.', type: 'success' }),
    );
  });

  it('edits and deletes a saved review, in French too', async () => {
    api = fakeApi(({ method }) =>
      method === 'DELETE'
        ? { data: { message: 'Votre évaluation est supprimée.' } }
        : {
            data: {
              data: wireReview({ ...wireSaved, rating: 5 }),
              message: 'Votre évaluation est enregistrée.',
            },
          },
    );
    await renderWithApp(<ReviewForm target={{ reviewType: 'course', courseId: 7 }} existing={saved} />, {
      language: 'fr',
    });
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: '3 étoiles : Bien' })).toBeChecked();
    expect(screen.getByLabelText('Commentaire (facultatif)')).toHaveValue('Good pace');

    // jsdom has no layout, so a star is chosen without the pointer's hover position
    fireEvent.click(screen.getByRole('radio', { name: '5 étoiles : Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Modifier mon évaluation' }));
    await waitFor(() => expect(api.seen[0]?.body).toMatchObject({ rating: 5, comment: 'Good pace' }));

    await user.click(screen.getByRole('button', { name: 'Supprimer mon évaluation' }));
    await waitFor(() => expect(api.seen[1]).toMatchObject({ method: 'DELETE', url: '/user/review/12' }));
  });

  it('shows the server refusal in the learner’s words', async () => {
    api = fakeApi(() => ({
      status: 403,
      data: { message: 'You can review a course once you have completed it.' },
    }));
    await renderWithApp(<ReviewForm target={{ reviewType: 'course', courseId: 7 }} existing={null} />);
    const user = userEvent.setup();
    // jsdom has no layout, so a star is chosen without the pointer's hover position
    fireEvent.click(screen.getByRole('radio', { name: '2 stars: Fair' }));
    await user.click(screen.getByRole('button', { name: 'Publish my review' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'You can review a course once you have completed it.',
    );
  });
});
