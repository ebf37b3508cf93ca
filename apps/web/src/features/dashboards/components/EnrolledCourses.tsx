// The learner's courses: progress, level, status and the next step of each.
import { Box, Button, Chip, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { SectionCard } from '../../../shared/ui/SectionCard';
import type { DashboardCourse } from '../api/getUserDashboard';

/** Where the learner goes next in a course. */
function nextStep(course: DashboardCourse): {
  kind: 'pretest' | 'continue' | 'posttest' | 'result';
  to?: string;
} {
  if (course.status === 'completed') {
    return course.postTestPercentage === null
      ? { kind: 'posttest', to: paths.student.takeQuiz(course.id) }
      : { kind: 'result' };
  }
  if (course.preTestPercentage === null)
    return { kind: 'pretest', to: paths.dashboard.pretestCourse(course.id) };
  return { kind: 'continue', to: paths.student.course(course.id) };
}

export function EnrolledCourses({
  courses,
  total,
  onShowResult,
}: {
  courses: DashboardCourse[];
  total: number;
  onShowResult: (courseId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard
      id="enrolled-courses"
      title={t('dashboards.student.courses.title')}
      subtitle={t('dashboards.student.courses.subtitle', { count: total })}
      action={
        <Button component={RouterLink} to={paths.student.myProgram} size="small">
          {t('dashboards.student.courses.all')}
        </Button>
      }
    >
      {courses.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('dashboards.student.courses.empty')}</Typography>
          <Button component={RouterLink} to={paths.student.categories} variant="contained">
            {t('dashboards.student.courses.browse')}
          </Button>
        </Stack>
      ) : (
        <List disablePadding>
          {courses.map((course) => {
            const step = nextStep(course);
            const progressId = `course-progress-${course.id}`;
            return (
              <ListItem
                key={course.id}
                divider
                disableGutters
                sx={{ display: 'block', py: 2 }}
                data-testid={`enrolled-course-${course.id}`}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, flex: 1, minWidth: 160 }}>
                    {course.title}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`dashboards.student.status.${course.status}`, { defaultValue: course.status })}
                  />
                  {course.level && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(`dashboards.student.levels.${course.level}`)}
                    />
                  )}
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                  <Box sx={{ flex: 1, minWidth: 160 }}>
                    <Typography id={progressId} variant="body2" color="text.secondary">
                      {t('dashboards.student.courses.progress', { value: Math.round(course.progress) })}
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={Math.max(0, Math.min(100, course.progress))}
                      aria-labelledby={progressId}
                      sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
                    />
                  </Box>
                  {step.to ? (
                    <Button component={RouterLink} to={step.to} variant="contained" size="small">
                      {t(`dashboards.student.next.${step.kind}`)}
                    </Button>
                  ) : (
                    <Button variant="outlined" size="small" onClick={() => onShowResult(course.id)}>
                      {t('dashboards.student.next.result')}
                    </Button>
                  )}
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
