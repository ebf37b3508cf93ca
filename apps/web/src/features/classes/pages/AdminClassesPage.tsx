// /dashboard/admin/classes: the classes with their join code and link to copy, members and courses; create,
// edit and delete. Learners join with the code at sign-up (the link fills it in) or from their profile.
import { Add, ContentCopy, DeleteOutline, Edit, Link as LinkIcon, Search } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { EmptyState } from '../../../shared/ui';
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
  const pages = Math.max(1, Math.ceil((query.data?.meta.total ?? 0) / (query.data?.meta.perPage ?? 1)));
  return (
    <Box component="section" aria-labelledby="admin-classes-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography id="admin-classes-heading" variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('classes.heading')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="admin-class-search"
            type="search"
            size="small"
            label={t('classes.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('classes.add')}
          </Button>
        </Stack>
      </Stack>
      {query.isError ? (
        <Alert severity="error" role="alert">
          {translateMessage(errorMessageKey(query.error))}
        </Alert>
      ) : query.isPending ? (
        <Skeleton variant="rounded" height={300} />
      ) : rows.length === 0 ? (
        <EmptyState headingLevel="h2" title={t('classes.empty.title')} text={t('classes.empty.text')} />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
          <Table aria-labelledby="admin-classes-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('classes.columns.name')}</TableCell>
                <TableCell>{t('classes.columns.code')}</TableCell>
                <TableCell>{t('classes.columns.courses')}</TableCell>
                <TableCell align="right">{t('classes.columns.members')}</TableCell>
                <TableCell align="right">{t('classes.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((item) => (
                <TableRow key={item.id} hover data-testid={`class-row-${item.id}`}>
                  <TableCell component="th" scope="row">
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
                  </TableCell>
                  <TableCell>
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
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {item.courses.map((course) => (
                        <Chip key={course.id} label={course.title} size="small" variant="outlined" />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">{item.membersCount}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('classes.editOf', { name: item.name })}
                      onClick={() => setEditing(item)}
                    >
                      <Edit />
                    </IconButton>
                    <IconButton
                      aria-label={t('classes.deleteOf', { name: item.name })}
                      onClick={() => setDeleting(item)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_e, p) => setPage(p)}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
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
    </Box>
  );
}
