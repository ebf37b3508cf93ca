// The course viewer (/dashboard/student/courses/{courseId}): units and learning objects in the order of the
// learner's path (the author's order when the path cannot be read), their sections and media in the page, each
// learning-object quiz at its place, and the learner's progress. A unit locked on the path shows why, and its
// learning objects only by title, as on the path page, until it opens.

import { Lock } from '@mui/icons-material';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import {
  LockNote,
  lockReasons,
  OptionalReviewChip,
  ProgressFigure,
  useLearningPath,
} from '../../learning-paths';
import { useCourseContent } from '../api/getCourseContent';
import { LearningObjectView } from '../components/LearningObjectView';
import { unitsInPathOrder } from '../model/pathOrder';

export function CourseViewerPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams().courseId);
  const content = useCourseContent(courseId);
  const path = useLearningPath(courseId);
  const { hash } = useLocation();
  // The page is laid out once the path is read too (or could not be): the anchors are then in their place.
  const loaded = content.isSuccess && !path.isPending;

  // Opened at a learning object (#lo-{id}, from the learner's path): bring it into view and move focus there.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#lo-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [loaded, hash]);

  if (content.isPending || path.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('viewer.loading')} />
      </Box>
    );
  }
  if (content.isError) return <Alert severity="error">{t(errorMessageKey(content.error))}</Alert>;
  if (content.data.waitsForPretest) {
    // The course waits for the pretest (docs/design/adaptive.md §2): offer it rather than an empty course.
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to={paths.dashboard.pretestCourse(courseId)}>
            {t('viewer.takePretest')}
          </Button>
        }
      >
        {t('viewer.waitsForPretest')}
      </Alert>
    );
  }

  const data = content.data;
  const pathData = path.data ?? null;
  const courseQuiz = pathData?.courseQuiz ?? 'none';
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2 }}>
          {data.course.title}
        </Typography>
        {pathData && (
          <Box sx={{ mb: 2 }} data-testid="viewer-progress">
            <ProgressFigure progress={pathData.progress} id="course-progress-label" />
          </Box>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={paths.student.coursePath(courseId)} variant="contained">
            {t('viewer.myPath')}
          </Button>
          {/* The course quiz is offered as the pretest until it is taken, then only as the post-test once the
              course is completed: never reopened in between. */}
          {data.quiz && data.quiz.questionsCount > 0 && courseQuiz === 'pretest' && (
            <Button component={RouterLink} to={paths.dashboard.pretestCourse(courseId)} variant="outlined">
              {t('viewer.takePretest')}
            </Button>
          )}
          {data.quiz && data.quiz.questionsCount > 0 && courseQuiz === 'posttest' && (
            <Button component={RouterLink} to={paths.student.takeQuiz(courseId)} variant="outlined">
              {t('viewer.takePostTest')}
            </Button>
          )}
        </Stack>
      </Paper>
      {data.units.length === 0 ? (
        <EmptyState headingLevel="h2" title={t('viewer.emptyTitle')} text={t('viewer.emptyText')} />
      ) : (
        unitsInPathOrder(data, pathData).map(({ unit, step, learningObjects }) => {
          const locked = step?.locked ?? false;
          return (
            <Box
              key={unit.id}
              component="section"
              aria-labelledby={`unit-${unit.id}`}
              data-testid="unit"
              data-unit-id={unit.id}
              data-locked={locked ? 'true' : 'false'}
            >
              <Box sx={{ mb: 2 }}>
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Typography id={`unit-${unit.id}`} variant="h5" component="h3">
                    {/* Inside the heading, the lock stays on the title's first line. */}
                    {locked && (
                      <Lock
                        fontSize="small"
                        aria-hidden="true"
                        sx={{ color: 'text.secondary', verticalAlign: 'text-bottom', mr: 0.75 }}
                      />
                    )}
                    {unit.title}
                  </Typography>
                  <Chip size="small" label={t(`viewer.unitType.${unit.type}`, { defaultValue: unit.type })} />
                  {step?.role === 'review' && <OptionalReviewChip />}
                </Stack>
                {locked && pathData && step && (
                  <>
                    <LockNote unit reasons={lockReasons(pathData, step)} />
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {t('viewer.lockedUnit')}
                    </Typography>
                  </>
                )}
              </Box>
              <Stack spacing={2}>
                {learningObjects.length === 0 ? (
                  <Typography color="text.secondary">{t('viewer.noObjects')}</Typography>
                ) : (
                  learningObjects.map((lo) => <LearningObjectView key={lo.id} lo={lo} locked={locked} />)
                )}
              </Stack>
            </Box>
          );
        })
      )}
    </Stack>
  );
}
