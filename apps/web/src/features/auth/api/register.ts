// POST /api/register: creates a learner account that waits for an administrator's approval.
import type { RegisterBody } from '@parcours/shared';
import { useMutation } from '@tanstack/react-query';
import { type Camelize, getData, http, type UserItem } from '../../../shared/http';

export type RegisterResult = { user: UserItem };

function register(body: Camelize<RegisterBody>): Promise<RegisterResult> {
  return getData(http.post<{ data: RegisterResult }>('/register', body, { skipAuthRefresh: true }));
}

const registerMutationKey = ['auth', 'register'] as const;

export function useRegister() {
  return useMutation({ mutationKey: registerMutationKey, mutationFn: register });
}
