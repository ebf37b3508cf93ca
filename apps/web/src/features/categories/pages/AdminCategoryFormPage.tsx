// /dashboard/admin/categories/add-category and /{categoryId}: the category form, empty or filled.
import { Alert, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { notify, useAppDispatch } from '../../../shared/store';
import { useCategory } from '../api/getCategory';
import { type CategoryFormValues, useSaveCategory } from '../api/saveCategory';
import { CategoryForm } from '../components/CategoryForm';

export function AdminCategoryFormPage() {
  const { t } = useTranslation();
  const { categoryId } = useParams();
  const id = categoryId ? Number(categoryId) : undefined;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const category = useCategory(id ?? 0, id !== undefined);
  const save = useSaveCategory();

  const submit = (values: CategoryFormValues) =>
    save.mutateAsync(
      { id, values },
      {
        onSuccess: () => {
          dispatch(notify({ message: id ? 'categories.form.updated' : 'categories.form.created' }));
          navigate(paths.admin.categories);
        },
        onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
      },
    );

  if (id !== undefined && (Number.isNaN(id) || category.isError)) {
    return (
      <Alert severity="error" role="alert">
        {category.isError ? translateMessage(errorMessageKey(category.error)) : t('error.categoryNotFound')}
      </Alert>
    );
  }
  if (id !== undefined && category.isPending) return <Skeleton variant="rounded" height={360} />;
  return (
    <CategoryForm
      key={category.data?.id ?? 'new'}
      category={category.data}
      pending={save.isPending}
      error={save.error}
      onSubmit={submit}
      onCancel={() => navigate(paths.admin.categories)}
    />
  );
}
