// On a learner's account page: choose a course and open what Parcours adapts for the learner in it.
import { Insights } from '@mui/icons-material';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { useCourseOptions } from '../../dashboards';
import type { AdminUser } from '../api/listUsers';

export function AdaptiveProfileSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const courses = useCourseOptions();
  const [chosen, setChosen] = useState<number | null>(null);
  const options = courses.data ?? [];
  // The learner's latest course comes first to mind; any course can be chosen.
  const courseId =
    chosen ??
    (options.some((c) => c.id === user.latestCourseId) ? user.latestCourseId : options[0]?.id) ??
    null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="adaptive-profile-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography variant="h3" id="adaptive-profile-heading" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('users.adaptive.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {user.coursesCount === 0
          ? t('users.adaptive.noCourses')
          : t('users.adaptive.hint', { count: user.coursesCount })}
      </Typography>
      {courses.isError ? (
        <Alert severity="error">{translateMessage(errorMessageKey(courses.error))}</Alert>
      ) : (
        user.coursesCount > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={t('users.adaptive.course')}
              value={courseId ?? ''}
              onChange={(event) => setChosen(Number(event.target.value))}
              disabled={options.length === 0}
              sx={{ minWidth: 260 }}
            >
              {options.map((course) => (
                <MenuItem key={course.id} value={course.id}>
                  {course.title}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<Insights />}
              disabled={courseId === null}
              {...(courseId === null
                ? {}
                : { component: RouterLink, to: paths.admin.userCourseAdaptive(user.id, courseId) })}
            >
              {t('users.adaptive.open')}
            </Button>
          </Stack>
        )
      )}
    </Paper>
  );
}
