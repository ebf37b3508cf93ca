// POST /api/admin/validate-user-account/{id}, reject-user-account/{id}, suspend-account/{id} and
// DELETE /api/admin/delete-user-account/{id}: the state changes of docs/design/product.md §4, each answering the
// account as it is now and a translated message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { usersKeys } from './keys';
import type { AdminUser } from './listUsers';

export type AccountAction = 'validate' | 'reject' | 'suspend' | 'delete';

interface ActionAnswer {
  data: AdminUser;
  message: string;
}

async function runAccountAction(action: AccountAction, id: number): Promise<ActionAnswer> {
  const response =
    action === 'delete'
      ? await http.delete<ActionAnswer>(`/admin/delete-user-account/${id}`)
      : await http.post<ActionAnswer>(
          {
            validate: `/admin/validate-user-account/${id}`,
            reject: `/admin/reject-user-account/${id}`,
            suspend: `/admin/suspend-account/${id}`,
          }[action],
        );
  return response.data;
}

/** Which actions an account in this status allows (the server's transitions). */
export function actionsFor(status: string): AccountAction[] {
  switch (status) {
    case 'pending':
      return ['validate', 'reject', 'delete'];
    case 'accepted':
      return ['suspend', 'delete'];
    case 'suspended':
      return ['validate', 'delete'];
    default:
      return ['delete'];
  }
}

const accountActionKey = ['users', 'account-action'] as const;

export function useAccountAction() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: accountActionKey,
    mutationFn: ({ action, id }: { action: AccountAction; id: number }) => runAccountAction(action, id),
    onSuccess: (answer) => dispatch(notify({ message: answer.message, type: 'success' })),
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
