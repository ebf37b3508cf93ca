// POST /api/password-set?token=: sets the password with the single-use token from the mail.
import type { PasswordSetBody } from '@parcours/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

async function passwordSet({ token, ...body }: PasswordSetBody & { token: string }): Promise<void> {
  await http.post('/password-set', body, { params: { token }, skipAuthRefresh: true });
}

const passwordSetMutationKey = ['auth', 'password-set'] as const;

export function usePasswordSet() {
  return useMutation({ mutationKey: passwordSetMutationKey, mutationFn: passwordSet });
}
