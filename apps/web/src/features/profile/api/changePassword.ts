// POST /api/change-password: the current password is required; every other session of the account ends.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export interface ChangePasswordBody {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

async function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  const response = await http.post<{ message: string }>('/change-password', body);
  return response.data;
}

const changePasswordKey = ['profile', 'change-password'] as const;

export function useChangePassword() {
  return useMutation({ mutationKey: changePasswordKey, mutationFn: changePassword });
}
