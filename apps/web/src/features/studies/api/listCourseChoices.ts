// The courses a study form can cover: an admin's whole course list (GET /api/admin/courses, the dashboards'
// course options), or for a researcher the public catalogue (GET /api/courses) read as a visitor, since a
// researcher's token opens the study routes only (docs/design/contract.md §4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { type CourseOption, getCourseOptions } from '../../dashboards';
import { studiesKeys } from './keys';

export type CourseChoice = CourseOption;

export async function listCourseChoices(asAdmin: boolean): Promise<CourseChoice[]> {
  if (asAdmin) return getCourseOptions();
  const response = await http.get<{ data: CourseChoice[] }>('/courses', {
    params: { perPage: 100, sort: 'title_asc' },
    // No bearer: the catalogue answers anyone the same.
    bearer: '',
    skipAuthRefresh: true,
  });
  return response.data.data.map(({ id, title }) => ({ id, title }));
}

export function courseChoicesQueryOptions(asAdmin: boolean) {
  return queryOptions({
    queryKey: [...studiesKeys.all, 'course-choices', asAdmin],
    queryFn: () => listCourseChoices(asAdmin),
  });
}

export function useCourseChoices(asAdmin: boolean) {
  return useQuery(courseChoicesQueryOptions(asAdmin));
}
