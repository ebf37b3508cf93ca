// GET /api/admin/courses (titles only): the choices of the tables' course filter.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

interface CourseOption {
  id: number;
  title: string;
}

async function getCourseOptions(): Promise<CourseOption[]> {
  const response = await http.get<{ data: CourseOption[] }>('/admin/courses', {
    params: { perPage: 100, sort: 'title_asc' },
  });
  return response.data.data.map(({ id, title }) => ({ id, title }));
}

const courseOptionsQueryKey = ['dashboards', 'course-options'] as const;

function courseOptionsQueryOptions() {
  return queryOptions({ queryKey: courseOptionsQueryKey, queryFn: getCourseOptions });
}

export function useCourseOptions() {
  return useQuery(courseOptionsQueryOptions());
}
