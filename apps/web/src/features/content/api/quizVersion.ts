// GET /api/admin/quizzes/{quizId}/versions/{version}: one version with its questions and answers as they were.
import type { QuizVersionDetail } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { quizVersionsKey } from './quizVersions';

type QuizVersionQuestions = Camelize<QuizVersionDetail>;

function getQuizVersion(quizId: number, version: number): Promise<QuizVersionQuestions> {
  return getData(http.get<{ data: QuizVersionQuestions }>(`/admin/quizzes/${quizId}/versions/${version}`));
}

function quizVersionQueryOptions(quizId: number, version: number) {
  return queryOptions({
    queryKey: [...quizVersionsKey(quizId), 'detail', version] as const,
    queryFn: () => getQuizVersion(quizId, version),
  });
}

/** Fetched only once the admin opens the version's questions. */
export function useQuizVersion(quizId: number, version: number, enabled: boolean) {
  return useQuery({ ...quizVersionQueryOptions(quizId, version), enabled });
}
