// GET /api/admin/support-messages: learners' messages, newest first, with how many still wait.
import type { SupportMessage as SupportMessageWire } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http, type PageMeta } from '../../../shared/http';

export type SupportMessage = Camelize<SupportMessageWire>;
interface SupportMessagePage {
  data: SupportMessage[];
  meta: PageMeta & { unhandledTotal: number };
}
export interface SupportMessagesQuery {
  page: number;
  /** null: every message. */
  handled: boolean | null;
}

async function getSupportMessages(query: SupportMessagesQuery): Promise<SupportMessagePage> {
  const response = await http.get<SupportMessagePage>('/admin/support-messages', {
    params: { page: query.page, handled: query.handled ?? undefined },
  });
  return response.data;
}

export const supportMessagesQueryKey = (query?: SupportMessagesQuery) =>
  query ? (['support', 'messages', query] as const) : (['support', 'messages'] as const);

function supportMessagesQueryOptions(query: SupportMessagesQuery) {
  return queryOptions({ queryKey: supportMessagesQueryKey(query), queryFn: () => getSupportMessages(query) });
}

export function useSupportMessages(query: SupportMessagesQuery) {
  return useQuery({ ...supportMessagesQueryOptions(query), placeholderData: keepPreviousData });
}
