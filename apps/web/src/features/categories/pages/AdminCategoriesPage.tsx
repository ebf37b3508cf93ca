// /dashboard/admin/categories: the paginated, searchable list of categories with edit and delete.
import { Add } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePagedSearch } from '../../../shared/hooks/usePagedSearch';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import { ListPage, pagesOf, ResponsiveTable } from '../../../shared/ui/list';
import { type CategoryItem, useCategories } from '../api/listCategories';
import { useCategoryColumns } from '../components/categoryColumns';
import { DeleteCategoryDialog } from '../components/DeleteCategoryDialog';

export function AdminCategoriesPage() {
  const { t } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const query = useCategories({ page, search: debounced || undefined, sort: 'created_at', order: 'desc' });
  const [deleting, setDeleting] = useState<CategoryItem | null>(null);
  const columns = useCategoryColumns(setDeleting);
  const rows = query.data?.data ?? [];
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
          onChange: setSearch,
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
        pages={pagesOf(query.data?.meta, page, setPage)}
      >
        <ResponsiveTable
          caption={t('categories.admin.heading')}
          columns={columns}
          rows={rows}
          rowKey={(category) => category.id}
        />
      </ListPage>
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
