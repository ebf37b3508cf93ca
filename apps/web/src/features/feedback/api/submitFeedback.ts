// POST /api/feedback: the learner's answers; the answer holds the scores, which also become the profile's.
import type { FeedbackResult as FeedbackResultWire } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Camelize, errorMessageKey, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { profileQueryKey } from '../../auth';
import { surveyOfferKey } from './surveyOffer';

export type FeedbackResult = Camelize<FeedbackResultWire>;
export interface FeedbackSubmission {
  answers: { questionId: number; answer: number | string }[];
  courseId?: number;
}

async function submitFeedback(body: FeedbackSubmission): Promise<{ data: FeedbackResult; message: string }> {
  const response = await http.post<{ data: FeedbackResult; message: string }>('/feedback', body);
  return response.data;
}

const submitFeedbackMutationKey = ['feedback', 'submit'] as const;

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: submitFeedbackMutationKey,
    mutationFn: submitFeedback,
    onSuccess: ({ message }) => {
      dispatch(notify({ message, type: 'success' }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['feedback', 'admin'] }),
        queryClient.invalidateQueries({ queryKey: surveyOfferKey }),
      ]);
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
