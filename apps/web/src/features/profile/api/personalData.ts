// GET /api/user/personal-data (everything Parcours holds about the person, saved as a JSON file) and
// POST /api/user/delete-account (their own account, confirmed with the password): docs/privacy.md.
import type { DeleteOwnAccountBody } from '@parcours/shared';
import { useMutation } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { saveResponse } from '../../../shared/http/download';
import { notify, useAppDispatch } from '../../../shared/store';
import { useEndSession } from '../../auth';

async function downloadPersonalData(): Promise<void> {
  const response = await http.get<Blob>('/user/personal-data', { responseType: 'blob' });
  saveResponse(response, `parcours-my-data-${new Date().toISOString().slice(0, 10)}.json`);
}

const downloadPersonalDataKey = ['profile', 'personal-data'] as const;

export function useDownloadPersonalData() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: downloadPersonalDataKey,
    mutationFn: downloadPersonalData,
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}

async function deleteOwnAccount(body: DeleteOwnAccountBody): Promise<{ message: string }> {
  const response = await http.post<{ message: string }>('/user/delete-account', body);
  return response.data;
}

const deleteOwnAccountKey = ['profile', 'delete-account'] as const;

/** On success the local session ends like a logout: every session of the account is gone on the server. */
export function useDeleteOwnAccount() {
  const end = useEndSession('success.ownAccountDeleted');
  return useMutation({ mutationKey: deleteOwnAccountKey, mutationFn: deleteOwnAccount, onSuccess: end });
}
