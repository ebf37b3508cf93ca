// GET /api/admin/lti/platforms (the registrations), POST /api/admin/lti/platforms[/{id}] (register, edit) and
// DELETE /api/admin/lti/platforms/{id}.
import type { LtiPlatform, LtiPlatformBody } from '@parcours/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { ltiKeys } from './keys';

export type Platform = Camelize<LtiPlatform>;
export type PlatformValues = Camelize<LtiPlatformBody>;

function listPlatforms(): Promise<Platform[]> {
  return getData(http.get<{ data: Platform[] }>('/admin/lti/platforms'));
}

function platformsQueryOptions() {
  return queryOptions({ queryKey: ltiKeys.platforms(), queryFn: listPlatforms });
}

export function usePlatforms() {
  return useQuery(platformsQueryOptions());
}

async function savePlatform(id: number | null, values: PlatformValues) {
  const response = await http.post<{ data: Platform; message: string }>(
    id === null ? '/admin/lti/platforms' : `/admin/lti/platforms/${id}`,
    values,
  );
  return response.data;
}

export function useSavePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ltiKeys.all, 'save'],
    mutationFn: ({ id, values }: { id: number | null; values: PlatformValues }) => savePlatform(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ltiKeys.all }),
  });
}

async function deletePlatform(id: number) {
  return (await http.delete<{ message: string }>(`/admin/lti/platforms/${id}`)).data;
}

export function useDeletePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ltiKeys.all, 'delete'],
    mutationFn: deletePlatform,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ltiKeys.all }),
  });
}
