// GET /api/user/courses/{courseId}/gains: pretest, post-test, gain and normalized change of the learner.
import type { CourseGainsWire } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type CourseGains = Camelize<CourseGainsWire>;

export function getCourseGains(courseId: number): Promise<CourseGains> {
  return getData(http.get<{ data: CourseGains }>(`/user/courses/${courseId}/gains`));
}

export const courseGainsKey = (courseId: number) => ['learning-paths', 'gains', courseId] as const;

export function courseGainsOptions(courseId: number) {
  return queryOptions({ queryKey: courseGainsKey(courseId), queryFn: () => getCourseGains(courseId) });
}

export function useCourseGains(courseId: number, enabled = true) {
  return useQuery({ ...courseGainsOptions(courseId), enabled });
}
