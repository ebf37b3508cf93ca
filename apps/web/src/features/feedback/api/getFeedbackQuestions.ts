// GET /api/feedback-questions: every survey item at once (per_page 100), in the current language.
import type { FeedbackQuestion as FeedbackQuestionWire } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';

export type FeedbackQuestion = Camelize<FeedbackQuestionWire>;

async function getFeedbackQuestions(): Promise<FeedbackQuestion[]> {
  const response = await http.get<{ data: FeedbackQuestion[] }>('/feedback-questions', {
    params: { perPage: 100 },
  });
  return response.data.data;
}

/** The language is part of the key: the server answers the items in it. */
const feedbackQuestionsQueryKey = (language: string) => ['feedback', 'questions', language] as const;

function feedbackQuestionsQueryOptions(language: string) {
  return queryOptions({ queryKey: feedbackQuestionsQueryKey(language), queryFn: getFeedbackQuestions });
}

export function useFeedbackQuestions(language: string) {
  return useQuery(feedbackQuestionsQueryOptions(language));
}
