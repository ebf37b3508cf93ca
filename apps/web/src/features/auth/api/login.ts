// POST /api/login: credentials in, tokens, user and media out; a success starts the session.
import type { LoginBody, LoginData } from '@parcours/shared';
import { useMutation } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { sessionStarted, useAppDispatch } from '../../../shared/store';

type LoginResult = Camelize<LoginData>;

function login(body: LoginBody): Promise<LoginResult> {
  // A 401 here means wrong credentials, not an expired token: never try a refresh.
  return getData(http.post<{ data: LoginResult }>('/login', body, { skipAuthRefresh: true }));
}

const loginMutationKey = ['auth', 'login'] as const;

export function useLogin() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: loginMutationKey,
    mutationFn: login,
    onSuccess: (data) => dispatch(sessionStarted(data)),
  });
}
