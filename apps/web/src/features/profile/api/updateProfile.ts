// POST /api/update-profile: the details form (multipart, with the picture) and the preferences (language,
// theme). The stored session merges the answer but keeps coursesCount, latestCourseId and result.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, http, type UserItem } from '../../../shared/http';
import { type FormFields, useSendAccountForm } from '../../../shared/http/multipart';
import {
  notify,
  profileUpdated,
  type SessionUser,
  selectSession,
  useAppDispatch,
  useAppSelector,
} from '../../../shared/store';
import { profileQueryKey } from '../../auth';

export type ProfileUser = UserItem;

export interface Preferences {
  language?: string;
  theme?: 'light' | 'dark';
}

async function savePreferences(preferences: Preferences): Promise<{ data: ProfileUser; message: string }> {
  const response = await http.post<{ data: ProfileUser; message: string }>('/update-profile', preferences);
  return response.data;
}

/**
 * Keeps the session and the cached profile in step with a saved account: a profile read still in flight is
 * cancelled when the save starts (its older copy would otherwise land after the answer and undo the choice).
 */
function useSessionMerge() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return {
    onMutate: () => queryClient.cancelQueries({ queryKey: profileQueryKey }),
    onSuccess: (user: ProfileUser) => {
      dispatch(profileUpdated(user as Partial<SessionUser>));
      queryClient.setQueryData(profileQueryKey, user);
    },
  };
}

const updateProfileKey = ['profile', 'update'] as const;

export function useUpdateProfile() {
  const send = useSendAccountForm();
  const merge = useSessionMerge();
  return useMutation({
    mutationKey: updateProfileKey,
    mutationFn: ({ values, picture }: { values: FormFields; picture: File | null }) =>
      send<ProfileUser>('/update-profile', values, picture),
    onMutate: merge.onMutate,
    onSuccess: merge.onSuccess,
  });
}

const savePreferencesKey = ['profile', 'preferences'] as const;

export function useSavePreferences({ onError }: { onError?: (error: Error) => void } = {}) {
  const merge = useSessionMerge();
  return useMutation({
    mutationKey: savePreferencesKey,
    mutationFn: savePreferences,
    onMutate: merge.onMutate,
    onSuccess: (answer) => merge.onSuccess(answer.data),
    onError,
  });
}

/**
 * For choices made outside the settings page (the top bar): saves them on the account of the signed-in
 * person in the background and says so only when that fails. Visitors keep their choice on this device.
 */
export function useSaveChoiceOnAccount() {
  const dispatch = useAppDispatch();
  const { isAuthenticated } = useAppSelector(selectSession);
  const save = useSavePreferences({
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
  return (preferences: Preferences) => {
    if (isAuthenticated) save.mutate(preferences);
  };
}
