// POST /api/lti/session (a launch's one-time code for a Parcours session; the session starts at once) and
// POST /api/lti/deep-links/{request} (the teacher's pick, signed for the LMS).
import type { LtiDeepLinkBody, LtiSessionData } from '@parcours/shared';
import { useMutation } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { sessionStarted, useAppDispatch } from '../../../shared/store';

export type LaunchSession = Camelize<LtiSessionData>;
type DeepLinkChoice = Camelize<LtiDeepLinkBody>;

function exchangeCode(code: string): Promise<LaunchSession> {
  return getData(http.post<{ data: LaunchSession }>('/lti/session', { code }, { skipAuthRefresh: true }));
}

export function useExchangeCode() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: ['lti', 'session'],
    mutationFn: exchangeCode,
    onSuccess: (data) => dispatch(sessionStarted(data)),
  });
}

function answerDeepLink(request: string, body: DeepLinkChoice): Promise<{ returnUrl: string; jwt: string }> {
  return getData(
    http.post<{ data: { returnUrl: string; jwt: string } }>(
      `/lti/deep-links/${encodeURIComponent(request)}`,
      body,
    ),
  );
}

export function useAnswerDeepLink(request: string) {
  return useMutation({
    mutationKey: ['lti', 'deep-link', request],
    mutationFn: (body: DeepLinkChoice) => answerDeepLink(request, body),
  });
}
