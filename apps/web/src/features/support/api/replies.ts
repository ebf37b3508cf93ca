// Support threads: the admin's reply (mailed to the author) and the author's history with answers back.
import type { SupportReply as SupportReplyWire } from '@parcours/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, http, type PageMeta } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import type { SupportMessage } from './getSupportMessages';

export type SupportReply = Camelize<SupportReplyWire>;
type OwnSupportMessage = Omit<SupportMessage, 'user'>;
export interface OwnSupportPage {
  data: OwnSupportMessage[];
  meta: PageMeta;
}

const mySupportQueryKey = (page?: number) =>
  page === undefined ? (['support', 'mine'] as const) : (['support', 'mine', page] as const);

export function useMySupport(page: number) {
  return useQuery({
    queryKey: mySupportQueryKey(page),
    queryFn: async () => (await http.get<OwnSupportPage>('/user/support', { params: { page } })).data,
    placeholderData: keepPreviousData,
  });
}

/** `who`: the admin replies to any message; the author answers back on their own. */
export function useSendReply(who: 'admin' | 'author') {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ messageId, body }: { messageId: number; body: string }) =>
      (
        await http.post<{ data: SupportReply; message: string }>(
          who === 'admin'
            ? `/admin/support-messages/${messageId}/replies`
            : `/user/support/${messageId}/replies`,
          { body },
        )
      ).data,
    onSuccess: ({ message }) => {
      dispatch(notify({ message, type: 'success' }));
      // both lists (the admin's and the author's history) start with 'support'
      return queryClient.invalidateQueries({ queryKey: ['support'] });
    },
  });
}
