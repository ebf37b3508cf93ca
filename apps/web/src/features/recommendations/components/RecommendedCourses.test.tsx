import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, learner, signedIn } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireCourse } from '../../../test/wire';
import { RecommendedCourses } from './RecommendedCourses';

const course = (id: number, title: string) =>
  wireCourse({
    id,
    title,
    category: { id: 1, title: 'Sciences' },
    subcategory: { id: 2, title: 'Mathematics' },
  });

describe('RecommendedCourses', () => {
  it('shows each recommended course with the reasons it was ranked by, linking to the course', async () => {
    fakeApi({
      'GET /user/recommended-courses/5': () => ({
        status: 200,
        data: {
          data: [
            {
              course: course(8, 'Probability'),
              score: 1.5,
              reasons: [
                {
                  key: 'recommend.reason.sameSubcategory',
                  params: {},
                  text: 'On the same subject.',
                  weight: 1,
                },
                {
                  key: 'recommend.reason.levelFit',
                  params: {},
                  text: 'It has units at your level.',
                  weight: 0.5,
                },
              ],
            },
          ],
        },
      }),
    });
    await renderWithApp(<RecommendedCourses courseId={5} />, { state: { auth: signedIn(learner()) } });
    const card = await screen.findByTestId('recommended-course');
    expect(within(card).getByText('Probability')).toBeInTheDocument();
    expect(within(card).getByText('On the same subject.')).toBeInTheDocument();
    expect(within(card).getByText('It has units at your level.')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/courses/8');
  });

  it('says so when nothing fits', async () => {
    fakeApi({ 'GET /user/recommended-courses/5': () => ({ status: 200, data: { data: [] } }) });
    await renderWithApp(<RecommendedCourses courseId={5} />, { state: { auth: signedIn(learner()) } });
    expect(await screen.findByTestId('recommendations-empty')).toHaveTextContent('No other course fits you');
  });
});
