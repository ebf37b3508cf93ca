// POST /api/admin/classes (create) and POST /api/admin/classes/{id} (edit): name, courses, approval rule.
import type { ClassBody } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { classesKeys } from './keys';
import type { AdminClass } from './listClasses';

export interface ClassValues {
  name: string;
  courseIds: number[];
  autoApprove: boolean;
}

async function saveClass(id: number | null, values: ClassValues) {
  const body = values as unknown as ClassBody;
  const response = await http.post<{ data: AdminClass; message: string }>(
    id === null ? '/admin/classes' : `/admin/classes/${id}`,
    body,
  );
  return response.data;
}

export function useSaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...classesKeys.all, 'save'],
    mutationFn: ({ id, values }: { id: number | null; values: ClassValues }) => saveClass(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesKeys.all }),
  });
}
