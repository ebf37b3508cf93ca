// GET /api/user/courses/{courseId}/player: the resume point and the learning objects the learner opened.
import type { PlayerStateWire } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type PlayerState = Camelize<PlayerStateWire>;

export function getPlayerState(courseId: number): Promise<PlayerState> {
  return getData(http.get<{ data: PlayerState }>(`/user/courses/${courseId}/player`));
}

/** Under ['courses', id]: marking an object opened refreshes it with the content. */
export const playerStateQueryKey = (courseId: number) => ['courses', courseId, 'player'] as const;

export function playerStateQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: playerStateQueryKey(courseId),
    queryFn: () => getPlayerState(courseId),
  });
}

export function usePlayerState(courseId: number, enabled: boolean) {
  return useQuery({
    ...playerStateQueryOptions(courseId),
    enabled: enabled && Number.isInteger(courseId) && courseId > 0,
  });
}
