// Completing a course changes the learner's status, progress and gains: the dashboard and the course lists on
// screen are read again, through the keys of shared/http/queries.ts.
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardQuery, enrolledCoursesQuery, queryKeys } from '../../../shared/http';
import { fakeApi, learner, signedIn } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { wireEnrolledCourse } from '../../../test/wire';
import { useCompleteCourse } from './completeCourse';

function Screen() {
  const dashboard = useQuery(dashboardQuery());
  const courses = useQuery(enrolledCoursesQuery({ page: 1 }));
  const complete = useCompleteCourse();
  return (
    <>
      <p>dashboard {dashboard.data?.counts.completedCourses ?? '…'}</p>
      <p>list {courses.data?.data[0]?.enrolment.status ?? '…'}</p>
      <button type="button" onClick={() => complete.mutate(5)}>
        complete
      </button>
    </>
  );
}

describe('completing a course', () => {
  it('reads the dashboard and the course list again, and marks the course’s other reads stale', async () => {
    let completed = false;
    const api = fakeApi({
      'GET /user/dashboard': () => ({
        data: {
          data: {
            enrolled_courses: [],
            recent_quiz_results: [],
            counts: {
              enrolled_courses: 1,
              completed_courses: completed ? 1 : 0,
              quiz_attempts: 0,
              passed_quizzes: 0,
              certificates: 0,
            },
          },
        },
      }),
      'GET /user/enrolled-courses': () => ({
        data: {
          data: [wireEnrolledCourse({}, { status: completed ? 'completed' : 'enrolled' })],
          meta: { current_page: 1, per_page: 9, total: 1 },
        },
      }),
      'POST /user/complete-course/5': () => {
        completed = true;
        return {
          data: {
            data: { course_id: 5, status: 'completed', completed_at: '2026-03-01T00:00:00.000Z' },
            message: 'Course completed',
          },
        };
      },
    });
    const { queryClient } = await renderWithApp(<Screen />, {
      state: { auth: signedIn(learner()) },
    });
    // A read no screen shows right now: it must be marked stale, to be read when a page shows it again.
    queryClient.setQueryData(queryKeys.gains(5), { courseId: 5 });
    expect(await screen.findByText('dashboard 0')).toBeInTheDocument();
    expect(await screen.findByText('list enrolled')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'complete' }));

    expect(await screen.findByText('dashboard 1')).toBeInTheDocument();
    expect(await screen.findByText('list completed')).toBeInTheDocument();
    const reads = (url: string) => api.seen.filter((r) => r.method === 'GET' && r.url === url).length;
    expect(reads('/user/dashboard')).toBe(2);
    expect(reads('/user/enrolled-courses')).toBe(2);
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.gains(5))?.isInvalidated).toBe(true));
    api.restore();
  });
});
