// POST /api/user/support: a message to the Parcours team (mailed to the admins).
import type { SupportBody } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';

async function sendSupportMessage(body: SupportBody): Promise<string> {
  const response = await http.post<{ message: string }>('/user/support', body);
  return response.data.message;
}

const sendSupportMessageMutationKey = ['support', 'send'] as const;

export function useSendSupportMessage() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendSupportMessageMutationKey,
    mutationFn: sendSupportMessage,
    onSuccess: (message) => {
      dispatch(notify({ message, type: 'success' }));
      // the admin's list and the author's own history both start with 'support'
      return queryClient.invalidateQueries({ queryKey: ['support'] });
    },
  });
}
