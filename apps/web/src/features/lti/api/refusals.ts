// GET /api/admin/lti/refusals: the latest refused LTI logins and launches, in the reader's language.
import type { LtiRefusal } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { ltiKeys } from './keys';

type Refusal = Camelize<LtiRefusal>;

function listRefusals(): Promise<Refusal[]> {
  return getData(http.get<{ data: Refusal[] }>('/admin/lti/refusals'));
}

export function useRefusals() {
  return useQuery(queryOptions({ queryKey: ltiKeys.refusals(), queryFn: listRefusals }));
}
