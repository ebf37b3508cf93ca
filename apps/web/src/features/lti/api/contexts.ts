// GET /api/admin/lti/contexts (the LMS courses Parcours was launched from) and POST
// /api/admin/lti/contexts/{id}/roster (their roster into a Parcours class).
import type { LtiContext, LtiRosterResult } from '@parcours/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { ltiKeys } from './keys';

type LmsCourse = Camelize<LtiContext>;

function listContexts(): Promise<LmsCourse[]> {
  return getData(http.get<{ data: LmsCourse[] }>('/admin/lti/contexts'));
}

export function useContexts() {
  return useQuery(queryOptions({ queryKey: ltiKeys.contexts(), queryFn: listContexts }));
}

async function syncRoster(id: number) {
  return (
    await http.post<{ data: Camelize<LtiRosterResult>; message: string }>(`/admin/lti/contexts/${id}/roster`)
  ).data;
}

export function useSyncRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ltiKeys.all, 'roster'],
    mutationFn: syncRoster,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ltiKeys.contexts() }),
  });
}
