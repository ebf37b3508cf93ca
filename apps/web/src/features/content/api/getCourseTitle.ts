// GET /api/admin/courses/{id}: the course being edited (the editor shows its title).
import type { Course } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type AdminCourse = Camelize<Course>;

export function getAdminCourse(courseId: number): Promise<AdminCourse> {
  return getData(http.get<{ data: AdminCourse }>(`/admin/courses/${courseId}`));
}

export const adminCourseQueryKey = (courseId: number) => ['admin', 'courses', courseId] as const;

export function adminCourseQueryOptions(courseId: number) {
  return queryOptions({ queryKey: adminCourseQueryKey(courseId), queryFn: () => getAdminCourse(courseId) });
}

export function useAdminCourse(courseId: number) {
  return useQuery(adminCourseQueryOptions(courseId));
}
