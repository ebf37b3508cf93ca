// GET /api/courses (titles only, up to 100): the courses a study form can cover.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { studiesKeys } from './keys';

export interface CourseChoice {
  id: number;
  title: string;
}

export async function listCourseChoices(): Promise<CourseChoice[]> {
  const response = await http.get<{ data: CourseChoice[] }>('/courses', {
    params: { perPage: 100, sort: 'title_asc' },
  });
  return response.data.data.map(({ id, title }) => ({ id, title }));
}

export function courseChoicesQueryOptions() {
  return queryOptions({ queryKey: [...studiesKeys.all, 'course-choices'], queryFn: listCourseChoices });
}

export function useCourseChoices() {
  return useQuery(courseChoicesQueryOptions());
}
