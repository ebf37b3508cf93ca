// GET /api/admin/courses/{id}: a course with the fields only admins see (selected users), to fill the form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, http } from '../../../shared/http';
import { type CourseItem, coursesKey } from './listCourses';

function getAdminCourse(id: number): Promise<CourseItem> {
  return getData(http.get<{ data: CourseItem }>(`/admin/courses/${id}`));
}

function adminCourseQueryOptions(id: number) {
  return queryOptions({ queryKey: [...coursesKey, 'admin', 'one', id], queryFn: () => getAdminCourse(id) });
}

export function useAdminCourse(id: number | undefined) {
  return useQuery({ ...adminCourseQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}
