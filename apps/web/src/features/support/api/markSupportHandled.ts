// POST /api/admin/support-messages/{id}/handled: the admin marks a message dealt with.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { supportMessagesQueryKey } from './getSupportMessages';

async function markSupportHandled(id: number): Promise<string> {
  const response = await http.post<{ message: string }>(`/admin/support-messages/${id}/handled`);
  return response.data.message;
}

const markSupportHandledMutationKey = ['support', 'handled'] as const;

export function useMarkSupportHandled() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markSupportHandledMutationKey,
    mutationFn: markSupportHandled,
    onSuccess: (message) => {
      dispatch(notify({ message, type: 'success' }));
      return queryClient.invalidateQueries({ queryKey: supportMessagesQueryKey() });
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
