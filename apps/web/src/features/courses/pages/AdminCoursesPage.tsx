// /dashboard/admin/courses: every course (for an instructor or designer, the ones they author, as the server
// lists them), server-paginated, with search, filters, each course's state and its publish, archive and delete
// actions; the active, online and offline switches stay the admin's.
import { Add } from '@mui/icons-material';
import { Button } from '@mui/material';
import { roles } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePagedSearch } from '../../../shared/hooks/usePagedSearch';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { EmptyState } from '../../../shared/ui';
import { ListPage, pagesOf, ResponsiveTable } from '../../../shared/ui/list';
import { useAdminCourses } from '../api/listAdminCourses';
import { AdminCourseFilters, type AdminCourseFilterValues } from '../components/AdminCourseFilters';
import { useAdminCourseColumns } from '../components/adminCourseColumns';

export function AdminCoursesPage() {
  const { t } = useTranslation();
  const { page, setPage, search, setSearch, debounced, firstPage } = usePagedSearch();
  const [filters, setFilters] = useState<AdminCourseFilterValues>({
    sort: 'newest',
    category: '',
    active: null,
    offline: null,
  });
  const query = useAdminCourses({
    page,
    sort: filters.sort,
    search: debounced || undefined,
    categoryId: filters.category ? Number(filters.category) : undefined,
    isActive: filters.active ?? undefined,
    isOffline: filters.offline ?? undefined,
  });
  const isAdmin = useAppSelector(selectUser)?.role === roles.admin;
  const columns = useAdminCourseColumns(isAdmin);
  const rows = query.data?.data ?? [];

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
        onChange: setSearch,
      }}
      filters={
        <AdminCourseFilters
          values={filters}
          onChange={(patch) => {
            setFilters((current) => ({ ...current, ...patch }));
            firstPage();
          }}
        />
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
      pages={pagesOf(query.data?.meta, page, setPage)}
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
