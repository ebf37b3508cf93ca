// /dashboard/admin/classes: the classes with their join code and link to copy, members and courses; create,
// edit and delete. Learners join with the code at sign-up (the link fills it in) or from their profile.
import { Add, ContentCopy, DeleteOutline, Edit, Link as LinkIcon } from '@mui/icons-material';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { EmptyState } from '../../../shared/ui';
import { ChipList, type ListColumn, ListPage, pagesOf, ResponsiveTable } from '../../../shared/ui/list';
import { useDeleteClass } from '../api/deleteClass';
import { type AdminClass, useClassList } from '../api/listClasses';
import { ClassFormDialog } from '../components/ClassFormDialog';

export function AdminClassesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useClassList({ page, search: debounced || undefined });
  const remove = useDeleteClass();
  const [editing, setEditing] = useState<AdminClass | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminClass | null>(null);

  const copy = async (text: string, message: string) => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(notify({ message }));
    } catch {
      dispatch(notify({ message: 'classes.copyFailed', type: 'error' }));
    }
  };

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
  const meta = query.data?.meta;
  const columns: ListColumn<AdminClass>[] = [
    {
      key: 'name',
      label: t('classes.columns.name'),
      phone: 'title',
      rowHeader: true,
      render: (item) => (
        <>
          {item.name}
          {item.autoApprove && (
            <Chip
              label={t('classes.autoApproved')}
              size="small"
              color="success"
              variant="outlined"
              sx={{ ml: 1 }}
            />
          )}
        </>
      ),
    },
    {
      key: 'code',
      label: t('classes.columns.code'),
      render: (item) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography
            component="code"
            data-testid="class-code"
            sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: 1 }}
          >
            {item.code}
          </Typography>
          <Tooltip title={t('classes.copyCode')}>
            <IconButton
              aria-label={t('classes.copyCodeOf', { name: item.name })}
              onClick={() => copy(item.code, 'classes.codeCopied')}
            >
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('classes.copyLink')}>
            <IconButton
              aria-label={t('classes.copyLinkOf', { name: item.name })}
              onClick={() => copy(item.link, 'classes.linkCopied')}
            >
              <LinkIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
    {
      key: 'courses',
      label: t('classes.columns.courses'),
      render: (item) => (
        <ChipList items={item.courses.map((course) => ({ key: course.id, label: course.title }))} />
      ),
    },
    {
      key: 'members',
      label: t('classes.columns.members'),
      numeric: true,
      render: (item) => item.membersCount,
    },
    {
      key: 'actions',
      label: t('classes.columns.actions'),
      numeric: true,
      phone: 'end',
      cellSx: { whiteSpace: 'nowrap' },
      render: (item) => (
        <>
          <IconButton aria-label={t('classes.editOf', { name: item.name })} onClick={() => setEditing(item)}>
            <Edit />
          </IconButton>
          <IconButton
            aria-label={t('classes.deleteOf', { name: item.name })}
            onClick={() => setDeleting(item)}
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
        id="admin-classes"
        title={t('classes.heading')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('classes.add')}
          </Button>
        }
        search={{
          id: 'admin-class-search',
          label: t('classes.search'),
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
            <EmptyState headingLevel="h2" title={t('classes.empty.title')} text={t('classes.empty.text')} />
          )
        }
        pages={pagesOf(meta, page, setPage)}
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
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="delete-class-title">
        <DialogTitle id="delete-class-title">
          {t('classes.delete.title', { name: deleting?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('classes.delete.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('classes.form.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmDelete} loading={remove.isPending}>
            {t('classes.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
