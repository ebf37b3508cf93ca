// GET /api/user/courses/{courseId}/player: the resume point and the learning objects the learner opened (the
// fetcher of shared/http/queries.ts).
import { useQuery } from '@tanstack/react-query';
import { playerQuery } from '../../../shared/http';

export function usePlayerState(courseId: number, enabled: boolean) {
  const options = playerQuery(courseId);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
