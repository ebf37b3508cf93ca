// GET /api/admin/quiz-timer: per learner and course, pre/post-test, gain, normalized change (NLG) and shortest
// passed time.
import type { QuizTimerRow, QuizTimerSort } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http, type PageMeta } from '../../../shared/http';
import { type TableQuery, tableParams } from './tableQuery';

export type QuizTimer = Camelize<QuizTimerRow>;
interface QuizTimerMeta extends PageMeta {
  courseId?: number;
  courseNlg?: number | null;
  /** How many learners courseNlg is the mean of. */
  nlgLearners?: number;
  hakeGain?: number | null;
  /** Learners with both a pretest and a post-test: the n of Hake's class gain. */
  learners?: number;
}
interface QuizTimerPage {
  data: QuizTimer[];
  meta: QuizTimerMeta;
}

async function getQuizTimers(query: TableQuery<QuizTimerSort>): Promise<QuizTimerPage> {
  const response = await http.get<QuizTimerPage>('/admin/quiz-timer', { params: tableParams(query) });
  return response.data;
}

const quizTimersQueryKey = (query?: TableQuery<QuizTimerSort>) =>
  query ? (['dashboards', 'quiz-timers', query] as const) : (['dashboards', 'quiz-timers'] as const);

function quizTimersQueryOptions(query: TableQuery<QuizTimerSort>) {
  return queryOptions({ queryKey: quizTimersQueryKey(query), queryFn: () => getQuizTimers(query) });
}

export function useQuizTimers(query: TableQuery<QuizTimerSort>) {
  return useQuery({ ...quizTimersQueryOptions(query), placeholderData: keepPreviousData });
}
