// GET /api/user/quiz-scores: the learner's score records, one page at a time.
import type { QuizScore } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http, type PageMeta, queryKeys } from '../../../shared/http';

export type ScoreRecord = Camelize<QuizScore>;
interface ScorePage {
  data: ScoreRecord[];
  meta?: PageMeta;
}

async function getQuizScores(page: number, perPage: number): Promise<ScorePage> {
  const response = await http.get<ScorePage>('/user/quiz-scores', { params: { page, perPage } });
  return response.data;
}

const quizScoresQueryKey = queryKeys.quizScores;

function quizScoresQueryOptions(page: number, perPage: number) {
  return queryOptions({
    queryKey: quizScoresQueryKey(page, perPage),
    queryFn: () => getQuizScores(page, perPage),
    placeholderData: keepPreviousData,
  });
}

export function useQuizScores(page: number, perPage: number) {
  return useQuery(quizScoresQueryOptions(page, perPage));
}
