// The newsletter's calls (docs/design/product.md §4 "Newsletter"): the links of its mails (confirm, unsubscribe),
// and the admin's list and CSV export of confirmed subscribers.
import type { NewsletterStatus, NewsletterSubscriber } from '@parcours/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type Camelize, errorMessageKey, http } from '../../../shared/http';
import { saveResponse } from '../../../shared/http/download';
import { notify, useAppDispatch } from '../../../shared/store';

const newsletterKey = ['newsletter'] as const;

/**
 * Opening a mailed link does what it says once: the token is the query key, so the call is not repeated when the
 * page renders again, and a failure is not retried (a used link stays used).
 */
export function useNewsletterLink(action: 'confirm' | 'unsubscribe', token: string) {
  return useQuery({
    queryKey: [...newsletterKey, action, token],
    queryFn: async () => {
      const response =
        action === 'confirm'
          ? await http.post<{ message: string }>('/newsletter/confirm', { token })
          : await http.post<{ message: string }>('/newsletter/unsubscribe', {}, { params: { token } });
      return response.data.message;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export type Subscriber = Camelize<NewsletterSubscriber>;
export interface SubscriberPage {
  data: Subscriber[];
  meta: {
    currentPage: number;
    perPage: number;
    total: number;
    counts: Record<NewsletterStatus, number>;
  };
}

export interface SubscriberQuery {
  page: number;
  perPage: number;
  search: string;
  status: NewsletterStatus | null;
}

export function useNewsletterSubscribers(query: SubscriberQuery) {
  return useQuery({
    queryKey: [...newsletterKey, 'subscribers', query],
    queryFn: async () =>
      (
        await http.get<SubscriberPage>('/admin/newsletter/subscribers', {
          params: {
            page: query.page,
            perPage: query.perPage,
            search: query.search.trim() || undefined,
            status: query.status ?? undefined,
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useNewsletterExport() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: async () => {
      const response = await http.get<Blob>('/admin/newsletter/subscribers.csv', { responseType: 'blob' });
      saveResponse(response, 'parcours-newsletter.csv');
    },
    onSuccess: () => dispatch(notify({ message: 'newsletter.admin.exported', type: 'success' })),
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
