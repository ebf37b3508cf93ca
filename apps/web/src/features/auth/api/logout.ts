// POST /api/logout: revokes the session on the server, then clears it here (the language stays).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { http } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { notify, sessionCleared, useAppDispatch } from '../../../shared/store';

export async function logout(): Promise<void> {
  await http.post('/logout', {}, { skipAuthRefresh: true });
}

export const logoutMutationKey = ['auth', 'logout'] as const;

export function useLogout() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: logoutMutationKey,
    // The local session ends even when the server cannot be told (offline, token already expired).
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      dispatch(sessionCleared());
      dispatch(notify({ message: 'success.loggedOut', type: 'success' }));
      queryClient.clear();
      navigate(paths.auth.login, { replace: true });
    },
  });
}
