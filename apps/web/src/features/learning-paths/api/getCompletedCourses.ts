// GET /api/user/completed-courses: the learner's completed courses with their gains, page by page.
import { type CompletedCourse, pagination } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';

export type CompletedCourseItem = Camelize<CompletedCourse>;
export interface ListPage<T> {
  data: T[];
  meta: { currentPage: number; perPage: number; total: number };
}

export async function getCompletedCourses(
  page: number,
  perPage: number,
): Promise<ListPage<CompletedCourseItem>> {
  const response = await http.get<ListPage<CompletedCourseItem>>('/user/completed-courses', {
    params: { page, perPage },
  });
  return response.data;
}

export const completedCoursesKey = (page: number, perPage: number) =>
  ['learning-paths', 'completed', page, perPage] as const;

export function completedCoursesOptions(page: number, perPage: number = pagination.rowsPerPage) {
  return queryOptions({
    queryKey: completedCoursesKey(page, perPage),
    queryFn: () => getCompletedCourses(page, perPage),
    placeholderData: keepPreviousData,
  });
}

export function useCompletedCourses(page: number, perPage: number = pagination.rowsPerPage) {
  return useQuery(completedCoursesOptions(page, perPage));
}
