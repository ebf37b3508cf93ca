// GET /api/user/Silverman/results: every result of the learner, newest first (the history kept on re-takes).
import { pagination } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import type { StyleResult } from './submitQuestionnaire';

interface StyleResultsPage {
  data: StyleResult[];
  meta: { currentPage: number; perPage: number; total: number };
}

async function getStyleResults(page: number): Promise<StyleResultsPage> {
  const response = await http.get<StyleResultsPage>('/user/Silverman/results', {
    params: { page, perPage: pagination.rowsPerPage },
  });
  return response.data;
}

const styleResultsKey = (page: number) => ['questionnaire', 'results', page] as const;

function styleResultsOptions(page: number) {
  return queryOptions({ queryKey: styleResultsKey(page), queryFn: () => getStyleResults(page) });
}

export function useStyleResults(page: number, enabled = true) {
  return useQuery({ ...styleResultsOptions(page), enabled });
}
