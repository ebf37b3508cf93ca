// GET /api/studies/{id}/package: the study package (zip), fetched with the bearer token and saved as a file.
import { useMutation } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { saveResponse } from '../../../shared/http/download';
import { notify, useAppDispatch } from '../../../shared/store';
import { studiesKeys } from './keys';

async function downloadStudyPackage(id: number): Promise<void> {
  const response = await http.get<Blob>(`/studies/${id}/package`, { responseType: 'blob' });
  saveResponse(response, `parcours-study-${id}.zip`);
}

export function useStudyPackage() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: [...studiesKeys.all, 'package'],
    mutationFn: downloadStudyPackage,
    onSuccess: () => dispatch(notify({ message: 'studies.dashboard.package.done', type: 'success' })),
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
