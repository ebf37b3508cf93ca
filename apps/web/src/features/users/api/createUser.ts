// POST /api/admin/create-user (multipart, optional profile_picture): the account starts accepted and the
// person receives a mail with a link to choose a password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormFields, useSendAccountForm } from '../../../shared/http/multipart';
import { usersKeys } from './keys';
import type { AdminUser } from './listUsers';

const createUserKey = ['users', 'create'] as const;

export function useCreateUser() {
  const send = useSendAccountForm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createUserKey,
    mutationFn: ({ values, picture }: { values: FormFields; picture: File | null }) =>
      send<AdminUser>('/admin/create-user', values, picture),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
