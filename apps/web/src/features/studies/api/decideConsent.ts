// POST /api/studies/{id}/consent: accept, decline or read later, for the consent version the learner read.
import type { ConsentDecision, ParticipationStatusBody } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getData, http } from '../../../shared/http';
import { studiesKeys } from './keys';

interface ConsentInput {
  studyId: number;
  decision: ConsentDecision;
  consentVersion: number;
}

function decideConsent({ studyId, decision, consentVersion }: ConsentInput) {
  return getData(
    http.post<{ data: ParticipationStatusBody }>(`/studies/${studyId}/consent`, { decision, consentVersion }),
  );
}

export function useDecideConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...studiesKeys.all, 'consent'],
    mutationFn: decideConsent,
    onSuccess: () => client.invalidateQueries({ queryKey: studiesKeys.all }),
  });
}
