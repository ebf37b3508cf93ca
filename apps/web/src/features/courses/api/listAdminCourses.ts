// GET /api/admin/courses: every course for the admin list, with the catalogue filters and state filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import type { Page } from '../../categories';
import { type CourseItem, type CourseListParams, coursesKey } from './listCourses';

export interface AdminCourseListParams extends CourseListParams {
  isActive?: boolean;
  isOffline?: boolean;
}

async function listAdminCourses(params: AdminCourseListParams): Promise<Page<CourseItem>> {
  return (await http.get<Page<CourseItem>>('/admin/courses', { params })).data;
}

function adminCoursesQueryOptions(params: AdminCourseListParams) {
  return queryOptions({
    queryKey: [...coursesKey, 'admin', params],
    queryFn: () => listAdminCourses(params),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCourses(params: AdminCourseListParams) {
  return useQuery(adminCoursesQueryOptions(params));
}
