// GET /api/courses/{id}: one course of the catalogue with its units overview; 404 means "available soon". The
// fetcher and key are the shared ones (shared/http/queries.ts): the learner's path page reads the same query.
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../../shared/http';

export function useCourse(id: number) {
  return useQuery(courseQuery(id));
}
