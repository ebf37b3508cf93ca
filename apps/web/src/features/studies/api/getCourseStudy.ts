// GET /api/courses/{id}/study: the open study a course belongs to, its consent text in the request's language,
// and the learner's decision; never the learner's condition.
import type { CourseStudy } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { studiesKeys } from './keys';

export type CourseStudyInfo = Camelize<CourseStudy>;

export function getCourseStudy(courseId: number): Promise<CourseStudyInfo> {
  return getData(http.get<{ data: CourseStudyInfo }>(`/courses/${courseId}/study`));
}

export function courseStudyQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: studiesKeys.courseStudy(courseId),
    queryFn: () => getCourseStudy(courseId),
  });
}

export function useCourseStudy(courseId: number) {
  return useQuery(courseStudyQueryOptions(courseId));
}
