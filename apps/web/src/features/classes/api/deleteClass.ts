// DELETE /api/admin/classes/{id}: the class and its code go; members keep their accounts and courses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { classesKeys } from './keys';

async function deleteClass(id: number): Promise<{ message: string }> {
  return (await http.delete<{ message: string }>(`/admin/classes/${id}`)).data;
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...classesKeys.all, 'delete'],
    mutationFn: deleteClass,
    onSettled: () => queryClient.invalidateQueries({ queryKey: classesKeys.all }),
  });
}
