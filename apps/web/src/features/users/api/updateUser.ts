// POST /api/admin/update-user-account/{id} (multipart): empty values are left unchanged, a picture replaces
// the current one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormFields, useSendAccountForm } from '../../../shared/http/multipart';
import { usersKeys } from './keys';
import type { AdminUser } from './listUsers';

const updateUserKey = ['users', 'update'] as const;

export function useUpdateUser(id: number) {
  const send = useSendAccountForm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...updateUserKey, id],
    mutationFn: ({ values, picture }: { values: FormFields; picture: File | null }) =>
      send<AdminUser>(`/admin/update-user-account/${id}`, values, picture),
    onSuccess: (user) => {
      queryClient.setQueryData(usersKeys.detail(id), user);
      return queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
    },
  });
}
