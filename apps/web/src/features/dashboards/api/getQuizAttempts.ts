// GET /api/admin/quiz-attempt: per learner and course, the number of submitted attempts and their mean score.
import type { QuizAttemptRow, QuizAttemptSort } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http, type PageMeta } from '../../../shared/http';
import { type TableQuery, tableParams } from './tableQuery';

export type QuizAttempt = Camelize<QuizAttemptRow>;
interface QuizAttemptPage {
  data: QuizAttempt[];
  meta: PageMeta;
}

async function getQuizAttempts(query: TableQuery<QuizAttemptSort>): Promise<QuizAttemptPage> {
  const response = await http.get<QuizAttemptPage>('/admin/quiz-attempt', { params: tableParams(query) });
  return response.data;
}

const quizAttemptsQueryKey = (query?: TableQuery<QuizAttemptSort>) =>
  query ? (['dashboards', 'quiz-attempts', query] as const) : (['dashboards', 'quiz-attempts'] as const);

function quizAttemptsQueryOptions(query: TableQuery<QuizAttemptSort>) {
  return queryOptions({ queryKey: quizAttemptsQueryKey(query), queryFn: () => getQuizAttempts(query) });
}

export function useQuizAttempts(query: TableQuery<QuizAttemptSort>) {
  return useQuery({ ...quizAttemptsQueryOptions(query), placeholderData: keepPreviousData });
}
