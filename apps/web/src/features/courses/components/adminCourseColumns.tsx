// The columns of the admin course list: each course's title, state, category, price, start, learners, its
// active and online switches (the admin's only) and its actions (view, edit, content, gradebook for admins and
// instructors, publish, archive, delete).
import { Edit, Grading, LibraryBooks, Visibility } from '@mui/icons-material';
import { Box, IconButton, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { paths } from '../../../shared/paths';
import type { ListColumn } from '../../../shared/ui/list';
import { useSwitchCourse } from '../api/courseSwitches';
import type { CourseItem } from '../api/listCourses';
import { CourseLifeActions, CourseStatusChip } from './CourseLifeActions';
import { CoursePrice } from './CoursePrice';

function CourseRowActions({ course, isAdmin }: { course: CourseItem; isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
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
      {/* Every course of this list is one the caller authors (or any, for an admin): its gradebook is theirs. */}
      <IconButton
        component={RouterLink}
        to={paths.admin.courseGradebook(course.id)}
        aria-label={t('courses.admin.gradebook', { title: course.title })}
      >
        <Grading />
      </IconButton>
      <CourseLifeActions course={course} canDelete={isAdmin} />
    </Box>
  );
}

export function useAdminCourseColumns(isAdmin: boolean): ListColumn<CourseItem>[] {
  const { t } = useTranslation();
  const change = useSwitchCourse();
  const switchesOff = change.isPending || !isAdmin;
  return [
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
          disabled={switchesOff}
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
          disabled={switchesOff}
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
      render: (course) => <CourseRowActions course={course} isAdmin={isAdmin} />,
    },
  ];
}
