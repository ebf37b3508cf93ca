// GET /api/user/enrolled-courses: the learner's courses with their enrolment (status, level, progress); the
// fetcher and key are the shared ones of shared/http/queries.ts.
import { useQuery } from '@tanstack/react-query';
import { type EnrolledCoursesQuery, enrolledCoursesQuery } from '../../../shared/http';

export type { EnrolledCourseItem, EnrolledCoursesQuery } from '../../../shared/http';

export function useEnrolledCourses(query: EnrolledCoursesQuery) {
  return useQuery(enrolledCoursesQuery(query));
}
