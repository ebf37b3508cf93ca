// GET /api/courses/{id}: one course of the catalogue with its units overview; 404 means "available soon".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, http } from '../../../shared/http';
import { type CourseItem, coursesKey } from './listCourses';

export function getCourse(id: number): Promise<CourseItem> {
  return getData(http.get<{ data: CourseItem }>(`/courses/${id}`));
}

export function courseQueryOptions(id: number) {
  return queryOptions({ queryKey: [...coursesKey, 'one', id], queryFn: () => getCourse(id) });
}

export function useCourse(id: number) {
  return useQuery({ ...courseQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
