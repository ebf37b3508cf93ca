// GET /api/admin/lti/tool (the addresses to type into the LMS), POST /api/admin/lti/registration-links (a
// one-time dynamic registration address) and POST /api/admin/lti/keys/rotate.
import type { LtiToolConfig } from '@parcours/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { ltiKeys } from './keys';

type ToolConfig = Camelize<LtiToolConfig>;

function getToolConfig(): Promise<ToolConfig> {
  return getData(http.get<{ data: ToolConfig }>('/admin/lti/tool'));
}

export function useToolConfig() {
  return useQuery(queryOptions({ queryKey: ltiKeys.tool(), queryFn: getToolConfig }));
}

function createRegistrationLink(): Promise<{ url: string; expiresAt: string }> {
  return getData(http.post<{ data: { url: string; expiresAt: string } }>('/admin/lti/registration-links'));
}

export function useRegistrationLink() {
  return useMutation({
    mutationKey: [...ltiKeys.all, 'registration-link'],
    mutationFn: createRegistrationLink,
  });
}

async function rotateKeys() {
  return (await http.post<{ message: string }>('/admin/lti/keys/rotate')).data;
}

export function useRotateKeys() {
  return useMutation({ mutationKey: [...ltiKeys.all, 'rotate'], mutationFn: rotateKeys });
}
