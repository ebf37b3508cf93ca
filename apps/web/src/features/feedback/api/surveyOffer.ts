// GET and POST /api/user/survey-offer: whether to offer the survey now, and the learner's "Not now" or "No,
// thanks", kept by the server (docs/design/product.md §4 "Survey offer").
import type { SurveyOffer as SurveyOfferWire } from '@parcours/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, errorMessageKey, getData, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';

export type SurveyOfferData = Camelize<SurveyOfferWire>;
export const surveyOfferKey = ['feedback', 'survey-offer'] as const;

/** `fresh`: read it again on mount (right after a post-test, the offer may have just opened). */
export function useSurveyOffer(fresh = false) {
  return useQuery({
    queryKey: surveyOfferKey,
    queryFn: () => getData(http.get<{ data: SurveyOfferData }>('/user/survey-offer')),
    refetchOnMount: fresh ? 'always' : true,
  });
}

export function useDecideSurveyOffer() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: async (decision: 'later' | 'never') =>
      getData(http.post<{ data: SurveyOfferData }>('/user/survey-offer', { decision })),
    onSuccess: (data) => queryClient.setQueryData(surveyOfferKey, data),
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
