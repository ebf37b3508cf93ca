// One progress figure everywhere (docs/design/adaptive.md §4): the learner dashboard, the course page, the path
// and "My program" show the figure the server computed for the enrolment. Before, one completed course read
// "Progress 50 %", "x of 6 quizzes passed" and "2 of 4 mastered". Here the server's figure is 1 of 2 required
// learning objects done, 50 %, with 2 of 2 estimated mastered beside it (mastery is not progress).
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StudentDashboardPage } from '../features/dashboards/pages/StudentDashboardPage';
import { LearningPathPage } from '../features/learning-paths/pages/LearningPathPage';
import { MyProgramPage } from '../features/learning-paths/pages/MyProgramPage';
import { CourseViewerPage } from '../features/viewer/pages/CourseViewerPage';
import { fakeApi, learner, signedIn } from '../test/fakeApi';
import { renderWithApp } from '../test/render';
import { wireEnrolledCourse } from '../test/wire';

const progress = { done: 1, total: 2, percent: 50, mastered: 2 };
const enrolment = {
  status: 'enrolled',
  level: 'intermediate' as const,
  progress: progress.percent,
  enrolled_at: '2030-01-01T10:00:00.000Z',
  completed_at: null,
};
const course = wireEnrolledCourse(
  {
    link: 'https://meet.example/fractions',
    student_level: 'intermediate',
    progress: progress.percent,
    unit_levels: ['intermediate', 'advanced'],
  },
  enrolment,
);
const path = {
  course_id: 5,
  level: 'intermediate',
  sequential: false,
  style: null,
  reasons: [],
  steps: [],
  locks: [],
  progress,
  course_quiz: 'none',
  next_step: null,
};

function serve() {
  fakeApi({
    'GET /user/dashboard': () => ({
      status: 200,
      data: {
        data: {
          enrolled_courses: [
            {
              id: 5,
              title: 'Fractions',
              status: 'enrolled',
              level: 'intermediate',
              progress: progress.percent,
              enrolled_at: enrolment.enrolled_at,
              completed_at: null,
              pre_test_percentage: 66.67,
              post_test_percentage: null,
              gain: null,
              nlg: null,
            },
          ],
          recent_quiz_results: [],
          counts: {
            enrolled_courses: 1,
            completed_courses: 0,
            quiz_attempts: 2,
            passed_quizzes: 2,
            certificates: 0,
          },
        },
      },
    }),
    'GET /courses/5/content': () => ({
      status: 200,
      data: {
        data: { course: { id: 5, title: 'Fractions' }, quiz: null, waits_for_pretest: false, units: [] },
      },
    }),
    'GET /user/courses/5/path': () => ({ status: 200, data: { data: path } }),
    'GET /user/enrolled-courses': () => ({
      status: 200,
      data: { data: [course], meta: { current_page: 1, per_page: 9, total: 1 } },
    }),
  });
}

async function open(address: string) {
  serve();
  await renderWithApp(
    <Routes>
      <Route path="dashboard/student" element={<StudentDashboardPage />} />
      <Route path="dashboard/student/courses/:courseId" element={<CourseViewerPage />} />
      <Route path="dashboard/student/courses/:courseId/path" element={<LearningPathPage />} />
      <Route path="dashboard/student/my-program" element={<MyProgramPage />} />
    </Routes>,
    { path: address, state: { auth: signedIn(learner({ result: {} as never })) } },
  );
}

describe('one progress figure', () => {
  it('reads 50% on the learner dashboard', async () => {
    await open('/dashboard/student');
    expect(await screen.findByText('Progress: 50%')).toBeInTheDocument();
  });

  it('reads 50% on the course page, with the mastery estimate apart', async () => {
    await open('/dashboard/student/courses/5');
    const viewer = await screen.findByTestId('progress-figure');
    expect(viewer).toHaveTextContent('Progress: 50% (1 of 2 required learning objects done)');
    expect(screen.getByTestId('mastery-estimate')).toHaveTextContent(
      'Mastery estimate: 2 of 2 learning objects likely mastered',
    );
  });

  it('reads 50% on the path', async () => {
    await open('/dashboard/student/courses/5/path');
    expect(await screen.findByTestId('progress-figure')).toHaveTextContent(
      'Progress: 50% (1 of 2 required learning objects done)',
    );
  });

  it('reads 50% in My program', async () => {
    await open('/dashboard/student/my-program');
    expect(await screen.findByText('Progress: 50%')).toBeInTheDocument();
  });
});
