// /dashboard/admin/categories: the paginated, searchable list of categories with edit and delete.
import { Add, DeleteOutline, Edit } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { translateMessage } from '../../../i18n';
import { thumbnailLink } from '../../../shared/format/media';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { notify, useAppDispatch } from '../../../shared/store';
import { EmptyState } from '../../../shared/ui';
import { ChipList, type ListColumn, ListPage, pagesOf, ResponsiveTable } from '../../../shared/ui/list';
import { useDeleteCategory } from '../api/deleteCategory';
import { type CategoryItem, useCategories } from '../api/listCategories';
import { CategoryPicture } from '../components/CategoryCard';

export function AdminCategoriesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const query = useCategories({ page, search: debounced || undefined, sort: 'created_at', order: 'desc' });
  const remove = useDeleteCategory();
  const [pending, setPending] = useState<CategoryItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: (answer) => {
        dispatch(notify({ message: answer.message || 'success.categoryDeleted' }));
        setPending(null);
      },
      onError: (error) => {
        const message = errorMessageKey(error);
        // The 409 "still used by courses" text stays in the dialog so the admin can read it.
        setDeleteError(message);
        dispatch(notify({ message, type: 'error' }));
      },
    });
  };

  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  const columns: ListColumn<CategoryItem>[] = [
    {
      key: 'image',
      label: t('categories.admin.image'),
      phone: 'start',
      cellSx: { width: 96 },
      render: (category) => (
        <Box sx={{ width: 72, borderRadius: 1, overflow: 'hidden' }}>
          <CategoryPicture link={thumbnailLink(category.image)} height={48} />
        </Box>
      ),
    },
    {
      key: 'title',
      label: t('categories.admin.title'),
      phone: 'title',
      rowHeader: true,
      render: (category) => category.title,
    },
    {
      key: 'children',
      label: t('categories.admin.subcategories'),
      render: (category) => (
        <ChipList items={category.children.map((child) => ({ key: child.id, label: child.title }))} />
      ),
    },
    {
      key: 'courses',
      label: t('categories.admin.courses'),
      numeric: true,
      render: (category) => category.coursesCount,
    },
    {
      key: 'actions',
      label: t('categories.admin.actions'),
      numeric: true,
      phone: 'end',
      cellSx: { whiteSpace: 'nowrap' },
      render: (category) => (
        <>
          <IconButton
            component={RouterLink}
            to={paths.admin.category(category.id)}
            aria-label={t('categories.admin.edit', { title: category.title })}
          >
            <Edit />
          </IconButton>
          <IconButton
            onClick={() => {
              setDeleteError(null);
              setPending(category);
            }}
            aria-label={t('categories.admin.delete', { title: category.title })}
          >
            <DeleteOutline />
          </IconButton>
        </>
      ),
    },
  ];
  return (
    <>
      <ListPage
        id="admin-categories"
        title={t('categories.admin.heading')}
        actions={
          <Button component={RouterLink} to={paths.admin.addCategory} variant="contained" startIcon={<Add />}>
            {t('categories.admin.add')}
          </Button>
        }
        search={{
          id: 'admin-category-search',
          label: t('categories.search'),
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
        error={query.error}
        pending={query.isPending}
        empty={
          rows.length === 0 && (
            <EmptyState
              headingLevel="h2"
              title={t('categories.empty.title')}
              text={t('categories.admin.emptyText')}
            />
          )
        }
        pages={pagesOf(meta, page, setPage)}
      >
        <ResponsiveTable
          caption={t('categories.admin.heading')}
          columns={columns}
          rows={rows}
          rowKey={(category) => category.id}
        />
      </ListPage>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby="delete-category-title"
      >
        <DialogTitle id="delete-category-title">{t('categories.admin.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('categories.admin.confirmText', { title: pending?.title ?? '' })}
          </DialogContentText>
          {deleteError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="delete-category-error">
              {translateMessage(deleteError)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>{t('categories.form.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmDelete} loading={remove.isPending}>
            {t('categories.admin.confirmDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
