// GET /api/courses/{courseId}: the course card (title, level, progress) shown above the learner's path.
import type { Course } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type CourseSummary = Camelize<Course>;

export function getCourseSummary(courseId: number): Promise<CourseSummary> {
  return getData(http.get<{ data: CourseSummary }>(`/courses/${courseId}`));
}

export const courseSummaryKey = (courseId: number) => ['learning-paths', 'course', courseId] as const;

export function courseSummaryOptions(courseId: number) {
  return queryOptions({ queryKey: courseSummaryKey(courseId), queryFn: () => getCourseSummary(courseId) });
}

export function useCourseSummary(courseId: number) {
  return useQuery(courseSummaryOptions(courseId));
}
