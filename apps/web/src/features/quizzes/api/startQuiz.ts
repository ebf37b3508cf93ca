// GET /api/user/quiz/{quizId}: starts or resumes the learner's attempt (409 with next_attempt_at while cooling down).
import type { TakeQuizData } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http, isHttpError } from '../../../shared/http';

export type TakeQuiz = Camelize<TakeQuizData>;
export type LearnerQuestion = TakeQuiz['quiz']['questions'][number];

function startQuiz(quizId: number): Promise<TakeQuiz> {
  return getData(http.get<{ data: TakeQuiz }>(`/user/quiz/${quizId}`));
}

export const quizAttemptQueryKey = (quizId: number) => ['quizzes', quizId, 'attempt'] as const;

function quizAttemptQueryOptions(quizId: number) {
  return queryOptions({
    queryKey: quizAttemptQueryKey(quizId),
    queryFn: () => startQuiz(quizId),
    // Each fetch may open an attempt: fetch only when asked (first view, retry), never in the background.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useQuizAttempt(quizId: number) {
  return useQuery(quizAttemptQueryOptions(quizId));
}

/** The next-attempt time of a 409 cooldown answer, or null for any other failure. */
export function cooldownUntil(error: unknown): string | null {
  if (isHttpError(error) && error.status === 409 && error.data?.nextAttemptAt)
    return error.data.nextAttemptAt;
  return null;
}
