// POST /api/studies (create) and PATCH /api/studies/{id} (edit; after the first allocation the server records a
// new study version instead of editing in place).
import type { StudyInput } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getData, http } from '../../../shared/http';
import type { StudyDetail } from './getStudy';
import { studiesKeys } from './keys';

function saveStudy(id: number | null, body: StudyInput | Partial<StudyInput>): Promise<StudyDetail> {
  // The body is already in wire shape (snake_case); the client leaves it as it is.
  const request =
    id === null
      ? http.post<{ data: StudyDetail }>('/studies', body, { rawKeys: true })
      : http.patch<{ data: StudyDetail }>(`/studies/${id}`, body, { rawKeys: true });
  return getData(request);
}

export function useSaveStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...studiesKeys.all, 'save'],
    mutationFn: ({ id, body }: { id: number | null; body: StudyInput | Partial<StudyInput> }) =>
      saveStudy(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: studiesKeys.all }),
  });
}
