// POST /api/categories/create-category and /update-category/{id}: the admin category form, sent as multipart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getData, http } from '../../../shared/http';
import { type CategoryItem, categoriesKey } from './listCategories';

interface SubCategoryLine {
  /** Set for an existing sub category (a rename), absent for a new line. */
  id?: number;
  title: string;
}

export interface CategoryFormValues {
  title: string;
  image: File | null;
  subCategories: SubCategoryLine[];
  /** Ids of existing sub categories removed from the form. */
  deletedSubCategories: number[];
}

/**
 * The multipart body of docs/design/product.md §7: `subCategories[i][title]` (+ `[id]`), `deletedSubCategories[i]`.
 * New lines without a title are left out (docs/design/product.md §5); indexes stay contiguous.
 */
export function categoryFormData(values: CategoryFormValues): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  if (values.image) form.append('image', values.image);
  let i = 0;
  for (const line of values.subCategories) {
    const title = line.title.trim();
    if (!title && line.id === undefined) continue;
    form.append(`subCategories[${i}][title]`, title);
    if (line.id !== undefined) form.append(`subCategories[${i}][id]`, String(line.id));
    i += 1;
  }
  values.deletedSubCategories.forEach((id, j) => {
    form.append(`deletedSubCategories[${j}]`, String(id));
  });
  return form;
}

function saveCategory({ id, values }: { id?: number; values: CategoryFormValues }) {
  const body = categoryFormData(values);
  const url = id ? `/categories/update-category/${id}` : '/categories/create-category';
  return getData(http.post<{ data: CategoryItem }>(url, body));
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...categoriesKey, 'save'],
    mutationFn: saveCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}
