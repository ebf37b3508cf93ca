// POST /api/send-password-reset-mail: asks for a link to set a new password.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

async function sendPasswordResetMail(body: { email: string }): Promise<void> {
  await http.post('/send-password-reset-mail', body, { skipAuthRefresh: true });
}

const sendPasswordResetMailKey = ['auth', 'send-password-reset-mail'] as const;

export function useSendPasswordResetMail() {
  return useMutation({ mutationKey: sendPasswordResetMailKey, mutationFn: sendPasswordResetMail });
}
