// GET /api/user/completed-courses: the learner's completed courses with their gains, page by page.
import { pagination } from '@parcours/shared';
import { useQuery } from '@tanstack/react-query';
import { completedCoursesQuery } from '../../../shared/http';

export type { CompletedCourseItem } from '../../../shared/http';

export function useCompletedCourses(page: number, perPage: number = pagination.rowsPerPage) {
  return useQuery(completedCoursesQuery(page, perPage));
}
