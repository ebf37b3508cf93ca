// GET /api/profile: the signed-in user as the server knows them now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, http, type UserItem } from '../../../shared/http';

export type Profile = UserItem;

export function getProfile(): Promise<Profile> {
  return getData(http.get<{ data: Profile }>('/profile'));
}

export const profileQueryKey = ['profile'] as const;

function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });
}

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
