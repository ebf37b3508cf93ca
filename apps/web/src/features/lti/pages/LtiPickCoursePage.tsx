// /lti/pick-course/:link: a teacher's launch of an LMS link that names no Parcours course (a Canvas course
// navigation entry, a Moodle activity added without "Select content") lands here: the teacher picks the course
// that link opens from now on, for them and their learners (docs/integrations.md, "LTI 1.3").
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { usePickLinkCourse } from '../api/courses';
import { LinkableCourseList } from '../components/LinkableCourseList';

export function LtiPickCoursePage() {
  const { t } = useTranslation();
  const { link = '' } = useParams();
  const [courseId, setCourseId] = useState<number | null>(null);
  const pick = usePickLinkCourse(Number(link));

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {t('lti.pick.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('lti.pick.text')}
      </Typography>
      {pick.isSuccess ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" role="status">
            {t('lti.pick.done')}
          </Alert>
          <Button variant="contained" component={RouterLink} to={paths.dashboard.root}>
            {t('lti.pick.dashboard')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3}>
          <LinkableCourseList selected={courseId} onSelect={setCourseId} />
          {pick.isError && (
            <Alert severity="error" role="alert">
              {translateMessage(errorMessageKey(pick.error))}
            </Alert>
          )}
          <Box>
            <Button
              variant="contained"
              disabled={courseId === null}
              loading={pick.isPending}
              onClick={() => courseId !== null && pick.mutate(courseId)}
            >
              {t('lti.pick.confirm')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
