// GET /api/user/enrolled-courses: the learner's courses with their enrolment (status, level, progress).
import { type EnrolledCourse, pagination } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';
import type { ListPage } from './getCompletedCourses';

export type EnrolledCourseItem = Camelize<EnrolledCourse>;

export interface EnrolledCoursesQuery {
  page: number;
  perPage?: number;
  status?: 'enrolled' | 'completed';
  search?: string;
}

export async function getEnrolledCourses(query: EnrolledCoursesQuery): Promise<ListPage<EnrolledCourseItem>> {
  const response = await http.get<ListPage<EnrolledCourseItem>>('/user/enrolled-courses', {
    params: { perPage: pagination.rowsPerPage, ...query },
  });
  return response.data;
}

export const enrolledCoursesKey = (query: EnrolledCoursesQuery) =>
  ['learning-paths', 'enrolled', query] as const;

export function enrolledCoursesOptions(query: EnrolledCoursesQuery) {
  return queryOptions({
    queryKey: enrolledCoursesKey(query),
    queryFn: () => getEnrolledCourses(query),
    placeholderData: keepPreviousData,
  });
}

export function useEnrolledCourses(query: EnrolledCoursesQuery) {
  return useQuery(enrolledCoursesOptions(query));
}
