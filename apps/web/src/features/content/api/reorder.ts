// POST /api/admin/reorder-eu/{courseId} (units) and /api/admin/reorder-lo/{courseId}/{euId} (learning objects).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { unitsQueryKey } from './getUnits';

type ReorderInput =
  | { courseId: number; unitIds: number[] }
  | { courseId: number; unitId: number; learningObjectIds: number[] };

async function reorder(input: ReorderInput): Promise<string> {
  const response =
    'unitIds' in input
      ? await http.post<{ message: string }>(`/admin/reorder-eu/${input.courseId}`, {
          unitIds: input.unitIds,
        })
      : await http.post<{ message: string }>(`/admin/reorder-lo/${input.courseId}/${input.unitId}`, {
          learningObjectIds: input.learningObjectIds,
        });
  return response.data.message;
}

/** Moves item `index` of `ids` by `step` (-1 up, +1 down); null when it cannot move. */
export function moved(ids: number[], index: number, step: -1 | 1): number[] | null {
  const to = index + step;
  if (index < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[index], next[to]] = [next[to] as number, next[index] as number];
  return next;
}

export function useReorder() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: reorder,
    onSuccess: (message, input) => {
      dispatch(notify({ message }));
      void queryClient.invalidateQueries({ queryKey: unitsQueryKey(input.courseId) });
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
