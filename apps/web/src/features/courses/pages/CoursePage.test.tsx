import { roles } from '@parcours/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, http } from '../../../shared/http';
import type { SessionUser } from '../../../shared/store';
import { renderWithApp } from '../../../test/render';
import type { CourseItem } from '../api/listCourses';
import { CoursePage } from './CoursePage';

const course = {
  id: 12,
  title: 'Web basics',
  description: 'HTML and CSS',
  category: { id: 1, title: 'Programming' },
  subcategory: { id: 2, title: 'Web' },
  language: 'en',
  isPaid: 1,
  price: 100,
  discount: 20,
  finalPrice: 80,
  facilitator: 'Dr. Amal',
  isPublic: 1,
  teachingType: 'online',
  latitude: null,
  longitude: null,
  link: 'https://meet.example/web',
  startTime: '2030-03-01T09:30:00.000Z',
  endTime: null,
  isSequential: 0,
  contentRequiresPretest: 1,
  completionRequiresQuizzes: 1,
  postTestRule: 'first',
  status: 'published',
  paymentConfirmation: 0,
  adaptsMedia: 0,
  isActive: 1,
  isOffline: 0,
  duration: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  educationalUnitsCount: 1,
  learningObjectsCount: 2,
  subscribedUsersCount: 0,
  media: [],
  isSubscribed: false,
  paymentAwaited: false,
  studentLevel: null,
  progress: 0,
  unitLevels: ['basic'],
  ratingAverage: null,
  ratingsCount: 0,
  educationalUnits: [{ id: 3, title: 'Tags', type: 'basic', learningObjectsCount: 2 }],
} satisfies CourseItem;

const learner = {
  id: 5,
  firstName: 'Amal',
  lastName: 'B',
  email: 'a@b.test',
  role: roles.user,
  coursesCount: 1,
  latestCourseId: 1,
  result: null,
  media: [],
} as unknown as SessionUser;

afterEach(() => vi.restoreAllMocks());

function page() {
  return (
    <Routes>
      <Route path="/courses/:courseId" element={<CoursePage />} />
      <Route path="/dashboard/courses/prestest/:courseId" element={<p>pretest page</p>} />
    </Routes>
  );
}

describe('CoursePage', () => {
  it('says the course will be available soon on a 404', async () => {
    vi.spyOn(http, 'get').mockRejectedValue(new HttpError(404, { message: 'Course will be available soon' }));
    await renderWithApp(page(), { path: '/courses/99' });
    expect(await screen.findByRole('heading', { name: 'Course will be available soon' })).toBeInTheDocument();
  });

  it('shows the course, its price with discount, and enrols the learner', async () => {
    const reviews = {
      data: [
        {
          id: 1,
          userId: 8,
          user: { id: 8, firstName: 'Noor', lastName: 'K.' },
          reviewType: 'course',
          courseId: 12,
          courseTitle: 'Web basics',
          rating: 4,
          comment: 'Clear and practical',
          createdAt: '2025-02-01T00:00:00.000Z',
          updatedAt: '2025-02-01T00:00:00.000Z',
          hiddenAt: null,
        },
      ],
      meta: { currentPage: 1, perPage: 5, total: 1, averageRating: 4 },
    };
    const answer = (data: unknown) => ({ status: 200, headers: new Headers(), data });
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (url === '/courses/12/reviews') return answer(reviews);
      if (url === '/user/review') return answer({ data: null });
      return answer({ data: course });
    });
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      status: 200,
      headers: new Headers(),
      data: { data: { coursesCount: 2, id: 12 } },
    });
    const { store } = await renderWithApp(page(), {
      path: '/courses/12',
      state: {
        auth: { accessToken: 'a', refreshToken: 'r', user: learner, media: [], isAuthenticated: true },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Web basics' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Amal')).toBeInTheDocument();
    expect(screen.getByText('01/03/2030', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://meet.example/web' })).toBeInTheDocument();
    // the reviews section: mean, count, the author by first name and initial; no form before enrolling
    const section = await screen.findByTestId('course-reviews');
    expect(await within(section).findByText('Rated 4.0 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('(1 review)')).toBeInTheDocument();
    expect(within(section).getByText('Noor K., 01/02/2025')).toBeInTheDocument();
    expect(within(section).getByText('Clear and practical')).toBeInTheDocument();
    expect(within(section).queryByTestId('review-form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enrol in Web basics' }));
    // a paid course: the price first, nothing sent before the learner confirms it
    const dialog = await screen.findByRole('dialog', { name: 'Enrol in Web basics' });
    expect(within(dialog).getByText(/This course costs .*80/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Enrol for .*80/ }));
    expect(await screen.findByText('pretest page')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/user/subscribe-course/12', { confirmPrice: 80 });
    await waitFor(() => expect(store.getState().auth.user?.coursesCount).toBe(2));
    expect(store.getState().auth.user?.latestCourseId).toBe(12);
  });
});
