// GET /api/user/courses/{courseId}/gains: pretest, post-test, gain and normalized change of the learner; the one
// fetcher of shared/http/queries.ts, used by the path page and the dashboard.
import { useQuery } from '@tanstack/react-query';
import { gainsQuery } from '../../../shared/http';

export type { CourseGains } from '../../../shared/http';

/** No course (null) reads nothing. */
export function useCourseGains(courseId: number | null, enabled = true) {
  return useQuery({ ...gainsQuery(courseId ?? 0), enabled: enabled && courseId !== null && courseId > 0 });
}
