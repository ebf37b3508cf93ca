// GET /api/courses/{courseId}/content: units, learning objects and sections in the author's order, with quiz refs.
import type { CourseContent } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type Content = Camelize<CourseContent>;
export type ContentUnit = Content['units'][number];
export type ContentLearningObject = ContentUnit['learningObjects'][number];
export type ContentSection = ContentLearningObject['sections'][number];

export function getCourseContent(courseId: number): Promise<Content> {
  return getData(http.get<{ data: Content }>(`/courses/${courseId}/content`));
}

export const courseContentQueryKey = (courseId: number) => ['courses', courseId, 'content'] as const;

export function courseContentQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: courseContentQueryKey(courseId),
    queryFn: () => getCourseContent(courseId),
  });
}

export function useCourseContent(courseId: number) {
  return useQuery({
    ...courseContentQueryOptions(courseId),
    enabled: Number.isInteger(courseId) && courseId > 0,
  });
}
