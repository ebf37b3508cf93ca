// /dashboard/admin/courses: every course (for an instructor or designer, the ones they author, as the server
// lists them), server-paginated, with search, filters, each course's state and its publish, archive and delete
// actions; the active, online and offline switches stay the admin's.
import { Add, Edit, LibraryBooks, Search, Visibility } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Grid,
  IconButton,
  InputAdornment,
  MenuItem,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type CourseSort, courseSorts, roles } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { translateMessage } from '../../../i18n';
import { formatDateTime } from '../../../shared/format/dates';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { EmptyState } from '../../../shared/ui';
import { pageCount, useCategories } from '../../categories';
import { useSwitchCourse } from '../api/courseSwitches';
import { useAdminCourses } from '../api/listAdminCourses';
import { CourseLifeActions, CourseStatusChip } from '../components/CourseLifeActions';
import { CoursePrice } from '../components/CoursePrice';

type Tri = '' | '1' | '0';

export function AdminCoursesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CourseSort>('newest');
  const [category, setCategory] = useState('');
  const [active, setActive] = useState<Tri>('');
  const [offline, setOffline] = useState<Tri>('');
  const debounced = useDebouncedValue(search.trim());
  const categories = useCategories({ perPage: 100, page: 1 });
  const query = useAdminCourses({
    page,
    sort,
    search: debounced || undefined,
    categoryId: category ? Number(category) : undefined,
    isActive: active === '' ? undefined : active === '1',
    isOffline: offline === '' ? undefined : offline === '1',
  });
  const change = useSwitchCourse();
  const isAdmin = useAppSelector(selectUser)?.role === roles.admin;
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const rows = query.data?.data ?? [];
  const pages = pageCount(query.data?.meta);

  return (
    <Box component="section" aria-labelledby="admin-courses-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography id="admin-courses-heading" variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('courses.admin.heading')}
        </Typography>
        <Button component={RouterLink} to={paths.admin.addCourse} variant="contained" startIcon={<Add />}>
          {t('courses.admin.add')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, borderRadius: 3 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              id="admin-course-search"
              type="search"
              size="small"
              fullWidth
              label={t('courses.filters.search')}
              value={search}
              onChange={(e) => reset(setSearch)(e.target.value)}
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
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <TextField
              id="admin-course-sort"
              select
              size="small"
              fullWidth
              label={t('courses.filters.sort')}
              value={sort}
              onChange={(e) => reset(setSort)(e.target.value as CourseSort)}
            >
              {courseSorts.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`courses.sorts.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <TextField
              id="admin-course-category"
              select
              size="small"
              fullWidth
              label={t('courses.filters.category')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              value={category}
              onChange={(e) => reset(setCategory)(e.target.value)}
            >
              <MenuItem value="">{t('courses.filters.all')}</MenuItem>
              {(categories.data?.data ?? []).map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.title}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              id="admin-course-active"
              select
              size="small"
              fullWidth
              label={t('courses.admin.activeFilter')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              value={active}
              onChange={(e) => reset(setActive)(e.target.value as Tri)}
            >
              <MenuItem value="">{t('courses.filters.all')}</MenuItem>
              <MenuItem value="1">{t('courses.admin.activeOnly')}</MenuItem>
              <MenuItem value="0">{t('courses.admin.inactiveOnly')}</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              id="admin-course-offline"
              select
              size="small"
              fullWidth
              label={t('courses.admin.onlineFilter')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              value={offline}
              onChange={(e) => reset(setOffline)(e.target.value as Tri)}
            >
              <MenuItem value="">{t('courses.filters.all')}</MenuItem>
              <MenuItem value="0">{t('courses.admin.online')}</MenuItem>
              <MenuItem value="1">{t('courses.admin.offline')}</MenuItem>
            </TextField>
          </Grid>
        </Grid>
      </Paper>
      {query.isError ? (
        <Alert severity="error" role="alert">
          {translateMessage(errorMessageKey(query.error))}
        </Alert>
      ) : query.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : rows.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          title={t('courses.catalogue.emptyTitle')}
          text={t('courses.admin.emptyText')}
        />
      ) : (
        // positioned, so the switches' hidden inputs stay inside the scroll area on small screens
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3, position: 'relative' }}>
          <Table aria-labelledby="admin-courses-heading" size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('courses.admin.title')}</TableCell>
                <TableCell>{t('courses.life.state')}</TableCell>
                <TableCell>{t('courses.admin.category')}</TableCell>
                <TableCell>{t('courses.admin.price')}</TableCell>
                <TableCell>{t('courses.admin.start')}</TableCell>
                <TableCell align="right">{t('courses.admin.learners')}</TableCell>
                <TableCell>{t('courses.admin.active')}</TableCell>
                <TableCell>{t('courses.admin.online')}</TableCell>
                <TableCell align="right">{t('courses.admin.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((course) => (
                <TableRow key={course.id} hover>
                  <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                    {course.title}
                  </TableCell>
                  <TableCell>
                    <CourseStatusChip status={course.status} />
                  </TableCell>
                  <TableCell>
                    {course.category.title}
                    {course.subcategory ? ` · ${course.subcategory.title}` : ''}
                  </TableCell>
                  <TableCell>
                    <CoursePrice course={course} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {course.startTime ? formatDateTime(course.startTime) : '—'}
                  </TableCell>
                  <TableCell align="right">{course.subscribedUsersCount}</TableCell>
                  <TableCell>
                    <Switch
                      checked={Boolean(course.isActive)}
                      disabled={change.isPending || !isAdmin}
                      onChange={(e) =>
                        change.mutate({ id: course.id, change: { kind: 'active', value: e.target.checked } })
                      }
                      slotProps={{
                        input: { 'aria-label': t('courses.admin.activeFor', { title: course.title }) },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={!course.isOffline}
                      disabled={change.isPending || !isAdmin}
                      onChange={(e) =>
                        change.mutate({
                          id: course.id,
                          change: { kind: e.target.checked ? 'online' : 'offline' },
                        })
                      }
                      slotProps={{
                        input: { 'aria-label': t('courses.admin.onlineFor', { title: course.title }) },
                      }}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      component={RouterLink}
                      to={paths.course(course.id)}
                      aria-label={t('courses.admin.view', { title: course.title })}
                    >
                      <Visibility />
                    </IconButton>
                    <IconButton
                      component={RouterLink}
                      to={paths.admin.course(course.id)}
                      aria-label={t('courses.admin.edit', { title: course.title })}
                    >
                      <Edit />
                    </IconButton>
                    <IconButton
                      component={RouterLink}
                      to={paths.admin.courseContent(course.id)}
                      aria-label={t('courses.admin.content', { title: course.title })}
                    >
                      <LibraryBooks />
                    </IconButton>
                    <CourseLifeActions course={course} canDelete={isAdmin} />
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
          onChange={(_, value) => setPage(value)}
          color="primary"
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? t('categories.pageN', { page: item }) : t(`categories.pager.${type}`)
          }
        />
      )}
    </Box>
  );
}
