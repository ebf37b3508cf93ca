// POST /api/admin/users/bulk-action: approves or rejects the selected pending accounts at once; the answer lists
// the ones done and the ones that could not be, with the reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { usersKeys } from './keys';

export interface BulkAnswer {
  data: { done: number[]; failed: { id: number; message: string }[] };
  message: string;
}

async function runBulkAction(action: 'validate' | 'reject', ids: number[]): Promise<BulkAnswer> {
  return (await http.post<BulkAnswer>('/admin/users/bulk-action', { action, ids })).data;
}

export function useBulkAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...usersKeys.all, 'bulk-action'],
    mutationFn: ({ action, ids }: { action: 'validate' | 'reject'; ids: number[] }) =>
      runBulkAction(action, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
