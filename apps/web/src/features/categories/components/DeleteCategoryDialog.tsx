// Asks before deleting a category; closes once it is deleted. A refusal (the 409 "still used by courses") stays in
// the dialog so the admin can read why, until another category is picked.
import { Alert } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useDeleteCategory } from '../api/deleteCategory';
import type { CategoryItem } from '../api/listCategories';

export function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: CategoryItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const remove = useDeleteCategory();
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(category);
  if (shownFor !== category) {
    setShownFor(category);
    setError(null);
  }
  const confirm = () => {
    if (!category) return;
    remove.mutate(category.id, {
      onSuccess: (answer) => {
        dispatch(notify({ message: answer.message || 'success.categoryDeleted' }));
        onClose();
      },
      onError: (failure) => {
        const message = errorMessageKey(failure);
        setError(message);
        dispatch(notify({ message, type: 'error' }));
      },
    });
  };
  return (
    <ConfirmDialog
      open={category !== null}
      title={t('categories.admin.confirmTitle')}
      text={t('categories.admin.confirmText', { title: category?.title ?? '' })}
      confirmLabel={t('categories.admin.confirmDelete')}
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="delete-category-error">
          {translateMessage(error)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
