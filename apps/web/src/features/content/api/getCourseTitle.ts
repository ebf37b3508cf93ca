// GET /api/admin/courses/{id}: the course being edited (the editor shows its title).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseItem, getData, http } from '../../../shared/http';

type AdminCourse = CourseItem;

function getAdminCourse(courseId: number): Promise<AdminCourse> {
  return getData(http.get<{ data: AdminCourse }>(`/admin/courses/${courseId}`));
}

const adminCourseQueryKey = (courseId: number) => ['admin', 'courses', courseId] as const;

function adminCourseQueryOptions(courseId: number) {
  return queryOptions({ queryKey: adminCourseQueryKey(courseId), queryFn: () => getAdminCourse(courseId) });
}

export function useAdminCourse(courseId: number) {
  return useQuery(adminCourseQueryOptions(courseId));
}
