// "My program": the courses the learner follows, with level and progress, each opening its path.
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatPercent } from '../../../shared/format/numbers';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import { type EnrolledCourseItem, useEnrolledCourses } from '../api/getEnrolledCourses';
import { CourseCover } from '../components/CourseCover';
import { ProgramList } from '../components/ProgramList';

function ProgramCard({ course }: { course: EnrolledCourseItem }) {
  const { t, i18n } = useTranslation();
  const progress = Math.round(course.enrolment.progress);
  const labelId = `program-progress-${course.id}`;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
      data-testid="program-course"
    >
      <CourseCover media={course.media} />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {[course.category.title, course.subcategory?.title].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {course.title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Chip
            size="small"
            label={
              course.enrolment.level
                ? t(`learningPaths.levels.${course.enrolment.level}`)
                : t('learningPaths.noLevel')
            }
          />
          {course.enrolment.status === 'completed' && (
            <Chip size="small" variant="outlined" label={t('learningPaths.program.completedChip')} />
          )}
        </Stack>
        <Typography variant="body2" id={labelId}>
          {t('learningPaths.program.progress', { percent: formatPercent(progress, i18n.language) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-labelledby={labelId}
          sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
        />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.student.coursePath(course.id)}
          aria-label={t('learningPaths.program.openPathOf', { title: course.title })}
        >
          {t('learningPaths.program.openPath')}
        </Button>
      </CardActions>
    </Card>
  );
}

export function MyProgramPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const courses = useEnrolledCourses({ page, status: 'enrolled', search: debounced || undefined });
  return (
    <ProgramList
      tab="current"
      above={
        <TextField
          label={t('learningPaths.program.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          size="small"
          sx={{ mb: 3, width: { xs: '100%', sm: 320 } }}
        />
      }
      courses={courses}
      page={page}
      onPage={setPage}
      empty={
        <EmptyState
          headingLevel="h2"
          title={debounced ? t('learningPaths.program.noMatch') : t('learningPaths.program.emptyTitle')}
          text={t('learningPaths.program.emptyText')}
          action={
            <Button variant="contained" component={RouterLink} to={paths.courses}>
              {t('learningPaths.program.browse')}
            </Button>
          }
        />
      }
      card={(course) => <ProgramCard course={course} />}
    />
  );
}
