// /dashboard/admin/courses: every course (for an instructor or designer, the ones they author, as the server
// lists them), server-paginated, with search, filters, each course's state and its publish, archive and delete
// actions; the active, online and offline switches stay the admin's.
import { Add, Edit, LibraryBooks, Visibility } from '@mui/icons-material';
import { Box, Button, IconButton, MenuItem, Switch, TextField } from '@mui/material';
import { type CourseSort, courseSorts, roles } from '@parcours/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { EmptyState } from '../../../shared/ui';
import { type ListColumn, ListPage, pagesOf, ResponsiveTable } from '../../../shared/ui/list';
import { useCategories } from '../../categories';
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
  const meta = query.data?.meta;
  type Row = (typeof rows)[number];
  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    items: ReactNode,
  ) => (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex: '1 1 150px', minWidth: 0 }}
    >
      {items}
    </TextField>
  );

  const columns: ListColumn<Row>[] = [
    {
      key: 'title',
      label: t('courses.admin.title'),
      phone: 'title',
      rowHeader: true,
      cellSx: { minWidth: 180 },
      render: (course) => course.title,
    },
    {
      key: 'state',
      label: t('courses.life.state'),
      render: (course) => <CourseStatusChip status={course.status} />,
    },
    {
      key: 'category',
      label: t('courses.admin.category'),
      render: (course) =>
        `${course.category.title}${course.subcategory ? ` · ${course.subcategory.title}` : ''}`,
    },
    { key: 'price', label: t('courses.admin.price'), render: (course) => <CoursePrice course={course} /> },
    {
      key: 'start',
      label: t('courses.admin.start'),
      cellSx: { whiteSpace: 'nowrap' },
      render: (course) => (course.startTime ? formatDateTime(course.startTime) : '—'),
    },
    {
      key: 'learners',
      label: t('courses.admin.learners'),
      numeric: true,
      render: (course) => course.subscribedUsersCount,
    },
    {
      key: 'active',
      label: t('courses.admin.active'),
      render: (course) => (
        <Switch
          checked={Boolean(course.isActive)}
          disabled={change.isPending || !isAdmin}
          onChange={(e) =>
            change.mutate({ id: course.id, change: { kind: 'active', value: e.target.checked } })
          }
          slotProps={{ input: { 'aria-label': t('courses.admin.activeFor', { title: course.title }) } }}
        />
      ),
    },
    {
      key: 'online',
      label: t('courses.admin.online'),
      render: (course) => (
        <Switch
          checked={!course.isOffline}
          disabled={change.isPending || !isAdmin}
          onChange={(e) =>
            change.mutate({ id: course.id, change: { kind: e.target.checked ? 'online' : 'offline' } })
          }
          slotProps={{ input: { 'aria-label': t('courses.admin.onlineFor', { title: course.title }) } }}
        />
      ),
    },
    {
      key: 'actions',
      label: t('courses.admin.actions'),
      numeric: true,
      cellSx: { whiteSpace: 'nowrap' },
      render: (course) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
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
        </Box>
      ),
    },
  ];

  return (
    <ListPage
      id="admin-courses"
      title={t('courses.admin.heading')}
      actions={
        <Button component={RouterLink} to={paths.admin.addCourse} variant="contained" startIcon={<Add />}>
          {t('courses.admin.add')}
        </Button>
      }
      search={{
        id: 'admin-course-search',
        label: t('courses.filters.search'),
        value: search,
        onChange: reset(setSearch),
      }}
      filters={
        <>
          {select(
            'admin-course-sort',
            t('courses.filters.sort'),
            sort,
            (v) => reset(setSort)(v as CourseSort),
            courseSorts.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`courses.sorts.${s}`)}
              </MenuItem>
            )),
          )}
          {select('admin-course-category', t('courses.filters.category'), category, reset(setCategory), [
            <MenuItem key="" value="">
              {t('courses.filters.all')}
            </MenuItem>,
            ...(categories.data?.data ?? []).map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.title}
              </MenuItem>
            )),
          ])}
          {select(
            'admin-course-active',
            t('courses.admin.activeFilter'),
            active,
            (v) => reset(setActive)(v as Tri),
            [
              <MenuItem key="" value="">
                {t('courses.filters.all')}
              </MenuItem>,
              <MenuItem key="1" value="1">
                {t('courses.admin.activeOnly')}
              </MenuItem>,
              <MenuItem key="0" value="0">
                {t('courses.admin.inactiveOnly')}
              </MenuItem>,
            ],
          )}
          {select(
            'admin-course-offline',
            t('courses.admin.onlineFilter'),
            offline,
            (v) => reset(setOffline)(v as Tri),
            [
              <MenuItem key="" value="">
                {t('courses.filters.all')}
              </MenuItem>,
              <MenuItem key="0" value="0">
                {t('courses.admin.online')}
              </MenuItem>,
              <MenuItem key="1" value="1">
                {t('courses.admin.offline')}
              </MenuItem>,
            ],
          )}
        </>
      }
      error={query.error}
      pending={query.isPending}
      empty={
        rows.length === 0 && (
          <EmptyState
            headingLevel="h2"
            title={t('courses.catalogue.emptyTitle')}
            text={t('courses.admin.emptyText')}
          />
        )
      }
      pages={pagesOf(meta, page, setPage)}
    >
      <ResponsiveTable
        caption={t('courses.admin.heading')}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        dense
      />
    </ListPage>
  );
}
