// DELETE /api/admin/delete-eu/{courseId}/{euId}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { unitsQueryKey } from './getUnits';

async function deleteUnit({ courseId, unitId }: { courseId: number; unitId: number }): Promise<string> {
  const response = await http.delete<{ message: string }>(`/admin/delete-eu/${courseId}/${unitId}`);
  return response.data.message;
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: deleteUnit,
    onSuccess: (message, input) => {
      dispatch(notify({ message }));
      void queryClient.invalidateQueries({ queryKey: unitsQueryKey(input.courseId) });
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
