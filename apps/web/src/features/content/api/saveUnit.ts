// POST /api/admin/create-eu/{courseId} or /api/admin/update-eu/{courseId}/{euId} (multipart, bracketed keys).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import type { Unit } from './getUnits';
import { unitsQueryKey } from './getUnits';

interface SaveUnitInput {
  courseId: number;
  unitId?: number;
  form: FormData;
}

async function saveUnit({ courseId, unitId, form }: SaveUnitInput): Promise<{ data: Unit; message: string }> {
  const url = unitId ? `/admin/update-eu/${courseId}/${unitId}` : `/admin/create-eu/${courseId}`;
  const response = await http.post<{ data: Unit; message: string }>(url, form);
  return response.data;
}

export function useSaveUnit() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: saveUnit,
    onSuccess: (answer, input) => {
      dispatch(notify({ message: answer.message }));
      void queryClient.invalidateQueries({ queryKey: unitsQueryKey(input.courseId) });
    },
  });
}
