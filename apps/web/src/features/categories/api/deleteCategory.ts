// DELETE /api/categories/delete-category/{id}; refused with 409 while courses still use the category.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { categoriesKey } from './listCategories';

async function deleteCategory(id: number): Promise<{ message: string }> {
  const response = await http.delete<{ message: string }>(`/categories/delete-category/${id}`);
  return response.data;
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...categoriesKey, 'delete'],
    mutationFn: deleteCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}
