// POST /api/password-set?token=: sets the password with the single-use token from the mail.
import type { PasswordSetBody } from '@parcours/shared';
import { useMutation } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';

export type PasswordSetValues = Camelize<PasswordSetBody>;

async function passwordSet({ token, ...body }: PasswordSetValues & { token: string }): Promise<void> {
  await http.post('/password-set', body, { params: { token }, skipAuthRefresh: true });
}

const passwordSetMutationKey = ['auth', 'password-set'] as const;

export function usePasswordSet() {
  return useMutation({ mutationKey: passwordSetMutationKey, mutationFn: passwordSet });
}
