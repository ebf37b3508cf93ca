// GET /api/user/courses/{courseId}/gains: pretest, post-test, gain, NLG and time spent of one finished course.
import type { CourseGainsWire } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type CourseGains = Camelize<CourseGainsWire>;

export function getCourseGains(courseId: number): Promise<CourseGains> {
  return getData(http.get<{ data: CourseGains }>(`/user/courses/${courseId}/gains`));
}

export const courseGainsQueryKey = (courseId: number) => ['dashboards', 'gains', courseId] as const;

export function courseGainsQueryOptions(courseId: number) {
  return queryOptions({ queryKey: courseGainsQueryKey(courseId), queryFn: () => getCourseGains(courseId) });
}

export function useCourseGains(courseId: number | null) {
  return useQuery({ ...courseGainsQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
