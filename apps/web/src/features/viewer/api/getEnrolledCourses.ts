// GET /api/user/enrolled-courses: the learner's courses with their enrolment (status, level, progress), paginated.
import type { EnrolledCourse, PaginationMeta } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';

export type Enrolled = Camelize<EnrolledCourse>;
export interface EnrolledPage {
  data: Enrolled[];
  meta?: Camelize<PaginationMeta>;
}

export async function getEnrolledCourses(page: number, perPage: number): Promise<EnrolledPage> {
  const response = await http.get<EnrolledPage>('/user/enrolled-courses', { params: { page, perPage } });
  return response.data;
}

export const enrolledCoursesQueryKey = (page: number, perPage: number) =>
  ['enrolled-courses', { page, perPage }] as const;

export function enrolledCoursesQueryOptions(page: number, perPage: number) {
  return queryOptions({
    queryKey: enrolledCoursesQueryKey(page, perPage),
    queryFn: () => getEnrolledCourses(page, perPage),
    placeholderData: keepPreviousData,
  });
}

export function useEnrolledCourses(page: number, perPage: number) {
  return useQuery(enrolledCoursesQueryOptions(page, perPage));
}
