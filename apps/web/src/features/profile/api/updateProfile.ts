// POST /api/update-profile: the details form (multipart, with the picture) and the preferences (language,
// theme). The stored session merges the answer but keeps coursesCount, latestCourseId and result.

import type { User } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';
import { profileUpdated, type SessionUser, useAppDispatch } from '../../../shared/store';
import { profileQueryKey } from '../../auth/api/getProfile';
import { type FormFields, useSendAccountForm } from '../../users/api/multipart';

export type ProfileUser = Camelize<User>;

export interface Preferences {
  language?: string;
  theme?: 'light' | 'dark';
}

export async function savePreferences(
  preferences: Preferences,
): Promise<{ data: ProfileUser; message: string }> {
  const response = await http.post<{ data: ProfileUser; message: string }>('/update-profile', preferences);
  return response.data;
}

function useSessionMerge() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return (user: ProfileUser) => {
    dispatch(profileUpdated(user as Partial<SessionUser>));
    queryClient.setQueryData(profileQueryKey, user);
  };
}

export const updateProfileKey = ['profile', 'update'] as const;

export function useUpdateProfile() {
  const send = useSendAccountForm();
  const merge = useSessionMerge();
  return useMutation({
    mutationKey: updateProfileKey,
    mutationFn: ({ values, picture }: { values: FormFields; picture: File | null }) =>
      send<ProfileUser>('/update-profile', values, picture),
    onSuccess: merge,
  });
}

export const savePreferencesKey = ['profile', 'preferences'] as const;

export function useSavePreferences() {
  const merge = useSessionMerge();
  return useMutation({
    mutationKey: savePreferencesKey,
    mutationFn: savePreferences,
    onSuccess: (answer) => merge(answer.data),
  });
}
