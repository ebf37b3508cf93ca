// /dashboard/admin/categories: the paginated, searchable list of categories with edit and delete.
import { Add, DeleteOutline, Edit, Search } from '@mui/icons-material';
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
  Typography,
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
import { useDeleteCategory } from '../api/deleteCategory';
import { type CategoryItem, pageCount, useCategories } from '../api/listCategories';
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
  return (
    <Box component="section" aria-labelledby="admin-categories-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography id="admin-categories-heading" variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('categories.admin.heading')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="admin-category-search"
            type="search"
            size="small"
            label={t('categories.search')}
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
          <Button component={RouterLink} to={paths.admin.addCategory} variant="contained" startIcon={<Add />}>
            {t('categories.admin.add')}
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
        <EmptyState
          headingLevel="h2"
          title={t('categories.empty.title')}
          text={t('categories.admin.emptyText')}
        />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3, position: 'relative' }}>
          <Table aria-labelledby="admin-categories-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('categories.admin.image')}</TableCell>
                <TableCell>{t('categories.admin.title')}</TableCell>
                <TableCell>{t('categories.admin.subcategories')}</TableCell>
                <TableCell align="right">{t('categories.admin.courses')}</TableCell>
                <TableCell align="right">{t('categories.admin.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((category) => (
                <TableRow key={category.id} hover>
                  <TableCell sx={{ width: 96 }}>
                    <Box sx={{ width: 72, borderRadius: 1, overflow: 'hidden' }}>
                      <CategoryPicture link={thumbnailLink(category.image)} height={48} />
                    </Box>
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {category.title}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {category.children.map((child) => (
                        <Chip key={child.id} label={child.title} size="small" variant="outlined" />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">{category.coursesCount}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pageCount(query.data?.meta) > 1 && (
        <Pagination
          count={pageCount(query.data?.meta)}
          page={page}
          onChange={(_, value) => setPage(value)}
          color="primary"
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? t('categories.pageN', { page: item }) : t(`categories.pager.${type}`)
          }
        />
      )}
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
    </Box>
  );
}
