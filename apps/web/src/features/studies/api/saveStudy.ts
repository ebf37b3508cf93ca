// POST /api/studies (create) and PATCH /api/studies/{id} (edit; after the first allocation the server records a
// new study version instead of editing in place).
import type { StudyInput } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import type { StudyDetail } from './getStudy';
import { studiesKeys } from './keys';

/** A study's body as the web holds it (the client sends it snake_case). */
export type StudyValues = Camelize<StudyInput>;

function saveStudy(id: number | null, body: StudyValues | Partial<StudyValues>): Promise<StudyDetail> {
  const request =
    id === null
      ? http.post<{ data: StudyDetail }>('/studies', body)
      : http.patch<{ data: StudyDetail }>(`/studies/${id}`, body);
  return getData(request);
}

export function useSaveStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...studiesKeys.all, 'save'],
    mutationFn: ({ id, body }: { id: number | null; body: StudyValues | Partial<StudyValues> }) =>
      saveStudy(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: studiesKeys.all }),
  });
}
