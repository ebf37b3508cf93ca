// GET /api/admin/quizzes/{quizId}/versions: a quiz's versions, newest first, one page at a time.
import type { QuizVersion } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http, type PageMeta } from '../../../shared/http';

export type QuizVersionRecord = Camelize<QuizVersion>;
interface QuizVersionPage {
  data: QuizVersionRecord[];
  meta: PageMeta;
}

async function getQuizVersions(quizId: number, page: number, perPage: number): Promise<QuizVersionPage> {
  const response = await http.get<QuizVersionPage>(`/admin/quizzes/${quizId}/versions`, {
    params: { page, perPage },
  });
  return response.data;
}

/** Every page of one quiz's versions sits under this key, so a save refreshes them all. */
export const quizVersionsKey = (quizId: number) => ['admin', 'quizzes', quizId, 'versions'] as const;

function quizVersionsQueryOptions(quizId: number, page: number, perPage: number) {
  return queryOptions({
    queryKey: [...quizVersionsKey(quizId), { page, perPage }] as const,
    queryFn: () => getQuizVersions(quizId, page, perPage),
    placeholderData: keepPreviousData,
  });
}

export function useQuizVersions(quizId: number, page: number, perPage: number) {
  return useQuery(quizVersionsQueryOptions(quizId, page, perPage));
}
