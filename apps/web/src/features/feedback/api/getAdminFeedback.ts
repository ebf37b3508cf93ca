// GET /api/admin/feedback: the survey responses (paginated, newest first), and with count=true their number.
import type { FeedbackResponse as FeedbackResponseWire } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http, type PageMeta } from '../../../shared/http';

type FeedbackResponse = Camelize<FeedbackResponseWire>;
interface FeedbackResponsePage {
  data: FeedbackResponse[];
  meta: PageMeta;
}
export interface AdminFeedbackQuery {
  page: number;
  search: string;
}

async function getAdminFeedback(query: AdminFeedbackQuery): Promise<FeedbackResponsePage> {
  const response = await http.get<FeedbackResponsePage>('/admin/feedback', {
    params: { page: query.page, search: query.search.trim() || undefined },
  });
  return response.data;
}

async function getAdminFeedbackCount(): Promise<number> {
  const data = await getData(
    http.get<{ data: { count: number } }>('/admin/feedback', { params: { count: true } }),
  );
  return data.count;
}

const adminFeedbackQueryKey = (query?: AdminFeedbackQuery) =>
  query ? (['feedback', 'admin', 'list', query] as const) : (['feedback', 'admin'] as const);
const adminFeedbackCountQueryKey = ['feedback', 'admin', 'count'] as const;

function adminFeedbackQueryOptions(query: AdminFeedbackQuery) {
  return queryOptions({ queryKey: adminFeedbackQueryKey(query), queryFn: () => getAdminFeedback(query) });
}

export function useAdminFeedback(query: AdminFeedbackQuery) {
  return useQuery({ ...adminFeedbackQueryOptions(query), placeholderData: keepPreviousData });
}

export function useAdminFeedbackCount() {
  return useQuery({ queryKey: adminFeedbackCountQueryKey, queryFn: getAdminFeedbackCount });
}
