// GET /api/user/courses/subcategory/{id} (or /api/user/courses without one): courses a learner can enrol in.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import type { Page } from '../../categories';
import { type CourseItem, type CourseListParams, coursesKey } from './listCourses';

async function listLearnerCourses(
  subcategoryId: number | null,
  params: CourseListParams,
): Promise<Page<CourseItem>> {
  const url = subcategoryId ? `/user/courses/subcategory/${subcategoryId}` : '/user/courses';
  return (await http.get<Page<CourseItem>>(url, { params })).data;
}

function learnerCoursesQueryOptions(subcategoryId: number | null, params: CourseListParams) {
  return queryOptions({
    queryKey: [...coursesKey, 'learner', subcategoryId, params],
    queryFn: () => listLearnerCourses(subcategoryId, params),
    placeholderData: keepPreviousData,
  });
}

export function useLearnerCourses(subcategoryId: number | null, params: CourseListParams) {
  return useQuery(learnerCoursesQueryOptions(subcategoryId, params));
}
