// /dashboard/admin/classes: the classes with their join code and link to copy, members and courses; create,
// edit and delete. Learners join with the code at sign-up (the link fills it in) or from their profile.
import { Add } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedSearch } from '../../../shared/hooks/usePagedSearch';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { EmptyState } from '../../../shared/ui';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ListPage, pagesOf, ResponsiveTable } from '../../../shared/ui/list';
import { useDeleteClass } from '../api/deleteClass';
import { type AdminClass, useClassList } from '../api/listClasses';
import { ClassFormDialog } from '../components/ClassFormDialog';
import { useClassColumns } from '../components/classColumns';

export function AdminClassesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const query = useClassList({ page, search: debounced || undefined });
  const remove = useDeleteClass();
  const [editing, setEditing] = useState<AdminClass | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminClass | null>(null);
  const columns = useClassColumns(setEditing, setDeleting);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        dispatch(notify({ message: answer.message }));
        setDeleting(null);
      },
      onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
    });
  };

  const rows = query.data?.data ?? [];
  return (
    <>
      <ListPage
        id="admin-classes"
        title={t('classes.heading')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('classes.add')}
          </Button>
        }
        search={{ id: 'admin-class-search', label: t('classes.search'), value: search, onChange: setSearch }}
        error={query.error}
        pending={query.isPending}
        empty={
          rows.length === 0 && (
            <EmptyState headingLevel="h2" title={t('classes.empty.title')} text={t('classes.empty.text')} />
          )
        }
        pages={pagesOf(query.data?.meta, page, setPage)}
      >
        <ResponsiveTable
          caption={t('classes.heading')}
          columns={columns}
          rows={rows}
          rowKey={(item) => item.id}
          rowProps={(item) => ({ 'data-testid': `class-row-${item.id}` })}
        />
      </ListPage>
      {editing !== null && (
        <ClassFormDialog
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(_saved, message) => {
            dispatch(notify({ message }));
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('classes.delete.title', { name: deleting?.name ?? '' })}
        text={t('classes.delete.text')}
        confirmLabel={t('classes.delete.confirm')}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
