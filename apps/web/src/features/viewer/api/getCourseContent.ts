// GET /api/courses/{courseId}/content: units, learning objects and sections in the author's order, with quiz refs
// (the fetcher of shared/http/queries.ts).
import { useQuery } from '@tanstack/react-query';
import { type Content, contentQuery } from '../../../shared/http';

export type { Content } from '../../../shared/http';
export type ContentUnit = Content['units'][number];
export type ContentLearningObject = ContentUnit['learningObjects'][number];

export function useCourseContent(courseId: number) {
  return useQuery(contentQuery(courseId));
}
