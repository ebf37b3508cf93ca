// The xAPI outbox as administrators see it (docs/integrations.md, "xAPI"): the statements still waiting for the
// learning record store, with the LRS's own answer to those it refused.
import type { XapiWaitingStatement } from '@parcours/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';

const xapiKey = ['xapi'] as const;

export type WaitingStatement = Camelize<XapiWaitingStatement>;
export interface WaitingStatementPage {
  data: WaitingStatement[];
  meta: { currentPage: number; perPage: number; total: number; counts: { waiting: number; refused: number } };
}

export function useWaitingStatements(query: { page: number; perPage: number }) {
  return useQuery({
    queryKey: [...xapiKey, 'statements', query],
    queryFn: async () =>
      (
        await http.get<WaitingStatementPage>('/admin/xapi/statements', {
          params: { page: query.page, perPage: query.perPage },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
