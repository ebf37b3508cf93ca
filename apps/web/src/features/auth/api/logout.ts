// POST /api/logout and /api/logout-everywhere: revoke the session (or all of them) on the server, then clear it
// here (the language stays).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { http } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { notify, sessionCleared, useAppDispatch } from '../../../shared/store';

async function logout(): Promise<void> {
  await http.post('/logout', {}, { skipAuthRefresh: true });
}

const logoutMutationKey = ['auth', 'logout'] as const;

/** POST /api/logout-everywhere: ends every session of the account, on every device (this one too). */
async function logoutEverywhere(): Promise<void> {
  await http.post('/logout-everywhere', {});
}

const logoutEverywhereKey = ['auth', 'logout-everywhere'] as const;

/** Clears the local session and goes to the login page, with the given success message. */
export function useEndSession(
  message: 'success.loggedOut' | 'success.loggedOutEverywhere' | 'success.ownAccountDeleted',
) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    dispatch(sessionCleared());
    dispatch(notify({ message, type: 'success' }));
    queryClient.clear();
    navigate(paths.auth.login, { replace: true });
  };
}

export function useLogout() {
  const end = useEndSession('success.loggedOut');
  return useMutation({
    mutationKey: logoutMutationKey,
    // The local session ends even when the server cannot be told (offline, token already expired).
    mutationFn: () => logout().catch(() => undefined),
    onSettled: end,
  });
}

/** Unlike a logout, a failure is shown and the session stays: the person must know the others were not ended. */
export function useLogoutEverywhere() {
  const end = useEndSession('success.loggedOutEverywhere');
  return useMutation({ mutationKey: logoutEverywhereKey, mutationFn: logoutEverywhere, onSuccess: end });
}
